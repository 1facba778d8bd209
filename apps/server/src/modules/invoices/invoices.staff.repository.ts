import type { InvoiceStatusFilter } from '@shop/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';

/** An invoice as the staff lists read it (the order's number and the customer's company joined). */
export interface StaffInvoiceRaw {
  id: number;
  number: string;
  varsymbol: string;
  orderId: number;
  orderNumber: string;
  customerId: number;
  companyName: string;
  issuedAt: Date;
  dueAt: Date;
  totalCents: number;
  paidCents: number;
  creditedCents: number;
  lastReminderAt: Date | null;
}

export interface InvoiceFilter {
  status?: InvoiceStatusFilter | undefined;
  customer?: number | undefined;
  order?: string | undefined;
  /** Slovak calendar days of issue, both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

export type InvoiceSortKey = 'issuedAt' | 'dueAt';

/** A keyset page: sort column and direction, and the (time, id) of the last row of the previous page. */
export interface InvoicePageRequest {
  sort: InvoiceSortKey;
  desc: boolean;
  after?: { at: Date; id: number } | undefined;
  limit: number;
}

/** The start of a Slovak calendar day as a point in time (lists are filtered by the days people mean). */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Bratislava')`;
const slovakToday = (now: Date) => sql`(${now.toISOString()}::timestamptz at time zone 'Europe/Bratislava')::date`;

/** Something left to pay (the partial index `invoices_open_due_idx` covers exactly these). */
const OPEN = sql`i.paid_cents + i.credited_cents < i.total_cents`;
const overdue = (now: Date) => sql`${OPEN} and (i.due_at at time zone 'Europe/Bratislava')::date < ${slovakToday(now)}`;

/** A LIKE pattern that matches `text` literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(filter: InvoiceFilter, now: Date): SQL[] {
  const where: SQL[] = [];
  if (filter.status === 'unpaid') where.push(sql`${OPEN} and i.paid_cents = 0 and i.credited_cents = 0`);
  if (filter.status === 'partly') where.push(sql`${OPEN} and (i.paid_cents > 0 or i.credited_cents > 0)`);
  if (filter.status === 'paid') where.push(sql`i.paid_cents + i.credited_cents >= i.total_cents`);
  if (filter.status === 'overdue') where.push(overdue(now));
  if (filter.customer !== undefined) where.push(sql`i.customer_id = ${filter.customer}`);
  if (filter.order !== undefined) where.push(sql`o.number = ${filter.order}`);
  if (filter.from) where.push(sql`i.issued_at >= ${dayStart(filter.from)}`);
  if (filter.to) where.push(sql`i.issued_at < ${dayStart(filter.to)} + interval '1 day'`);
  if (filter.q) {
    const like = containing(filter.q);
    where.push(sql`(i.number ilike ${like} or i.varsymbol like ${like} or c.company_name ilike ${like})`);
  }
  return where;
}

const SELECT = sql`
  select i.id, i.number, i.varsymbol, i.order_id as "orderId", o.number as "orderNumber",
         i.customer_id as "customerId", c.company_name as "companyName",
         i.issued_at as "issuedAt", i.due_at as "dueAt",
         i.total_cents as "totalCents", i.paid_cents as "paidCents", i.credited_cents as "creditedCents"`;
const FROM = sql`from invoices i join orders o on o.id = i.order_id join customers c on c.id = i.customer_id`;
const whereOf = (parts: SQL[]) => (parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``);

/** Rows come back from raw SQL with driver-dependent types (PGlite gives Dates, pg strings for some). */
function normalize(r: Record<string, unknown>): StaffInvoiceRaw {
  return {
    id: Number(r.id),
    number: String(r.number),
    varsymbol: String(r.varsymbol),
    orderId: Number(r.orderId),
    orderNumber: String(r.orderNumber),
    customerId: Number(r.customerId),
    companyName: String(r.companyName),
    issuedAt: new Date(r.issuedAt as string | Date),
    dueAt: new Date(r.dueAt as string | Date),
    totalCents: Number(r.totalCents),
    paidCents: Number(r.paidCents),
    creditedCents: Number(r.creditedCents),
    lastReminderAt: r.lastReminderAt ? new Date(r.lastReminderAt as string | Date) : null,
  };
}

function keyset(page: InvoicePageRequest): { where: SQL[]; order: SQL } {
  const column = page.sort === 'dueAt' ? sql`i.due_at` : sql`i.issued_at`;
  const where: SQL[] = [];
  if (page.after) {
    const at = page.after.at.toISOString();
    where.push(
      page.desc
        ? sql`(${column}, i.id) < (${at}::timestamptz, ${page.after.id})`
        : sql`(${column}, i.id) > (${at}::timestamptz, ${page.after.id})`,
    );
  }
  const order = page.desc ? sql`order by ${column} desc, i.id desc` : sql`order by ${column} asc, i.id asc`;
  return { where, order };
}

/** One keyset page of invoices (one row more than asked, so the caller knows whether another page follows). */
export async function invoicePage(
  db: DbOrTx,
  filter: InvoiceFilter,
  page: InvoicePageRequest,
  now: Date,
): Promise<StaffInvoiceRaw[]> {
  const { where, order } = keyset(page);
  const rows = await query<Record<string, unknown>>(
    db,
    sql`${SELECT} ${FROM} ${whereOf([...conditions(filter, now), ...where])} ${order} limit ${page.limit + 1}`,
  );
  return rows.map(normalize);
}

/** Overdue invoices, longest overdue first, with their last reminder; a keyset page. */
export async function overduePage(
  db: DbOrTx,
  page: Omit<InvoicePageRequest, 'sort' | 'desc'>,
  now: Date,
): Promise<StaffInvoiceRaw[]> {
  const { where, order } = keyset({ ...page, sort: 'dueAt', desc: false });
  const rows = await query<Record<string, unknown>>(
    db,
    sql`${SELECT},
          (select max(r.sent_at) from invoice_reminders r where r.invoice_id = i.id) as "lastReminderAt"
        ${FROM} ${whereOf([overdue(now), ...where])} ${order} limit ${page.limit + 1}`,
  );
  return rows.map(normalize);
}

/** How many invoices are overdue and what is due on them together. */
export async function overdueSummary(db: DbOrTx, now: Date): Promise<{ count: number; dueCents: number }> {
  const rows = await query<{ n: number; due: number | string | null }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(i.total_cents - i.paid_cents - i.credited_cents), 0)::bigint as due
        from invoices i where ${overdue(now)}`,
  );
  return { count: Number(rows[0]?.n ?? 0), dueCents: Number(rows[0]?.due ?? 0) };
}

/** One invoice as the lists show it. */
export async function staffInvoiceRow(db: DbOrTx, invoiceId: number): Promise<StaffInvoiceRaw | null> {
  const rows = await query<Record<string, unknown>>(db, sql`${SELECT} ${FROM} where i.id = ${invoiceId}`);
  return rows[0] ? normalize(rows[0]) : null;
}
