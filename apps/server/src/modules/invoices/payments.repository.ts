import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments, staffUsers } from '../../db/schema/index.ts';

export type PaymentRecord = typeof payments.$inferSelect;

export async function insertPayment(db: DbOrTx, row: typeof payments.$inferInsert): Promise<PaymentRecord> {
  const rows = await db.insert(payments).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error('payment insert returned nothing');
  return inserted;
}

/** Deletes one payment of the invoice; null when the invoice has no such payment. */
export async function deletePayment(db: DbOrTx, invoiceId: number, paymentId: number): Promise<PaymentRecord | null> {
  const rows = await db
    .delete(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.invoiceId, invoiceId)))
    .returning();
  return rows[0] ?? null;
}

/** An invoice's payments in the order they were entered, with who entered them. */
export async function paymentsOfInvoice(db: DbOrTx, invoiceId: number) {
  return db
    .select({ payment: payments, staffName: staffUsers.name, staffEmail: staffUsers.email })
    .from(payments)
    .leftJoin(staffUsers, eq(staffUsers.id, payments.staffId))
    .where(eq(payments.invoiceId, invoiceId))
    .orderBy(asc(payments.paidOn), asc(payments.id));
}
