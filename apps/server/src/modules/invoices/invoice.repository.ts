import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoices, orders } from '../../db/schema/index.ts';

export type InvoiceRecord = typeof invoices.$inferSelect;

export interface InvoiceableOrder {
  id: number;
  number: string;
  customerId: number;
  totalIncVatCents: number;
}

export async function findOrderByNumber(db: DbOrTx, orderNumber: string): Promise<InvoiceableOrder | null> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      customerId: orders.customerId,
      totalIncVatCents: orders.totalIncVatCents,
    })
    .from(orders)
    .where(eq(orders.number, orderNumber))
    .limit(1);
  return rows[0] ?? null;
}

export async function findInvoiceByOrderId(db: DbOrTx, orderId: number): Promise<InvoiceRecord | null> {
  const rows = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  return rows[0] ?? null;
}

export async function insertInvoice(db: DbOrTx, row: typeof invoices.$inferInsert): Promise<InvoiceRecord> {
  const rows = await db.insert(invoices).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error('invoice insert returned nothing');
  return inserted;
}
