import { sql } from 'drizzle-orm';
import { type Db, query } from '../db/client.ts';
import { verifyPassword } from '../modules/auth/password.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedCommerce } from './commerce.ts';
import { seedContent, seedMenus } from './content.ts';
import { DEMO_CUSTOMER, hashCustomerPasswords, seedCustomers } from './customers.ts';
import { seedOrders } from './orders.ts';
import { createRng } from './random.ts';
import { hashStaffPasswords, seedStaff } from './staff.ts';

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
 * The demo login when it works on this database (the demo data is loaded and its password was
 * not changed), else null: the start-up line names it only then, never on a real shop's data.
 */
export async function workingDemoLogin(db: Db): Promise<{ email: string; password: string } | null> {
  const { email, password } = DEMO_CUSTOMER;
  const rows = await query<{ hash: string }>(
    db,
    sql`select password_hash as hash from customers where lower(email) = ${email} and status = 'approved'`,
  );
  const hash = rows[0]?.hash;
  return hash && (await verifyPassword(hash, password)) ? { email, password } : null;
}

/** Seed of the pseudo-random generator: the same seed always builds the same demo shop. */
export const DEMO_SEED = 20_260_101;

/**
 * Loads the demo shop into an empty database, in one transaction (all or nothing): the category
 * tree, 16 invented brands, ~430 products with parameters, SVG pictures and PDF documents, menus,
 * banners, blog, text pages, shipping/payment/stores, price groups, coupons, three customers
 * (demo@example.com / demo12345) with orders, invoices, a wishlist and a basket, and three staff
 * members of the back office (admin@example.com / admin-demo-12345).
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
  log(`demo data loaded in ${Date.now() - started} ms`);
}
