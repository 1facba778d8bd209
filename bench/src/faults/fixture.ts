import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Sql } from './sql.ts';

/**
 * Stock large enough that it never runs out (it may go negative anyway:
 * docs/requirements/cart-and-checkout.md §Placing an order).
 */
export const INITIAL_STOCK = 1_000_000;
export const PRODUCT_COUNT = 4;

export interface FaultCustomer {
  id: number;
  /** The session id (cookie `sid`); its SHA-256 is the session row. */
  sid: string;
  xsrf: string;
}

export interface Fixture {
  productIds: number[];
  shippingId: number;
  paymentId: number;
  customers: FaultCustomer[];
}

/**
 * The data the order clients need, written straight into an empty, migrated database (no demo
 * seed): one vendor and category, a few products with a known stock, courier shipping, bank
 * transfer, and approved customers each with a live session — the way the server tests log in
 * (`apps/server/src/test/basket.ts`), so no login or registration throttle gets in the way.
 */
export async function createFixture(db: Sql, customerCount: number, sessionSecret: string): Promise<Fixture> {
  const one = async <T>(text: string, params: unknown[] = []) => {
    const rows = await db.query<T>(text, params);
    if (!rows[0]) throw new Error(`fixture: no row from ${text}`);
    return rows[0];
  };
  const vendor = await one<{ id: number }>(
    `insert into vendors (name, slug) values ('Fault vendor', 'fault-vendor') returning id`,
  );
  const category = await one<{ id: number }>(
    `insert into categories (label, slug, path, depth) values ('Faults', 'faults', 'faults', 0) returning id`,
  );
  const productIds: number[] = [];
  for (let i = 1; i <= PRODUCT_COUNT; i++) {
    const row = await one<{ id: number }>(
      `insert into products (code, name, slug, vendor_id, category_id, price_cents, vat_rate, stock)
       values ($1, $2, $3, $4, $5, $6, 23, $7) returning id`,
      [`FLT-${i}`, `Fault produkt ${i}`, `fault-produkt-${i}`, vendor.id, category.id, 1000 * i + 99, INITIAL_STOCK],
    );
    productIds.push(row.id);
  }
  const shipping = await one<{ id: number }>(
    `insert into shipping_methods (name, price_cents, vat_rate, is_default, sort) values ('Kuriér', 490, 23, true, 1) returning id`,
  );
  const payment = await one<{ id: number }>(
    `insert into payment_options (name, kind, price_cents, allow_for_store, allow_for_shipping, sort)
     values ('Prevodom', 'bank_transfer', 0, true, true, 1) returning id`,
  );
  const customers: FaultCustomer[] = [];
  for (let i = 1; i <= customerCount; i++) {
    const row = await one<{ id: number }>(
      `insert into customers (email, password_hash, first_name, last_name, company_name, company_id,
         vat_registration_id, ext_vat_registration_id, status, approved_at)
       values ($1, 'not-a-hash', 'Ján', 'Novák', $2, '12345678', '2020123456', 'SK2020123456', 'approved', now())
       returning id`,
      [`fault-${i}@example.com`, `Fault ${i} s.r.o.`],
    );
    const sid = randomBytes(32).toString('base64url');
    await db.query(
      `insert into sessions (id_hash, customer_id, expires_at) values ($1, $2, now() + interval '1 day')`,
      [createHash('sha256').update(sid).digest('base64url'), row.id],
    );
    // The XSRF token is an HMAC of the session id (plugins/session.ts); the secret is the server's SESSION_SECRET.
    const xsrf = createHmac('sha256', sessionSecret).update(`xsrf:${sid}`).digest('base64url');
    customers.push({ id: row.id, sid, xsrf });
  }
  return { productIds, shippingId: shipping.id, paymentId: payment.id, customers };
}
