import { and, eq, getTableColumns, sql, type Table } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { idempotencyKeys, orderLines, orders } from '../../db/schema/index.ts';
import { insertMailsSql } from '../../mail/outbox.ts';
import { changeAnnouncement } from '../catalog/catalogue-events.ts';

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

/** A row of `table` as JSON keyed by column name, for `jsonb_populate_record(set)`. */
export function rowJson<T extends Table>(table: T, values: T['$inferInsert']): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = (values as Record<string, unknown>)[key];
    if (value !== undefined) row[column.name] = value;
  }
  return row;
}

/**
 * `col1, col2, …` of a table's columns, leaving out the named ones (filled by defaults) and the
 * generated ones (PostgreSQL computes them; writing one is an error).
 */
function columnList(table: Table, leaveOut: string[]) {
  return sql.raw(
    Object.values(getTableColumns(table))
      .filter((c) => c.generated === undefined)
      .map((c) => c.name)
      .filter((name) => !leaveOut.includes(name))
      .map((name) => `"${name}"`)
      .join(', '),
  );
}
// Status, version and what staff set later (modules/orders) start from their defaults.
const orderColumns = columnList(orders, ['status', 'version', 'carrier', 'tracking_number', 'cancel_reason']);
const lineColumns = columnList(orderLines, ['id']);

export type OrderWrite = {
  basketId: number;
  /** the basket version the order was priced from */
  version: number;
  couponId: number | null;
  customerId: number;
  key: string;
  requestHash: string;
  orderId: number;
  /** `rowJson(orders, …)` of the order (its id and number included) */
  order: string;
  /** `rowJson(orderLines, …)` of every line, as a JSON array (order_id included) */
  lines: string;
  /** `mailRowsJson` of the order's mails */
  mails: string;
  /** the newsletter consent's time, or null */
  consentAt: string | null;
  productIds: number[];
  quantities: number[];
  /** the order's invoice address (`AddressSnapshot` as JSON, e-mail included): the saved one becomes it */
  invoiceAddress: string;
  /** a delivery address to keep among the saved ones (JSON), or null (see deliveryAddressToSave) */
  deliveryAddress: string | null;
};

/**
 * Writes a priced order in ONE statement (atomic without a transaction around it), on condition
 * that the basket still has the version it was priced from:
 *  - `basket` locks the basket row, and PostgreSQL checks the version on its latest row version
 *    (after waiting for a parallel order or cart write). Changed: nothing below happens;
 *  - `coupon` uses the coupon once, checked on the coupon's latest row (of two parallel orders
 *    on a single-use coupon only one gets it); used up: nothing below happens;
 *  - the Idempotency-Key (plain insert: a key used meanwhile fails the whole statement), the
 *    order and its lines, the emptied basket, the newsletter consent and the queued mails;
 *  - the saved addresses: the customer's one invoice address becomes the order's, and a delivery
 *    address joins the saved ones unless the same place is there already (the unique index over
 *    its normalised fields, db/schema/customers.ts);
 *  - stock last, rows locked in ascending id order (an InitPlan runs before the update reads any
 *    row), with the lock an update of a non-key column takes, so parallel orders of the same
 *    products wait for each other instead of deadlocking;
 *  - the stock change announced to every process (`changeAnnouncement`, delivered at commit, so
 *    never for an order that was not written); the caller drops its own copies with
 *    `cacheEvents.stockChangeAnnounced()`.
 * Every step reads the one before, which fixes the order in which PostgreSQL runs them.
 */
export async function writeOrder(db: DbOrTx, write: OrderWrite): Promise<'placed' | 'basket changed' | 'coupon'> {
  const rows = await writeOrderQuery(db, write);
  const row = rows[0];
  if (row?.placed) return 'placed';
  return row?.locked ? 'coupon' : 'basket changed';
}

const p = sql.placeholder;
/** An `AddressSnapshot` JSON parameter as a row `a` (jsonb_to_record). */
const addressRecord = (json: ReturnType<typeof p>) => sql`
  jsonb_to_record(${json}::jsonb)
    as a("firstName" text, "lastName" text, street text, city text, zip text, phone text, email text)`;
const writeOrderQuery = preparedQuery<{ locked: boolean; placed: boolean }, OrderWrite>(
  'write_order',
  sql`
    with basket as (
        select id from baskets where id = ${p('basketId')} and version = ${p('version')}::int for update),
      coupon as (
        update coupons set used_count = used_count + 1
        where id = ${p('couponId')}::int and exists (select 1 from basket)
          and active and (customer_id is null or customer_id = ${p('customerId')}::int)
          and (usage_limit is null or used_count < usage_limit)
          and (valid_from is null or valid_from <= now())
          and (valid_to is null or valid_to >= now())
        returning id),
      go as (select 1 from basket where ${p('couponId')}::int is null or exists (select 1 from coupon)),
      placed as (
        insert into orders (${orderColumns})
        select ${orderColumns} from go, jsonb_populate_record(null::orders, ${p('order')}::jsonb)
        returning id),
      claimed as (
        insert into idempotency_keys (customer_id, key, request_hash, order_id)
        select ${p('customerId')}::int, ${p('key')}::text, ${p('requestHash')}::text, placed.id from placed),
      lines as (
        insert into order_lines (${lineColumns})
        select ${lineColumns} from placed, jsonb_populate_recordset(null::order_lines, ${p('lines')}::jsonb)),
      emptied as (
        delete from basket_items where basket_id = ${p('basketId')} and exists (select 1 from placed)),
      reset as (
        update baskets set coupon_id = null, note = '', updated_at = now()
        where id = ${p('basketId')} and exists (select 1 from placed)),
      consent as (
        update customers set newsletter_consent_at = ${p('consentAt')}::timestamptz
        where id = ${p('customerId')}::int and ${p('consentAt')}::timestamptz is not null
          and exists (select 1 from placed)),
      mails as (${insertMailsSql(sql`(select ${p('mails')}::jsonb from placed)`)}),
      saved_invoice as (
        insert into addresses (customer_id, type, first_name, last_name, street, city, zip, phone, email)
        select ${p('customerId')}::int, 1, a."firstName", a."lastName", a.street, a.city, a.zip, a.phone,
          coalesce(a.email, '')
        from placed, ${addressRecord(p('invoiceAddress'))}
        on conflict (customer_id) where type = 1 do update set
          first_name = excluded.first_name, last_name = excluded.last_name, street = excluded.street,
          city = excluded.city, zip = excluded.zip, phone = excluded.phone, email = excluded.email),
      saved_delivery as (
        insert into addresses (customer_id, type, first_name, last_name, street, city, zip, phone)
        select ${p('customerId')}::int, 2, a."firstName", a."lastName", a.street, a.city, a.zip, a.phone
        from placed, ${addressRecord(p('deliveryAddress'))}
        where ${p('deliveryAddress')}::jsonb is not null
        on conflict do nothing),
      stock as (
        update products pr set stock = pr.stock - wanted.quantity
        from unnest(${p('productIds')}::int[], ${p('quantities')}::int[]) as wanted(id, quantity)
        where pr.id = wanted.id
          and pr.id = any (array(
            select id from products where id = any (${p('productIds')}::int[]) and exists (select 1 from placed)
            order by id for no key update)))
    select exists (select 1 from basket) as locked, exists (select 1 from placed) as placed,
      (select ${changeAnnouncement('stock')} from placed) as announced`,
);
