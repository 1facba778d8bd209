/**
 * A raw LZMA1 body (lc=3, lp=0, pb=2, no end marker) that codes every byte as a literal.
 *
 * PAY by square compresses its ~120-byte payload with LZMA, and any LZMA decoder reads a stream
 * without matches. lzma1's encoder sets up a 64 KB dictionary and match finder on every call:
 * 0.4–0.8 ms per order for a payload it hardly shrinks (to 108 bytes). This coder takes a few
 * microseconds, and its body is a few bytes longer.
 * Measured: docs/decisions/017-perf-listing.md §PAY by square without a match finder.
 * The decoder must know the length, as bysquare's does: the PAY by square header carries it.
 */

const TOP = 1 << 24;
const PROB_INIT = 1024; // half of 1 << 11, the probability model's scale
const LITERAL_CONTEXT_BITS = 3; // lc
const POS_STATES = 4; // 1 << pb

export function lzmaLiteralsBody(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  // `low` needs 33 bits (the carry), so it is a plain number, not an int32.
  let low = 0;
  let range = 0xffffffff;
  let cache = 0;
  let cacheSize = 1;
  const shiftLow = () => {
    if (low < 0xff000000 || low >= 0x100000000) {
      const carry = low >= 0x100000000 ? 1 : 0;
      let byte = cache;
      do {
        out.push((byte + carry) & 0xff);
        byte = 0xff;
      } while (--cacheSize !== 0);
      cache = Math.floor(low / TOP) & 0xff;
    }
    cacheSize++;
    low = (low % TOP) * 256;
  };
  const encodeBit = (probs: Uint16Array, index: number, bit: number) => {
    const prob = probs[index] as number;
    const bound = (range >>> 11) * prob;
    if (bit === 0) {
      range = bound;
      probs[index] = prob + ((2048 - prob) >>> 5);
    } else {
      low += bound;
      range -= bound;
      probs[index] = prob - (prob >>> 5);
    }
    while (range < TOP) {
      range = (range * 256) >>> 0;
      shiftLow();
    }
  };

  // Only literals follow each other, so the coder's state stays 0: the match flag is coded with
  // isMatch[0][position & 3], and every literal plainly (never as a "matched" literal).
  const isMatch = new Uint16Array(POS_STATES).fill(PROB_INIT);
  const literals = new Uint16Array(0x300 << LITERAL_CONTEXT_BITS).fill(PROB_INIT);
  let previous = 0;
  for (let position = 0; position < data.length; position++) {
    const byte = data[position] as number;
    encodeBit(isMatch, position & (POS_STATES - 1), 0);
    const base = 0x300 * (previous >> (8 - LITERAL_CONTEXT_BITS));
    let symbol = byte | 0x100;
    do {
      encodeBit(literals, base + (symbol >> 8), (symbol >> 7) & 1);
      symbol <<= 1;
    } while (symbol < 0x10000);
    previous = byte;
  }
  for (let i = 0; i < 5; i++) shiftLow();
  return Uint8Array.from(out);
}
