import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bankEntries, bankStatements, invoices } from '../../db/schema/index.ts';

export type BankStatementRecord = typeof bankStatements.$inferSelect;
export type BankEntryRecord = typeof bankEntries.$inferSelect;
export type BankEntryWithInvoice = BankEntryRecord & { invoiceNumber: string | null };

/**
 * Imports of statements wait for each other: the entries' references are checked and written in
 * one transaction, so two staff loading the same file at once book it once, and the second sees
 * the first's rows instead of a unique-key error.
 */
export async function lockStatementImports(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bank-statement-import'))`);
}

export async function findStatement(
  db: DbOrTx,
  iban: string,
  statementId: string,
): Promise<BankStatementRecord | null> {
  const rows = await db
    .select()
    .from(bankStatements)
    .where(and(eq(bankStatements.iban, iban), eq(bankStatements.statementId, statementId)));
  return rows[0] ?? null;
}

export async function insertStatement(
  db: DbOrTx,
  row: typeof bankStatements.$inferInsert,
): Promise<BankStatementRecord> {
  const [inserted] = await db.insert(bankStatements).values(row).returning();
  if (!inserted) throw new Error('statement insert returned nothing');
  return inserted;
}

export async function insertEntry(db: DbOrTx, row: typeof bankEntries.$inferInsert): Promise<BankEntryRecord> {
  const [inserted] = await db.insert(bankEntries).values(row).returning();
  if (!inserted) throw new Error('bank entry insert returned nothing');
  return inserted;
}

const withInvoice = {
  entry: bankEntries,
  invoiceNumber: invoices.number,
};
const flatten = (rows: { entry: BankEntryRecord; invoiceNumber: string | null }[]): BankEntryWithInvoice[] =>
  rows.map((r) => ({ ...r.entry, invoiceNumber: r.invoiceNumber }));

/** The entries already stored under these references (from earlier statements). */
export async function entriesByReference(db: DbOrTx, references: string[]): Promise<Map<string, BankEntryWithInvoice>> {
  if (references.length === 0) return new Map();
  const rows = await db
    .select(withInvoice)
    .from(bankEntries)
    .leftJoin(invoices, eq(invoices.id, bankEntries.invoiceId))
    .where(inArray(bankEntries.reference, references));
  return new Map(flatten(rows).map((e) => [e.reference, e]));
}

export async function findEntry(db: DbOrTx, id: number): Promise<BankEntryWithInvoice | null> {
  const rows = await db
    .select(withInvoice)
    .from(bankEntries)
    .leftJoin(invoices, eq(invoices.id, bankEntries.invoiceId))
    .where(eq(bankEntries.id, id));
  return flatten(rows)[0] ?? null;
}

/** Locks an unmatched entry for a decision; null when it is gone or already decided. */
export async function lockUnmatchedEntry(db: DbOrTx, id: number): Promise<BankEntryRecord | null> {
  const rows = await db
    .select()
    .from(bankEntries)
    .where(and(eq(bankEntries.id, id), eq(bankEntries.outcome, 'unmatched')))
    .for('update');
  return rows[0] ?? null;
}

export async function decideEntry(
  db: DbOrTx,
  id: number,
  change: Pick<BankEntryRecord, 'outcome' | 'invoiceId' | 'paymentId' | 'decidedBy' | 'note'>,
): Promise<void> {
  await db
    .update(bankEntries)
    .set({ ...change, decidedAt: sql`now()` })
    .where(eq(bankEntries.id, id));
}

/** Credits waiting for a staff decision, oldest first, one keyset page (plus one row to tell a next page). */
export async function unmatchedPage(db: DbOrTx, after: number | undefined, limit: number) {
  const rows = await db
    .select(withInvoice)
    .from(bankEntries)
    .leftJoin(invoices, eq(invoices.id, bankEntries.invoiceId))
    .where(and(eq(bankEntries.outcome, 'unmatched'), after ? gt(bankEntries.id, after) : undefined))
    .orderBy(asc(bankEntries.id))
    .limit(limit + 1);
  return flatten(rows);
}

/** The invoice a variable symbol or an invoice number names (a VS is the order number). */
export async function findInvoiceByVarsymbolOrNumber(db: DbOrTx, value: string) {
  const rows = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(or(eq(invoices.varsymbol, value), eq(invoices.number, value.toUpperCase())))
    .limit(1);
  return rows[0] ?? null;
}
