import type { InvoiceCustomer, InvoiceDocument, InvoiceLine } from '../../documents/invoice-document.ts';
import type { Supplier } from '../../documents/supplier.ts';
import type { Shop } from '../../shop.ts';
import { invoiceDocumentsOf } from '../invoices/invoice-documents.service.ts';
import { orderMoney, productLinesOf } from './order-money.ts';
import { findCustomerInvoice, type InvoiceRow, type OrderLineRow, type OrderRow } from './orders.repository.ts';

/** A line of what the invoice charges; `fee` marks shipping and payment. */
export type ChargedLine = InvoiceLine & { fee: boolean };

const feeLine = (name: string, priceCents: number, vatRate: number): ChargedLine => ({
  code: '',
  name,
  quantity: 1,
  unit: 'ks',
  unitPriceExcVatCents: priceCents,
  vatRate,
  totalExcVatCents: priceCents,
  fee: true,
});

/**
 * What an invoice charges, from the order's snapshot: the products, then shipping and payment as
 * lines of their own. The PDF and the e-invoice state these same lines.
 */
export function chargedLines(
  order: Pick<
    OrderRow,
    'shippingName' | 'shippingPriceCents' | 'shippingVatRate' | 'paymentName' | 'paymentPriceCents' | 'paymentVatRate'
  >,
  lines: readonly OrderLineRow[],
): ChargedLine[] {
  return [
    ...productLinesOf(lines).map((l) => ({
      code: l.code,
      name: l.name,
      quantity: l.quantity,
      unit: l.unitOfMeasure,
      unitPriceExcVatCents: l.unitPriceExcVatCents,
      vatRate: l.vatRate,
      totalExcVatCents: l.lineTotalExcVatCents,
      fee: false,
    })),
    feeLine(`Doprava: ${order.shippingName}`, order.shippingPriceCents, order.shippingVatRate),
    feeLine(`Platba: ${order.paymentName}`, order.paymentPriceCents, order.paymentVatRate),
  ];
}

/** How the invoice names the discount (a line of the PDF, the allowance's reason in the e-invoice). */
export const discountName = (order: Pick<OrderRow, 'couponCode'>) =>
  order.couponCode ? `Zľava – kupón ${order.couponCode}` : 'Zľava';

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
 * it takes off (an invoice states the base of each rate; an order of one rate has one). The VAT
 * summary is computed from these lines by the rule that priced the order, so it adds up to the
 * order's totals (docs/decisions/007-money-vat-rounding.md).
 */
export function invoiceDocumentFrom(
  invoice: InvoiceRow,
  order: OrderRow,
  lines: OrderLineRow[],
  supplier: Supplier,
): InvoiceDocument {
  const printed: InvoiceLine[] = chargedLines(order, lines);
  for (const part of orderMoney(order, lines).discountParts) {
    printed.push({
      code: '',
      name: discountName(order),
      quantity: 1,
      unit: '',
      unitPriceExcVatCents: -part.excVatCents,
      vatRate: part.vatRate,
      totalExcVatCents: -part.excVatCents,
    });
  }

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
  };
}

/**
 * The logged-in customer's invoice documents as stored when it was issued (an older invoice's are
 * made and stored on the first download, once); another customer's answers 404 like a missing one.
 */
export async function customerInvoiceDocuments(shop: Shop, customerId: number, invoiceId: number) {
  return invoiceDocumentsOf(shop, await findCustomerInvoice(shop.db, customerId, invoiceId));
}
