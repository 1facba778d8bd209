import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineAmounts, vatCents } from '../pricing/pricing.ts';
import { basketTotals, couponDiscountCents, splitDiscountByVat, type TotalsLine } from './basket-totals.ts';

const line = (base: number, bp: number, qty: number, rate: number): TotalsLine => ({
  vatRate: rate,
  ...lineAmounts(base, bp, qty, rate),
});

describe('basket totals', () => {
  it('adds mixed VAT rates with VAT rounded once per line', () => {
    // 104,93 × 2 at 23 %, 8,99 × 3 at 5 %, 0,30 × 7 at 19 %
    const lines = [line(12345, 1500, 2, 23), line(999, 1000, 3, 5), line(33, 1000, 7, 19)];
    expect(lines.map((l) => [l.lineTotalExcVatCents, l.lineVatCents])).toEqual([
      [20986, 4827], // 209,86 × 0,23 = 48,2678 → 48,27
      [2697, 135], // 26,97 × 0,05 = 1,3485 → 1,35
      [210, 40], // 2,10 × 0,19 = 0,399 → 0,40
    ]);
    const t = basketTotals(lines, { priceCents: 490, vatRate: 23 }, { priceCents: 150, vatRate: 23 }, null);
    expect(t).toMatchObject({
      productsExcVatCents: 23893,
      productsVatCents: 5002,
      shippingExcVatCents: 490,
      shippingVatCents: 113, // 1,127 → 1,13
      paymentExcVatCents: 150,
      paymentVatCents: 35, // 0,345 → 0,35 (half away from zero)
      discountExcVatCents: 0,
      totalExcVatCents: 24533,
      totalVatCents: 5150,
      totalIncVatCents: 29683,
    });
  });

  it('takes a percentage coupon off the products and splits it over the VAT rates', () => {
    const lines = [line(10000, 0, 1, 23), line(5000, 0, 1, 5)];
    const t = basketTotals(lines, null, null, { discountPercent: 10, discountAmountCents: null });
    expect(t.discountExcVatCents).toBe(1500);
    expect(t.discountParts).toEqual([
      { vatRate: 23, excVatCents: 1000, vatCents: 230 },
      { vatRate: 5, excVatCents: 500, vatCents: 25 },
    ]);
    expect(t.totalExcVatCents).toBe(15000 - 1500);
    expect(t.totalVatCents).toBe(2300 + 250 - 230 - 25);
  });

  it('caps a fixed-amount coupon at the products total, so no VAT goes negative', () => {
    const lines = [line(1000, 0, 1, 23), line(333, 0, 1, 5)];
    expect(couponDiscountCents(1333, { discountPercent: null, discountAmountCents: 99999 })).toBe(1333);
    const t = basketTotals(lines, { priceCents: 490, vatRate: 23 }, null, {
      discountPercent: null,
      discountAmountCents: 99999,
    });
    expect(t.discountExcVatCents).toBe(1333);
    expect(t.totalExcVatCents).toBe(490);
    expect(t.totalVatCents).toBe(vatCents(490, 23));
  });

  it('rounds a percentage discount half away from zero', () => {
    expect(couponDiscountCents(1005, { discountPercent: 10, discountAmountCents: null })).toBe(101);
    expect(couponDiscountCents(1004, { discountPercent: 10, discountAmountCents: null })).toBe(100);
  });

  it('keeps the parts of a split equal to the discount (largest remainder)', () => {
    const parts = splitDiscountByVat([line(100, 0, 1, 23), line(100, 0, 1, 5), line(100, 0, 1, 19)], 100);
    expect(parts.reduce((s, p) => s + p.excVatCents, 0)).toBe(100);
    expect(parts.map((p) => p.excVatCents).sort()).toEqual([33, 33, 34]);
  });

  it('always adds up: Σ lines and fees = totals, discount ≤ products, no negative VAT (property)', () => {
    const lineArb = fc.record({
      base: fc.integer({ min: 1, max: 5_000_000 }),
      bp: fc.integer({ min: 0, max: 10000 }),
      qty: fc.integer({ min: 1, max: 9999 }),
      rate: fc.constantFrom(0, 5, 19, 23),
    });
    const couponArb = fc.oneof(
      fc.constant(null),
      fc.integer({ min: 1, max: 100 }).map((p) => ({ discountPercent: p, discountAmountCents: null })),
      fc.integer({ min: 1, max: 10_000_000 }).map((a) => ({ discountPercent: null, discountAmountCents: a })),
    );
    const feeArb = fc.option(
      fc.record({ priceCents: fc.integer({ min: 0, max: 10000 }), vatRate: fc.constantFrom(0, 23) }),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 8 }),
        feeArb,
        feeArb,
        couponArb,
        (raw, ship, pay, coupon) => {
          const lines = raw.map((r) => line(r.base, r.bp, r.qty, r.rate));
          const t = basketTotals(lines, ship, pay, coupon);
          const sumExc = lines.reduce((s, l) => s + l.lineTotalExcVatCents, 0);
          const sumVat = lines.reduce((s, l) => s + l.lineVatCents, 0);
          const partsExc = t.discountParts.reduce((s, p) => s + p.excVatCents, 0);
          const partsVat = t.discountParts.reduce((s, p) => s + p.vatCents, 0);
          expect(t.productsExcVatCents).toBe(sumExc);
          expect(partsExc).toBe(t.discountExcVatCents);
          expect(t.discountExcVatCents).toBeLessThanOrEqual(sumExc);
          expect(t.totalExcVatCents).toBe(sumExc - partsExc + t.shippingExcVatCents + t.paymentExcVatCents);
          expect(t.totalVatCents).toBe(sumVat - partsVat + t.shippingVatCents + t.paymentVatCents);
          expect(t.totalIncVatCents).toBe(t.totalExcVatCents + t.totalVatCents);
          for (const part of t.discountParts) {
            const base = lines
              .filter((l) => l.vatRate === part.vatRate)
              .reduce((s, l) => s + l.lineTotalExcVatCents, 0);
            expect(part.excVatCents).toBeLessThanOrEqual(base);
          }
          expect(t.totalVatCents).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
