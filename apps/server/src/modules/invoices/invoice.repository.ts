import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, invoices, orders } from '../../db/schema/index.ts';

export type InvoiceRecord = typeof invoices.$inferSelect;

export interface InvoiceableOrder {
  id: number;
  number: string;
  customerId: number;
  status: string;
  totalIncVatCents: number;
}

/**
 * The order to invoice, its row locked until the transaction ends: a status change (cancelling)
 * waits for the invoice, and a second issue for the same order waits and then finds it.
 */
export async function lockOrderForInvoice(
  db: DbOrTx,
  order: { number: string } | { id: number },
): Promise<InvoiceableOrder | null> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      customerId: orders.customerId,
      status: orders.status,
      totalIncVatCents: orders.totalIncVatCents,
    })
    .from(orders)
    .where('id' in order ? eq(orders.id, order.id) : eq(orders.number, order.number))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

export async function findInvoiceByOrderId(db: DbOrTx, orderId: number): Promise<InvoiceRecord | null> {
  const rows = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  return rows[0] ?? null;
}

export async function findInvoice(db: DbOrTx, invoiceId: number): Promise<InvoiceRecord | null> {
  const rows = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  return rows[0] ?? null;
}

/** The invoice with its row locked until the transaction ends (payments, credit notes, reminders change it one at a time). */
export async function lockInvoice(db: DbOrTx, invoiceId: number): Promise<InvoiceRecord | null> {
  const rows = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1).for('update');
  return rows[0] ?? null;
}

export async function insertInvoice(db: DbOrTx, row: typeof invoices.$inferInsert): Promise<InvoiceRecord> {
  const rows = await db.insert(invoices).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error('invoice insert returned nothing');
  return inserted;
}

/** Moves the invoice's paid or credited sum by `deltaCents` (in the transaction that adds or removes the payment or credit note). */
export async function addToInvoiceSums(
  db: DbOrTx,
  invoiceId: number,
  delta: { paidCents?: number; creditedCents?: number },
): Promise<InvoiceRecord> {
  const rows = await db
    .update(invoices)
    .set({
      paidCents: sql`${invoices.paidCents} + ${delta.paidCents ?? 0}`,
      creditedCents: sql`${invoices.creditedCents} + ${delta.creditedCents ?? 0}`,
    })
    .where(eq(invoices.id, invoiceId))
    .returning();
  const updated = rows[0];
  if (!updated) throw new Error(`invoice ${invoiceId} vanished`);
  return updated;
}

/** Whom an invoice's mails go to: the customer account's address, and its company. */
export async function customerContact(
  db: DbOrTx,
  customerId: number,
): Promise<{ email: string; companyName: string } | null> {
  const rows = await db
    .select({ email: customers.email, companyName: customers.companyName })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return rows[0] ?? null;
}
