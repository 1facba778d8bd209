import type { CustomerStatus } from '@shop/contract';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, invoices, priceGroups, sessions } from '../../db/schema/index.ts';
import { type RegistrationRow, registrationColumns } from '../auth/account.repository.ts';
import { countOrders, findOrdersPage } from './orders.repository.ts';

// The back office's reads and writes of company accounts (modules/customer/customers.staff.service.ts).
// Lists page by keyset (sort key + id, both in the cursor), so page 500 costs what page 1 does.

export async function listPriceGroups(db: DbOrTx) {
  return db
    .select({ id: priceGroups.id, name: priceGroups.name, defaultDiscountBp: priceGroups.defaultDiscountBp })
    .from(priceGroups)
    .orderBy(asc(priceGroups.name), asc(priceGroups.id));
}

/** Where a keyset page starts: after the row with this sort value (as text, exact) and id. */
export interface Keyset {
  value: string;
  id: number;
}

const listColumns = {
  ...registrationColumns,
  // Timestamps as PostgreSQL prints them keep their microseconds (a JS Date would drop them and
  // a cursor of milliseconds could skip or repeat rows).
  createdKey: sql<string>`${customers.createdAt}::text`,
  companyKey: sql<string>`${customers.companyKey}`,
};
export type CustomerListRow = RegistrationRow & { createdKey: string; companyKey: string };

export type CustomerSort = 'company' | '-company' | 'createdAt' | '-createdAt';

const SORT_COLUMN = {
  company: { column: customers.companyKey, cast: sql`` },
  createdAt: { column: customers.createdAt, cast: sql`::timestamptz` },
} as const;

/** The condition and order of one keyset page. */
function keysetPage(sort: CustomerSort, after: Keyset | undefined) {
  const descending = sort.startsWith('-');
  const { column, cast } = SORT_COLUMN[sort.replace(/^-/, '') as 'company' | 'createdAt'];
  const condition = after
    ? descending
      ? sql`(${column}, ${customers.id}) < (${after.value}${cast}, ${after.id})`
      : sql`(${column}, ${customers.id}) > (${after.value}${cast}, ${after.id})`
    : undefined;
  const order = descending ? [desc(column), desc(customers.id)] : [asc(column), asc(customers.id)];
  return { condition, order };
}

export interface CustomerFilter {
  q?: string | undefined;
  status?: CustomerStatus | undefined;
  /** A group's id, or null for customers without one. */
  priceGroupId?: number | null | undefined;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterConditions(filter: CustomerFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.q) {
    // `search_text` is lower(shop_unaccent(company IČO e-mail)); the term is folded the same way.
    conditions.push(sql`${customers.searchText} like '%' || lower(shop_unaccent(${likeEscape(filter.q)})) || '%'`);
  }
  if (filter.status) conditions.push(eq(customers.status, filter.status));
  if (filter.priceGroupId === null) conditions.push(isNull(customers.priceGroupId));
  else if (filter.priceGroupId !== undefined) conditions.push(eq(customers.priceGroupId, filter.priceGroupId));
  return conditions;
}

/** One page of customers (one row more than asked tells whether a next page exists). */
export async function customerPage(
  db: DbOrTx,
  filter: CustomerFilter,
  sort: CustomerSort,
  after: Keyset | undefined,
  limit: number,
): Promise<CustomerListRow[]> {
  const page = keysetPage(sort, after);
  return db
    .select(listColumns)
    .from(customers)
    .leftJoin(priceGroups, eq(priceGroups.id, customers.priceGroupId))
    .where(and(...filterConditions(filter), page.condition))
    .orderBy(...page.order)
    .limit(limit + 1);
}

/** How many customers match, counting no further than `cap` + 1. */
export async function countCustomers(db: DbOrTx, filter: CustomerFilter, cap: number): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(customers)
    .where(and(...filterConditions(filter)))
    .limit(cap + 1)
    .as('capped');
  const rows = await db.select({ n: count() }).from(capped);
  return Number(rows[0]?.n ?? 0);
}

