import {
  type BlockCustomerBody,
  CUSTOMER_INVOICES_SHOWN,
  CUSTOMER_ORDERS_SHOWN,
  CUSTOMERS_COUNT_CAP,
  type CustomerDetail,
  type CustomerListItem,
  type CustomerPriceGroupBody,
  CustomersErrorCode,
  type CustomersQuerySchema,
  type CustomersReply,
  ErrorCode,
  formatDateTime,
  type PriceGroupsReply,
  type Registration,
  type RegistrationReply,
  type RegistrationsQuerySchema,
  type RegistrationsReply,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import {
  findPriceGroup,
  findPriceGroupIdByName,
  findRegistration,
  type RegistrationRow,
} from '../auth/account.repository.ts';
import {
  actorOf,
  DEFAULT_PRICE_GROUP,
  type Decision,
  type DecisionResult,
  decideRegistration,
  registrationDecision,
  reopenRegistration,
} from '../auth/approval.service.ts';
import { deleteCustomerSessions } from '../auth/session.repository.ts';
import { lastAuditOfRecord, newestAuditOfRecord } from '../staff/audit.repository.ts';
import { recordAudit } from '../staff/audit.ts';
import {
  blockApprovedAccount,
  type CustomerListRow,
  type CustomerSort,
  countCustomers,
  customerPage,
  findCustomer,
  type Keyset,
  listPriceGroups,
  recentInvoices,
  recentOrders,
  sessionSummary,
  setPriceGroup,
  unblockAccount,
} from './customers.staff.repository.ts';

/**
 * The back office's customers (sales and admin; docs/requirements/accounts.md §Approval;
 * docs/requirements/accounts.md §Blocking): the approval queue and its decisions (through `decideRegistration`, the one home
 * the mail link and the command line share), the customer list, a customer's page, the price
 * group and blocking. Every write is audited in its own transaction (modules/staff/audit.ts).
 */

type ErrorCodeValue = (typeof CustomersErrorCode)[keyof typeof CustomersErrorCode];
const refusal = (status: number, code: ErrorCodeValue) => new HttpError(status, [{ code }]);

// ------------------------------------------------------------------ keyset cursors

/** A cursor is the last row's sort value and id, opaque to the client. */
const encodeCursor = (keyset: Keyset) => Buffer.from(JSON.stringify([keyset.value, keyset.id])).toString('base64url');

function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (cursor === undefined) return undefined;
  try {
    const [value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof value === 'string' && Number.isSafeInteger(id) && (id as number) > 0) return { value, id: id as number };
  } catch {
    // Not JSON: refused below like any other bad cursor.
  }
  throw badRequest('after');
}

/** One more row than `limit` was read: the rows to show and the next page's cursor. */
function pageOf(rows: CustomerListRow[], sort: CustomerSort, limit: number) {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const byCompany = sort.replace(/^-/, '') === 'company';
  const next =
    rows.length > limit && last
      ? encodeCursor({ value: byCompany ? last.companyKey : last.createdKey, id: last.id })
      : null;
  return { shown, next };
}

// ------------------------------------------------------------------ price groups

export async function priceGroupChoices(shop: Shop): Promise<PriceGroupsReply> {
  const [priceGroups, defaultId] = await Promise.all([
    listPriceGroups(shop.db),
    findPriceGroupIdByName(shop.db, DEFAULT_PRICE_GROUP),
  ]);
  return { success: true, priceGroups, defaultId };
}

// ------------------------------------------------------------------ the approval queue

const groupRef = (row: { priceGroupId: number | null; priceGroupName: string | null }) =>
  row.priceGroupId === null ? null : { id: row.priceGroupId, name: row.priceGroupName ?? '' };

