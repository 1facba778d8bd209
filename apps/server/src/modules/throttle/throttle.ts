import { sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import { type DbOrTx, deletedCount, query } from '../../db/client.ts';
import { tooManyRequests } from '../../http/errors.ts';

/**
 * Fixed-window counter kept in the database, so every server process shares it.
 * Returns the seconds to wait when `key` has used up `limit` hits in the window.
 */
export async function hitThrottle(db: DbOrTx, key: string, limit: number, windowSeconds: number): Promise<number> {
  const rows = await query<{ hits: number; wait: number }>(
    db,
    sql`
    insert into throttles (key, hits, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      hits = case when throttles.reset_at <= now() then 1 else throttles.hits + 1 end,
      reset_at = case when throttles.reset_at <= now() then now() + make_interval(secs => ${windowSeconds}) else throttles.reset_at end
    returning hits, greatest(1, ceil(extract(epoch from reset_at - now())))::int as wait`,
  );
  const row = rows[0];
  if (!row) return 0;
  return Number(row.hits) > limit ? Number(row.wait) : 0;
}

/** Throws 429 with Retry-After when the key is over its limit. */
export async function enforceThrottle(db: DbOrTx, key: string, limit: number, windowSeconds: number) {
  const wait = await hitThrottle(db, key, limit, windowSeconds);
  if (wait > 0) throw tooManyRequests(wait);
}

export async function clearThrottle(db: DbOrTx, key: string) {
  await db.execute(sql`delete from throttles where key = ${key}`);
}

/** Deletes every counter whose key starts with `prefix` (e.g. all of one account's sign-in counters). */
export async function clearThrottles(db: DbOrTx, prefix: string) {
  await db.execute(sql`delete from throttles where starts_with(key, ${prefix})`);
}

/**
 * The counters whose window has ended; returns how many went. Such a row counts as no row
 * (`hitThrottle` starts a new window over it), but its key holds an e-mail or a client address.
 * A hit racing the delete either moved the window on first (the delete's re-check spares the row)
 * or waits for it and starts afresh.
 */
export async function deleteSpentThrottles(db: DbOrTx): Promise<number> {
  return deletedCount(db, sql`delete from throttles where reset_at <= now()`);
}

/**
 * The client address as throttles count it. One IPv6 host usually owns a whole /64 (a router
 * hands out the prefix, the host picks any address in it), so an IPv6 client is its /64: counting
 * single addresses would give it billions of fresh budgets. An IPv4-mapped address is its IPv4.
 */
export function clientAddressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}
