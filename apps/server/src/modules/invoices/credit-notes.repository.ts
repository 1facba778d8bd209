import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';
import { creditNoteDocuments, creditNotes, invoices, staffUsers } from '../../db/schema/index.ts';

export type CreditNoteRecord = typeof creditNotes.$inferSelect;

export async function insertCreditNote(db: DbOrTx, row: typeof creditNotes.$inferInsert): Promise<CreditNoteRecord> {
  const rows = await db.insert(creditNotes).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error('credit note insert returned nothing');
  return inserted;
}

/** An invoice's credit notes, oldest first, with who issued them. */
export async function creditNotesOfInvoice(db: DbOrTx, invoiceId: number) {
  return db
    .select({ creditNote: creditNotes, staffName: staffUsers.name, staffEmail: staffUsers.email })
    .from(creditNotes)
    .leftJoin(staffUsers, eq(staffUsers.id, creditNotes.staffId))
    .where(eq(creditNotes.invoiceId, invoiceId))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
}

/** How many of each order line the invoice's credit notes have credited so far (from their line snapshots). */
export async function creditedQuantities(db: DbOrTx, invoiceId: number): Promise<Map<number, number>> {
  const rows = await query<{ line_id: number; quantity: number }>(
    db,
    sql`select (l->>'orderLineId')::int as line_id, sum((l->>'quantity')::int)::int as quantity
        from credit_notes cn cross join lateral jsonb_array_elements(cn.lines) l
        where cn.invoice_id = ${invoiceId} and l->>'orderLineId' is not null
        group by 1`,
  );
  return new Map(rows.map((r) => [Number(r.line_id), Number(r.quantity)]));
}

/** One credit note with the invoice it corrects (staff may open any). */
export async function findCreditNote(db: DbOrTx, creditNoteId: number) {
  const rows = await db
    .select({ creditNote: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.id, creditNoteId))
    .limit(1);
  return rows[0] ?? null;
}

// The customer's side: every query is scoped to the customer, so another customer's credit note
// is simply not found, exactly like a missing one.

export async function findCustomerCreditNote(db: DbOrTx, customerId: number, creditNoteId: number) {
  const rows = await db
    .select({ creditNote: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.id, creditNoteId), eq(creditNotes.customerId, customerId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function customerCreditNotesPage(db: DbOrTx, customerId: number, limit: number, offset: number) {
  return db
    .select({ creditNote: creditNotes, invoiceNumber: invoices.number, varsymbol: invoices.varsymbol })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.customerId, customerId))
    .orderBy(desc(creditNotes.issuedAt), desc(creditNotes.id))
    .limit(limit)
    .offset(offset);
}

export async function countCustomerCreditNotes(db: DbOrTx, customerId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(creditNotes).where(eq(creditNotes.customerId, customerId));
  return Number(rows[0]?.n ?? 0);
}

export type StoredCreditNoteDocuments = { pdf: Buffer; ubl: string };

export async function findCreditNoteDocuments(
  db: DbOrTx,
  creditNoteId: number,
): Promise<StoredCreditNoteDocuments | null> {
  const rows = await db
    .select({ pdf: creditNoteDocuments.pdf, ubl: creditNoteDocuments.ubl })
    .from(creditNoteDocuments)
    .where(eq(creditNoteDocuments.creditNoteId, creditNoteId))
    .limit(1);
  return rows[0] ?? null;
}

/** Stores a credit note's documents once: a second writer (two first downloads at once) changes nothing. */
export async function insertCreditNoteDocuments(
  db: DbOrTx,
  creditNoteId: number,
  documents: StoredCreditNoteDocuments,
): Promise<void> {
  await db
    .insert(creditNoteDocuments)
    .values({ creditNoteId, ...documents })
    .onConflictDoNothing({ target: creditNoteDocuments.creditNoteId });
}
