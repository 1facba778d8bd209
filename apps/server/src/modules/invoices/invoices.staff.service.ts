import {
  type CreditNoteBodySchema,
  type InvoiceDetailReply,
  InvoiceErrorCode,
  type InvoiceListQuerySchema,
  type InvoiceListReply,
  type IssueInvoiceBodySchema,
  type OverdueQuerySchema,
  type OverdueReply,
  type Payment,
  type RecordPaymentBodySchema,
  type RecordPaymentReply,
  type Reminder,
  type ReminderBodySchema,
  type StaffCreditNote,
  type StaffInvoiceRow,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError, notFound } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import { orderMoney, productLinesOf } from '../customer/order-money.ts';
import { findOrderById, findOrderLines } from '../customer/orders.repository.ts';
import { recordAudit } from '../staff/audit.ts';
import { type CreditNoteRecord, creditedQuantities, creditNotesOfInvoice } from './credit-notes.repository.ts';
import { CREDITABLE_STATUSES, issueCreditNote, PARTIAL_CREDIT_STATUSES } from './credit-notes.service.ts';
import { customerContact, findInvoice } from './invoice.repository.ts';
import { InvoiceIssueError, issueInvoiceForOrder } from './invoice.service.ts';
import { amountDueCents, balanceCents, daysOverdue, paymentState } from './invoice-balance.ts';
import { staffInvoiceDocuments } from './invoice-documents.service.ts';
import {
  type InvoiceSortKey,
  invoicePage,
  overduePage,
  overdueSummary,
  type StaffInvoiceRaw,
  staffInvoiceRow,
} from './invoices.staff.repository.ts';
import { paymentsOfInvoice } from './payments.repository.ts';
import { addPayment, removePayment } from './payments.service.ts';
import { remindersOfInvoice } from './reminders.repository.ts';
import { nextReminderAllowedAt, sendReminder } from './reminders.service.ts';

/**
 * The back office's invoices (docs/requirements/orders-and-invoices.md §Invoices in the back office):
 * lists, the invoice page, and every change — issue, payment, payment deleted, credit note,
 * reminder — each in one transaction with its audit entry (modules/staff/audit.ts).
 */

const euro = new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR' });
const money = (cents: number) => euro.format(cents / 100);

const METHOD_NAMES: Record<Payment['method'], string> = {
  bank: 'bankový prevod',
  cash: 'hotovosť',
  card: 'karta',
  other: 'iné',
};

const nameOf = (row: { staffName: string | null; staffEmail: string | null }) =>
  row.staffName || row.staffEmail || null;

export function toStaffRow(raw: Omit<StaffInvoiceRaw, 'lastReminderAt'>, now: Date): StaffInvoiceRow {
  return {
    id: raw.id,
    number: raw.number,
    varsymbol: raw.varsymbol,
    orderId: raw.orderId,
    orderNumber: raw.orderNumber,
    customer: { id: raw.customerId, companyName: raw.companyName },
    issuedAt: raw.issuedAt.toISOString(),
    dueAt: raw.dueAt.toISOString(),
    totalCents: raw.totalCents,
    paidCents: raw.paidCents,
    creditedCents: raw.creditedCents,
    balanceCents: balanceCents(raw),
    state: paymentState(raw),
    daysOverdue: daysOverdue(raw, now),
  };
}

/** `<epoch ms>_<id>`: the sort time and id of the last row of a page. */
const cursorOf = (at: Date, id: number) => `${at.getTime()}_${id}`;
function parseCursor(after: string | undefined): { at: Date; id: number } | undefined {
  if (!after) return undefined;
  const [ms, id] = after.split('_').map(Number);
  return { at: new Date(ms ?? 0), id: id ?? 0 };
}

export async function listInvoices(
  shop: Shop,
  query: z.output<typeof InvoiceListQuerySchema>,
  now = new Date(),
): Promise<InvoiceListReply> {
  const { sort, after, limit, ...filter } = query;
  const key = sort.replace(/^-/, '') as InvoiceSortKey;
  const rows = await invoicePage(
    shop.db,
    filter,
    { sort: key, desc: sort.startsWith('-'), after: parseCursor(after), limit },
    now,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    success: true,
    invoices: page.map((r) => toStaffRow(r, now)),
    next: rows.length > limit && last ? cursorOf(key === 'dueAt' ? last.dueAt : last.issuedAt, last.id) : null,
  };
}

