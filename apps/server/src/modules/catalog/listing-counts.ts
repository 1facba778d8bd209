import type { Db } from '../../db/client.ts';
import { countListingEntries } from './catalog.repository.ts';

/** Active products listed per category (its whole subtree, each product once): all and in stock. */
export type CategoryCounts = Map<number, { all: number; inStock: number }>;

const TTL_MS = 30_000;

/**
 * The listing's `filtered_products_count`. Counting a top category's products per request cost
 * 5–100 ms at 100k products; one grouped query over listing_entries (which already lists each
 * product under every category whose subtree holds it) counts all categories at once, kept per
 * process until the catalogue or stock changes in any process (catalogue-events.ts) and at most
 * 30 s.
 */
export function createListingCounts(db: Db) {
  let cached: { at: number; counts: Promise<CategoryCounts> } | undefined;
  function load(): Promise<CategoryCounts> {
    if (cached && Date.now() - cached.at < TTL_MS) return cached.counts;
    const counts = countListingEntries(db).then(
      (rows) => new Map(rows.map((r) => [r.category_id, { all: r.all, inStock: r.in_stock }])),
    );
    counts.catch(() => {
      if (cached?.counts === counts) cached = undefined;
    });
    cached = { at: Date.now(), counts };
    return counts;
  }
  return {
    async count(categoryId: number, inStock: boolean): Promise<number> {
      const entry = (await load()).get(categoryId);
      return entry ? (inStock ? entry.inStock : entry.all) : 0;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
export type ListingCounts = ReturnType<typeof createListingCounts>;
