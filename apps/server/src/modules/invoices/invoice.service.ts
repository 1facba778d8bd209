import { NOT_INVOICED_ORDER_STATUSES } from '@shop/contract';
import type { Config } from '../../config.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { nextCounterValue } from '../../db/counters.ts';
import { violatedUniqueIndex } from '../../db/errors.ts';
import { findInvoiceByOrderId, type InvoiceRecord, insertInvoice, lockOrderForInvoice } from './invoice.repository.ts';
import { slovakDay } from './invoice-balance.ts';
import { storeInvoiceDocuments } from './invoice-documents.service.ts';
import { addPayment } from './payments.service.ts';

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
  readonly reason: 'order-not-found' | 'already-invoiced' | 'not-invoiceable' | 'invalid-amount';
  /** The invoice the order already has (reason `already-invoiced`, when known). */
  readonly existing: InvoiceRecord | null;

  constructor(reason: InvoiceIssueError['reason'], message: string, existing: InvoiceRecord | null = null) {
    super(message);
    this.name = 'InvoiceIssueError';
    this.reason = reason;
    this.existing = existing;
  }
}

/** A unique violation on the invoice's order (a concurrent issue for the same order). */
function isDuplicateOrderInvoice(err: unknown): boolean {
  return violatedUniqueIndex(err)?.includes('order_id') ?? false;
}

export interface IssueInvoiceOptions {
  issuedAt?: Date;
  /** Demo data: an amount already paid, booked as one payment so `paid_cents` stays the payments' sum. */
  paidCents?: number;
  /**
   * Runs inside the issuing transaction once the invoice is written: the audit entry of the staff
   * route or the CLI. If it throws, nothing is issued and the number goes back to the counter.
   */
  within?: (tx: Tx, invoice: InvoiceRecord) => Promise<void>;
  /**
   * The configuration the seller's data comes from: the PDF and the e-invoice are made and stored
   * in the issuing transaction (docs/decisions/013-e-invoices.md). Without it (the demo seed) they
   * are made and stored on their first download.
   */
  documents?: Pick<Config, 'iban'>;
}

/**
 * Issues the invoice for an order — the one way to do it, for the back office, the CLI and the
 * demo data alike: the next number of the year (the counter row taken in this transaction, so
 * numbers have no gaps: a rollback gives the number back), the order number as variable symbol,
 * due in 14 days, total = the order's total incl. VAT. The order's row stays locked until the
 * transaction ends, so it cannot be cancelled half-way and two issues for one order make one
 * invoice (the unique index on the order backs this up). Refuses an unknown order, a cancelled
 * or returned one, and one that already has an invoice. `order` is an order number or `{ id }`.
 * Given a transaction, it runs inside it (as a savepoint).
 */
export async function issueInvoiceForOrder(
  db: DbOrTx,
  order: string | { id: number },
  opts: IssueInvoiceOptions = {},
): Promise<InvoiceRecord> {
  const issuedAt = opts.issuedAt ?? new Date();
  const paidCents = opts.paidCents ?? 0;
  const label = typeof order === 'string' ? order : `#${order.id}`;
  if (!Number.isSafeInteger(paidCents) || paidCents < 0) {
    throw new InvoiceIssueError('invalid-amount', `Paid amount must be a whole number of cents ≥ 0, got ${paidCents}`);
  }
  try {
    return await db.transaction(async (tx) => {
      const found = await lockOrderForInvoice(tx, typeof order === 'string' ? { number: order } : order);
      if (!found) throw new InvoiceIssueError('order-not-found', `Order ${label} does not exist`);
      const existing = await findInvoiceByOrderId(tx, found.id);
      if (existing) {
        throw new InvoiceIssueError(
          'already-invoiced',
          `Order ${found.number} already has invoice ${existing.number}`,
          existing,
        );
      }
      if ((NOT_INVOICED_ORDER_STATUSES as readonly string[]).includes(found.status)) {
        throw new InvoiceIssueError('not-invoiceable', `Order ${found.number} is ${found.status}: it is not invoiced`);
      }
      const year = slovakYear(issuedAt);
      const sequence = await nextCounterValue(tx, `invoice:${year}`);
      let invoice = await insertInvoice(tx, {
        number: invoiceNumber(year, sequence),
        orderId: found.id,
        customerId: found.customerId,
        varsymbol: found.number,
        issuedAt,
        dueAt: new Date(issuedAt.getTime() + INVOICE_DUE_DAYS * 86_400_000),
        totalCents: found.totalIncVatCents,
      });
      if (paidCents > 0) {
        ({ invoice } = await addPayment(tx, invoice.id, {
          amountCents: paidCents,
          paidOn: slovakDay(issuedAt),
          method: 'bank',
          reference: invoice.varsymbol,
          note: '',
          staffId: null,
        }));
      }
      if (opts.documents) await storeInvoiceDocuments(tx, opts.documents, invoice.id);
      await opts.within?.(tx, invoice);
      return invoice;
    });
  } catch (err) {
    if (!(err instanceof InvoiceIssueError) && isDuplicateOrderInvoice(err)) {
      throw new InvoiceIssueError('already-invoiced', `Order ${label} already has an invoice`);
    }
    throw err;
  }
}
