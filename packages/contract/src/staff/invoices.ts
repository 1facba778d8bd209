import { z } from 'zod';
import { ok } from '../envelope.ts';
import { dbText } from '../text.ts';
import { STAFF_PAGE_SIZE } from './constants.ts';

/**
 * The back office's invoices, payments, credit notes and reminders
 * (docs/requirements/orders-and-invoices.md §Invoices, §Payments, §Credit notes, §Reminders).
 * Money is integer cents here (the staff API is new; the customer API keeps its euros).
 */

/** Where an invoice stands: nothing paid, part paid (or credited), settled, or more paid than owed. */
export const INVOICE_PAYMENT_STATES = ['unpaid', 'partly', 'paid', 'overpaid'] as const;
export type InvoicePaymentState = (typeof INVOICE_PAYMENT_STATES)[number];

/** The list's status filter: the payment states, plus `overdue` (something due and past the due day). */
export const INVOICE_STATUS_FILTERS = ['unpaid', 'partly', 'paid', 'overdue'] as const;
export type InvoiceStatusFilter = (typeof INVOICE_STATUS_FILTERS)[number];

export const PAYMENT_METHODS = ['bank', 'cash', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** At most one payment reminder per invoice in this many days (the job and staff alike). */
export const REMINDER_INTERVAL_DAYS = 7;

/** The invoices' error codes; their Slovak texts are in apps/staff/src/i18n/sk.json. */
export const InvoiceErrorCode = {
  orderNotFound: 'invoices.order-not-found',
  alreadyInvoiced: 'invoices.already-invoiced',
  orderNotInvoiceable: 'invoices.order-not-invoiceable',
  notCreditable: 'invoices.not-creditable',
  creditTooMuch: 'invoices.credit-too-much',
  reminderTooSoon: 'invoices.reminder-too-soon',
  reminderNotDue: 'invoices.reminder-not-due',
} as const;

/**
 * An amount as a person types it (`1 234,56`, `1234.5`, `12 €`) → whole cents, or null when it
 * is not one. Staff forms send cents; this is the one way the app turns text into them.
 */
export function parseEuroInput(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(compact)) return null;
  const [whole = '0', fraction = ''] = compact.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const cents = z.number().int();
const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const InvoiceIdParamsSchema = z.object({ id });
export const InvoicePaymentParamsSchema = z.object({ id, paymentId: id });
export const CreditNoteIdParamsSchema = z.object({ id });

/** One invoice as lists show it. Dates are ISO times; `balanceCents` = total − paid − credited. */
export const StaffInvoiceRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  varsymbol: z.string(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  customer: z.object({ id: z.number().int(), companyName: z.string() }),
  issuedAt: z.string(),
  dueAt: z.string(),
  totalCents: cents,
  paidCents: cents,
  creditedCents: cents,
  balanceCents: cents,
  state: z.enum(INVOICE_PAYMENT_STATES),
  /** 0 when not overdue. */
  daysOverdue: z.number().int(),
});
export type StaffInvoiceRow = z.infer<typeof StaffInvoiceRowSchema>;

export const INVOICE_SORTS = ['issuedAt', '-issuedAt', 'dueAt', '-dueAt'] as const;

/** The list's filters, sort and keyset page (all in the screen's URL). */
export const InvoiceListQuerySchema = z.object({
  status: z.enum(INVOICE_STATUS_FILTERS).optional(),
  customer: id.optional(),
  /** One order's invoice, by order number. */
  order: z
    .string()
    .regex(/^\d{10}$/, 'an order number')
    .optional(),
  /** Days of issue, Slovak calendar days, both inclusive. */
  from: dateOnly.optional(),
  to: dateOnly.optional(),
  /** Invoice number, variable symbol or company name (part of it). */
  q: dbText().trim().max(100).optional(),
  sort: z.enum(INVOICE_SORTS).default('-issuedAt'),
  /** The cursor of the next page (the previous reply's `next`). */
  after: z
    .string()
    .regex(/^-?\d{1,15}_\d{1,10}$/, 'a cursor from `next`')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(STAFF_PAGE_SIZE),
});
export type InvoiceListQuery = z.input<typeof InvoiceListQuerySchema>;

export const InvoiceListReplySchema = ok({ invoices: z.array(StaffInvoiceRowSchema), next: z.string().nullable() });
export type InvoiceListReply = z.infer<typeof InvoiceListReplySchema>;

export const OverdueInvoiceRowSchema = StaffInvoiceRowSchema.extend({
  /** ISO time of the last reminder, null when none was sent. */
  lastReminderAt: z.string().nullable(),
});
export type OverdueInvoiceRow = z.infer<typeof OverdueInvoiceRowSchema>;

export const OverdueQuerySchema = z.object({
  after: z
    .string()
    .regex(/^-?\d{1,15}_\d{1,10}$/, 'a cursor from `next`')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(STAFF_PAGE_SIZE),
});
export type OverdueQuery = z.input<typeof OverdueQuerySchema>;

/** Overdue invoices, longest overdue first, with the count and the sum due of all of them. */
export const OverdueReplySchema = ok({
  invoices: z.array(OverdueInvoiceRowSchema),
  count: z.number().int(),
  totalDueCents: cents,
  next: z.string().nullable(),
});
export type OverdueReply = z.infer<typeof OverdueReplySchema>;

