import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { query } from '../db/client.ts';
import type { Browser, TestShop } from './app.ts';

/**
 * Logs a browser() client in as an existing customer by creating the session row directly,
 * for tests that are about something other than signing in.
 */
export async function signInDirectly(shop: TestShop, client: Browser, email = 'demo@example.com'): Promise<number> {
  const rows = await query<{ id: number }>(
    shop.app.shop.db,
    sql`select id from customers where lower(email) = lower(${email})`,
  );
  const customerId = rows[0]?.id;
  if (!customerId) throw new Error(`no customer ${email}`);
  const sid = randomBytes(32).toString('base64url');
  const idHash = createHash('sha256').update(sid).digest('base64url');
  await shop.app.shop.db.execute(
    sql`insert into sessions (id_hash, customer_id, expires_at) values (${idHash}, ${customerId}, now() + interval '1 day')`,
  );
  client.jar.set('sid', sid);
  client.jar.delete('XSRF-TOKEN');
  await client.get('/admin/v1/health');
  return customerId;
}

const PRICE_KEYS = new Set([
  'price',
  'price_exc_vat',
  'base_price_exc_vat',
  'base_price',
  'discount',
  'vat_rate',
  'price_unit_exc_vat',
]);

/** Every price-like key anywhere in a JSON value (an anonymous reply must have none). */
export function priceKeysIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => priceKeysIn(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      ...(PRICE_KEYS.has(k) ? [`${path}.${k}`] : []),
      ...priceKeysIn(v, `${path}.${k}`),
    ]);
  }
  return [];
}
