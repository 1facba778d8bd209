import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { invoices } from './checkout.ts';
import { payments } from './invoices.ts';
import { staffUsers } from './staff.ts';

/**
 * Bank statements (ISO 20022 camt.053) loaded in the back office
 * (docs/decisions/014-bank-statements-and-accounting.md): one row per statement, unique by the
 * account and the bank's statement id, so a statement loaded again is recognised.
 */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: serial('id').primaryKey(),
    /** Stmt/Id as the bank wrote it. */
    statementId: text('statement_id').notNull(),
    iban: text('iban').notNull(),
    fileName: text('file_name').notNull().default(''),
    /** The message's namespace version, e.g. `camt.053.001.08`. */
    version: text('version').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('bank_statements_account_id_idx').on(t.iban, t.statementId)],
);

/**
 * One credit entry of a statement and what became of it. `reference` (the account and the bank's
 * entry reference) is unique: an entry seen in an earlier statement is never booked again.
 * outcome: paid | partly | overpaid (booked as a payment of `invoice_id`), unmatched (waiting
 * for staff), assigned (staff booked it to an invoice), dismissed (staff decided it is no
 * invoice's payment).
 */
export const bankEntries = pgTable(
  'bank_entries',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id),
    reference: text('reference').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    /** The variable symbol read from the entry (docs/decisions/014-…), without leading zeros; null when none. */
    varsymbol: text('varsymbol'),
    counterpartyName: text('counterparty_name').notNull().default(''),
    counterpartyIban: text('counterparty_iban').notNull().default(''),
    remittance: text('remittance').notNull().default(''),
    outcome: text('outcome').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
  },
  (t) => [
    index('bank_entries_statement_idx').on(t.statementId, t.id),
    index('bank_entries_unmatched_idx').on(t.id).where(sql`${t.outcome} = 'unmatched'`),
    check('bank_entries_amount_check', sql`${t.amountCents} > 0`),
    check(
      'bank_entries_outcome_check',
      sql`${t.outcome} in ('paid', 'partly', 'overpaid', 'unmatched', 'assigned', 'dismissed')`,
    ),
  ],
);

/**
 * The bearer tokens of the accounting system's polling endpoint (GET /admin/v1/accounting/orders):
 * only a SHA-256 of the token is kept; a rotation revokes every older one in its transaction.
 */
export const accountingTokens = pgTable('accounting_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