export const PaymentSchema = z.object({
  id: z.number().int(),
  amountCents: cents,
  paidOn: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  note: z.string(),
  staff: z.string().nullable(),
  createdAt: z.string(),
  bankTransactionId: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const CreditNoteLineSchema = z.object({
  orderLineId: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
  unitPriceExcVatCents: cents,
  vatRate: z.number(),
  totalExcVatCents: cents,
});

export const VatRowSchema = z.object({ vatRate: z.number(), taxableCents: cents, vatCents: cents });

/** A credit note; its amounts are what it credits (positive), shown as a reduction. */
export const StaffCreditNoteSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(['full', 'partial']),
  issuedAt: z.string(),
  reason: z.string(),
  lines: z.array(CreditNoteLineSchema),
  vatBreakdown: z.array(VatRowSchema),
  totalExcVatCents: cents,
  totalVatCents: cents,
  totalIncVatCents: cents,
  staff: z.string().nullable(),
});
export type StaffCreditNote = z.infer<typeof StaffCreditNoteSchema>;

export const ReminderSchema = z.object({
  id: z.number().int(),
  sentAt: z.string(),
  amountDueCents: cents,
  daysOverdue: z.number().int(),
  /** Who sent it by hand; null: the reminder job. */
  staff: z.string().nullable(),
  forced: z.boolean(),
});
export type Reminder = z.infer<typeof ReminderSchema>;

/** An order line with what is left to credit of it. */
export const InvoiceLineSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
  unitPriceExcVatCents: cents,
  vatRate: z.number(),
  totalExcVatCents: cents,
  creditedQuantity: z.number().int(),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

/** One invoice with everything its page shows: the order's lines and totals as stored, payments, credit notes, reminders. */
export const InvoiceDetailReplySchema = ok({
  invoice: StaffInvoiceRowSchema.extend({
    orderStatus: z.string(),
    paymentName: z.string(),
    shippingName: z.string(),
    customerEmail: z.string(),
  }),
  lines: z.array(InvoiceLineSchema),
  totals: z.object({
    productsExcVatCents: cents,
    discountExcVatCents: cents,
    couponCode: z.string().nullable(),
    shippingExcVatCents: cents,
    paymentExcVatCents: cents,
    vatBreakdown: z.array(VatRowSchema),
    totalExcVatCents: cents,
    totalVatCents: cents,
    totalIncVatCents: cents,
  }),
  payments: z.array(PaymentSchema),
  creditNotes: z.array(StaffCreditNoteSchema),
  reminders: z.array(ReminderSchema),
  /** What the page may offer (the server checks again). */
  allowed: z.object({
    creditFull: z.boolean(),
    creditPartial: z.boolean(),
    /** A reminder now under the 7-day rule; `remindAfter` says from when otherwise. */
    remind: z.boolean(),
    remindAfter: z.string().nullable(),
  }),
});
export type InvoiceDetailReply = z.infer<typeof InvoiceDetailReplySchema>;

export const IssueInvoiceBodySchema = z.object({
  orderNumber: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'an order number (10 digits)'),
});
export type IssueInvoiceBody = z.input<typeof IssueInvoiceBodySchema>;

export const InvoiceRowReplySchema = ok({ invoice: StaffInvoiceRowSchema });
export type InvoiceRowReply = z.infer<typeof InvoiceRowReplySchema>;

export const RecordPaymentBodySchema = z.object({
  amountCents: z.number().int().min(1).max(1_000_000_000),
  paidOn: dateOnly,
  method: z.enum(PAYMENT_METHODS),
  reference: dbText().trim().max(140).default(''),
  note: dbText().trim().max(500).default(''),
});
export type RecordPaymentBody = z.input<typeof RecordPaymentBodySchema>;

export const RecordPaymentReplySchema = ok({
  payment: PaymentSchema,
  invoice: StaffInvoiceRowSchema,
  /** More is paid (and credited) than invoiced: recorded, and flagged for staff to sort out. */
  overpaid: z.boolean(),
});
export type RecordPaymentReply = z.infer<typeof RecordPaymentReplySchema>;

export const DeletePaymentBodySchema = z.object({ reason: dbText().trim().min(3).max(500) });
export type DeletePaymentBody = z.input<typeof DeletePaymentBodySchema>;

export const CreditNoteBodySchema = z.object({
  reason: dbText({ multiline: true }).trim().min(3).max(500),
  /** Returned lines and quantities (a partial credit note, returned orders only); absent: the whole invoice. */
  lines: z
    .array(z.object({ lineId: id, quantity: z.number().int().min(1).max(1_000_000) }))
    .min(1)
    .max(500)
    .optional(),
});
export type CreditNoteBody = z.input<typeof CreditNoteBodySchema>;

export const CreditNoteReplySchema = ok({ creditNote: StaffCreditNoteSchema, invoice: StaffInvoiceRowSchema });
export type CreditNoteReply = z.infer<typeof CreditNoteReplySchema>;

/** `force` (admins only) sends although the last reminder is less than 7 days old. */
export const ReminderBodySchema = z.object({ force: z.boolean().default(false) });
export type ReminderBody = z.input<typeof ReminderBodySchema>;

export const ReminderReplySchema = ok({ reminder: ReminderSchema });
export type ReminderReply = z.infer<typeof ReminderReplySchema>;
