import { ORDER_STATUSES, type OrderStatus, type StaffRole } from '@shop/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';

/** How the goods reach the customer: picked up at a sale point, or sent (courier, Packeta). */
export type OrderKind = 'pickup' | 'delivery';
export const orderKind = (order: { pickUp: boolean }): OrderKind => (order.pickUp ? 'pickup' : 'delivery');

interface Move {
  to: OrderStatus;
  /** Only orders of this kind may make the move; every order when absent. */
  only?: OrderKind;
  /**
   * Who may make it besides admin. The warehouse picks, ships, hands over and records delivery;
   * cancelling (stock, coupon, the customer's money) and taking goods back are sales decisions
   * (docs/decisions/010-back-office.md §Roles).
   */
  roles: readonly StaffRole[];
}

const BOTH: readonly StaffRole[] = ['sales', 'warehouse'];
const SALES: readonly StaffRole[] = ['sales'];

/**
 * The one transition table of order statuses: nothing else may change `orders.status`.
 * Returned and cancelled are final (docs/requirements/orders-and-invoices.md §Order statuses).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly Move[]>> = {
  new: [
    { to: 'processing', roles: BOTH },
    { to: 'cancelled', roles: SALES },
  ],
  processing: [
    { to: 'shipped', only: 'delivery', roles: BOTH },
    { to: 'ready_for_pickup', only: 'pickup', roles: BOTH },
    { to: 'cancelled', roles: SALES },
  ],
  ready_for_pickup: [
    { to: 'delivered', only: 'pickup', roles: BOTH },
    { to: 'cancelled', only: 'pickup', roles: SALES },
  ],
  shipped: [{ to: 'delivered', only: 'delivery', roles: BOTH }],
  delivered: [{ to: 'returned', roles: SALES }],
  returned: [],
  cancelled: [],
};

/** The statuses in Slovak, as the storefront names them (orderStatus.* in apps/web/public/assets/i18n/sk.json), for audit entries. */
export const ORDER_STATUS_NAMES: Readonly<Record<OrderStatus, string>> = {
  new: 'Nová',
  processing: 'Spracováva sa',
  ready_for_pickup: 'Pripravená na odber',
  shipped: 'Odoslaná',
  delivered: 'Doručená',
  returned: 'Vrátená',
  cancelled: 'Zrušená',
};

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

const movesOf = (from: string, kind: OrderKind) =>
  isOrderStatus(from) ? ORDER_TRANSITIONS[from].filter((m) => m.only === undefined || m.only === kind) : [];

/** Whether an order of `kind` may go from `from` to `to` (by anyone). */
export function canTransition(from: string, to: string, kind: OrderKind): boolean {
  return movesOf(from, kind).some((m) => m.to === to);
}

/** The statuses an order of `kind` in status `from` may move to, for a staff member of `role`. */
export function allowedMoves(from: string, kind: OrderKind, role: StaffRole): OrderStatus[] {
  return movesOf(from, kind)
    .filter((m) => role === 'admin' || m.roles.includes(role))
    .map((m) => m.to);
}

/** Whether `role` may ever make a move to `to` (the table's roles, whatever the order). */
export function roleMayMoveTo(to: OrderStatus, role: StaffRole): boolean {
  return (
    role === 'admin' ||
    ORDER_STATUSES.some((from) => ORDER_TRANSITIONS[from].some((m) => m.to === to && m.roles.includes(role)))
  );
}

/** The statuses an order of `kind` may be in to move to `to`. */
export function statusesBefore(to: OrderStatus, kind: OrderKind): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => canTransition(from, to, kind));
}

const statusIn = (statuses: OrderStatus[]) =>
  statuses.length === 0
    ? sql`false`
    : sql`o.status in (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`;

/** A stale change: the order's version is not the one the change was made on. */
export class StaleOrderError extends Error {
  readonly currentVersion: number;
  constructor(currentVersion: number) {
    super('The order was changed meanwhile.');
    this.name = 'StaleOrderError';
    this.currentVersion = currentVersion;
  }
}

export interface TransitionOptions {
  /** The version the change was made on (staff changes); a different current version is refused. */
  version?: number;
  /** Further columns the same UPDATE sets (tracking number, carrier, cancel reason). */
  set?: SQL[];
}

/**
 * Moves an order to `to` when the table allows it from its current status for its kind. One
 * conditional UPDATE (re-checked on the latest row version), so two staff members changing the
 * same order cannot both win from a stale status. Every move raises `orders.version`; with
 * `version` given, a change made on an older version is refused (StaleOrderError) even if the
 * move itself would still be allowed. 404 for an unknown order, 409 key `status` for a move the
 * table does not allow.
 */
export async function transitionOrder(
  db: DbOrTx,
  orderId: number,
  to: OrderStatus,
  options: TransitionOptions = {},
): Promise<{ id: number; status: OrderStatus; from: OrderStatus; version: number }> {
  const fromPickup = statusesBefore(to, 'pickup');
  const fromDelivery = statusesBefore(to, 'delivery');
  const extra = options.set ?? [];
  const rows = await query<{ id: number; version: number; from: OrderStatus }>(
    db,
    sql`
      update orders o set status = ${to}, version = o.version + 1${sql.join(
        extra.map((s) => sql`, ${s}`),
        sql``,
      )}
      from (select id, status from orders where id = ${orderId} for update) before
      where o.id = before.id
        and ((o.pick_up and ${statusIn(fromPickup)}) or (not o.pick_up and ${statusIn(fromDelivery)}))
        ${options.version === undefined ? sql`` : sql`and o.version = ${options.version}`}
      returning o.id, o.version, before.status as "from"`,
  );
  const row = rows[0];
  if (row) return { id: orderId, status: to, from: row.from, version: Number(row.version) };
  const current = await query<{ status: string; version: number }>(
    db,
    sql`select status, version from orders where id = ${orderId}`,
  );
  const found = current[0];
  if (found === undefined) throw notFound();
  if (options.version !== undefined && Number(found.version) !== options.version) {
    throw new StaleOrderError(Number(found.version));
  }
  throw conflict(`An order cannot go from ${found.status} to ${to}.`, 'status');
}
