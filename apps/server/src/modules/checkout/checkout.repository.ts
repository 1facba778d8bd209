import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { coupons, paymentOptions, shippingMethods, warehouses } from '../../db/schema/index.ts';
import { couponUsableBy } from '../basket/basket.repository.ts';

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type PaymentOptionRow = typeof paymentOptions.$inferSelect;
export type WarehouseRow = typeof warehouses.$inferSelect;

export async function listShippingMethods(db: DbOrTx): Promise<ShippingMethodRow[]> {
  return db
    .select()
    .from(shippingMethods)
    .where(eq(shippingMethods.active, true))
    .orderBy(asc(shippingMethods.sort), asc(shippingMethods.id));
}

export async function listPaymentOptions(db: DbOrTx): Promise<PaymentOptionRow[]> {
  return db
    .select()
    .from(paymentOptions)
    .where(eq(paymentOptions.active, true))
    .orderBy(asc(paymentOptions.sort), asc(paymentOptions.id));
}

export async function listWarehouses(db: DbOrTx): Promise<WarehouseRow[]> {
  return db.select().from(warehouses).orderBy(asc(warehouses.sort), asc(warehouses.id));
}

export async function findShippingMethod(db: DbOrTx, id: number): Promise<ShippingMethodRow | null> {
  const rows = await db.select().from(shippingMethods).where(eq(shippingMethods.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findPaymentOption(db: DbOrTx, id: number): Promise<PaymentOptionRow | null> {
  const rows = await db.select().from(paymentOptions).where(eq(paymentOptions.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findWarehouse(db: DbOrTx, id: number): Promise<WarehouseRow | null> {
  const rows = await db.select().from(warehouses).where(eq(warehouses.id, id)).limit(1);
  return rows[0] ?? null;
}

/** A coupon by its code, case-insensitively, with whether the customer can use it now. */
export async function findCouponByCode(db: DbOrTx, code: string, customerId: number) {
  const rows = await db
    .select({ coupon: coupons, usable: couponUsableBy(customerId) })
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${code})`)
    .limit(1);
  return rows[0] ?? null;
}
