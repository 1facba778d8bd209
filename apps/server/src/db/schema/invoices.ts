import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { invoices, orders } from './checkout.ts';
import { customers } from './customers.ts';
import { staffUsers } from './staff.ts';

/**
 * One printed line of a credit note, as issued (a snapshot: later changes to the order change
 * nothing). Amounts are the credited amounts, positive; a coupon's share is a negative line, as
 * on the invoice (modules/invoices/credit-note-money.ts).
 */
export interface CreditNoteLineSnapshot {
  /** The order line credited; null for shipping, payment and the discount. */
  orderLineId: number | null;
  code: string;
  name: string;
  quantity: number;
  unit: string;
  unitPriceExcVatCents: number;
  vatRate: number;
  totalExcVatCents: number;
}

/** One row of a credit note's VAT breakdown (positive amounts credited). */
export interface CreditNoteVatRow {
  vatRate: number;
  taxableCents: number;
  vatCents: number;
}

/**
 * Credit notes (dobropisy) for invoiced orders that were cancelled or returned: numbered without
 * gaps per year (`DB` + year + 6 digits, the counter `credit-note:<year>` taken in the issuing
 * transaction). Amounts are stored positive, as the amount credited (what an EN 16931 credit
 * note states); every screen and document shows them as a reduction (with a minus sign).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** full | partial */
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<CreditNoteLineSnapshot[]>().notNull(),
    vatBreakdown: jsonb('vat_breakdown').$type<CreditNoteVatRow[]>().notNull(),
    totalExcVatCents: integer('total_exc_vat_cents').notNull(),
    totalVatCents: integer('total_vat_cents').notNull(),
    totalIncVatCents: integer('total_inc_vat_cents').notNull(),
    /** Who issued it (null: the command line). */
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_customer_idx').on(t.customerId, t.issuedAt),
    check('credit_notes_kind_check', sql`${t.kind} in ('full', 'partial')`),
    check('credit_notes_total_check', sql`${t.totalIncVatCents} > 0`),
  ],
);

/**
 * Payments received for invoices: entered by hand now, imported from bank statements later (those
 * carry the bank's transaction id, unique, so a statement imported twice books nothing twice).
 * `invoices.paid_cents` is their sum, kept in the same transaction as every insert and delete.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amountCents: integer('amount_cents').notNull(),
    /** The day the money arrived (a calendar day, as on the bank statement). */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** bank | cash | card | other */
    method: text('method').notNull(),
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    /** Who entered it (null: the command line, the demo data, an import). */
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    bankTransactionId: text('bank_transaction_id').unique(),
  },
  (t) => [
    index('payments_invoice_idx').on(t.invoiceId),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    check('payments_method_check', sql`${t.method} in ('bank', 'cash', 'card', 'other')`),
  ],
);

/**
 * Payment reminders sent for overdue invoices, by the reminder job (`staff_id` null) or by hand.
 * At most one per invoice in 7 days: the sender locks the invoice row and checks this table in
 * the same transaction (modules/invoices/reminders.service.ts).
 */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** What the mail said was due, and how many days overdue. */
    amountDueCents: integer('amount_due_cents').notNull(),
    daysOverdue: integer('days_overdue').notNull(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** An admin sent it although the last one is less than 7 days old. */
    forced: boolean('forced').notNull().default(false),
  },
  (t) => [index('invoice_reminders_invoice_idx').on(t.invoiceId, t.sentAt)],
);

/**
 * Scheduled work (apps/server/src/jobs/): one row per job, the state that survives restarts and
 * is shared by every server process. A process claims a due job by moving `locked_until` ahead
 * in one conditional UPDATE, so only one process runs it; a process that dies mid-run leaves a
 * lease that ends by itself.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  nextDueAt: timestamp('next_due_at', { withTimezone: true }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** null when the last run succeeded. */
  lastError: text('last_error'),
  /** A run's lease: nobody else starts the job before this time. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Random per claim: only the claimer ends its own run. */
  lockToken: text('lock_token'),
  runs: integer('runs').notNull().default(0),
});
