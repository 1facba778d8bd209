import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../test/property.ts';
import {
  type DiscountRuleSet,
  discountedUnitCents,
  lineAmounts,
  resolveDiscountBp,
  roundDiv,
  vatBreakdown,
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
      propertyRuns(),
    );
  });

  it('zero discount keeps the base price, full discount makes it free', () => {
    fc.assert(
      fc.property(cents, (base) => {
        expect(discountedUnitCents(base, 0)).toBe(base);
        expect(discountedUnitCents(base, 10000)).toBe(0);
      }),
      propertyRuns(),
    );
  });

  it('a larger discount never gives a higher price', () => {
    fc.assert(
      fc.property(cents, bp, bp, (base, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(discountedUnitCents(base, hi)).toBeLessThanOrEqual(discountedUnitCents(base, lo));
      }),
      propertyRuns(),
    );
  });

  it('VAT is within half a cent of the exact value and exc + vat = inc', () => {
    fc.assert(
      fc.property(cents, rate, (amount, r) => {
        const vat = vatCents(amount, r);
        expect(Math.abs(vat - (amount * r) / 100)).toBeLessThanOrEqual(0.5);
        expect(withVatCents(amount, r)).toBe(amount + vat);
      }),
      propertyRuns(),
    );
  });

  it('a line is its unit price × quantity, exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300_000 }),
        bp,
        fc.integer({ min: 1, max: 500 }),
        rate,
        (base, d, qty, r) => {
          const a = lineAmounts(base, d, qty, r);
          expect(a.unitPriceExcVatCents).toBe(discountedUnitCents(base, d));
          expect(a.lineTotalExcVatCents).toBe(a.unitPriceExcVatCents * qty);
          expect(a.lineVatCents).toBe(vatCents(a.lineTotalExcVatCents, r));
        },
      ),
      propertyRuns(),
    );
  });

  it('the VAT breakdown adds each rate up exactly and rounds its VAT once', () => {
    const amount = fc.record({ vatRate: rate, excVatCents: fc.integer({ min: -100_000, max: 10_000_000 }) });
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 20 }), (amounts) => {
        const rows = vatBreakdown(amounts);
        expect(rows.map((r) => r.vatRate)).toEqual([...new Set(amounts.map((a) => a.vatRate))].sort((a, b) => b - a));
        for (const row of rows) {
          const ofRate = amounts.filter((a) => a.vatRate === row.vatRate);
          expect(row.taxableCents).toBe(ofRate.reduce((s, a) => s + a.excVatCents, 0));
          expect(row.vatCents).toBe(vatCents(row.taxableCents, row.vatRate));
        }
        expect(rows.reduce((s, r) => s + r.taxableCents, 0)).toBe(amounts.reduce((s, a) => s + a.excVatCents, 0));
      }),
      propertyRuns(),
    );
  });

  it('rounds VAT on the rate, not per line (two lines of 0,02 € at 23 %: 0,01 € VAT, not 0,00 €)', () => {
    const lines = [lineAmounts(2, 0, 1, 23), lineAmounts(2, 0, 1, 23)];
    expect(lines.map((l) => l.lineVatCents)).toEqual([0, 0]);
    const rows = vatBreakdown(lines.map((l) => ({ vatRate: 23, excVatCents: l.lineTotalExcVatCents })));
    expect(rows).toEqual([{ vatRate: 23, taxableCents: 4, vatCents: 1 }]);
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

  it('lets a product rule beat every category, vendor and default rule', () => {
    const set: DiscountRuleSet = {
      defaultDiscountBp: 1000,
      rules: [
        ...partner.rules,
        { categoryPath: 'cctv', vendorId: 7, discountBp: 4000 },
        { productId: 42, discountBp: 300 },
      ],
    };
    expect(resolveDiscountBp(set, { productId: 42, vendorId: 7, categoryPath: 'cctv/monitory' })).toBe(300);
    // another product in the same place keeps the most specific category rule
    expect(resolveDiscountBp(set, { productId: 43, vendorId: 7, categoryPath: 'cctv/monitory' })).toBe(4000);
    // a lookup for "any product" (no id) never takes a product rule
    expect(resolveDiscountBp(set, { vendorId: 7, categoryPath: 'cctv/monitory' })).toBe(4000);
  });

  const paths = ['eps', 'eps/hlasice', 'cctv', 'cctv/ip-kamery', 'cctv/ip-kamery/dome-kamery', 'siete'];
  const ruleArb = fc.oneof(
    fc.record({
      vendorId: fc.option(fc.integer({ min: 1, max: 4 })),
      categoryPath: fc.option(fc.constantFrom(...paths)),
      discountBp: bp,
    }),
    fc.record({ productId: fc.integer({ min: 1, max: 5 }), discountBp: bp }),
  );
  const productArb = fc.record({
    productId: fc.integer({ min: 1, max: 5 }),
    vendorId: fc.integer({ min: 1, max: 4 }),
    categoryPath: fc.constantFrom(...paths),
  });

  it('the result is always one of the group values', () => {
    fc.assert(
      fc.property(fc.array(ruleArb), bp, productArb, (rules, def, product) => {
        const r = resolveDiscountBp({ defaultDiscountBp: def, rules }, product);
        expect([def, ...rules.map((x) => x.discountBp)]).toContain(r);
      }),
      propertyRuns(),
    );
  });

  it('a product with its own rules gets the largest of them, whatever the other rules', () => {
    fc.assert(
      fc.property(
        fc.array(ruleArb),
        bp,
        productArb,
        fc.array(bp, { minLength: 1, maxLength: 3 }),
        (rules, def, product, own) => {
          const withOwn = [...rules, ...own.map((discountBp) => ({ productId: product.productId, discountBp }))];
          const expected = Math.max(
            ...withOwn.flatMap((r) => ('productId' in r && r.productId === product.productId ? [r.discountBp] : [])),
          );
          expect(resolveDiscountBp({ defaultDiscountBp: def, rules: withOwn }, product)).toBe(expected);
        },
      ),
      propertyRuns(),
    );
  });

  it('rules for other products change nothing, and without product rules the id does not matter', () => {
    fc.assert(
      fc.property(fc.array(ruleArb), bp, productArb, (rules, def, product) => {
        const set = { defaultDiscountBp: def, rules };
        const others = {
          defaultDiscountBp: def,
          rules: rules.filter((r) => !('productId' in r) || r.productId !== product.productId),
        };
        const ownRules = rules.some((r) => 'productId' in r && r.productId === product.productId);
        if (!ownRules) {
          expect(resolveDiscountBp(set, product)).toBe(resolveDiscountBp(others, product));
          // the same product seen without its id (the "any product" lookup) gets the same discount
          const { productId: _id, ...anyProduct } = product;
          expect(resolveDiscountBp(set, anyProduct)).toBe(resolveDiscountBp(set, product));
        }
      }),
      propertyRuns(),
    );
  });
});
