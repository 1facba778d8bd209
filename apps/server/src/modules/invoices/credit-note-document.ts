import type { CreditNoteDocument } from '../../documents/invoice-document.ts';
import type { Supplier } from '../../documents/supplier.ts';
import { documentCustomerOf } from '../customer/invoice-document.service.ts';
import type { InvoiceRow, OrderRow } from '../customer/orders.repository.ts';
import type { CreditNoteRecord } from './credit-notes.repository.ts';

/** What a credit note prints: its stored snapshot, the invoice it corrects, the customer as on the order. */
export function creditNoteDocumentFrom(
  creditNote: CreditNoteRecord,
  invoice: InvoiceRow,
  order: OrderRow,
  supplier: Supplier,
): CreditNoteDocument {
  return {
    number: creditNote.number,
    invoiceNumber: invoice.number,
    invoiceIssuedAt: invoice.issuedAt,
    varsymbol: invoice.varsymbol,
    orderNumber: order.number,
    issuedAt: creditNote.issuedAt,
    reason: creditNote.reason,
    supplier,
    customer: documentCustomerOf(order),
    lines: creditNote.lines.map(({ orderLineId: _, ...line }) => line),
    totals: {
      excVatCents: creditNote.totalExcVatCents,
      vatCents: creditNote.totalVatCents,
      incVatCents: creditNote.totalIncVatCents,
    },
  };
}
