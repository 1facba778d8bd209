import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';

/** Active products per category: all of them and those in stock. */
export type CategoryCounts = Map<number, { all: number; inStock: number }>;

const TTL_MS = 30_000;

/** The listing's `filtered_products_count` for a category subtree, from per-category counts. */
export function sumCounts(counts: CategoryCounts, categoryIds: number[], inStock: boolean): number {
  let total = 0;
  for (const id of categoryIds) {
    const entry = counts.get(id);
    if (entry) total += inStock ? entry.inStock : entry.all;
  }
  return total;
}

/**
 * Counting a top category's products row by row cost 5–100 ms at 100k products, on every page
 * of every listing. One grouped query counts all categories at once, kept per process for 30 s
 * and dropped at once when this process changes stock (an order) — so a second process behind a
 * balancer may show a count up to 30 s old, which a paginator tolerates.
 */
export function createListingCounts(db: Db) {
  let cached: { at: number; counts: Promise<CategoryCounts> } | undefined;
  function load(): Promise<CategoryCounts> {
    if (cached && Date.now() - cached.at < TTL_MS) return cached.counts;
    const counts = query<{ category_id: number; all: number; in_stock: number }>(
      db,
      sql`select category_id, count(*)::int as all, (count(*) filter (where stock > 0))::int as in_stock
          from products where active group by category_id`,
    ).then((rows) => new Map(rows.map((r) => [r.category_id, { all: r.all, inStock: r.in_stock }])));
    counts.catch(() => {
      if (cached?.counts === counts) cached = undefined;
    });
    cached = { at: Date.now(), counts };
    return counts;
  }
  return {
    async count(categoryIds: number[], inStock: boolean): Promise<number> {
      return sumCounts(await load(), categoryIds, inStock);
    },
    invalidate() {
      cached = undefined;
    },
  };
}
export type ListingCounts = ReturnType<typeof createListingCounts>;
