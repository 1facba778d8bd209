import type { InvoicePaymentState } from '@shop/contract';

/**
 * What is left to pay on an invoice, and when it is overdue — the one home of these rules
 * (docs/requirements/orders-and-invoices.md §Payments). Payments and credit notes both reduce the
 * balance: balance = total − paid − credited. Below zero the customer paid more than they owe
 * (an overpayment, or a credit note after payment): nothing is due, and staff see it flagged.
 */
export interface InvoiceSums {
  totalCents: number;
  paidCents: number;
  creditedCents: number;
}

export const balanceCents = (i: InvoiceSums) => i.totalCents - i.paidCents - i.creditedCents;

/** What the customer still has to pay (never below zero): the account's `not_paid_amount`, the PDF's "K úhrade". */
export const amountDueCents = (i: InvoiceSums) => Math.max(0, balanceCents(i));

export function paymentState(i: InvoiceSums): InvoicePaymentState {
  const balance = balanceCents(i);
  if (balance < 0) return 'overpaid';
  if (balance === 0) return 'paid';
  return i.paidCents > 0 || i.creditedCents > 0 ? 'partly' : 'unpaid';
}

const slovakDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Bratislava',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Slovakia, `2026-03-05`. */
export const slovakDay = (date: Date): string => slovakDayFormat.format(date);

/** Whole calendar days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Days an invoice is overdue on `now`: paying on the due day is in time, so the day after it is
 * the first day overdue. 0 when it is not overdue (or nothing is due).
 */
export function daysOverdue(invoice: InvoiceSums & { dueAt: Date }, now: Date): number {
  if (amountDueCents(invoice) === 0) return 0;
  return Math.max(0, daysBetween(slovakDay(invoice.dueAt), slovakDay(now)));
}
