import { eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';
import { nextOrderNumberSql } from '../../db/order-numbers.ts';
import { preparedPer, preparedQuery } from '../../db/prepared.ts';
import { baskets, coupons, paymentOptions, shippingMethods, warehouses } from '../../db/schema/index.ts';
import type { DiscountRuleRow, ProductRow } from '../catalog/catalog.repository.ts';

/**
 * SQL: a coupon `customerId` can use right now: switched on, for every customer or for this one, in
 * its dates, not used up (docs/requirements/money.md §Coupons). The order write checks the same
 * (checkout/order.repository.ts `writeOrderQuery`).
 */
export const couponUsableBy = (customerId: SQL | number) => sql<boolean>`(${coupons.id} is not null
  and ${coupons.active}
  and (${coupons.customerId} is null or ${coupons.customerId} = ${customerId})
  and (${coupons.validFrom} is null or ${coupons.validFrom} <= now())
  and (${coupons.validTo} is null or ${coupons.validTo} >= now())
  and (${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit}))`;

/** What a basket points to: methods, sale point, coupon. */
const basketStateFields = {
  basket: baskets,
  shipping: shippingMethods,
  payment: paymentOptions,
  salePoint: warehouses,
  coupon: coupons,
  couponUsable: couponUsableBy(sql`${baskets.customerId}`),
};

/** The customer's basket row with what it points to, and `extra` fields; prepared as `name`. */
function prepareBasketSelect<Extra extends Record<string, SQL.Aliased | SQL>>(db: DbOrTx, extra: Extra, name: string) {
  return db
    .select({ ...basketStateFields, ...extra })
    .from(baskets)
    .leftJoin(shippingMethods, eq(shippingMethods.id, baskets.shippingMethodId))
    .leftJoin(paymentOptions, eq(paymentOptions.id, baskets.paymentOptionId))
    .leftJoin(warehouses, eq(warehouses.id, baskets.salePointId))
    .leftJoin(coupons, eq(coupons.id, baskets.couponId))
    .where(eq(baskets.customerId, sql.placeholder('customerId')))
    .limit(1)
    .prepare(name);
}

const basketStateQuery = preparedPer((db) => prepareBasketSelect(db, {}, 'basket_state'));

/** The basket with what it points to (methods, sale point, coupon); null when there is none yet. */
export async function findBasketState(db: DbOrTx, customerId: number) {
  const rows = await basketStateQuery(db).execute({ customerId });
  return rows[0] ?? null;
}

/** The lines of the basket whose products are still sold, oldest first, as JSON rows. */
const basketLinesJson = sql<BasketLineRow[]>`(
  select coalesce(json_agg(l order by l.created_at, l.line_id), '[]'::json) from (
    select bi.id as line_id, bi.created_at, bi.quantity,
      p.id, p.code, p.name, p.slug, p.short_description, p.stock, p.unit_of_measure,
      p.price_cents, p.vat_rate, p.vendor_id, p.category_id, v.name as vendor,
      (select json_build_object('src', i.src, 'caption', i.caption, 'width', i.width, 'height', i.height)
         from product_images i where i.product_id = p.id order by i.cover desc, i.sort, i.id limit 1) as cover
    from basket_items bi
      join products p on p.id = bi.product_id
      join vendors v on v.id = p.vendor_id
    where bi.basket_id = ${baskets.id} and p.active) l)`;

/** The discount rules of the customer's price group as JSON rows (null without a group). */
const discountRulesJson = sql<DiscountRuleRow[] | null>`(
  select json_agg(json_build_object('default_bp', g.default_discount_bp, 'product_id', r.product_id,
    'vendor_id', r.vendor_id, 'category_id', r.category_id, 'discount_bp', r.discount_bp))
  from price_groups g left join discount_rules r on r.price_group_id = g.id
  where g.id = ${sql.placeholder('priceGroupId')}::int)`;

const basketForPricingQuery = preparedPer((db) =>
  prepareBasketSelect(db, { lines: basketLinesJson, discountRules: discountRulesJson }, 'basket_for_pricing'),
);

/** The customer's earlier use of an Idempotency-Key, with the order it made. */
export interface UsedIdempotencyKey {
  request_hash: string;
  order_id: number | null;
  number: string | null;
}

/** One prepared read per order year (the year's number sequence is in its text). */
const basketForOrderQueries = new Map<string, ReturnType<typeof basketForOrderQuery>>();

function basketForOrderQuery(year: string) {
  const keyUsed = sql`exists (select 1 from idempotency_keys k
    where k.customer_id = ${baskets.customerId} and k.key = ${sql.placeholder('key')})`;
  const hasSoldLines = sql`exists (select 1 from basket_items bi join products p on p.id = bi.product_id
    where bi.basket_id = ${baskets.id} and p.active)`;
  // The order's id and number are taken here only when an order can follow (lines, unused key),
  // so refused orders leave no gaps; the mails, built before the write, need the number.
  const takeWhenOrdering = (value: SQL) => sql`case when ${hasSoldLines} and not ${keyUsed} then ${value} end`;
  return preparedPer((db) =>
    prepareBasketSelect(
      db,
      {
        lines: basketLinesJson,
        discountRules: discountRulesJson,
        usedKey: sql<UsedIdempotencyKey | null>`(
          select json_build_object('request_hash', k.request_hash, 'order_id', o.id, 'number', o.number)
          from idempotency_keys k left join orders o on o.id = k.order_id
          where k.customer_id = ${baskets.customerId} and k.key = ${sql.placeholder('key')})`,
        orderId: sql<number | null>`${takeWhenOrdering(sql`nextval('orders_id_seq')::int`)}`,
        orderNumber: sql<string | null>`${takeWhenOrdering(nextOrderNumberSql(year))}`,
      },
      `basket_for_order_${year}`,
    ),
  );
}

/**
 * `findBasketForPricing` for placing an order, still one statement: also the customer's earlier
 * use of `key`, and, when an order can follow, the new order's id and number (`year`'s sequence,
 * which must exist: ensureOrderSequence). Null when the customer has no basket.
 */
export async function findBasketForOrder(
  db: DbOrTx,
  customerId: number,
  priceGroupId: number | null,
  key: string,
  year: string,
) {
  let query = basketForOrderQueries.get(year);
  if (!query) {
    query = basketForOrderQuery(year);
    basketForOrderQueries.set(year, query);
  }
  const rows = await query(db).execute({ customerId, priceGroupId, key });
  return rows[0] ?? null;
}

/**
 * Everything pricing a basket needs, in one statement (one round trip on the busiest reads: the
 * cart after every change, and the order): the basket state, its lines and the discount rules of
 * `priceGroupId`. Null when the customer has no basket yet.
 */
export async function findBasketForPricing(db: DbOrTx, customerId: number, priceGroupId: number | null) {
  const rows = await basketForPricingQuery(db).execute({ customerId, priceGroupId });
  return rows[0] ?? null;
}
export type BasketState = NonNullable<Awaited<ReturnType<typeof findBasketState>>>;

export async function findBasketId(db: DbOrTx, customerId: number): Promise<number | null> {
  const rows = await db.select({ id: baskets.id }).from(baskets).where(eq(baskets.customerId, customerId)).limit(1);
  return rows[0]?.id ?? null;
}

/** The customer's basket id, creating the basket on first use (safe when called in parallel). */
export async function ensureBasketId(db: DbOrTx, customerId: number): Promise<number> {
  const existing = await findBasketId(db, customerId);
  if (existing !== null) return existing;
  const inserted = await db.insert(baskets).values({ customerId }).onConflictDoNothing().returning({ id: baskets.id });
  const id = inserted[0]?.id ?? (await findBasketId(db, customerId));
  if (id === null || id === undefined) throw new Error(`basket of customer ${customerId} vanished`);
  return id;
}

/**
 * A cart write first updates the basket row, in its transaction: that raises the basket's version
 * (an order priced from the previous lines then refuses to write and reads the basket again), and
 * holds the row until commit, so the write never runs while an order is being written.
 */
export async function lockBasketForItemWrite(tx: DbOrTx, basketId: number) {
  await tx.execute(sql`update baskets set updated_at = now() where id = ${basketId}`);
}

export interface BasketLineRow extends ProductRow {
  line_id: number;
  quantity: number;
}

export async function isProductSold(db: DbOrTx, productId: number): Promise<boolean> {
  const rows = await query(db, sql`select 1 from products where id = ${productId} and active`);
  return rows.length > 0;
}

/**
 * Adds to a line in one statement: a new line, or the existing one raised (capped at `max`).
 * Atomic under concurrency: parallel "+1"s on one line all count.
 */
export async function addToLine(tx: DbOrTx, basketId: number, productId: number, quantity: number, max: number) {
  await tx.execute(sql`
    insert into basket_items (basket_id, product_id, quantity)
    values (${basketId}, ${productId}, ${quantity})
    on conflict (basket_id, product_id)
      do update set quantity = least(basket_items.quantity + excluded.quantity, ${max})`);
}

const addToExistingBasketQuery = preparedQuery<
  { id: number },
  Record<'customerId' | 'productId' | 'quantity' | 'max', number>
>(
  'add_to_existing_basket',
  sql`
    with basket as (
        update baskets set updated_at = now()
        where customer_id = ${sql.placeholder('customerId')}
          and exists (select 1 from products where id = ${sql.placeholder('productId')} and active)
        returning id)
    insert into basket_items (basket_id, product_id, quantity)
    select basket.id, ${sql.placeholder('productId')}::int, ${sql.placeholder('quantity')}::int from basket
    on conflict (basket_id, product_id)
      do update set quantity = least(basket_items.quantity + excluded.quantity, ${sql.placeholder('max')}::int)
    returning basket_items.id`,
);

/**
 * `addToLine` for the usual case in one statement, without a transaction around it: the basket
 * exists and the product is sold. The basket row is updated first, as `lockBasketForItemWrite`
 * does. false when nothing was written (no basket yet, or the product is
 * not sold): the caller takes the long way.
 */
export async function addToExistingBasket(
  db: DbOrTx,
  customerId: number,
  productId: number,
  quantity: number,
  max: number,
): Promise<boolean> {
  const rows = await addToExistingBasketQuery(db, { customerId, productId, quantity, max });
  return rows.length > 0;
}

/** Sets a line's quantity; false when the line is not in this basket (or its product is no longer sold). */
export async function setLineQuantity(
  tx: DbOrTx,
  basketId: number,
  lineId: number,
  quantity: number,
  productId?: number,
): Promise<boolean> {
  const rows = await query(
    tx,
    sql`
    update basket_items bi set quantity = ${quantity}
    where bi.id = ${lineId} and bi.basket_id = ${basketId}
      ${productId === undefined ? sql`` : sql`and bi.product_id = ${productId}`}
      and exists (select 1 from products p where p.id = bi.product_id and p.active)
    returning bi.id`,
  );
  return rows.length > 0;
}

export async function deleteLine(tx: DbOrTx, basketId: number, lineId: number): Promise<boolean> {
  const rows = await query(
    tx,
    sql`delete from basket_items where id = ${lineId} and basket_id = ${basketId} returning id`,
  );
  return rows.length > 0;
}

export interface DuplicateLineRow {
  code: string;
  name: string;
  quantity: number;
  /** null when the product was deleted or is no longer active */
  product_id: number | null;
  is_discount: boolean;
}

/** The lines of the customer's own order (null when the order is not theirs or does not exist). */
export async function findOwnOrderLines(
  db: DbOrTx,
  customerId: number,
  orderId: number,
): Promise<DuplicateLineRow[] | null> {
  const own = await query(db, sql`select 1 from orders where id = ${orderId} and customer_id = ${customerId}`);
  if (own.length === 0) return null;
  return query<DuplicateLineRow>(
    db,
    sql`
    select l.code, l.name, l.quantity,
      case when p.active then p.id end as product_id,
      (l.line_total_exc_vat_cents < 0) as is_discount
    from order_lines l left join products p on p.id = l.product_id
    where l.order_id = ${orderId}
    order by l.sort, l.id`,
  );
}

export async function updateBasket(db: DbOrTx, basketId: number, values: Partial<typeof baskets.$inferInsert>) {
  await db
    .update(baskets)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(baskets.id, basketId));
}