/** A customer as their page shows them; `lock` holds the row for a change in the same transaction. */
export async function findCustomer(db: DbOrTx, id: number, { lock = false } = {}) {
  const query = db
    .select({
      ...listColumns,
      displayName: customers.displayName,
      blockedAt: customers.blockedAt,
      blockedReason: customers.blockedReason,
    })
    .from(customers)
    .leftJoin(priceGroups, eq(priceGroups.id, customers.priceGroupId))
    .where(eq(customers.id, id))
    .limit(1);
  const rows = await (lock ? query.for('update', { of: customers }) : query);
  return rows[0] ?? null;
}
export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

/** The account's open sessions: the newest sign-in, the last request, how many. */
export async function sessionSummary(db: DbOrTx, customerId: number) {
  const rows = await db
    .select({
      lastSignInAt: sql<Date | null>`max(${sessions.createdAt})`.mapWith((v) => (v === null ? null : new Date(v))),
      lastSeenAt: sql<Date | null>`max(${sessions.lastSeenAt})`.mapWith((v) => (v === null ? null : new Date(v))),
      open: count(),
    })
    .from(sessions)
    .where(and(eq(sessions.customerId, customerId), sql`${sessions.expiresAt} > now()`));
  const row = rows[0];
  return { lastSignInAt: row?.lastSignInAt ?? null, lastSeenAt: row?.lastSeenAt ?? null, open: Number(row?.open ?? 0) };
}

export async function recentOrders(db: DbOrTx, customerId: number, limit: number) {
  const [rows, total] = await Promise.all([findOrdersPage(db, customerId, limit, 0), countOrders(db, customerId)]);
  return { rows, total };
}

/** What is left to pay on an invoice; an overpaid one owes nothing (and does not lower the others). */
const openCents = sql`greatest(${invoices.totalCents} - ${invoices.paidCents}, 0)`;
const overdue = sql`${invoices.dueAt} < now()`;

export async function recentInvoices(db: DbOrTx, customerId: number, limit: number) {
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        issuedAt: invoices.issuedAt,
        dueAt: invoices.dueAt,
        totalCents: invoices.totalCents,
        paidCents: invoices.paidCents,
        overdue: sql<boolean>`${overdue}`,
      })
      .from(invoices)
      .where(eq(invoices.customerId, customerId))
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(limit),
    db
      .select({
        n: count(),
        dueCents: sql<string>`coalesce(sum(${openCents}), 0)`,
        overdueCents: sql<string>`coalesce(sum(${openCents}) filter (where ${overdue}), 0)`,
      })
      .from(invoices)
      .where(eq(invoices.customerId, customerId)),
  ]);
  const t = totals[0];
  return {
    rows,
    total: Number(t?.n ?? 0),
    dueCents: Number(t?.dueCents ?? 0),
    overdueCents: Number(t?.overdueCents ?? 0),
  };
}

export async function setPriceGroup(db: DbOrTx, customerId: number, priceGroupId: number | null) {
  await db.update(customers).set({ priceGroupId }).where(eq(customers.id, customerId));
}

/** Blocks an approved account; null when it is not approved. */
export async function blockApprovedAccount(db: DbOrTx, customerId: number, reason: string) {
  const rows = await db
    .update(customers)
    .set({ status: 'blocked', blockedAt: sql`now()`, blockedReason: reason })
    .where(and(eq(customers.id, customerId), eq(customers.status, 'approved')))
    .returning({ id: customers.id });
  return rows[0] ?? null;
}

/** Unblocks a blocked account (approved again); null when it is not blocked. */
export async function unblockAccount(db: DbOrTx, customerId: number) {
  const rows = await db
    .update(customers)
    .set({ status: 'approved', blockedAt: null, blockedReason: null })
    .where(and(eq(customers.id, customerId), eq(customers.status, 'blocked')))
    .returning({ id: customers.id });
  return rows[0] ?? null;
}
