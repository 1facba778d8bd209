import type { InvoiceCustomer, InvoiceDocument, InvoiceLine } from '../../documents/invoice-document.ts';
import type { Supplier } from '../../documents/supplier.ts';
import type { Shop } from '../../shop.ts';
import { chargedLinesOf, invoiceLinesOf } from '../invoices/credit-note-money.ts';
import { invoiceDocumentsOf } from '../invoices/invoice-documents.service.ts';
import { productLinesOf } from './order-money.ts';
import { findCustomerInvoice, type InvoiceRow, type OrderLineRow, type OrderRow } from './orders.repository.ts';

export { discountName } from '../invoices/credit-note-money.ts';

/** A line of what the invoice charges; `fee` marks shipping and payment. */
export type ChargedLine = InvoiceLine & { fee: boolean };

/**
 * What an invoice charges, from the order's snapshot: the products, then shipping and payment as
 * lines of their own (`chargedLinesOf`, the one home of these lines). The e-invoice states these
 * same lines; the PDF prints them with the discount lines after them.
 */
export function chargedLines(order: OrderRow, lines: readonly OrderLineRow[]): ChargedLine[] {
  return chargedLinesOf(order, productLinesOf(lines)).map(({ orderLineId, ...line }) => ({
    ...line,
    fee: orderLineId === null,
  }));
}

/** The customer as the order recorded them (company and invoice address): the invoice's and its credit notes'. */
export function documentCustomerOf(order: Pick<OrderRow, 'invoiceAddress' | 'companySnapshot'>): InvoiceCustomer {
  const address = order.invoiceAddress;
  const company = order.companySnapshot;
  return {
    companyName: company.companyName,
    contactName: `${address.firstName} ${address.lastName}`.trim(),
    street: address.street,
    zip: address.zip,
    city: address.city,
    companyId: company.companyId,
    vatRegistrationId: company.vatRegistrationId,
    extVatRegistrationId: company.extVatRegistrationId,
    email: address.email ?? '',
    phone: address.phone,
  };
}

/**
 * What the invoice prints, from the order's snapshot (names, prices and addresses as ordered):
 * the products, shipping and payment as lines, then the coupon's discount, one line per VAT rate
 * it takes off (`invoiceLinesOf`, which a full credit note prints too). The VAT summary is
 * computed from these lines by the rule that priced the order, so it adds up to the order's
 * totals (docs/decisions/007-money-vat-rounding.md).
 */
export function invoiceDocumentFrom(
  invoice: InvoiceRow,
  order: OrderRow,
  lines: OrderLineRow[],
  supplier: Supplier,
): InvoiceDocument {
  const printed: InvoiceLine[] = invoiceLinesOf(order, productLinesOf(lines)).map(
    ({ orderLineId: _, ...line }) => line,
  );

  return {
    number: invoice.number,
    varsymbol: invoice.varsymbol,
    orderNumber: order.number,
    issuedAt: invoice.issuedAt,
    deliveredAt: invoice.issuedAt,
    dueAt: invoice.dueAt,
    paymentMethod: order.paymentName,
    supplier,
    customer: documentCustomerOf(order),
    lines: printed,
    totals: { excVatCents: order.totalExcVatCents, vatCents: order.totalVatCents, incVatCents: invoice.totalCents },
    paidCents: invoice.paidCents,
    creditedCents: invoice.creditedCents,
  };
}

/**
 * The logged-in customer's invoice documents as stored when it was issued (an older invoice's are
 * made and stored on the first download, once); another customer's answers 404 like a missing one.
 */
export async function customerInvoiceDocuments(shop: Shop, customerId: number, invoiceId: number) {
  return invoiceDocumentsOf(shop, await findCustomerInvoice(shop.db, customerId, invoiceId));
}
