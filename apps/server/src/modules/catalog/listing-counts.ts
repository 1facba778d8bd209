import type { Db } from '../../db/client.ts';
import { countListingEntries } from './catalog.repository.ts';

interface Counts {
  all: number;
  inStock: number;
}

const TTL_MS = 30_000;

/**
 * The listing's `filtered_products_count`. listing_entries lists each product once under every
 * category whose subtree holds it, so a category's count is one index-only count of its range
 * (4 ms for a top category of 20k products at 100k). Kept per category and process until the
 * catalogue or stock changes in any process (catalogue-events.ts), at most 30 s: a change then
 * costs a recount of the categories asked next, not one grouped count of the whole table (150 ms
 * at 100k) that every listing would wait for after every order.
 */
export function createListingCounts(db: Db) {
  const cached = new Map<number, { at: number; counts: Promise<Counts> }>();
  function load(categoryId: number): Promise<Counts> {
    const hit = cached.get(categoryId);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.counts;
    const counts = countListingEntries(db, categoryId);
    counts.catch(() => {
      if (cached.get(categoryId)?.counts === counts) cached.delete(categoryId);
    });
    cached.set(categoryId, { at: Date.now(), counts });
    return counts;
  }
  return {
    async count(categoryId: number, inStock: boolean): Promise<number> {
      const counts = await load(categoryId);
      return inStock ? counts.inStock : counts.all;
    },
    invalidate() {
      cached.clear();
    },
  };
}
export type ListingCounts = ReturnType<typeof createListingCounts>;
