import { PAGE_SIZES } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import { findProductsByIds, findProductsInCategory } from './catalog.repository.ts';
import type { DiscountLookup } from './customer-prices.ts';

/**
 * The listing's page query is a prepared statement of a few fixed shapes, each built once and named
 * after its shape (docs/decisions/017-perf-listing.md §Prepared statements): the storefront's page
 * sizes are in its text, every other value is a parameter, so a connection keeps at most 42 of them.
 */
let shop: TestShop;
let categoryId: number;

beforeAll(async () => {
  shop = await createTestShop('demo');
  const [top] = await query<{ id: number }>(
    shop.app.shop.db,
    sql`select category_id as id from listing_entries group by 1 order by count(*) desc limit 1`,
  );
  categoryId = top?.id ?? 0;
});
afterAll(() => shop.close());

describe('the listing page query', () => {
  // Skipped on PGlite: it keeps no named statements (drizzle runs them unnamed), so no shapes to count (CI's PostgreSQL pass runs it).
  it.runIf(process.env.TEST_DATABASE_URL)(
    'is prepared once per shape: pages, categories and offsets reuse it, other page sizes run unnamed',
    async () => {
      const names = await shop.app.shop.db.transaction(async (tx) => {
        for (const ordering of [1, 2, 3, 6, 7]) {
          for (const inStock of [false, true]) {
            for (const limit of PAGE_SIZES) {
              for (const offset of [0, limit, 5 * limit]) {
                await findProductsInCategory(tx, { categoryId, inStock, ordering, limit, offset });
              }
            }
          }
        }
        await findProductsInCategory(tx, { categoryId, inStock: false, ordering: 1, limit: 5, offset: 0 });
        await findProductsInCategory(tx, { categoryId, inStock: false, ordering: 1, limit: 17, offset: 3 });
        return query<{ name: string; statement: string }>(
          tx,
          sql`select name, statement from pg_prepared_statements where name like 'listing\\_%'`,
        );
      });
      const listing = names.filter((n) => n.statement.includes('listing_entries e'));
      // 5 orderings × in stock or not × 3 sizes, whatever the offsets; sizes 5 and 17 add none.
      expect(listing).toHaveLength(5 * 2 * PAGE_SIZES.length);
      for (const size of PAGE_SIZES) {
        // The offset is a parameter behind a one-row subquery (catalog.repository.ts `plannedOnce`).
        expect(
          listing.filter((n) => new RegExp(`limit ${size} offset \\(\\(select \\$`).test(n.statement)),
        ).toHaveLength(10);
      }
    },
  );

  // Skipped on PGlite: it keeps no named statements (drizzle runs them unnamed), so no shapes to count (CI's PostgreSQL pass runs it).
  it.runIf(process.env.TEST_DATABASE_URL)(
    "orders by a customer's price with one statement per shape, whatever the price group",
    async () => {
      // The groups' discounts are values, not text; a 100 % discount leaves the ascending page
      // unbounded (catalog.repository.ts `pricesBounded`), a shape of its own.
      const groups: DiscountLookup[] = [
        { defaultBp: 500, entries: [], products: [] },
        {
          defaultBp: 0,
          entries: [{ categoryId: null, vendorId: 1, bp: 2500 }],
          products: [{ productId: 1, bp: 1000 }],
        },
        { defaultBp: 0, entries: [{ categoryId: null, vendorId: 1, bp: 10_000 }], products: [] },
      ];
      const names = await shop.app.shop.db.transaction(async (tx) => {
        for (const discounts of groups) {
          for (const ordering of [4, 5]) {
            for (const inStock of [false, true]) {
              for (const limit of PAGE_SIZES) {
                for (const offset of [0, limit]) {
                  await findProductsInCategory(tx, { categoryId, inStock, ordering, limit, offset, discounts });
                }
              }
            }
          }
        }
        return query<{ name: string }>(
          tx,
          sql`select name from pg_prepared_statements where name like 'price\\_listing\\_%' order by name`,
        );
      });
      // 2 directions × in stock or not × 3 sizes, and the ascending ones again unbounded.
      expect(names).toHaveLength(2 * 2 * PAGE_SIZES.length + 2 * PAGE_SIZES.length);
      expect(names.filter((n) => n.name.endsWith('_unbounded')).every((n) => n.name.includes('_asc_'))).toBe(true);
    },
  );

  it('reads the same page whether prepared (a storefront size) or not (any other size)', async () => {
    const db = shop.app.shop.db;
    for (const ordering of [1, 2, 3]) {
      const prepared = await findProductsInCategory(db, {
        categoryId,
        inStock: false,
        ordering,
        limit: 12,
        offset: 12,
      });
      const unprepared = [
        ...(await findProductsInCategory(db, { categoryId, inStock: false, ordering, limit: 6, offset: 12 })),
        ...(await findProductsInCategory(db, { categoryId, inStock: false, ordering, limit: 6, offset: 18 })),
      ];
      expect(prepared.map((p) => p.id)).toEqual(unprepared.map((p) => p.id));
      expect(prepared).toHaveLength(12);
    }
  });
});

describe("the search's products by id", () => {
  // Skipped on PGlite: it keeps no named statements, so no plan to look at (CI's PostgreSQL pass runs it).
  it.runIf(process.env.TEST_DATABASE_URL)(
    'keep one generic plan whatever the number of ids, and give the products in the order asked',
    async () => {
      const ids = (
        await query<{ id: number }>(
          shop.app.shop.db,
          sql`select product_id as id from product_cards order by 1 limit 12`,
        )
      ).map((r) => r.id);
      const { plans, read } = await shop.app.shop.db.transaction(async (tx) => {
        let read: number[] = [];
        // Custom plans for the first five calls, as PostgreSQL always does; then the generic one.
        for (let n = 1; n <= 12; n++) read = (await findProductsByIds(tx, ids.slice(0, n).reverse())).map((p) => p.id);
        const plans = await query<{ generic: number; custom: number }>(
          tx,
          sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
              where statement like '%from product_cards k join products p%'`,
        );
        return { plans, read };
      });
      expect(read).toEqual([...ids].reverse());
      // Without the array behind a subquery each call is planned for its length (12 custom plans).
      expect(plans).toEqual([{ generic: 7, custom: 5 }]);
    },
  );
});
