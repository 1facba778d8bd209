import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en16931Problems } from '../../test/en16931.ts';
import { propertyRuns } from '../../test/property.ts';
import { lineAmounts, vatCents } from '../pricing/pricing.ts';
import {
  type BasketTotals,
  basketTotals,
  type CouponTerms,
  couponDiscountCents,
  type Fee,
  splitDiscountByVat,
  type TotalsLine,
} from './basket-totals.ts';

interface RawLine {
  base: number;
  bp: number;
  qty: number;
  rate: number;
}

const line = (base: number, bp: number, qty: number, rate: number): TotalsLine => ({
  vatRate: rate,
  ...lineAmounts(base, bp, qty, rate),
});

/** The totals as an EN 16931 invoice would state them: shipping and payment as lines. */
function asInvoice(lines: readonly TotalsLine[], fees: readonly (Fee | null)[], t: BasketTotals) {
  return {
    lines: [
      ...lines.map((l) => ({ vatRate: l.vatRate, netCents: l.lineTotalExcVatCents })),
      ...fees.filter((f): f is Fee => f !== null).map((f) => ({ vatRate: f.vatRate, netCents: f.priceCents })),
    ],
    allowances: t.discountParts.map((p) => ({ vatRate: p.vatRate, cents: p.excVatCents })),
    breakdown: t.vatBreakdown,
    allowanceTotalCents: t.discountExcVatCents,
    totalExcVatCents: t.totalExcVatCents,
    totalVatCents: t.totalVatCents,
    totalIncVatCents: t.totalIncVatCents,
  };
}

/** Everything the totals promise, for any basket (the property below and every fixed case). */
function checkTotals(raw: readonly RawLine[], ship: Fee | null, pay: Fee | null, coupon: CouponTerms | null) {
  const lines = raw.map((r) => line(r.base, r.bp, r.qty, r.rate));
  const t = basketTotals(lines, ship, pay, coupon);
  expect(en16931Problems(asInvoice(lines, [ship, pay], t))).toEqual([]);

  const productsOf = (rate: number) =>
    lines.filter((l) => l.vatRate === rate).reduce((s, l) => s + l.lineTotalExcVatCents, 0);
  const sumExc = lines.reduce((s, l) => s + l.lineTotalExcVatCents, 0);
  expect(t.productsExcVatCents).toBe(sumExc);
  expect(t.discountExcVatCents).toBe(couponDiscountCents(sumExc, coupon));
  expect(t.discountParts.reduce((s, p) => s + p.excVatCents, 0)).toBe(t.discountExcVatCents);
  expect(t.discountParts.reduce((s, p) => s + p.vatCents, 0)).toBe(t.discountVatCents);
  expect(t.totalExcVatCents).toBe(sumExc - t.discountExcVatCents + t.shippingExcVatCents + t.paymentExcVatCents);
  for (const part of t.discountParts) {
    // no part takes off more than its rate's products, nor more VAT than they carry
    expect(part.excVatCents).toBeLessThanOrEqual(productsOf(part.vatRate));
    expect(part.vatCents).toBeGreaterThanOrEqual(0);
    expect(part.vatCents).toBeLessThanOrEqual(vatCents(productsOf(part.vatRate), part.vatRate));
  }
  if (coupon?.discountPercent === 100) {
    // a full discount leaves exactly the fees and their VAT
    const fees = [ship, pay].filter((f): f is Fee => f !== null);
    const feeRows = new Map<number, number>();
    for (const f of fees) feeRows.set(f.vatRate, (feeRows.get(f.vatRate) ?? 0) + f.priceCents);
    expect(t.discountVatCents).toBe(t.productsVatCents);
    expect(t.totalVatCents).toBe([...feeRows].reduce((s, [rate, cents]) => s + vatCents(cents, rate), 0));
  }
  return t;
}

const lineArb = fc.record({
  base: fc.integer({ min: 1, max: 5_000_000 }),
  bp: fc.integer({ min: 0, max: 10000 }),
  qty: fc.integer({ min: 1, max: 9999 }),
  rate: fc.constantFrom(0, 5, 19, 23),
});
const couponArb = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 1, max: 100 }).map((p) => ({ discountPercent: p, discountAmountCents: null })),
  fc.constant({ discountPercent: 100, discountAmountCents: null }),
  fc.integer({ min: 1, max: 10_000_000 }).map((a) => ({ discountPercent: null, discountAmountCents: a })),
);
const feeArb = fc.option(
  fc.record({ priceCents: fc.integer({ min: 0, max: 10000 }), vatRate: fc.constantFrom(0, 5, 23) }),
  { nil: null },
);

