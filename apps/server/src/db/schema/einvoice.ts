import { boolean, customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { invoices } from './checkout.ts';
import { customers } from './customers.ts';
import { creditNotes } from './invoices.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Every check of a customer's IČ DPH in the EU's VIES (modules/vat-check/): at registration, on
 * change and when staff ask again. The newest row is the customer's state; `valid` null means
 * VIES did not answer ("not verified"). `requestIdentifier` is VIES's consultation number, the
 * proof that the number was checked on that day.
 */
export const vatChecks = pgTable(
  'vat_checks',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The number as checked, with its country prefix (SK2020123456). */
    vatNumber: text('vat_number').notNull(),
    valid: boolean('valid'),
    /** valid | invalid | timeout | unavailable | malformed | error (the VIES error code in `detail`) */
    status: text('status').notNull(),
    detail: text('detail').notNull().default(''),
    name: text('name'),
    address: text('address'),
    requestIdentifier: text('request_identifier'),
    /** registration | change | staff */
    reason: text('reason').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vat_checks_customer_idx').on(t.customerId, t.id)],
);

/**
 * The documents of an issued invoice, made once when it is issued and never changed
 * (docs/decisions/013-e-invoices.md): the PDF and the e-invoice (UBL 2.1, Peppol BIS Billing 3.0,
 * the PDF embedded). A trigger refuses updates (migration 0018_invoice_documents_immutable.sql).
 */
export const invoiceDocuments = pgTable('invoice_documents', {
  invoiceId: integer('invoice_id')
    .primaryKey()
    .references(() => invoices.id),
  pdf: bytea('pdf').notNull(),
  ubl: text('ubl').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The documents of an issued credit note, made in its issuing transaction and never changed
 * (docs/decisions/013-e-invoices.md): its PDF and its e-invoice (UBL CreditNote, type 381, the PDF
 * embedded). A trigger refuses updates (migration 0021_credit_note_documents_immutable.sql).
 */
export const creditNoteDocuments = pgTable('credit_note_documents', {
  creditNoteId: integer('credit_note_id')
    .primaryKey()
    .references(() => creditNotes.id),
  pdf: bytea('pdf').notNull(),
  ubl: text('ubl').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
