import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DiscountRuleSet,
  discountedUnitCents,
  lineAmounts,
  orderTotals,
  resolveDiscountBp,
  roundDiv,
  vatCents,
  withVatCents,
} from './pricing.ts';

const cents = fc.integer({ min: 0, max: 10_000_000 });
const bp = fc.integer({ min: 0, max: 10_000 });
const rate = fc.constantFrom(0, 5, 10, 19, 20, 23);

describe('rounding', () => {
  it('rounds half away from zero', () => {
    expect(roundDiv(5, 10)).toBe(1);
    expect(roundDiv(4, 10)).toBe(0);
    expect(roundDiv(-5, 10)).toBe(-1);
    expect(roundDiv(15, 10)).toBe(2);
    expect(roundDiv(25, 10)).toBe(3);
  });

  it('matches known shop prices', () => {
    expect(discountedUnitCents(12345, 1000)).toBe(11111); // 111,105 → 111,11
    expect(discountedUnitCents(999, 2500)).toBe(749); // 749,25
    expect(vatCents(1000, 23)).toBe(230);
    expect(vatCents(1, 23)).toBe(0);
    expect(vatCents(3, 23)).toBe(1); // 0,69
    expect(withVatCents(8990, 23)).toBe(11058); // 110,577 → 110,58
  });
});

describe('invariants', () => {
  it('a discount never raises the price and never goes below zero', () => {
    fc.assert(
      fc.property(cents, bp, (base, d) => {
        const unit = discountedUnitCents(base, d);
        expect(unit).toBeLessThanOrEqual(base);
        expect(unit).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(unit)).toBe(true);
      }),
    );
  });

  it('zero discount keeps the base price, full discount makes it free', () => {
    fc.assert(
      fc.property(cents, (base) => {
        expect(discountedUnitCents(base, 0)).toBe(base);
        expect(discountedUnitCents(base, 10000)).toBe(0);
      }),
    );
  });

  it('a larger discount never gives a higher price', () => {
    fc.assert(
      fc.property(cents, bp, bp, (base, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(discountedUnitCents(base, hi)).toBeLessThanOrEqual(discountedUnitCents(base, lo));
      }),
    );
  });

  it('VAT is within half a cent of the exact value and exc + vat = inc', () => {
    fc.assert(
      fc.property(cents, rate, (amount, r) => {
        const vat = vatCents(amount, r);
        expect(Math.abs(vat - (amount * r) / 100)).toBeLessThanOrEqual(0.5);
        expect(withVatCents(amount, r)).toBe(amount + vat);
      }),
    );
  });

  it('line totals add up to the order total', () => {
    const line = fc.record({
      base: fc.integer({ min: 0, max: 300_000 }),
      d: bp,
      qty: fc.integer({ min: 1, max: 500 }),
      r: rate,
    });
    const fee = fc.record({ priceCents: fc.integer({ min: 0, max: 5000 }), vatRate: rate });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), fc.array(fee, { maxLength: 2 }), (ls, fees) => {
        const amounts = ls.map((l) => lineAmounts(l.base, l.d, l.qty, l.r));
        const t = orderTotals(amounts, fees);
        const sumExc = amounts.reduce((s, a) => s + a.lineTotalExcVatCents, 0);
        const sumVat = amounts.reduce((s, a) => s + a.lineVatCents, 0);
        const feeExc = fees.reduce((s, f) => s + f.priceCents, 0);
        const feeVat = fees.reduce((s, f) => s + vatCents(f.priceCents, f.vatRate), 0);
        expect(t.productsExcVatCents).toBe(sumExc);
        expect(t.totalExcVatCents).toBe(sumExc + feeExc);
        expect(t.totalVatCents).toBe(sumVat + feeVat);
        expect(t.totalIncVatCents).toBe(t.totalExcVatCents + t.totalVatCents);
        for (const [i, a] of amounts.entries()) {
          const l = ls[i];
          if (!l) throw new Error('unreachable');
          expect(a.lineTotalExcVatCents).toBe(a.unitPriceExcVatCents * l.qty);
          expect(a.lineTotalIncVatCents).toBe(a.lineTotalExcVatCents + a.lineVatCents);
        }
      }),
    );
  });
});

describe('resolveDiscountBp', () => {
  const partner: DiscountRuleSet = {
    defaultDiscountBp: 1000,
    rules: [
      { vendorId: 7, discountBp: 2500 },
      { categoryPath: 'eps', discountBp: 1500 },
      { categoryPath: 'cctv/ip-kamery', discountBp: 2000 },
      { categoryPath: 'cctv', discountBp: 1200 },
    ],
  };

  it('falls back to the default', () => {
    expect(resolveDiscountBp(partner, { vendorId: 1, categoryPath: 'siete/switche/poe-switche' })).toBe(1000);
  });

  it('applies the vendor rule outside rule categories', () => {
    expect(resolveDiscountBp(partner, { vendorId: 7, categoryPath: 'ezs/detektory/pir-detektory' })).toBe(2500);
  });

  it('lets a category rule beat a vendor rule, and a deeper category beat a shallower one', () => {
    expect(resolveDiscountBp(partner, { vendorId: 7, categoryPath: 'eps/hlasice/opticke-hlasice' })).toBe(1500);
    expect(resolveDiscountBp(partner, { vendorId: 1, categoryPath: 'cctv/ip-kamery/bullet-kamery' })).toBe(2000);
    expect(resolveDiscountBp(partner, { vendorId: 1, categoryPath: 'cctv/monitory' })).toBe(1200);
  });

  it('matches whole path segments only', () => {
    expect(resolveDiscountBp(partner, { vendorId: 1, categoryPath: 'epsx/a' })).toBe(1000);
    expect(resolveDiscountBp(partner, { vendorId: 1, categoryPath: 'cctv/ip-kamery-old' })).toBe(1200);
  });

  it('prefers a vendor-limited category rule on the same category', () => {
    const set: DiscountRuleSet = {
      defaultDiscountBp: 0,
      rules: [
        { categoryPath: 'eps', discountBp: 1500 },
        { categoryPath: 'eps', vendorId: 3, discountBp: 500 },
      ],
    };
    expect(resolveDiscountBp(set, { vendorId: 3, categoryPath: 'eps/hlasice' })).toBe(500);
    expect(resolveDiscountBp(set, { vendorId: 4, categoryPath: 'eps/hlasice' })).toBe(1500);
  });

  it('gives no discount without a price group', () => {
    expect(resolveDiscountBp(null, { vendorId: 1, categoryPath: 'eps' })).toBe(0);
  });

  it('the result is always one of the group values', () => {
    const paths = ['eps', 'eps/hlasice', 'cctv', 'cctv/ip-kamery', 'cctv/ip-kamery/dome-kamery', 'siete'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            vendorId: fc.option(fc.integer({ min: 1, max: 4 })),
            categoryPath: fc.option(fc.constantFrom(...paths)),
            discountBp: bp,
          }),
        ),
        bp,
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(...paths),
        (rules, def, vendorId, categoryPath) => {
          const r = resolveDiscountBp({ defaultDiscountBp: def, rules }, { vendorId, categoryPath });
          expect([def, ...rules.map((x) => x.discountBp)]).toContain(r);
        },
      ),
    );
  });
});
