import { ORDER_STATUSES, type OrderStatus } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';

/**
 * The one transition table of order statuses (docs/requirements/orders-and-invoices.md §Order statuses): nothing else
 * may change `orders.status`. Delivered and cancelled are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  new: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

export function canTransition(from: string, to: string): boolean {
  return isOrderStatus(from) && isOrderStatus(to) && ORDER_TRANSITIONS[from].includes(to);
}

/** The statuses an order may be in to move to `to`. */
export function statusesBefore(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => ORDER_TRANSITIONS[from].includes(to));
}

/**
 * Moves an order to `to` when the table allows it from its current status. One conditional
 * UPDATE (re-checked on the latest row version), so two staff members changing the same order
 * cannot both win from a stale status. 404 for an unknown order, 409 for a transition the table
 * does not allow.
 */
export async function transitionOrder(
  db: DbOrTx,
  orderId: number,
  to: OrderStatus,
): Promise<{ id: number; status: OrderStatus }> {
  const allowedFrom = statusesBefore(to);
  if (allowedFrom.length > 0) {
    const rows = await query<{ id: number }>(
      db,
      sql`
      update orders set status = ${to}
      where id = ${orderId} and status in (${sql.join(
        allowedFrom.map((s) => sql`${s}`),
        sql`, `,
      )})
      returning id`,
    );
    if (rows.length > 0) return { id: orderId, status: to };
  }
  const current = await query<{ status: string }>(db, sql`select status from orders where id = ${orderId}`);
  const status = current[0]?.status;
  if (status === undefined) throw notFound();
  throw conflict(`An order cannot go from ${status} to ${to}.`, 'status');
}
