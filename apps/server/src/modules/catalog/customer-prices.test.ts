import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DiscountRuleSet, effectiveDiscountBp, resolveDiscountBp } from '../pricing/pricing.ts';
import { buildCategoryTree } from './category-tree.ts';
import { type DiscountLookup, discountLookup } from './customer-prices.ts';

/**
 * The lookup a price page is sorted by (orderings 4 and 5) leaves out entries its fallbacks give
 * anyway; looked up as the listing's SQL does (catalog.repository.ts `customerPriceOrder`: product,
 * category and vendor, category, vendor, default), it must give the pricing module's discount for
 * every product, category and vendor.
 */
function lookUp(lookup: DiscountLookup, product: { id: number; categoryId: number; vendorId: number }): number {
  const own = lookup.products.find((e) => e.productId === product.id);
  const entry = (categoryId: number | null, vendorId: number | null) =>
    lookup.entries.find((e) => e.categoryId === categoryId && e.vendorId === vendorId);
  return (
    own?.bp ??
    entry(product.categoryId, product.vendorId)?.bp ??
    entry(product.categoryId, null)?.bp ??
    entry(null, product.vendorId)?.bp ??
    lookup.defaultBp
  );
}

// A few values only, so rules often equal the default or each other: where entries are left out.
const bpArb = fc.constantFrom(0, 1000, 2500, 5000, 10_000, 12_000);
const VENDORS = [1, 2, 3];
const PRODUCTS = [101, 102];

const scenarioArb = fc.integer({ min: 1, max: 7 }).chain((categoryCount) =>
  fc.record({
    parents: fc.tuple(...Array.from({ length: categoryCount }, (_, i) => fc.integer({ min: -1, max: i - 1 }))),
    defaultBp: bpArb,
    rules: fc.array(
      fc.record({
        product: fc.option(fc.constantFrom(...PRODUCTS), { freq: 4 }),
        vendor: fc.option(fc.constantFrom(...VENDORS)),
        category: fc.option(fc.integer({ min: 0, max: categoryCount - 1 })),
        bp: bpArb,
      }),
      { maxLength: 8 },
    ),
  }),
);

describe('discountLookup', () => {
  it('gives the pricing module’s discount for every category, vendor and product', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const paths: string[] = [];
        const rows = s.parents.map((parent, i) => {
          const path = parent < 0 ? `k${i}` : `${paths[parent]}/k${i}`;
          paths.push(path);
          return {
            id: i + 1,
            parentId: parent < 0 ? null : parent + 1,
            label: `K${i}`,
            slug: `k${i}`,
            path,
            depth: path.split('/').length - 1,
            description: '',
            color: null,
            bgColor: null,
            sort: 0,
          };
        });
        const tree = buildCategoryTree(rows);
        const rules: DiscountRuleSet = {
          defaultDiscountBp: s.defaultBp,
          rules: s.rules.flatMap((r): DiscountRuleSet['rules'] => {
            if (r.product !== null) return [{ productId: r.product, discountBp: r.bp }];
            if (r.vendor === null && r.category === null) return [];
            const categoryPath = r.category === null ? null : (paths[r.category] ?? null);
            return [{ vendorId: r.vendor, categoryPath, discountBp: r.bp }];
          }),
        };
        const lookup = discountLookup(rules, tree, [...tree.byId.keys()]);
        // 4: a vendor no rule names; 0: a category newer than the tree the lookup was made from
        for (const vendorId of [...VENDORS, 4]) {
          for (const categoryId of [...tree.byId.keys(), 0]) {
            for (const productId of [...PRODUCTS, 999]) {
              const categoryPath = tree.byId.get(categoryId)?.path ?? '';
              const expected = effectiveDiscountBp(resolveDiscountBp(rules, { productId, vendorId, categoryPath }));
              expect(lookUp(lookup, { id: productId, categoryId, vendorId })).toBe(expected);
            }
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
