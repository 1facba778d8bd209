import { LRUCache } from 'lru-cache';

const TTL_MS = 30_000;

/**
 * Catalogue reads every visitor shares (a listing page's rows, a product with its images and
 * related products, the homepage products), kept per process. Prices and wishlist flags are not in
 * them: they are computed per viewer from these rows. A page ordered by price is the one read that
 * depends on the viewer: its key names the price group and its rules (catalog.service.ts
 * `priceOrder`). Dropped when any server process changes stock or the catalogue: the writer's
 * hook announces it and every process drops its copy within a second (catalogue-events.ts,
 * docs/requirements/performance.md §Every process sees a change at once). The 30 s TTL only
 * bounds what a lost announcement could leave behind. A load in flight when the cache is dropped
 * is dropped with it (the promise is the entry), and a failed load is not kept.
 */
export function createReadCache(max = 2000) {
  // max 0: nothing is kept (config `readCache` off).
  const cache = new LRUCache<string, Promise<unknown>>({ max: Math.max(1, max), ttl: TTL_MS });
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (max === 0) return load();
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
