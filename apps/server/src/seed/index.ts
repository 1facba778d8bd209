import { sql } from 'drizzle-orm';
import { type Db, query } from '../db/client.ts';
import { verifyPassword } from '../modules/auth/password.ts';
import { refreshPriceKeys } from '../modules/catalog/price-keys.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedCommerce } from './commerce.ts';
import { seedContent, seedMenus } from './content.ts';
import { DEMO_CUSTOMER, hashCustomerPasswords, seedCustomers } from './customers.ts';
import { seedOrders } from './orders.ts';
import { createRng } from './random.ts';
import { hashStaffPasswords, STAFF, seedStaff } from './staff.ts';

export interface SeedOptions {
  log?: (msg: string) => void;
  /** "Now" for relative dates (tests pin it); defaults to the current time. */
  now?: Date;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await query<{ n: number }>(db, sql`select count(*)::int as n from products`);
  return Number(rows[0]?.n ?? 0) === 0;
}

/**
 * The demo logins that work on this database (the demo data is loaded and their passwords were not
 * changed): the start-up line names them only then, never on a real shop's data.
 */
export async function workingDemoLogins(db: Db): Promise<{
  customer: { email: string; password: string } | null;
  staff: { email: string; password: string } | null;
}> {
  const admin = STAFF.find((s) => s.role === 'admin');
  const rows = await query<{ kind: string; hash: string | null }>(
    db,
    sql`select 'customer' as kind, password_hash as hash from customers
          where lower(email) = ${DEMO_CUSTOMER.email} and status = 'approved'
        union all
        select 'staff', password_hash from staff_users where lower(email) = ${admin?.email ?? ''} and active`,
  );
  const works = async (kind: string, password: string) => {
    const hash = rows.find((r) => r.kind === kind)?.hash;
    return Boolean(hash && (await verifyPassword(hash, password)));
  };
  return {
    customer: (await works('customer', DEMO_CUSTOMER.password))
      ? { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }
      : null,
    staff: admin && (await works('staff', admin.password)) ? { email: admin.email, password: admin.password } : null,
  };
}

/** Seed of the pseudo-random generator: the same seed always builds the same demo shop. */
export const DEMO_SEED = 20_260_101;

/**
 * Loads the demo shop into an empty database, in one transaction (all or nothing): the category
 * tree, 16 invented brands, ~430 products with parameters, SVG pictures and PDF documents, menus,
 * banners, blog, text pages, shipping/payment/stores, price groups, coupons, customers
 * (demo@example.com / demo12345 with orders, invoices, a wishlist and a basket; installation
 * companies with 90 days of orders in every status and invoices, some overdue; registrations
 * waiting for approval), and three staff members of the back office (admin@example.com /
 * admin-demo-12345).
 * Dates are relative to `now`; everything else is deterministic.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const started = Date.now();
  const hashes = await hashCustomerPasswords();
  const staffHashes = await hashStaffPasswords();
  await db.transaction(async (tx) => {
    const rng = createRng(DEMO_SEED);
    log('demo data: catalogue');
    const { categories, products } = await seedCatalogue(tx, rng, now, log);
    await seedMenus(tx, categories);
    log('demo data: content');
    await seedContent(tx, now);
    await seedCommerce(tx, categories, now);
    log('demo data: customers and orders');
    await seedCustomers(tx, hashes, now);
    await seedOrders(tx, rng, products, now);
    await seedStaff(tx, staffHashes, now);
  });
  // The price groups' keys, so a price ordering reads them from the start (modules/catalog/price-keys.ts).
  await refreshPriceKeys(db);
  log(`demo data loaded in ${Date.now() - started} ms`);
}
