import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoices, orderLines, orders } from '../../db/schema/index.ts';

// Every query here is scoped to the customer: another customer's order or invoice is simply
// not found, exactly like a missing one.

export async function findOrdersPage(db: DbOrTx, customerId: number, limit: number, offset: number) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      totalIncVatCents: orders.totalIncVatCents,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
}

export async function countOrders(db: DbOrTx, customerId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId));
  return Number(rows[0]?.n ?? 0);
}

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export async function findCustomerOrder(db: DbOrTx, customerId: number, orderId: number): Promise<OrderRow | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findOrderLines(db: DbOrTx, orderId: number): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.sort), asc(orderLines.id));
}

export async function findInvoicesPage(db: DbOrTx, customerId: number, limit: number, offset: number) {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.customerId, customerId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(limit)
    .offset(offset);
}

export async function countInvoices(db: DbOrTx, customerId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(invoices).where(eq(invoices.customerId, customerId));
  return Number(rows[0]?.n ?? 0);
}

export type InvoiceRow = typeof invoices.$inferSelect;

export async function findCustomerInvoice(
  db: DbOrTx,
  customerId: number,
  invoiceId: number,
): Promise<InvoiceRow | null> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.customerId, customerId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The order an invoice was issued for (by the invoice's customer, so the scope holds). */
export async function findOrderById(db: DbOrTx, orderId: number): Promise<OrderRow | null> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return rows[0] ?? null;
}
