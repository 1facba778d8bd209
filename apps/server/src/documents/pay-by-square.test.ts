import { decode } from 'bysquare/pay';
import encodeQR from 'qr';
import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { payBySquarePng, payBySquareString } from './pay-by-square.ts';

describe('PAY by square', () => {
  const payment = {
    iban: 'SK9611000000002918599669',
    beneficiary: 'Bezpečnostné systémy s.r.o.',
    amountCents: 123456,
    variableSymbol: '2026000123',
  };

  it('encodes the amount, variable symbol and IBAN so a banking app reads them back', () => {
    const decoded = decode(payBySquareString(payment));
    const first = decoded.payments[0];
    expect(first?.amount).toBe(1234.56);
    expect(first?.variableSymbol).toBe('2026000123');
    expect(first?.bankAccounts[0]?.iban).toBe('SK9611000000002918599669');
  });

  it('renders a PNG', async () => {
    const png = await payBySquarePng(payment);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('PAY by square, speed-tuned encoding', () => {
  it('reads back exactly like the reference encoder’s output, diacritics and note included', async () => {
    const { encode } = await import('bysquare/pay');
    const { CurrencyCode, PaymentOptions } = await import('bysquare/pay');
    const payment = {
      iban: 'SK3112000000198742637541',
      beneficiary: 'Žltý kôň s.r.o.',
      amountCents: 9_876_543,
      variableSymbol: '2026999999',
      note: 'Objednávka č. 2026999999 – ďakujeme',
    };
    const reference = encode({
      payments: [
        {
          type: PaymentOptions.PaymentOrder,
          amount: 98765.43,
          variableSymbol: payment.variableSymbol,
          currencyCode: CurrencyCode.EUR,
          beneficiary: { name: payment.beneficiary },
          bankAccounts: [{ iban: payment.iban }],
          paymentNote: payment.note,
        },
      ],
    });
    expect(decode(payBySquareString(payment))).toEqual(decode(reference));
    // Same header and payload length; only the LZMA body differs.
    expect(payBySquareString(payment).slice(0, 6)).toBe(reference.slice(0, 6));
  });

  it('draws a square 1-bit greyscale PNG of the QR, module by module, with a quiet zone', async () => {
    const payment = { iban: 'SK3112000000198742637541', beneficiary: 'A', amountCents: 1, variableSymbol: '1' };
    const scale = 4;
    const png = await payBySquarePng(payment, scale);
    const width = png.readUInt32BE(16);
    expect(png.readUInt32BE(20)).toBe(width);
    expect(png[24]).toBe(1); // bit depth
    expect(png[25]).toBe(0); // colour type: greyscale
    const { inflateSync } = await import('node:zlib');
    const idatLength = png.readUInt32BE(33);
    const rows = inflateSync(png.subarray(41, 41 + idatLength));
    const rowBytes = 1 + Math.ceil(width / 8);
    expect(rows.length).toBe(rowBytes * width);
    const dark = (x: number, y: number) => ((rows[y * rowBytes + 1 + (x >> 3)] as number) & (0x80 >> (x & 7))) === 0;
    // The symbol with its quiet zone of two light modules on every side.
    const symbol = encodeQR(payBySquareString(payment), 'raw', { ecc: 'medium', encoding: 'alphanumeric', border: 2 });
    const size = symbol.length;
    expect(width).toBe(size * scale);
    const quiet = 2 * scale;
    for (let y = 0; y < width; y++) {
      expect(rows[y * rowBytes]).toBe(0); // filter: none
      for (let x = 0; x < width; x++) {
        const inQuietZone = x < quiet || y < quiet || x >= width - quiet || y >= width - quiet;
        const module = Boolean(symbol[Math.floor(y / scale)]?.[Math.floor(x / scale)]);
        if (dark(x, y) !== (!inQuietZone && module)) {
          expect.fail(`pixel ${x},${y} is ${dark(x, y) ? 'dark' : 'light'}`);
        }
      }
    }
  });

  it('is read back by a QR scanner from its pixels, as a banking app reads it', async () => {
    const payment = {
      iban: 'SK3112000000198742637541',
      beneficiary: 'Žltý kôň s.r.o.',
      amountCents: 9_876_543,
      variableSymbol: '2026999999',
      note: 'Objednávka č. 2026999999',
    };
    const png = await payBySquarePng(payment);
    const width = png.readUInt32BE(16);
    const { inflateSync } = await import('node:zlib');
    const rows = inflateSync(png.subarray(41, 41 + png.readUInt32BE(33)));
    const rowBytes = 1 + Math.ceil(width / 8);
    const rgba = new Uint8Array(width * width * 4);
    for (let y = 0; y < width; y++) {
      for (let x = 0; x < width; x++) {
        const light = ((rows[y * rowBytes + 1 + (x >> 3)] as number) & (0x80 >> (x & 7))) !== 0;
        rgba.fill(light ? 255 : 0, (y * width + x) * 4, (y * width + x) * 4 + 3);
        rgba[(y * width + x) * 4 + 3] = 255;
      }
    }
    const text = decodeQR({ width, height: width, data: rgba });
    expect(text).toBe(payBySquareString(payment));
    expect(decode(text).payments[0]?.variableSymbol).toBe('2026999999');
  });
});
