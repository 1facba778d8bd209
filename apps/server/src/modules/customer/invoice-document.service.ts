import type { InvoiceCustomer, InvoiceDocument, InvoiceLine } from '../../documents/invoice-document.ts';
import { renderInvoicePdf } from '../../documents/invoice-pdf.ts';
import { type Supplier, shopSupplier } from '../../documents/supplier.ts';
import { notFound } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import { invoiceLinesOf } from '../invoices/credit-note-money.ts';
import { productLinesOf } from './order-money.ts';
import {
  findCustomerInvoice,
  findOrderById,
  findOrderLines,
  type InvoiceRow,
  type OrderLineRow,
  type OrderRow,
} from './orders.repository.ts';

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

/** The logged-in customer's invoice as a PDF; another customer's answers 404 like a missing one. */
export async function customerInvoicePdf(shop: Shop, customerId: number, invoiceId: number) {
  const invoice = await findCustomerInvoice(shop.db, customerId, invoiceId);
  const order = invoice ? await findOrderById(shop.db, invoice.orderId) : null;
  if (!invoice || !order) throw notFound();
  const lines = await findOrderLines(shop.db, order.id);
  const pdf = await renderInvoicePdf(invoiceDocumentFrom(invoice, order, lines, shopSupplier(shop.config)));
  return { number: invoice.number, pdf };
}
