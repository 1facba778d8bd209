import fc from 'fast-check';
import { compress, decompress } from 'lzma1';
import { describe, expect, it } from 'vitest';
import { lzmaLiteralsBody } from './lzma-literals.ts';

/** The 13-byte .lzma header a decoder needs: properties lc=3 lp=0 pb=2, 128 KB dictionary, length. */
function withHeader(body: Uint8Array, length: number): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  header[0] = 0x5d;
  view.setUint32(1, 1 << 17, true);
  view.setUint32(5, length, true);
  const stream = new Uint8Array(13 + body.length);
  stream.set(header);
  stream.set(body, 13);
  return stream;
}

describe('LZMA literals-only body', () => {
  it('is read back by an LZMA decoder, byte for byte, for any bytes', () => {
    // From one byte: a PAY by square payload is never empty, and lzma1 decodes a known length of
    // 0 as one byte whatever the body.
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 2000 }), (data) => {
        expect(decompress(withHeader(lzmaLiteralsBody(data), data.length))).toEqual(data);
      }),
      { numRuns: 300 },
    );
  });

  it('carries into bytes already written (long runs of 0xFF-prone output)', () => {
    // Skewed inputs drive the probabilities to their extremes, where carries through pending
    // 0xFF bytes happen; a wrong carry corrupts the decoded tail.
    fc.assert(
      fc.property(fc.array(fc.constantFrom(0, 255, 1, 254), { minLength: 1, maxLength: 5000 }), (values) => {
        const data = Uint8Array.from(values);
        expect(decompress(withHeader(lzmaLiteralsBody(data), data.length))).toEqual(data);
      }),
      { numRuns: 200 },
    );
  });

  it('is about as short as lzma1’s own body for a PAY by square payload', () => {
    const payload = new TextEncoder().encode(
      '\t1\t1\t1234.56\tEUR\t\t2026093654\t\t\tObjednavka 2026093654\t1\tSK3112000000198742637541\t\t0\t0\tBezpecnostne systemy s.r.o.\t\t',
    );
    const ours = lzmaLiteralsBody(payload).length;
    const theirs = compress(payload, 1).length - 13;
    expect(ours).toBeLessThanOrEqual(theirs + 16);
  });
});
