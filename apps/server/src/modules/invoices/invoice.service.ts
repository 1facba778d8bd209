import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { nextCounterValue } from '../../db/counters.ts';
import { findInvoiceByOrderId, findOrderByNumber, type InvoiceRecord, insertInvoice } from './invoice.repository.ts';
import { storeInvoiceDocuments } from './invoice-documents.service.ts';

/** Days between issue and due date. */
export const INVOICE_DUE_DAYS = 14;

/**
 * Invoice numbers: "FA" + year of issue + 6-digit sequence per year, e.g. FA2026000001, from the
 * counter row `invoice:<year>`. The prefix keeps them apart from order numbers (year + 6 digits,
 * 2026000001), which serve as the variable symbol for payment: a customer who reads both on one
 * document cannot confuse them. The year is the calendar year in Slovakia (Europe/Bratislava).
 */
export function invoiceNumber(year: number, sequence: number): string {
  return `FA${year}${String(sequence).padStart(6, '0')}`;
}

export function slovakYear(date: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Bratislava', year: 'numeric' }).format(date));
}

export class InvoiceIssueError extends Error {
  readonly reason: 'order-not-found' | 'already-invoiced' | 'invalid-amount';

  constructor(reason: InvoiceIssueError['reason'], message: string) {
    super(message);
    this.name = 'InvoiceIssueError';
    this.reason = reason;
  }
}

/** A unique violation on the invoice's order (a concurrent issue for the same order). */
function isDuplicateOrderInvoice(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const pgError = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (pgError.code === '23505') return String(pgError.constraint ?? pgError.message ?? '').includes('order_id');
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Issues the invoice for an order (staff action, CLI and seed): the next number of the year, the
 * order number as variable symbol, due in 14 days, total = the order's total incl. VAT. Refuses an
 * unknown order and an order that already has an invoice (one invoice per order, also enforced by
 * a unique index, so two staff members issuing at once cannot create two). With `documents` (the
 * configuration the seller's data comes from) the PDF and the e-invoice are made and stored in the
 * same transaction; without it (the demo seed) on their first download.
 */
export async function issueInvoiceForOrder(
  db: DbOrTx,
  orderNumber: string,
  opts: { issuedAt?: Date; paidCents?: number; documents?: Pick<Config, 'iban'> } = {},
): Promise<InvoiceRecord> {
  const issuedAt = opts.issuedAt ?? new Date();
  const paidCents = opts.paidCents ?? 0;
  if (!Number.isSafeInteger(paidCents) || paidCents < 0) {
    throw new InvoiceIssueError('invalid-amount', `Paid amount must be a whole number of cents ≥ 0, got ${paidCents}`);
  }
  try {
    return await db.transaction(async (tx) => {
      const order = await findOrderByNumber(tx, orderNumber);
      if (!order) throw new InvoiceIssueError('order-not-found', `Order ${orderNumber} does not exist`);
      const existing = await findInvoiceByOrderId(tx, order.id);
      if (existing)
        throw new InvoiceIssueError('already-invoiced', `Order ${orderNumber} already has invoice ${existing.number}`);
      const year = slovakYear(issuedAt);
      const sequence = await nextCounterValue(tx, `invoice:${year}`);
      const invoice = await insertInvoice(tx, {
        number: invoiceNumber(year, sequence),
        orderId: order.id,
        customerId: order.customerId,
        varsymbol: order.number,
        issuedAt,
        dueAt: new Date(issuedAt.getTime() + INVOICE_DUE_DAYS * 86_400_000),
        totalCents: order.totalIncVatCents,
        paidCents,
      });
      if (opts.documents) await storeInvoiceDocuments(tx, opts.documents, invoice.id);
      return invoice;
    });
  } catch (err) {
    if (!(err instanceof InvoiceIssueError) && isDuplicateOrderInvoice(err)) {
      throw new InvoiceIssueError('already-invoiced', `Order ${orderNumber} already has an invoice`);
    }
    throw err;
  }
}