describe('basket totals', () => {
  it('adds mixed VAT rates with VAT rounded once per rate, fees included', () => {
    // 104,93 × 2 at 23 %, 8,99 × 3 at 5 %, 0,30 × 7 at 19 %
    const lines = [line(12345, 1500, 2, 23), line(999, 1000, 3, 5), line(33, 1000, 7, 19)];
    expect(lines.map((l) => l.lineTotalExcVatCents)).toEqual([20986, 2697, 210]);
    const t = basketTotals(lines, { priceCents: 490, vatRate: 23 }, { priceCents: 150, vatRate: 23 }, null);
    expect(t.vatBreakdown).toEqual([
      { vatRate: 23, taxableCents: 21626, vatCents: 4974 }, // (209,86 + 4,90 + 1,50) × 0,23 = 49,7398
      { vatRate: 19, taxableCents: 210, vatCents: 40 }, // 0,399
      { vatRate: 5, taxableCents: 2697, vatCents: 135 }, // 1,3485
    ]);
    expect(t).toMatchObject({
      productsExcVatCents: 23893,
      productsVatCents: 4827 + 40 + 135,
      shippingExcVatCents: 490,
      paymentExcVatCents: 150,
      discountExcVatCents: 0,
      totalExcVatCents: 24533,
      totalVatCents: 5149, // per line and fee it would have been 5150
      totalIncVatCents: 29682,
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

  it('gives a discount part the VAT it takes off its rate, never more than the rate carries', () => {
    // 3 × 0,03 at 23 %: VAT 0,0207 → 0,02. A 0,01 discount leaves 0,08, VAT 0,0184 → 0,02: it
    // takes off no VAT. All of it off leaves 0,00 VAT: it takes off the whole 0,02.
    const lines = [line(3, 0, 3, 23)];
    expect(splitDiscountByVat(lines, 1)).toEqual([{ vatRate: 23, excVatCents: 1, vatCents: 0 }]);
    expect(splitDiscountByVat(lines, 9)).toEqual([{ vatRate: 23, excVatCents: 9, vatCents: 2 }]);
  });

  it('always adds up to EN 16931: per-rate VAT, discount ≤ products, no negative VAT (property)', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 8 }), feeArb, feeArb, couponArb, (raw, s, p, c) => {
        checkTotals(raw, s, p, c);
      }),
      propertyRuns(300),
    );
  });

  /**
   * Every counterexample the property has ever found, kept as a fixed case (seed and path in the
   * name replay it on the code of its day: FC_SEED=… FC_PATH=… with the property's arbitraries).
   */
  describe('known counterexamples', () => {
    const known: { found: string; raw: RawLine[]; ship: Fee | null; pay: Fee | null; coupon: CouponTerms | null }[] = [
      {
        // 100 % coupon on two 5 % lines and a 0 % line: the lines' VAT (per line) and the
        // discount's VAT (per part) did not cancel, total VAT −0,01 €.
        found: 'seed 12788866, path 228:1:1:1:1:7:4:10:4:6:4:14:21:4:11:10:1:1:1:1:16:16:16:16:16:16',
        raw: [
          { base: 1, bp: 0, qty: 1, rate: 5 },
          { base: 1811494, bp: 1910, qty: 6611, rate: 5 },
          { base: 1, bp: 0, qty: 1, rate: 0 },
        ],
        ship: null,
        pay: null,
        coupon: { discountPercent: 100, discountAmountCents: null },
      },
    ];
    for (const k of known) {
      it(`holds for ${k.found}`, () => {
        const t = checkTotals(k.raw, k.ship, k.pay, k.coupon);
        expect(t.totalVatCents).toBeGreaterThanOrEqual(0);
      });
    }

    it('leaves exactly zero VAT after a 100 % coupon on that basket', () => {
      const raw = known[0]?.raw ?? [];
      const lines = raw.map((r) => line(r.base, r.bp, r.qty, r.rate));
      const t = basketTotals(lines, null, null, { discountPercent: 100, discountAmountCents: null });
      expect(t.vatBreakdown).toEqual([
        { vatRate: 5, taxableCents: 0, vatCents: 0 },
        { vatRate: 0, taxableCents: 0, vatCents: 0 },
      ]);
      expect(t).toMatchObject({ totalExcVatCents: 0, totalVatCents: 0, totalIncVatCents: 0 });
    });
  });
});
