import { crc32, deflateSync } from 'node:zlib';
import { Version } from 'bysquare';
import {
  CurrencyCode,
  type DataModel,
  PaymentOptions,
  removeDiacritics,
  serialize,
  validateDataModel,
} from 'bysquare/pay';
import encodeQR from 'qr';
import { lzmaLiteralsBody } from './lzma-literals.ts';

export interface PaymentRequest {
  iban: string;
  beneficiary: string;
  amountCents: number;
  variableSymbol: string;
  note?: string;
}

const BASE32HEX = '0123456789ABCDEFGHIJKLMNOPQRSTUV';

function base32hex(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32HEX[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32HEX[(buffer << (5 - bits)) & 31];
  return out;
}

/**
 * The PAY by square string (Slovak Banking Association standard) for a bank transfer.
 *
 * bysquare's own encode() compresses with LZMA mode 5, whose 2 MB dictionary cost 15–25 ms per
 * call here; even lzma1's mode 1 sets up a 64 KB dictionary per call (0.4–0.8 ms). The body is
 * coded as literals only (lzma-literals.ts), which every LZMA decoder reads — the header dropped
 * here is rebuilt on decode with a fixed 2^17 dictionary and the payload length. The rest
 * follows bysquare 4's encode(): header nibbles, payload length, CRC32 + tab-separated payload,
 * LZMA body without its 13-byte header, base32hex without padding. The test decodes it with
 * bysquare's decode().
 */
export function payBySquareString(payment: PaymentRequest): string {
  const model: DataModel = {
    payments: [
      {
        type: PaymentOptions.PaymentOrder,
        amount: Math.round(payment.amountCents) / 100,
        variableSymbol: payment.variableSymbol,
        currencyCode: CurrencyCode.EUR,
        beneficiary: { name: payment.beneficiary.slice(0, 70) },
        bankAccounts: [{ iban: payment.iban }],
        ...(payment.note ? { paymentNote: payment.note.slice(0, 140) } : {}),
      },
    ],
  };
  const version = Version['1.2.0'];
  removeDiacritics(model);
  validateDataModel(model, version);
  const payload = new TextEncoder().encode(serialize(model));
  const checked = new Uint8Array(4 + payload.length);
  new DataView(checked.buffer).setUint32(0, crc32(payload), true);
  checked.set(payload, 4);
  const lzmaBody = lzmaLiteralsBody(checked);
  const output = new Uint8Array(4 + lzmaBody.length);
  output[0] = (0 << 4) | version; // by square type 0 (PAY), version
  output[1] = 0; // document type 0, reserved 0
  new DataView(output.buffer).setUint16(2, checked.length, true);
  output.set(lzmaBody, 4);
  return base32hex(output);
}

/**
 * The QR code as a PNG (for mails and PDFs): black modules on white, `scale` pixels each, with
 * a quiet zone of two modules. A 1-bit greyscale PNG written directly (filter 0, zlib's deflate):
 * qrcode's RGBA renderer took ~25 ms per code, and 8-bit rows made deflate 8× the work.
 * The string is base32hex, all in QR's alphanumeric set, so it is encoded as one alphanumeric
 * segment. The symbol comes from `qr`, which scores the eight masks as ISO/IEC 18004 asks with
 * packed bit rows: 0.10 ms a code, where `qrcode` took 0.69 ms, half of an order's PAY by square
 * (docs/decisions/017-perf-listing.md §Place order).
 */
export function payBySquarePng(payment: PaymentRequest, scale = 6): Promise<Buffer> {
  // The quiet zone of two modules is part of the symbol's rows (light modules).
  const symbol = encodeQR(payBySquareString(payment), 'raw', { ecc: 'medium', encoding: 'alphanumeric', border: 2 });
  const modules = symbol.length;
  const side = modules * scale;
  const rowBytes = 1 + Math.ceil(side / 8);
  // 1 = white: start all white, then clear the bits of dark modules. Each module row is drawn
  // once and copied to its `scale` pixel rows.
  const rows = Buffer.alloc(rowBytes * side, 0xff);
  for (let y = 0; y < side; y++) rows[y * rowBytes] = 0; // filter type: none
  symbol.forEach((row, my) => {
    const first = my * scale * rowBytes;
    row.forEach((dark, mx) => {
      if (!dark) return;
      for (let x = mx * scale, end = x + scale; x < end; x++) {
        const at = first + 1 + (x >> 3);
        rows[at] = (rows[at] as number) & ~(0x80 >> (x & 7));
      }
    });
    for (let copy = 1; copy < scale; copy++) rows.copy(rows, first + copy * rowBytes, first, first + rowBytes);
  });
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  return Promise.resolve(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      // Level 1: each module row repeats `scale` times, which the fastest level finds too. The
      // whole PNG 0.51–0.54 → 0.36–0.47 ms, 832 → 1,104 bytes (docs/decisions/017-perf-listing.md §PAY by square without a match finder).
      chunk('IDAT', deflateSync(rows, { level: 1 })),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}
