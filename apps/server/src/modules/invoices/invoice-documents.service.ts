import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type EInvoiceInput, type EInvoiceParty, eInvoiceXml } from '../../documents/e-invoice.ts';
import { renderInvoicePdf } from '../../documents/invoice-pdf.ts';
import { type Supplier, shopSupplier } from '../../documents/supplier.ts';
import { notFound } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import {
  chargedLines,
  discountName,
  documentCustomerOf,
  invoiceDocumentFrom,
} from '../customer/invoice-document.service.ts';
import { orderMoney } from '../customer/order-money.ts';
import {
  findOrderById,
  findOrderLines,
  type InvoiceRow,
  type OrderLineRow,
  type OrderRow,
} from '../customer/orders.repository.ts';
import {
  findInvoiceById,
  findInvoiceDocuments,
  insertInvoiceDocuments,
  type StoredInvoiceDocuments,
} from './invoice-documents.repository.ts';

/** The download name of an invoice's files: `faktura-FA2026000001.pdf` / `.xml`. */
export const invoiceFilename = (number: string, extension: 'pdf' | 'xml') =>
  `faktura-${number.replace(/[^\w.-]/g, '_')}.${extension}`;

/** The shop as the seller of an e-invoice (documents/supplier.ts; the IBAN from SHOP_IBAN). */
export function sellerParty(supplier: Supplier): EInvoiceInput['seller'] {
  return {
    name: supplier.name,
    tradingName: supplier.name,
    street: supplier.street,
    city: supplier.city,
    zip: supplier.zip,
    countryCode: supplier.countryCode,
    companyId: supplier.companyId,
    vatRegistrationId: supplier.vatRegistrationId,
    extVatRegistrationId: supplier.extVatRegistrationId,
    legalInfo: supplier.register,
    phone: supplier.phone,
    email: supplier.email,
    iban: supplier.iban,
  };
}

/** The buyer as the order recorded it; the shop sells in Slovakia only, so the country is SK. */
export function buyerParty(order: Pick<OrderRow, 'companySnapshot' | 'invoiceAddress'>): EInvoiceParty {
  const { companyName, ...customer } = documentCustomerOf(order);
  return { ...customer, name: companyName, countryCode: 'SK' };
}

/**
 * An invoice's e-invoice content from its order: the product lines, shipping and payment as
 * lines, the coupon's discount as one document-level allowance per VAT rate, and the VAT
 * breakdown and totals of `orderMoney` (the rule that priced the order,
 * docs/decisions/007-money-vat-rounding.md), so the document states exactly our amounts.
 */
export function eInvoiceInputFrom(
  invoice: Pick<InvoiceRow, 'number' | 'varsymbol' | 'issuedAt' | 'dueAt' | 'paidCents'>,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  supplier: Supplier,
  pdf: Buffer,
): EInvoiceInput {
  const money = orderMoney(order, lines);
  const invoiceLines = chargedLines(order, lines).map(({ fee, ...line }) => ({
    ...line,
    unit: fee ? null : line.unit,
  }));
  const reason = discountName(order);
  return {
    typeCode: '380',
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    dueAt: invoice.dueAt,
    deliveredAt: invoice.issuedAt,
    orderNumber: order.number,
    paymentId: invoice.varsymbol,
    seller: sellerParty(supplier),
    buyer: buyerParty(order),
    lines: invoiceLines,
    allowances: money.discountParts.map((p) => ({ vatRate: p.vatRate, cents: p.excVatCents, reason })),
    vatBreakdown: money.vatBreakdown,
    totals: {
      lineCents: invoiceLines.reduce((sum, l) => sum + l.totalExcVatCents, 0),
      allowanceCents: money.discountExcVatCents,
      excVatCents: money.totalExcVatCents,
      vatCents: money.totalVatCents,
      incVatCents: money.totalIncVatCents,
    },
    paidCents: invoice.paidCents,
    pdf: { filename: invoiceFilename(invoice.number, 'pdf'), bytes: pdf, description: `Faktúra ${invoice.number}` },
  };
}

/** Both documents of an invoice, made now from its order's snapshot. */
export async function renderInvoiceDocuments(
  config: Pick<Config, 'iban'>,
  invoice: InvoiceRow,
  order: OrderRow,
  lines: OrderLineRow[],
): Promise<StoredInvoiceDocuments> {
  const supplier = shopSupplier(config);
  // The document as issued: credit notes are documents of their own and never change it (an
  // invoice of the demo data, stored on its first download, must not show a later credit note).
  const pdf = await renderInvoicePdf({ ...invoiceDocumentFrom(invoice, order, lines, supplier), creditedCents: 0 });
  return { pdf, ubl: eInvoiceXml(eInvoiceInputFrom(invoice, order, lines, supplier, pdf)) };
}

/**
 * Makes and stores the PDF and the e-invoice of an invoice (at issue, inside its transaction), or
 * returns the stored ones: an issued invoice's documents never change (docs/decisions/013-e-invoices.md;
 * the table refuses updates). Null when there is no such invoice.
 */
export async function storeInvoiceDocuments(
  db: DbOrTx,
  config: Pick<Config, 'iban'>,
  invoiceId: number,
): Promise<StoredInvoiceDocuments | null> {
  const stored = await findInvoiceDocuments(db, invoiceId);
  if (stored) return stored;
  const invoice = await findInvoiceById(db, invoiceId);
  const order = invoice ? await findOrderById(db, invoice.orderId) : null;
  if (!invoice || !order) return null;
  await insertInvoiceDocuments(
    db,
    invoiceId,
    await renderInvoiceDocuments(config, invoice, order, await findOrderLines(db, order.id)),
  );
  // Read back: when two first downloads race, both serve the one that was stored.
  return findInvoiceDocuments(db, invoiceId);
}

/**
 * The documents of an invoice found for the caller (its owner, or staff), as stored; no invoice
 * (missing, or another customer's) answers 404.
 */
export async function invoiceDocumentsOf(shop: Shop, invoice: Pick<InvoiceRow, 'id' | 'number'> | null) {
  const documents = invoice ? await storeInvoiceDocuments(shop.db, shop.config, invoice.id) : null;
  if (!invoice || !documents) throw notFound();
  return { number: invoice.number, ...documents };
}

/** Any invoice's documents, for sales staff and admins (the route says who). */
export async function staffInvoiceDocuments(shop: Shop, invoiceId: number) {
  return invoiceDocumentsOf(shop, await findInvoiceById(shop.db, invoiceId));
}
