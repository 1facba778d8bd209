import type { OrderListSort, OrderPaymentState, OrderStatus } from '@shop/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';
import {
  customers,
  type invoices,
  mailOutbox,
  orderLines,
  orders,
  priceGroups,
  shippingMethods,
} from '../../db/schema/index.ts';

// The staff side's reads and writes of orders. Status changes themselves go through
// order-status.ts (the transition table); this file does what comes with them.

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

// ---------------------------------------------------------------- the list

export interface OrderListFilter {
  statuses?: OrderStatus[] | undefined;
  /** Slovak calendar days (YYYY-MM-DD), both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  payment?: OrderPaymentState[] | undefined;
  shipping?: number[] | undefined;
  customer?: number | undefined;
  q?: string | undefined;
}

/** Where the previous page ended: its last row's sort value (as text) and id. */
export interface OrderCursor {
  value: string;
  id: number;
}

export interface OrderListPage {
  sort: OrderListSort;
  descending: boolean;
  after?: OrderCursor | undefined;
  limit: number;
  /** Totals and payment states (not for the warehouse). */
  withMoney: boolean;
}

export interface OrderListRow {
  id: number;
  number: string;
  created_at: Date | string;
  status: OrderStatus;
  customer_id: number;
  company_name: string;
  shipping_name: string;
  pick_up: boolean;
  payment_name: string;
  total_inc_vat_cents: number | null;
  payment_state: OrderPaymentState | null;
  cursor_value: string;
}

const companyKey = sql`${orders.companyKey}`;

/**
 * Each ordering: the expression sorted by (with an index `(expression, id)`, db/schema/checkout.ts),
 * its value as text for the cursor and the cast back. Numbers are unique: no tie-breaker needed.
 */
const SORTS: Record<OrderListSort, { expr: SQL; text: SQL; cast: (value: string) => SQL; unique: boolean }> = {
  created: {
    expr: sql`${orders.createdAt}`,
    // Text keeps the microseconds a JS Date would drop (a cursor must match the row exactly).
    text: sql`${orders.createdAt}::text`,
    cast: (v) => sql`${v}::timestamptz`,
    unique: false,
  },
  number: { expr: sql`${orders.number}`, text: sql`${orders.number}`, cast: (v) => sql`${v}::text`, unique: true },
  total: {
    expr: sql`${orders.totalIncVatCents}`,
    text: sql`${orders.totalIncVatCents}::text`,
    cast: (v) => sql`${v}::int`,
    unique: false,
  },
  company: { expr: companyKey, text: companyKey, cast: (v) => sql`${v}::text`, unique: false },
};

/**
 * The payment state of an order's invoice (`i`, left-joined): none issued; paid in full; past its
 * due date and not paid in full (overdue, whether partly paid or not); partly paid; unpaid.
 */
const paymentState = sql<OrderPaymentState>`case
  when i.id is null then 'none'
  when i.paid_cents >= i.total_cents then 'paid'
  when i.due_at < now() then 'overdue'
  when i.paid_cents > 0 then 'partly'
  else 'unpaid' end`;

/** The start of a Slovak calendar day as a point in time. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Bratislava')`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const inList = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

function filterConditions(filter: OrderListFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.statuses?.length) where.push(sql`${orders.status} in (${inList(filter.statuses)})`);
  if (filter.from) where.push(sql`${orders.createdAt} >= ${dayStart(filter.from)}`);
  if (filter.to) where.push(sql`${orders.createdAt} < ${dayStart(filter.to)} + interval '1 day'`);
  if (filter.payment?.length) where.push(sql`(${paymentState}) in (${inList(filter.payment)})`);
  if (filter.shipping?.length) where.push(sql`${orders.shippingMethodId} in (${inList(filter.shipping)})`);
  if (filter.customer !== undefined) where.push(sql`${orders.customerId} = ${filter.customer}`);
  if (filter.q) {
    // The trigram index on the company key serves "contains" (3+ characters best); the number's
    // pattern index serves a prefix. Digits may be either (a company can have digits in its name).
    const contains = sql`${companyKey} like '%' || lower(shop_unaccent(${escapeLike(filter.q)})) || '%'`;
    where.push(/^\d+$/.test(filter.q) ? sql`(${orders.number} like ${`${filter.q}%`} or ${contains})` : contains);
  }
  return where;
}

const whereClause = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

const needsInvoice = (filter: OrderListFilter, page: { withMoney: boolean }) =>
  page.withMoney || Boolean(filter.payment?.length);

const fromOrders = (withInvoice: boolean) =>
  withInvoice ? sql`from orders left join invoices i on i.order_id = ${orders.id}` : sql`from orders`;

/**
 * One keyset page of the list: rows after the cursor in the chosen order, one more than asked
 * for (so the caller knows whether a next page exists). Every ordering reads its index from the
 * cursor on, so page 1000 costs what page 1 costs; rows inserted meanwhile never shift a page.
 */
export async function orderListPage(db: DbOrTx, filter: OrderListFilter, page: OrderListPage): Promise<OrderListRow[]> {
  const sort = SORTS[page.sort];
  const dir = page.descending ? sql`desc` : sql`asc`;
  const conditions = filterConditions(filter);
  if (page.after) {
    const op = page.descending ? sql`<` : sql`>`;
    conditions.push(
      sort.unique
        ? sql`${sort.expr} ${op} ${sort.cast(page.after.value)}`
        : sql`(${sort.expr}, ${orders.id}) ${op} (${sort.cast(page.after.value)}, ${page.after.id})`,
    );
  }
  const withInvoice = needsInvoice(filter, page);
  return query<OrderListRow>(
    db,
    sql`select ${orders.id} as id, ${orders.number} as number, ${orders.createdAt} as created_at,
        ${orders.status} as status, ${orders.customerId} as customer_id,
        ${orders.companySnapshot} ->> 'companyName' as company_name, ${orders.shippingName} as shipping_name,
        ${orders.pickUp} as pick_up, ${orders.paymentName} as payment_name,
        ${page.withMoney ? sql`${orders.totalIncVatCents}` : sql`null::int`} as total_inc_vat_cents,
        ${page.withMoney ? paymentState : sql`null::text`} as payment_state,
        ${sort.text} as cursor_value
      ${fromOrders(withInvoice)}
      ${whereClause(conditions)}
      order by ${sort.expr} ${dir}${sort.unique ? sql`` : sql`, ${orders.id} ${dir}`}
      limit ${page.limit + 1}`,
  );
}

/** How many orders match, counting at most `cap + 1` (an index-only walk, never the whole table). */
export async function countOrders(db: DbOrTx, filter: OrderListFilter, cap: number): Promise<number> {
  const rows = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select 1 ${fromOrders(Boolean(filter.payment?.length))} ${whereClause(filterConditions(filter))} limit ${cap + 1}
    ) matching`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The shipping methods for the list's filter (inactive ones too: old orders have them). */
export async function shippingMethodChoices(db: DbOrTx) {
  return db
    .select({ id: shippingMethods.id, name: shippingMethods.name, pickUp: shippingMethods.pickUp })
    .from(shippingMethods)
    .orderBy(asc(shippingMethods.sort), asc(shippingMethods.id));
}

// ---------------------------------------------------------------- one order

export async function findOrder(db: DbOrTx, id: number): Promise<OrderRow | null> {
  const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findOrdersByIds(db: DbOrTx, ids: readonly number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(sql`${orders.id} in (${inList(ids)})`)
    .orderBy(asc(orders.number));
}

export async function findLines(db: DbOrTx, orderIds: readonly number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(sql`${orderLines.orderId} in (${inList(orderIds)})`)
    .orderBy(asc(orderLines.orderId), asc(orderLines.sort), asc(orderLines.id));
}

export async function findInvoiceOfOrder(db: DbOrTx, orderId: number) {
  const rows = await query<InvoiceRow & { state: OrderPaymentState }>(
    db,
    sql`select i.id, i.number, i.issued_at as "issuedAt", i.due_at as "dueAt", i.total_cents as "totalCents",
          i.paid_cents as "paidCents", ${paymentState} as state
        from invoices i where i.order_id = ${orderId} order by i.id limit 1`,
  );
  return rows[0] ?? null;
}

/** The customer now (their current name and e-mail, group) with their order count and total. */
export async function findCustomerSummary(db: DbOrTx, customerId: number) {
  const rows = await query<{
    id: number;
    company_name: string;
    email: string;
    price_group: string | null;
    orders_count: number;
    orders_total: number | string;
  }>(
    db,
    sql`select c.id, c.company_name, c.email, g.name as price_group,
          (select count(*)::int from orders where customer_id = c.id) as orders_count,
          (select coalesce(sum(total_inc_vat_cents), 0) from orders where customer_id = c.id and status <> 'cancelled') as orders_total
        from ${customers} c left join ${priceGroups} g on g.id = c.price_group_id
        where c.id = ${customerId}`,
  );
  return rows[0] ?? null;
}

/** The customer's latest orders (besides `exceptId`). */
export async function recentOrdersOf(db: DbOrTx, customerId: number, exceptId: number, limit = 5) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      totalIncVatCents: orders.totalIncVatCents,
    })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), sql`${orders.id} <> ${exceptId}`))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** The mails about an order, oldest first. */
export async function mailsOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      attempts: mailOutbox.attempts,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.orderId, orderId))
    .orderBy(asc(mailOutbox.id));
}

export async function customerEmail(db: DbOrTx, customerId: number): Promise<string | null> {
  const rows = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId));
  return rows[0]?.email ?? null;
}

// ---------------------------------------------------------------- what a cancel gives back

/**
 * Puts the ordered quantities back on stock, for every line whose product still exists. Rows are
 * locked in ascending id order, like the order write takes them (checkout/order.repository.ts),
 * so a cancel and a parallel order of the same products wait for each other instead of deadlocking.
 */
export async function returnStock(db: DbOrTx, orderId: number): Promise<{ productId: number; quantity: number }[]> {
  const rows = await query<{ product_id: number; quantity: number }>(
    db,
    sql`with returned as (
          select product_id, sum(quantity)::int as quantity from order_lines
          where order_id = ${orderId} and product_id is not null group by product_id),
        locked as (
          select id from products where id in (select product_id from returned) order by id for no key update)
        update products p set stock = p.stock + r.quantity
        from returned r where p.id = r.product_id and p.id in (select id from locked)
        returning p.id as product_id, r.quantity`,
  );
  return rows.map((r) => ({ productId: Number(r.product_id), quantity: Number(r.quantity) }));
}

/** Gives a coupon's use back (the order took one in its write); never below zero. */
export async function releaseCouponUse(db: DbOrTx, couponCode: string): Promise<boolean> {
  const rows = await query<{ id: number }>(
    db,
    sql`update coupons set used_count = greatest(used_count - 1, 0) where code = ${couponCode} returning id`,
  );
  return rows.length > 0;
}
