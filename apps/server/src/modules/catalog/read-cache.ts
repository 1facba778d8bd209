import { LRUCache } from 'lru-cache';

const TTL_MS = 30_000;

/**
 * Catalogue reads every visitor shares (a listing page's rows, a product with its images and
 * related products, the homepage products), kept per process for 30 s. Prices and wishlist flags
 * are not in them: they are computed per viewer from these rows. A page ordered by price is the
 * one read that depends on the viewer: its key names the price group and its rules
 * (catalog.service.ts `priceOrder`). Dropped at once when this
 * process changes stock or the catalogue; another process behind a balancer catches up within
 * 30 s, so a card's stock line may lag an order by that much. A failed load is not kept.
 */
export function createReadCache(max = 2000) {
  const cache = new LRUCache<string, Promise<unknown>>({ max, ttl: TTL_MS });
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = cache.get(key) as Promise<T> | undefined;
      if (hit) return hit;
      const pending = load();
      cache.set(key, pending);
      pending.catch(() => {
        if (cache.get(key) === pending) cache.delete(key);
      });
      return pending;
    },
    clear: () => cache.clear(),
  };
}
export type ReadCache = ReturnType<typeof createReadCache>;
