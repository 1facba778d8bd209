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
