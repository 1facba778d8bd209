import type { CreditNoteListItem } from '@shop/contract';
import { renderCreditNotePdf } from '../../documents/invoice-pdf.ts';
import { shopSupplier } from '../../documents/supplier.ts';
import { notFound } from '../../http/errors.ts';
import { API_PREFIX } from '../../plugins/errors.ts';
import type { Shop } from '../../shop.ts';
import { centsToEuros } from '../catalog/customer-prices.ts';
import { findOrderById } from '../customer/orders.repository.ts';
import { creditNoteDocumentFrom } from './credit-note-document.ts';
import {
  countCustomerCreditNotes,
  customerCreditNotesPage,
  findCustomerCreditNote,
} from './credit-notes.repository.ts';

/** The logged-in customer's credit notes, newest first (docs/requirements/orders-and-invoices.md §Invoices in the account). */
export async function listCustomerCreditNotes(shop: Shop, customerId: number, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    customerCreditNotesPage(shop.db, customerId, limit, offset),
    countCustomerCreditNotes(shop.db, customerId),
  ]);
  const creditNotes: CreditNoteListItem[] = rows.map((r) => ({
    id: r.creditNote.id,
    name: r.creditNote.number,
    invoice_name: r.invoiceNumber,
    varsymbol: r.varsymbol,
    created_at: r.creditNote.issuedAt.toISOString(),
    reason: r.creditNote.reason,
    amount: centsToEuros(r.creditNote.totalIncVatCents),
    credit_note_url: `${API_PREFIX}/customer/credit-note/${r.creditNote.id}/pdf`,
  }));
  return { creditNotes, count };
}

/** The customer's own credit note as a PDF; another customer's answers 404 like a missing one. */
export async function customerCreditNotePdf(shop: Shop, customerId: number, creditNoteId: number) {
  const found = await findCustomerCreditNote(shop.db, customerId, creditNoteId);
  const order = found ? await findOrderById(shop.db, found.creditNote.orderId) : null;
  if (!found || !order) throw notFound();
  const pdf = await renderCreditNotePdf(
    creditNoteDocumentFrom(found.creditNote, found.invoice, order, shopSupplier(shop.config)),
  );
  return { number: found.creditNote.number, pdf };
}
