/**
 * Recent search results of this process, by normalized query. What is kept does not depend on
 * who asks (ids and counts; prices are added per request), so every visitor shares it. Popular
 * queries (and the prefixes the debounced search bar sends while typing) then cost no database
 * work; a product change shows in search within `ttlMs`, like the public Cache-Control max-age.
 */
export function createResultCache<T>(maxEntries: number, ttlMs: number) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) {
        // Map order is insertion order: re-inserting marks the entry as recently used.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const value = load();
      // A failure is not remembered: the next request tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      entries.delete(key);
      entries.set(key, { at: now, value });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
