import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoiceDocuments, invoices } from '../../db/schema/index.ts';

export type StoredInvoiceDocuments = { pdf: Buffer; ubl: string };

export async function findInvoiceDocuments(db: DbOrTx, invoiceId: number): Promise<StoredInvoiceDocuments | null> {
  const rows = await db
    .select({ pdf: invoiceDocuments.pdf, ubl: invoiceDocuments.ubl })
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.invoiceId, invoiceId))
    .limit(1);
  return rows[0] ?? null;
}

/** Stores an invoice's documents once: a second writer (two first downloads at once) changes nothing. */
export async function insertInvoiceDocuments(
  db: DbOrTx,
  invoiceId: number,
  documents: StoredInvoiceDocuments,
): Promise<void> {
  await db
    .insert(invoiceDocuments)
    .values({ invoiceId, ...documents })
    .onConflictDoNothing({ target: invoiceDocuments.invoiceId });
}

export async function findInvoiceById(db: DbOrTx, invoiceId: number) {
  const rows = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  return rows[0] ?? null;
}
