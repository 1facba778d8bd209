import type { PaymentMethod } from '@shop/contract';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { addToInvoiceSums, type InvoiceRecord, lockInvoice } from './invoice.repository.ts';
import { deletePayment, insertPayment, type PaymentRecord } from './payments.repository.ts';

export interface NewPayment {
  amountCents: number;
  /** The calendar day the money arrived, `YYYY-MM-DD`. */
  paidOn: string;
  method: PaymentMethod;
  reference: string;
  note: string;
  /** Who entered it; null for the command line, the demo data and imports. */
  staffId: number | null;
  /** A bank statement's transaction id (imports): unique, so one transaction is booked once. */
  bankTransactionId?: string | null;
}

/**
 * Books a payment and raises the invoice's `paid_cents` by it, in the caller's transaction, with
 * the invoice's row locked: `paid_cents` is always the sum of the invoice's payments (the one
 * source of truth is the payments; the column keeps the sum the customer's list and the filters
 * read). An overpayment is booked like any other; the caller flags it.
 */
export async function addPayment(
  tx: Tx,
  invoiceId: number,
  input: NewPayment,
): Promise<{ payment: PaymentRecord; invoice: InvoiceRecord }> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new Error(`a payment is a positive whole number of cents, got ${input.amountCents}`);
  }
  const locked = await lockInvoice(tx, invoiceId);
  if (!locked) throw notFound();
  const payment = await insertPayment(tx, {
    invoiceId,
    amountCents: input.amountCents,
    paidOn: input.paidOn,
    method: input.method,
    reference: input.reference,
    note: input.note,
    staffId: input.staffId,
    bankTransactionId: input.bankTransactionId ?? null,
  });
  const invoice = await addToInvoiceSums(tx, invoiceId, { paidCents: input.amountCents });
  return { payment, invoice };
}

/** Removes a wrongly entered payment and lowers `paid_cents` by it, in the caller's transaction. 404 when the invoice has no such payment. */
export async function removePayment(
  tx: Tx,
  invoiceId: number,
  paymentId: number,
): Promise<{ payment: PaymentRecord; invoice: InvoiceRecord }> {
  const locked = await lockInvoice(tx, invoiceId);
  if (!locked) throw notFound();
  const payment = await deletePayment(tx, invoiceId, paymentId);
  if (!payment) throw notFound();
  const invoice = await addToInvoiceSums(tx, invoiceId, { paidCents: -payment.amountCents });
  return { payment, invoice };
}
