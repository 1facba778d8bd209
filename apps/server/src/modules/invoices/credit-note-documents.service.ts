import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type EInvoiceInput, eInvoiceXml } from '../../documents/e-invoice.ts';
import { renderCreditNotePdf } from '../../documents/invoice-pdf.ts';
import { type Supplier, shopSupplier } from '../../documents/supplier.ts';
import { notFound } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import { findOrderById, type InvoiceRow, type OrderRow } from '../customer/orders.repository.ts';
import { creditNoteDocumentFrom } from './credit-note-document.ts';
import {
  type CreditNoteRecord,
  findCreditNote,
  findCreditNoteDocuments,
  findCustomerCreditNote,
  insertCreditNoteDocuments,
  type StoredCreditNoteDocuments,
} from './credit-notes.repository.ts';
import { buyerParty, sellerParty } from './invoice-documents.service.ts';

/** The download name of a credit note's files: `dobropis-DB2026000001.pdf` / `.xml`. */
export const creditNoteFilename = (number: string, extension: 'pdf' | 'xml') =>
  `dobropis-${number.replace(/[^\w.-]/g, '_')}.${extension}`;

/**
 * A credit note's e-invoice content (type 381, docs/decisions/013-e-invoices.md §The e-invoice):
 * exactly the money stored when it was issued, the money its PDF prints. Its lines are the
 * credited products, shipping and payment; its negative discount lines (the coupon's share) are
 * the document-level allowances per VAT rate; the VAT breakdown and totals are the stored ones.
 * Nothing is recomputed.
 */
export function creditNoteEInvoiceInput(
  creditNote: CreditNoteRecord,
  invoice: Pick<InvoiceRow, 'number' | 'issuedAt' | 'varsymbol'>,
  order: OrderRow,
  supplier: Supplier,
  pdf: Buffer,
): EInvoiceInput {
  const isDiscount = (l: CreditNoteRecord['lines'][number]) => l.orderLineId === null && l.totalExcVatCents < 0;
  const lines = creditNote.lines
    .filter((l) => !isDiscount(l))
    .map(({ orderLineId, ...l }) => ({ ...l, unit: orderLineId === null ? null : l.unit }));
  const allowances = creditNote.lines
    .filter(isDiscount)
    .map((l) => ({ vatRate: l.vatRate, cents: -l.totalExcVatCents, reason: l.name }));
  return {
    typeCode: '381',
    number: creditNote.number,
    issuedAt: creditNote.issuedAt,
    dueAt: null,
    // The goods credited were delivered with the invoice.
    deliveredAt: invoice.issuedAt,
    orderNumber: order.number,
    paymentId: invoice.varsymbol,
    precedingInvoice: { number: invoice.number, issuedAt: invoice.issuedAt },
    seller: sellerParty(supplier),
    buyer: buyerParty(order),
    lines,
    allowances,
    vatBreakdown: creditNote.vatBreakdown,
    totals: {
      lineCents: lines.reduce((sum, l) => sum + l.totalExcVatCents, 0),
      allowanceCents: allowances.reduce((sum, a) => sum + a.cents, 0),
      excVatCents: creditNote.totalExcVatCents,
      vatCents: creditNote.totalVatCents,
      incVatCents: creditNote.totalIncVatCents,
    },
    paidCents: 0,
    pdf: {
      filename: creditNoteFilename(creditNote.number, 'pdf'),
      bytes: pdf,
      description: `Dobropis ${creditNote.number} k faktúre ${invoice.number}`,
    },
  };
}

/** Both documents of a credit note, made now from its stored snapshot. */
export async function renderCreditNoteDocuments(
  config: Pick<Config, 'iban'>,
  creditNote: CreditNoteRecord,
  invoice: InvoiceRow,
  order: OrderRow,
): Promise<StoredCreditNoteDocuments> {
  const supplier = shopSupplier(config);
  const pdf = await renderCreditNotePdf(creditNoteDocumentFrom(creditNote, invoice, order, supplier));
  return { pdf, ubl: eInvoiceXml(creditNoteEInvoiceInput(creditNote, invoice, order, supplier, pdf)) };
}

/**
 * The stored documents of a credit note found for the caller; a credit note issued before they
 * were stored at issue gets them now, once (insert … on conflict do nothing, then read back).
 * No credit note (missing, or another customer's) answers 404.
 */
async function storedDocumentsOf(
  db: DbOrTx,
  config: Pick<Config, 'iban'>,
  found: { creditNote: CreditNoteRecord; invoice: InvoiceRow } | null,
) {
  if (!found) throw notFound();
  const { creditNote, invoice } = found;
  let documents = await findCreditNoteDocuments(db, creditNote.id);
  if (!documents) {
    const order = await findOrderById(db, creditNote.orderId);
    if (!order) throw notFound();
    await insertCreditNoteDocuments(
      db,
      creditNote.id,
      await renderCreditNoteDocuments(config, creditNote, invoice, order),
    );
    documents = await findCreditNoteDocuments(db, creditNote.id);
  }
  if (!documents) throw notFound();
  return { number: creditNote.number, ...documents };
}

/** The customer's own credit note's documents; another customer's answers 404 like a missing one. */
export async function customerCreditNoteDocuments(shop: Shop, customerId: number, creditNoteId: number) {
  return storedDocumentsOf(shop.db, shop.config, await findCustomerCreditNote(shop.db, customerId, creditNoteId));
}

/** Any credit note's documents, for sales staff and admins (the route says who). */
export async function staffCreditNoteDocuments(shop: Shop, creditNoteId: number) {
  return storedDocumentsOf(shop.db, shop.config, await findCreditNote(shop.db, creditNoteId));
}
