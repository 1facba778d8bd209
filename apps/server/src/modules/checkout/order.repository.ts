import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { customers, idempotencyKeys, orderLines, orders } from '../../db/schema/index.ts';
import { insertMailsSql, mailRowsJson, type NewMail } from '../../mail/outbox.ts';

/**
 * Claims an Idempotency-Key for this customer and, only when claimed, locks the customer's basket
 * row FOR UPDATE until commit — one statement. When another transaction holds the same key
 * uncommitted, PostgreSQL makes the insert wait for it: after its commit the insert does nothing
 * (`claimed: false`: the key is taken, and no basket is locked), after its rollback it goes ahead.
 * The basket lock makes a second order from the same basket wait, then read the emptied basket;
 * cart writes (which take the row in share mode) wait too.
 */
export async function claimKeyAndLockBasket(
  tx: DbOrTx,
  customerId: number,
  key: string,
  requestHash: string,
): Promise<{ claimed: false } | { claimed: true; basketId: number | null }> {
  const rows = await claimKeyAndLockBasketQuery(tx, { customerId, key, requestHash });
  const row = rows[0];
  return row ? { claimed: true, basketId: row.basket_id } : { claimed: false };
}
const claimKeyAndLockBasketQuery = preparedQuery<
  { basket_id: number | null },
  { customerId: number; key: string; requestHash: string }
>(
  'claim_key_lock_basket',
  sql`
    with claimed as (
      insert into idempotency_keys (customer_id, key, request_hash)
      values (${sql.placeholder('customerId')}, ${sql.placeholder('key')}, ${sql.placeholder('requestHash')})
      on conflict do nothing
      returning customer_id)
    select basket.id as basket_id
    from claimed left join lateral (
      select id from baskets where customer_id = claimed.customer_id for update) basket on true`,
);

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
 * choices stay for next time), the Idempotency-Key points at the order, and its mails are queued.
 */
export async function closeBasketForOrder(
  tx: DbOrTx,
  basketId: number,
  customerId: number,
  idempotencyKey: string,
  orderId: number,
  mails: NewMail[],
) {
  await closeBasketQuery(tx, { basketId, customerId, idempotencyKey, orderId, mails: mailRowsJson(mails) });
}
const closeBasketQuery = preparedQuery<
  never,
  { basketId: number; customerId: number; idempotencyKey: string; orderId: number; mails: string }
>(
  'close_basket_for_order',
  sql`
    with emptied as (delete from basket_items where basket_id = ${sql.placeholder('basketId')}),
      reset as (
        update baskets set coupon_id = null, note = '', updated_at = now() where id = ${sql.placeholder('basketId')}),
      mails as (${insertMailsSql(sql.placeholder('mails'))})
    update idempotency_keys set order_id = ${sql.placeholder('orderId')}
    where customer_id = ${sql.placeholder('customerId')} and key = ${sql.placeholder('idempotencyKey')}`,
);

export async function recordNewsletterConsent(tx: DbOrTx, customerId: number, at: Date) {
  await tx.update(customers).set({ newsletterConsentAt: at }).where(eq(customers.id, customerId));
}