function toRegistration(row: RegistrationRow): Registration {
  return {
    id: row.id,
    status: row.status as Registration['status'],
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    companyName: row.companyName,
    companyId: row.companyId,
    vatRegistrationId: row.vatRegistrationId,
    extVatRegistrationId: row.extVatRegistrationId,
    priceGroup: groupRef(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Registrations waiting for a decision, oldest first (the queue is worked from its front). */
export async function registrationQueue(
  shop: Shop,
  query: z.output<typeof RegistrationsQuerySchema>,
): Promise<RegistrationsReply> {
  const filter = { status: 'pending' as const };
  const [rows, total] = await Promise.all([
    customerPage(shop.db, filter, query.sort, decodeCursor(query.after), query.limit),
    countCustomers(shop.db, filter, CUSTOMERS_COUNT_CAP),
  ]);
  const { shown, next } = pageOf(rows, query.sort, query.limit);
  return { success: true, registrations: shown.map(toRegistration), total, next };
}

/** One registration, waiting or decided (with what was decided, by whom and when). */
export async function registrationView(shop: Pick<Shop, 'db'>, id: number): Promise<RegistrationReply> {
  const row = await findRegistration(shop.db, id);
  if (!row) throw notFound();
  return { success: true, registration: toRegistration(row), decision: await registrationDecision(shop.db, row) };
}

/** Runs a decision in one transaction and answers the registration as it is then. */
async function decided(shop: Shop, id: number, decide: (tx: Tx) => Promise<DecisionResult>, code: ErrorCodeValue) {
  const result = await shop.db.transaction(decide);
  if (result === 'not-found') throw notFound();
  if (result === 'not-pending') throw refusal(409, code);
  await shop.outbox.flush();
  return registrationView(shop, id);
}

/** Approve or reject in the back office: the same decision as the mail link's (`decideRegistration`). */
export function decide(shop: Shop, request: FastifyRequest, id: number, decision: Decision) {
  return decided(
    shop,
    id,
    (tx) => decideRegistration(shop, tx, id, decision, { channel: 'back-office', request }),
    CustomersErrorCode.alreadyDecided,
  );
}

/** A rejected registration back in the queue. */
export function reopen(shop: Shop, request: FastifyRequest, id: number) {
  return decided(shop, id, (tx) => reopenRegistration(tx, request, id), CustomersErrorCode.stateChanged);
}

// ------------------------------------------------------------------ the customer list

export async function customerList(shop: Shop, query: z.output<typeof CustomersQuerySchema>): Promise<CustomersReply> {
  const filter = {
    q: query.q || undefined,
    status: query.status,
    priceGroupId:
      query.priceGroup === undefined ? undefined : query.priceGroup === 'none' ? null : Number(query.priceGroup),
  };
  const [rows, total] = await Promise.all([
    customerPage(shop.db, filter, query.sort, decodeCursor(query.after), query.limit),
    countCustomers(shop.db, filter, CUSTOMERS_COUNT_CAP),
  ]);
  const { shown, next } = pageOf(rows, query.sort, query.limit);
  const customers: CustomerListItem[] = shown.map((row) => ({
    id: row.id,
    companyName: row.companyName,
    companyId: row.companyId,
    email: row.email,
    status: row.status as CustomerListItem['status'],
    priceGroup: groupRef(row),
    createdAt: row.createdAt.toISOString(),
  }));
  return {
    success: true,
    customers,
    total: Math.min(total, CUSTOMERS_COUNT_CAP),
    totalCapped: total > CUSTOMERS_COUNT_CAP,
    next,
  };
}

// ------------------------------------------------------------------ a customer's page

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export async function customerDetail(shop: Shop, id: number): Promise<CustomerDetail> {
  const row = await findCustomer(shop.db, id);
  if (!row) throw notFound();
  const [decision, sessions, orders, invoices, blockEntry] = await Promise.all([
    registrationDecision(shop.db, row),
    sessionSummary(shop.db, id),
    recentOrders(shop.db, id, CUSTOMER_ORDERS_SHOWN),
    recentInvoices(shop.db, id, CUSTOMER_INVOICES_SHOWN),
    row.status === 'blocked' ? newestAuditOfRecord(shop.db, 'customer', String(id), ['customer.block']) : null,
  ]);
  return {
    ...toRegistration(row),
    displayName: row.displayName,
    approvedAt: iso(row.approvedAt),
    rejectedAt: iso(row.rejectedAt),
    rejectionReason: row.rejectionReason,
    blockedAt: iso(row.blockedAt),
    blockedReason: row.blockedReason,
    blockedBy: row.status === 'blocked' ? actorOf(blockEntry) : null,
    decision,
    // One company account is one login today (docs/requirements/accounts.md §Roles).
    users: [
      {
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        lastSignInAt: iso(sessions.lastSignInAt),
        lastSeenAt: iso(sessions.lastSeenAt),
        openSessions: sessions.open,
      },
    ],
    orders: orders.rows.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    ordersCount: orders.total,
    invoices: invoices.rows.map((i) => ({
      id: i.id,
      number: i.number,
      issuedAt: i.issuedAt.toISOString(),
      dueAt: i.dueAt.toISOString(),
      totalCents: i.totalCents,
      paidCents: i.paidCents,
      balanceCents: Math.max(i.totalCents - i.paidCents, 0),
      overdue: Boolean(i.overdue) && i.paidCents < i.totalCents,
    })),
    invoicesCount: invoices.total,
    balance: { dueCents: invoices.dueCents, overdueCents: invoices.overdueCents },
  };
}

/** Locks the customer for a change; 404 when there is none. */
async function lockedCustomer(tx: Tx, id: number) {
  const row = await findCustomer(tx, id, { lock: true });
  if (!row) throw notFound();
  return row;
}

const company = (row: { companyName: string }) => row.companyName;

/**
 * A new price group, in effect at the customer's next request: their group is read with their
 * session on every request, and the catalogue's shared caches keep rules per group id
 * (modules/catalog/catalog.service.ts `discountRules`) and prices not at all, so nothing cached
 * holds the old group's prices for them and no cache needs clearing. A form that showed another
 * group than the one stored (someone changed it meanwhile) is refused with 409, naming who.
 */
export async function changePriceGroup(
  shop: Shop,
  request: FastifyRequest,
  id: number,
  body: CustomerPriceGroupBody,
): Promise<CustomerDetail> {
  await shop.db.transaction(async (tx) => {
    const before = await lockedCustomer(tx, id);
    if (before.priceGroupId !== body.expected) {
      const last = await lastAuditOfRecord(tx, 'customer', String(id));
      const who = last?.staff ? ` (${last.staff.name || last.staff.email}, ${formatDateTime(last.at)})` : '';
      throw new HttpError(409, [
        {
          code: ErrorCode.conflict,
          key: 'priceGroupId',
          message: `Cenovú skupinu medzitým zmenil niekto iný${who}. Obnovte stránku a skúste to znova.`,
        },
      ]);
    }
    const group = body.priceGroupId === null ? null : await findPriceGroup(tx, body.priceGroupId);
    if (body.priceGroupId !== null && !group) throw badRequest('priceGroupId', CustomersErrorCode.priceGroupUnknown);
    const after = group?.name ?? null;
    if (before.priceGroupId !== body.priceGroupId) await setPriceGroup(tx, id, body.priceGroupId);
    await recordAudit(tx, request, {
      action: 'customer.price-group',
      entity: 'customer',
      entityId: id,
      summary:
        before.priceGroupId === body.priceGroupId
          ? `Uložil cenovú skupinu zákazníka ${company(before)} bez zmeny`
          : `Zmenil cenovú skupinu zákazníka ${company(before)} na ${after ?? 'žiadna'}`,
      changes: before.priceGroupId === body.priceGroupId ? {} : { priceGroup: [before.priceGroupName, after] },
    });
  });
  return customerDetail(shop, id);
}

/**
 * Blocks an approved account: every session of it ends in the same transaction (its next
 * request is anonymous, and a session lookup admits approved accounts only), and sign-in says
 * it is blocked. Anything but an approved account is a 409 (someone changed it meanwhile, or it
 * was never approved: a registration is rejected, not blocked).
 */
export async function blockCustomer(
  shop: Shop,
  request: FastifyRequest,
  id: number,
  body: BlockCustomerBody,
): Promise<CustomerDetail> {
  await shop.db.transaction(async (tx) => {
    const before = await lockedCustomer(tx, id);
    if (!(await blockApprovedAccount(tx, id, body.reason))) throw refusal(409, CustomersErrorCode.stateChanged);
    await deleteCustomerSessions(tx, id);
    await recordAudit(tx, request, {
      action: 'customer.block',
      entity: 'customer',
      entityId: id,
      summary: `Zablokoval zákazníka ${company(before)} a ukončil jeho prihlásenia: ${body.reason.slice(0, 200)}`,
      changes: { status: ['approved', 'blocked'], blockedReason: [null, body.reason] },
    });
  });
  return customerDetail(shop, id);
}

/** Unblocks: the account is approved again and may sign in (its old sessions stay ended). */
export async function unblockCustomer(
  shop: Shop,
  request: FastifyRequest,
  id: number,
  body: { reason?: string | undefined },
): Promise<CustomerDetail> {
  const note = body.reason ?? '';
  await shop.db.transaction(async (tx) => {
    const before = await lockedCustomer(tx, id);
    if (!(await unblockAccount(tx, id))) throw refusal(409, CustomersErrorCode.stateChanged);
    await recordAudit(tx, request, {
      action: 'customer.unblock',
      entity: 'customer',
      entityId: id,
      summary: `Odblokoval zákazníka ${company(before)}${note ? `: ${note.slice(0, 200)}` : ''}`,
      changes: {
        status: ['blocked', 'approved'],
        blockedReason: [before.blockedReason, null],
        ...(note ? { note: [null, note] } : {}),
      },
    });
  });
  return customerDetail(shop, id);
}
