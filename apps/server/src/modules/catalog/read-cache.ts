import { LRUCache } from 'lru-cache';

const TTL_MS = 30_000;
/** A read is kept from this request for its key within the TTL on. */
export const KEEP_FROM_REQUEST = 3;
/** How many keys not (yet) kept the cache counts requests for, per key it keeps. */
const COUNTED_PER_KEPT = 4;

/**
 * Catalogue reads every visitor shares (a listing page's rows, a product with its images and
 * related products, the homepage products), kept per process. Prices and wishlist flags are not in
 * them: they are computed per viewer from these rows. A page ordered by price is the one read that
 * depends on the viewer: its key names the price group and its rules (catalog.service.ts
 * `priceOrder`). Dropped when any server process changes stock or the catalogue: the writer's
 * hook announces it and every process drops its copy within a second (catalogue-events.ts,
 * docs/requirements/performance.md §Every process sees a change at once). The 30 s TTL only
 * bounds what a lost announcement could leave behind. A load in flight when the cache is dropped
 * is dropped with it, and a failed load is not kept. Concurrent requests for one key share one load.
 *
 * A read is kept only from the third request for its key within 30 s: the first two count. Varied
 * traffic asks for most listing pages once or twice (categories × pages × orderings × sizes), and
 * keeping each one made the young-generation collections copy it twice before it died unused.
 * docs/decisions/017-perf-listing.md §Kept from the third request
 */
export function createReadCache(max = 2000) {
  // max 0: nothing is kept (config `readCache` off).
  const cache = new LRUCache<string, Promise<unknown>>({ max: Math.max(1, max), ttl: TTL_MS });
  // Requests so far for keys not kept; the window starts at a key's first request.
  const counted = new LRUCache<string, number>({ max: Math.max(1, max * COUNTED_PER_KEPT), ttl: TTL_MS });
  const loading = new Map<string, Promise<unknown>>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (max === 0) return load();
      const hit = (cache.get(key) ?? loading.get(key)) as Promise<T> | undefined;
      if (hit) return hit;
      const requests = (counted.get(key) ?? 0) + 1;
      const keep = requests >= KEEP_FROM_REQUEST;
      if (keep) counted.delete(key);
      else counted.set(key, requests, { noUpdateTTL: true });
      const pending = load();
      loading.set(key, pending);
      if (keep) cache.set(key, pending);
      const settled = () => {
        if (loading.get(key) === pending) loading.delete(key);
      };
      pending.then(settled, () => {
        settled();
        if (cache.get(key) === pending) cache.delete(key);
      });
      return pending;
    },
    clear: () => {
      cache.clear();
      loading.clear();
    },
  };
}
export type ReadCache = ReturnType<typeof createReadCache>;

/**
 * One value every request needs (the category tree, the blog's words), loaded when first asked
 * for and kept for `ttlMs`; `drop()` forgets it at once (a load under way then serves only those
 * already waiting for it), and a failed load is not kept.
 */
export function keptValue<T>(load: () => Promise<T>, ttlMs: number) {
  let entry: { at: number; value: Promise<T> } | undefined;
  const get = () => {
    if (entry && Date.now() - entry.at < ttlMs) return entry.value;
    const value = load();
    value.catch(() => {
      if (entry?.value === value) entry = undefined;
    });
    entry = { at: Date.now(), value };
    return value;
  };
  get.drop = () => {
    entry = undefined;
  };
  return get;
}
