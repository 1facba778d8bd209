import type { CreditNoteListItem } from '@shop/contract';
import { API_PREFIX } from '../../plugins/errors.ts';
import type { Shop } from '../../shop.ts';
import { centsToEuros } from '../catalog/customer-prices.ts';
import { countCustomerCreditNotes, customerCreditNotesPage } from './credit-notes.repository.ts';

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
    xml_url: `${API_PREFIX}/customer/credit-note/${r.creditNote.id}/xml`,
  }));
  return { creditNotes, count };
}