export async function overdueInvoices(
  shop: Shop,
  query: z.output<typeof OverdueQuerySchema>,
  now = new Date(),
): Promise<OverdueReply> {
  const [rows, summary] = await Promise.all([
    overduePage(shop.db, { after: parseCursor(query.after), limit: query.limit }, now),
    overdueSummary(shop.db, now),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    success: true,
    invoices: page.map((r) => ({ ...toStaffRow(r, now), lastReminderAt: r.lastReminderAt?.toISOString() ?? null })),
    count: summary.count,
    totalDueCents: summary.dueCents,
    next: rows.length > query.limit && last ? cursorOf(last.dueAt, last.id) : null,
  };
}

async function rowOf(shop: Shop, invoiceId: number, now: Date): Promise<StaffInvoiceRow> {
  const raw = await staffInvoiceRow(shop.db, invoiceId);
  if (!raw) throw notFound();
  return toStaffRow(raw, now);
}

export const toCreditNote = (c: CreditNoteRecord, staff: string | null): StaffCreditNote => ({
  id: c.id,
  number: c.number,
  kind: c.kind === 'partial' ? 'partial' : 'full',
  issuedAt: c.issuedAt.toISOString(),
  reason: c.reason,
  lines: c.lines,
  vatBreakdown: c.vatBreakdown,
  totalExcVatCents: c.totalExcVatCents,
  totalVatCents: c.totalVatCents,
  totalIncVatCents: c.totalIncVatCents,
  staff,
});

const toPayment = (p: Awaited<ReturnType<typeof paymentsOfInvoice>>[number]): Payment => ({
  id: p.payment.id,
  amountCents: p.payment.amountCents,
  paidOn: p.payment.paidOn,
  method: p.payment.method as Payment['method'],
  reference: p.payment.reference,
  note: p.payment.note,
  staff: nameOf(p),
  createdAt: p.payment.createdAt.toISOString(),
  bankTransactionId: p.payment.bankTransactionId,
});

const toReminder = (r: Awaited<ReturnType<typeof remindersOfInvoice>>[number]): Reminder => ({
  id: r.reminder.id,
  sentAt: r.reminder.sentAt.toISOString(),
  amountDueCents: r.reminder.amountDueCents,
  daysOverdue: r.reminder.daysOverdue,
  staff: nameOf(r),
  forced: r.reminder.forced,
});

/** Everything the invoice page shows; totals from the stored order (modules/customer/order-money.ts). */
export async function invoiceDetail(shop: Shop, invoiceId: number, now = new Date()): Promise<InvoiceDetailReply> {
  const invoice = await findInvoice(shop.db, invoiceId);
  const order = invoice ? await findOrderById(shop.db, invoice.orderId) : null;
  if (!invoice || !order) throw notFound();
  const [row, orderLines, payments, credits, reminders, credited, contact] = await Promise.all([
    rowOf(shop, invoiceId, now),
    findOrderLines(shop.db, order.id),
    paymentsOfInvoice(shop.db, invoiceId),
    creditNotesOfInvoice(shop.db, invoiceId),
    remindersOfInvoice(shop.db, invoiceId),
    creditedQuantities(shop.db, invoiceId),
    customerContact(shop.db, invoice.customerId),
  ]);
  const lines = productLinesOf(orderLines);
  const totals = orderMoney(order, orderLines);
  const last = reminders[0]?.reminder.sentAt ?? null;
  const remindAfter = last ? nextReminderAllowedAt(last) : null;
  const due = amountDueCents(invoice) > 0 && daysOverdue(invoice, now) > 0;
  return {
    success: true,
    invoice: {
      ...row,
      orderStatus: order.status,
      paymentName: order.paymentName,
      shippingName: order.shippingName,
      customerEmail: contact?.email ?? '',
    },
    lines: lines.map((l) => ({
      id: l.id,
      code: l.code,
      name: l.name,
      quantity: l.quantity,
      unit: l.unitOfMeasure,
      unitPriceExcVatCents: l.unitPriceExcVatCents,
      vatRate: l.vatRate,
      totalExcVatCents: l.lineTotalExcVatCents,
      creditedQuantity: credited.get(l.id) ?? 0,
    })),
    totals: {
      productsExcVatCents: totals.productsExcVatCents,
      discountExcVatCents: totals.discountExcVatCents,
      couponCode: order.couponCode,
      shippingExcVatCents: totals.shippingExcVatCents,
      paymentExcVatCents: totals.paymentExcVatCents,
      vatBreakdown: totals.vatBreakdown,
      // What was invoiced (an order priced before per-rate VAT keeps its stored totals).
      totalExcVatCents: order.totalExcVatCents,
      totalVatCents: order.totalVatCents,
      totalIncVatCents: invoice.totalCents,
    },
    payments: payments.map(toPayment),
    creditNotes: credits.map((c) => toCreditNote(c.creditNote, nameOf(c))),
    reminders: reminders.map(toReminder),
    allowed: {
      creditFull: CREDITABLE_STATUSES.includes(order.status) && invoice.creditedCents === 0,
      creditPartial:
        PARTIAL_CREDIT_STATUSES.includes(order.status) && lines.some((l) => (credited.get(l.id) ?? 0) < l.quantity),
      remind: due && (remindAfter === null || now >= remindAfter),
      remindAfter: due && remindAfter && now < remindAfter ? remindAfter.toISOString() : null,
    },
  };
}

/** Issues the invoice for an order from the back office (the same function as the CLI and the demo data). */
export async function issueInvoiceByStaff(
  shop: Shop,
  request: FastifyRequest,
  body: z.output<typeof IssueInvoiceBodySchema>,
  now = new Date(),
): Promise<StaffInvoiceRow> {
  try {
    const invoice = await issueInvoiceForOrder(shop.db, body.orderNumber, {
      issuedAt: now,
      documents: shop.config,
      within: (tx, issued) =>
        recordAudit(tx, request, {
          action: 'invoice.issue',
          entity: 'invoice',
          entityId: issued.id,
          summary: `Vystavil faktúru ${issued.number} k objednávke ${issued.varsymbol} na ${money(issued.totalCents)}`,
          changes: { number: [null, issued.number], totalCents: [null, issued.totalCents] },
        }),
    });
    return rowOf(shop, invoice.id, now);
  } catch (err) {
    if (!(err instanceof InvoiceIssueError)) throw err;
    if (err.reason === 'order-not-found') {
      throw new HttpError(404, [
        {
          code: InvoiceErrorCode.orderNotFound,
          key: 'orderNumber',
          message: `Objednávka ${body.orderNumber} neexistuje.`,
        },
      ]);
    }
    if (err.reason === 'already-invoiced') {
      throw new HttpError(409, [
        {
          code: InvoiceErrorCode.alreadyInvoiced,
          key: 'orderNumber',
          message: `Objednávka ${body.orderNumber} už má faktúru${err.existing ? ` ${err.existing.number}` : ''}.`,
        },
      ]);
    }
    throw new HttpError(409, [
      {
        code: InvoiceErrorCode.orderNotInvoiceable,
        key: 'orderNumber',
        message: `Objednávka ${body.orderNumber} je zrušená alebo vrátená; nefakturuje sa.`,
      },
    ]);
  }
}

/** Records a payment by hand; an overpayment is recorded too and flagged in the reply. */
export async function recordPaymentByStaff(
  shop: Shop,
  request: FastifyRequest,
  invoiceId: number,
  body: z.output<typeof RecordPaymentBodySchema>,
  now = new Date(),
): Promise<RecordPaymentReply> {
  const staff = await request.requireStaff();
  const { payment, invoice } = await shop.db.transaction(async (tx) => {
    const result = await addPayment(tx, invoiceId, { ...body, staffId: staff.staffId });
    const overpaid = balanceCents(result.invoice) < 0;
    await recordAudit(tx, request, {
      action: 'invoice.payment',
      entity: 'invoice',
      entityId: invoiceId,
      summary: `Zaznamenal platbu ${money(body.amountCents)} (${METHOD_NAMES[body.method]}, ${body.paidOn}) k faktúre ${result.invoice.number}${overpaid ? ' – preplatok' : ''}`,
      changes: {
        paidCents: [result.invoice.paidCents - body.amountCents, result.invoice.paidCents],
        payment: [null, { id: result.payment.id, amountCents: body.amountCents, method: body.method }],
      },
    });
    return result;
  });
  return {
    success: true,
    payment: toPayment({ payment, staffName: staff.name, staffEmail: staff.email }),
    invoice: await rowOf(shop, invoice.id, now),
    overpaid: balanceCents(invoice) < 0,
  };
}

/** Deletes a wrongly entered payment (admins), with the reason in the audit entry. */
export async function deletePaymentByStaff(
  shop: Shop,
  request: FastifyRequest,
  invoiceId: number,
  paymentId: number,
  reason: string,
  now = new Date(),
): Promise<StaffInvoiceRow> {
  await shop.db.transaction(async (tx) => {
    const { payment, invoice } = await removePayment(tx, invoiceId, paymentId);
    await recordAudit(tx, request, {
      action: 'invoice.payment-delete',
      entity: 'invoice',
      entityId: invoiceId,
      summary: `Zmazal platbu ${money(payment.amountCents)} z ${payment.paidOn} k faktúre ${invoice.number}. Dôvod: ${reason}`,
      changes: {
        paidCents: [invoice.paidCents + payment.amountCents, invoice.paidCents],
        payment: [
          {
            id: payment.id,
            amountCents: payment.amountCents,
            paidOn: payment.paidOn,
            method: payment.method,
            reference: payment.reference,
            note: payment.note,
          },
          null,
        ],
        reason: [null, reason],
      },
    });
  });
  return rowOf(shop, invoiceId, now);
}

/** Issues a credit note (whole invoice, or returned lines) and audits it. */
export async function creditNoteByStaff(
  shop: Shop,
  request: FastifyRequest,
  invoiceId: number,
  body: z.output<typeof CreditNoteBodySchema>,
  now = new Date(),
) {
  const staff = await request.requireStaff();
  const { creditNote, invoice } = await shop.db.transaction(async (tx) => {
    const result = await issueCreditNote(tx, shop.config, invoiceId, {
      reason: body.reason,
      lines: body.lines,
      issuedAt: now,
      staffId: staff.staffId,
    });
    await recordAudit(tx, request, {
      action: 'invoice.credit-note',
      entity: 'invoice',
      entityId: invoiceId,
      summary: `Vystavil ${result.creditNote.kind === 'full' ? 'dobropis' : 'čiastočný dobropis'} ${result.creditNote.number} na ${money(result.creditNote.totalIncVatCents)} k faktúre ${result.invoice.number}. Dôvod: ${body.reason}`,
      changes: {
        creditedCents: [
          result.invoice.creditedCents - result.creditNote.totalIncVatCents,
          result.invoice.creditedCents,
        ],
        creditNote: [null, result.creditNote.number],
      },
    });
    return result;
  });
  shop.outbox.flushSoon();
  return {
    success: true as const,
    creditNote: toCreditNote(creditNote, staff.name || staff.email),
    invoice: await rowOf(shop, invoice.id, now),
  };
}

/** A reminder by hand: the same 7-day rule as the job; an admin may override it explicitly (`force`). */
export async function remindByStaff(
  shop: Shop,
  request: FastifyRequest,
  invoiceId: number,
  body: z.output<typeof ReminderBodySchema>,
  now = new Date(),
): Promise<Reminder> {
  const staff = await request.requireStaff();
  const force = body.force && staff.role === 'admin';
  const outcome = await shop.db.transaction(async (tx) => {
    const result = await sendReminder(tx, shop.config, invoiceId, { now, staffId: staff.staffId, force });
    if (!result.sent) return result;
    await recordAudit(tx, request, {
      action: 'invoice.reminder',
      entity: 'invoice',
      entityId: invoiceId,
      summary: `Poslal upomienku k faktúre ${result.invoice.number} (${money(result.reminder.amountDueCents)}, ${result.reminder.daysOverdue} dní po splatnosti)${result.reminder.forced ? ' pred uplynutím 7 dní od poslednej' : ''}`,
      changes: { reminder: [null, { id: result.reminder.id, forced: result.reminder.forced }] },
    });
    return result;
  });
  if (!outcome.sent) {
    if (outcome.reason === 'not-due') {
      throw new HttpError(409, [
        { code: InvoiceErrorCode.reminderNotDue, message: 'Faktúra nie je po splatnosti alebo je uhradená.' },
      ]);
    }
    throw new HttpError(409, [
      {
        code: InvoiceErrorCode.reminderTooSoon,
        message: `Posledná upomienka odišla ${outcome.lastSentAt.toISOString()}; ďalšia najskôr o 7 dní.`,
      },
    ]);
  }
  shop.outbox.flushSoon();
  return {
    id: outcome.reminder.id,
    sentAt: outcome.reminder.sentAt.toISOString(),
    amountDueCents: outcome.reminder.amountDueCents,
    daysOverdue: outcome.reminder.daysOverdue,
    staff: staff.name || staff.email,
    forced: outcome.reminder.forced,
  };
}

/**
 * The invoice's PDF for staff: the customer's document as stored at issue (an issued invoice never
 * changes; payments and credit notes show on the invoice's page, not in its PDF —
 * docs/decisions/013-e-invoices.md).
 */
export async function staffInvoicePdf(shop: Shop, invoiceId: number) {
  const { number, pdf } = await staffInvoiceDocuments(shop, invoiceId);
  return { number, pdf };
}
