import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';
import { preparedPer, preparedQuery } from '../../db/prepared.ts';
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
  const rows = await lockBasketQuery(tx, { customerId });
  return rows[0]?.id ?? null;
}
const lockBasketQuery = preparedQuery<{ id: number }, { customerId: number }>(
  'lock_basket_for_order',
  sql`select id from baskets where customer_id = ${sql.placeholder('customerId')} for update`,
);

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

const orderCustomerQuery = preparedPer((db) =>
  db
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
    .where(eq(customers.id, sql.placeholder('customerId')))
    .limit(1)
    .prepare('order_customer'),
);

export async function findOrderCustomer(tx: DbOrTx, customerId: number) {
  const rows = await orderCustomerQuery(tx).execute({ customerId });
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

/**
 * Stock may go negative ("to order", DECISIONS.md §6). One statement for all lines. Its sub-select
 * (an InitPlan, run before the update reads any row) locks the rows in ascending id order, so
 * parallel orders of the same products wait for each other instead of deadlocking. The lock is
 * the one an update of a non-key column takes: FOR UPDATE would also wait for the key-share locks
 * that the order lines' foreign keys hold on the same products in other orders — a deadlock.
 */
export async function decreaseStock(tx: DbOrTx, quantities: ReadonlyMap<number, number>) {
  if (quantities.size === 0) return;
  await decreaseStockQuery(tx, { ids: [...quantities.keys()], quantities: [...quantities.values()] });
}
const decreaseStockQuery = preparedQuery<never, { ids: number[]; quantities: number[] }>(
  'decrease_stock',
  sql`
    update products p set stock = p.stock - wanted.quantity
    from unnest(${sql.placeholder('ids')}::int[], ${sql.placeholder('quantities')}::int[]) as wanted(id, quantity)
    where p.id = wanted.id
      and p.id = any (array(
        select id from products where id = any (${sql.placeholder('ids')}::int[]) order by id for no key update))`,
);

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
