import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';
import { customers, idempotencyKeys, orderLines, orders } from '../../db/schema/index.ts';

/**
 * Claims an Idempotency-Key for this customer. When another transaction holds the same key
 * uncommitted, PostgreSQL makes this insert wait for it: after its commit the insert does
 * nothing (false: the key is taken), after its rollback the insert goes ahead (true).
 */
export async function claimIdempotencyKey(
  tx: DbOrTx,
  customerId: number,
  key: string,
  requestHash: string,
): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ customerId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** A committed key with the order it made. */
export async function findIdempotencyKey(tx: DbOrTx, customerId: number, key: string) {
  const rows = await tx
    .select({ requestHash: idempotencyKeys.requestHash, orderId: orders.id, number: orders.number })
    .from(idempotencyKeys)
    .leftJoin(orders, eq(orders.id, idempotencyKeys.orderId))
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Locks the customer's basket row until commit. A second order from the same basket waits here
 * and then reads the emptied basket; cart writes (which take the row in share mode) wait too.
 */
export async function lockBasketForOrder(tx: DbOrTx, customerId: number): Promise<number | null> {
  const rows = await query<{ id: number }>(
    tx,
    sql`select id from baskets where customer_id = ${customerId} for update`,
  );
  return rows[0]?.id ?? null;
}

/**
 * Uses the coupon once, atomically: the condition is checked on the latest row version, so of two
 * parallel orders on a single-use coupon only one gets a row back.
 */
export async function consumeCoupon(tx: DbOrTx, couponId: number): Promise<boolean> {
  const rows = await query(
    tx,
    sql`
    update coupons set used_count = used_count + 1
    where id = ${couponId}
      and (usage_limit is null or used_count < usage_limit)
      and (valid_from is null or valid_from <= now())
      and (valid_to is null or valid_to >= now())
    returning id`,
  );
  return rows.length > 0;
}

export async function findOrderCustomer(tx: DbOrTx, customerId: number) {
  const rows = await tx
    .select({
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      companyName: customers.companyName,
      companyId: customers.companyId,
      vatRegistrationId: customers.vatRegistrationId,
      extVatRegistrationId: customers.extVatRegistrationId,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return rows[0] ?? null;
}

/** Inserts the order; `number` may be SQL (the next number, taken in the same statement). */
export async function insertOrder(
  tx: DbOrTx,
  values: Omit<typeof orders.$inferInsert, 'number'>,
  number: string | SQL<string>,
): Promise<{ id: number; number: string }> {
  const rows = await tx
    .insert(orders)
    .values({ ...values, number })
    .returning({ id: orders.id, number: orders.number });
  const row = rows[0];
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

export async function insertOrderLines(tx: DbOrTx, lines: (typeof orderLines.$inferInsert)[]) {
  if (lines.length > 0) await tx.insert(orderLines).values(lines);
}

/** Stock may go negative ("to order", DECISIONS.md §6). Ascending ids, so parallel orders lock in one order. */
export async function decreaseStock(tx: DbOrTx, quantities: ReadonlyMap<number, number>) {
  for (const [productId, quantity] of [...quantities].sort((a, b) => a[0] - b[0])) {
    await tx.execute(sql`update products set stock = stock - ${quantity} where id = ${productId}`);
  }
}

/**
 * After an order, in one statement: the basket is emptied (lines and coupon go; addresses and
 * choices stay for next time) and the Idempotency-Key points at the order.
 */
export async function closeBasketForOrder(
  tx: DbOrTx,
  basketId: number,
  customerId: number,
  idempotencyKey: string,
  orderId: number,
) {
  await tx.execute(sql`
    with emptied as (delete from basket_items where basket_id = ${basketId}),
      reset as (update baskets set coupon_id = null, note = '', updated_at = now() where id = ${basketId})
    update idempotency_keys set order_id = ${orderId}
    where customer_id = ${customerId} and key = ${idempotencyKey}`);
}

export async function recordNewsletterConsent(tx: DbOrTx, customerId: number, at: Date) {
  await tx.update(customers).set({ newsletterConsentAt: at }).where(eq(customers.id, customerId));
}
