import { InvoiceErrorCode } from '@shop/contract';
import type { Tx } from '../../db/client.ts';
import { nextCounterValue } from '../../db/counters.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { productLinesOf } from '../customer/order-money.ts';
import { findOrderById, findOrderLines } from '../customer/orders.repository.ts';
import { renderCreditNoteDocuments } from './credit-note-documents.service.ts';
import { CreditRequestError, fullCreditNote, partialCreditNote } from './credit-note-money.ts';
import {
  type CreditNoteRecord,
  creditedQuantities,
  insertCreditNote,
  insertCreditNoteDocuments,
} from './credit-notes.repository.ts';
import { addToInvoiceSums, customerContact, type InvoiceRecord, lockInvoice } from './invoice.repository.ts';
import { slovakYear } from './invoice.service.ts';
import { amountDueCents } from './invoice-balance.ts';
import { creditNoteMail, type InvoiceMailConfig } from './invoice-mails.ts';

/** Order statuses whose invoice may be credited: the goods were not supplied, or came back. */
export const CREDITABLE_STATUSES: readonly string[] = ['cancelled', 'returned'];
/** A credit note by lines and quantities is for goods that came back. */
export const PARTIAL_CREDIT_STATUSES: readonly string[] = ['returned'];

/** `DB` + year + 6-digit sequence per year (counter `credit-note:<year>`): DB2026000001. */
export function creditNoteNumber(year: number, sequence: number): string {
  return `DB${year}${String(sequence).padStart(6, '0')}`;
}

const refuse = (code: string, message: string, key?: string) =>
  new HttpError(409, [{ code, message, ...(key ? { key } : {}) }]);

export interface CreditNoteInput {
  reason: string;
  /** Returned lines and quantities; absent: the whole invoice. */
  lines?: { lineId: number; quantity: number }[] | undefined;
  issuedAt?: Date;
  staffId: number | null;
}

/**
 * Issues a credit note (dobropis) for an invoice, in the caller's transaction
 * (docs/requirements/orders-and-invoices.md §Credit notes): only for an order that is cancelled
 * or returned; the whole invoice while nothing of it is credited yet, or (returned orders)
 * chosen lines and quantities, never more than was invoiced. The invoice's row is locked, so
 * two credit notes for one invoice are checked one after the other; the number comes from the
 * yearly counter in this transaction (gapless, like invoice numbers). Its PDF and e-invoice are
 * stored with it. Raises the invoice's
 * `credited_cents`, so the balance due drops, and queues the customer's mail.
 */
export async function issueCreditNote(
  tx: Tx,
  config: InvoiceMailConfig,
  invoiceId: number,
  input: CreditNoteInput,
): Promise<{ creditNote: CreditNoteRecord; invoice: InvoiceRecord }> {
  const invoice = await lockInvoice(tx, invoiceId);
  const order = invoice ? await findOrderById(tx, invoice.orderId) : null;
  if (!invoice || !order) throw notFound();
  if (!CREDITABLE_STATUSES.includes(order.status)) {
    throw refuse(
      InvoiceErrorCode.notCreditable,
      `Dobropis sa vystavuje len k zrušenej alebo vrátenej objednávke; objednávka ${order.number} je v stave ${order.status}.`,
    );
  }
  const lines = productLinesOf(await findOrderLines(tx, order.id));
  let money: ReturnType<typeof fullCreditNote>;
  if (input.lines) {
    if (!PARTIAL_CREDIT_STATUSES.includes(order.status)) {
      throw refuse(
        InvoiceErrorCode.notCreditable,
        'Dobropis po položkách sa vystavuje len k vrátenej objednávke; zrušená objednávka sa dobropisuje celá.',
        'lines',
      );
    }
    try {
      money = partialCreditNote(order, lines, await creditedQuantities(tx, invoice.id), input.lines);
    } catch (err) {
      if (err instanceof CreditRequestError)
        throw badRequest(`lines.${err.index}.${err.field}`, undefined, err.message);
      throw err;
    }
  } else {
    if (invoice.creditedCents > 0) {
      throw refuse(
        InvoiceErrorCode.creditTooMuch,
        `Faktúra ${invoice.number} už má dobropis; zvyšok sa dobropisuje po položkách.`,
      );
    }
    money = fullCreditNote(order, lines, invoice.totalCents);
  }
  if (money.totalIncVatCents <= 0) throw badRequest('lines', undefined, 'nothing to credit');
  if (invoice.creditedCents + money.totalIncVatCents > invoice.totalCents) {
    throw refuse(InvoiceErrorCode.creditTooMuch, `Dobropisy by spolu presiahli sumu faktúry ${invoice.number}.`);
  }

  const issuedAt = input.issuedAt ?? new Date();
  const year = slovakYear(issuedAt);
  const creditNote = await insertCreditNote(tx, {
    number: creditNoteNumber(year, await nextCounterValue(tx, `credit-note:${year}`)),
    invoiceId: invoice.id,
    orderId: order.id,
    customerId: invoice.customerId,
    issuedAt,
    kind: input.lines ? 'partial' : 'full',
    reason: input.reason,
    lines: money.lines,
    vatBreakdown: money.vatBreakdown,
    totalExcVatCents: money.totalExcVatCents,
    totalVatCents: money.totalVatCents,
    totalIncVatCents: money.totalIncVatCents,
    staffId: input.staffId,
  });
  // Its PDF and e-invoice are made from what was just stored and kept with it, in this
  // transaction: never a credit note without its documents (docs/decisions/013-e-invoices.md).
  await insertCreditNoteDocuments(
    tx,
    creditNote.id,
    await renderCreditNoteDocuments(config, creditNote, invoice, order),
  );
  const updated = await addToInvoiceSums(tx, invoice.id, { creditedCents: money.totalIncVatCents });
  const contact = await customerContact(tx, invoice.customerId);
  if (contact) {
    await enqueueMail(
      tx,
      creditNoteMail(
        {
          to: contact.email,
          creditNoteNumber: creditNote.number,
          invoiceNumber: invoice.number,
          orderNumber: order.number,
          reason: creditNote.reason,
          totalIncVatCents: creditNote.totalIncVatCents,
          amountDueCents: amountDueCents(updated),
        },
        config,
      ),
    );
  }
  return { creditNote, invoice: updated };
}
