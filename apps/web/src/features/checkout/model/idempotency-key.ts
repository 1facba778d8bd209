/** A fresh key for one order attempt: a UUID, or 32 random hex digits where randomUUID is missing (plain http). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per checkout attempt: made on first use and kept for every retry of the
 * same attempt (a double click, a retry after a lost reply), so the server never places two
 * orders for it. `reset()` once the order is placed.
 */
export function createIdempotencyKeyHolder(generate: () => string = newIdempotencyKey) {
  let key: string | null = null;
  return {
    get(): string {
      key ??= generate();
      return key;
    },
    reset() {
      key = null;
    },
  };
}
export type IdempotencyKeyHolder = ReturnType<typeof createIdempotencyKeyHolder>;
