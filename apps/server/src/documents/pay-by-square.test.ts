import { decode } from 'bysquare/pay';
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

  it('draws a square greyscale PNG of the QR with a quiet zone', async () => {
    const png = await payBySquarePng(
      { iban: 'SK3112000000198742637541', beneficiary: 'A', amountCents: 1, variableSymbol: '1' },
      4,
    );
    const width = png.readUInt32BE(16);
    expect(png.readUInt32BE(20)).toBe(width);
    expect(png[25]).toBe(0); // colour type: greyscale
    expect(width % 4).toBe(0);
    const { inflateSync } = await import('node:zlib');
    const idatLength = png.readUInt32BE(33);
    const rows = inflateSync(png.subarray(41, 41 + idatLength));
    expect(rows.length).toBe((width + 1) * width);
    expect(rows[1]).toBe(0xff); // top-left corner is quiet zone (white)
    const finder = (width + 1) * 8 + 1 + 8; // two modules in: the finder pattern (black)
    expect(rows[finder]).toBe(0);
  });
});
