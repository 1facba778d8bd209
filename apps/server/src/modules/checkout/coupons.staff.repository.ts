import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { coupons, customers } from '../../db/schema/index.ts';

// The back office's coupons (modules/checkout/coupons.staff.service.ts).

const couponColumns = {
  coupon: coupons,
  /** Orders placed with it: orders keep the code as it was when placed (orders_coupon_code_idx). */
  orders: sql<number>`(select count(*)::int from orders o where o.coupon_code = ${coupons.code})`,
  customerCompany: customers.companyName,
  customerEmail: customers.email,
};

export type CouponRow = Awaited<ReturnType<typeof listCouponRows>>[number];

export async function listCouponRows(db: DbOrTx) {
  return db
    .select(couponColumns)
    .from(coupons)
    .leftJoin(customers, eq(customers.id, coupons.customerId))
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
}

export async function findCouponRow(db: DbOrTx, id: number, lock = false) {
  const q = db
    .select(couponColumns)
    .from(coupons)
    .leftJoin(customers, eq(customers.id, coupons.customerId))
    .where(eq(coupons.id, id));
  const rows = await (lock ? q.for('update', { of: coupons }) : q);
  return rows[0] ?? null;
}

export async function couponCodeTaken(db: DbOrTx, code: string, exceptId: number | null) {
  const rows = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${code}) and ${coupons.id} <> ${exceptId ?? 0}`)
    .limit(1);
  return rows.length > 0;
}

export async function customerIdByEmail(db: DbOrTx, email: string) {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0]?.id ?? null;
}

export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'usedCount' | 'createdAt'>;

export async function insertCoupon(db: DbOrTx, values: CouponValues) {
  const [row] = await db.insert(coupons).values(values).returning({ id: coupons.id });
  if (!row) throw new Error('coupon not inserted');
  return row.id;
}

export async function updateCoupon(db: DbOrTx, id: number, values: CouponValues) {
  await db.update(coupons).set(values).where(eq(coupons.id, id));
}
