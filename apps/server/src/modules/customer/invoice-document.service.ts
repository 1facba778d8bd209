import type { InvoiceDocument, InvoiceLine } from '../../documents/invoice-document.ts';
import { renderInvoicePdf } from '../../documents/invoice-pdf.ts';
import { type Supplier, shopSupplier } from '../../documents/supplier.ts';
import { notFound } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import { vatCents } from '../pricing/pricing.ts';
import {
  findCustomerInvoice,
  findOrderById,
  findOrderLines,
  type InvoiceRow,
  type OrderLineRow,
  type OrderRow,
} from './orders.repository.ts';

const feeLine = (name: string, priceCents: number, vatRate: number): InvoiceLine => ({
  code: '',
  name,
  quantity: 1,
  unit: 'ks',
  unitPriceExcVatCents: priceCents,
  vatRate,
  totalExcVatCents: priceCents,
  vatCents: vatCents(priceCents, vatRate),
});

/**
 * What the invoice prints, from the order's snapshot (names, prices and addresses as ordered).
 * Shipping and payment are lines of their own. A coupon shows as a discount line carrying the
 * difference between the order's stored totals and its lines, at the rate of the largest base.
 */
export function invoiceDocumentFrom(
  invoice: InvoiceRow,
  order: OrderRow,
  lines: OrderLineRow[],
  supplier: Supplier,
): InvoiceDocument {
  const printed: InvoiceLine[] = lines.map((l) => ({
    code: l.code,
    name: l.name,
    quantity: l.quantity,
    unit: l.unitOfMeasure,
    unitPriceExcVatCents: l.unitPriceExcVatCents,
    vatRate: l.vatRate,
    totalExcVatCents: l.lineTotalExcVatCents,
    vatCents: l.lineVatCents,
  }));
  printed.push(feeLine(`Doprava: ${order.shippingName}`, order.shippingPriceCents, order.shippingVatRate));
  printed.push(feeLine(`Platba: ${order.paymentName}`, order.paymentPriceCents, order.paymentVatRate));

  const excDiff = order.totalExcVatCents - printed.reduce((s, l) => s + l.totalExcVatCents, 0);
  const vatDiff = order.totalVatCents - printed.reduce((s, l) => s + l.vatCents, 0);
  if (excDiff !== 0 || vatDiff !== 0) {
    const baseByRate = new Map<number, number>();
    for (const l of printed) baseByRate.set(l.vatRate, (baseByRate.get(l.vatRate) ?? 0) + l.totalExcVatCents);
    const mainRate = [...baseByRate].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 23;
    printed.push({
      code: order.couponCode ?? '',
      name: order.couponCode ? `Zľava (kupón ${order.couponCode})` : 'Zľava',
      quantity: 1,
      unit: 'ks',
      unitPriceExcVatCents: excDiff,
      vatRate: mainRate,
      totalExcVatCents: excDiff,
      vatCents: vatDiff,
    });
  }

  const address = order.invoiceAddress;
  const company = order.companySnapshot;
  return {
    number: invoice.number,
    varsymbol: invoice.varsymbol,
    orderNumber: order.number,
    issuedAt: invoice.issuedAt,
    deliveredAt: invoice.issuedAt,
    dueAt: invoice.dueAt,
    paymentMethod: order.paymentName,
    supplier,
    customer: {
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
    },
    lines: printed,
    totals: { excVatCents: order.totalExcVatCents, vatCents: order.totalVatCents, incVatCents: invoice.totalCents },
    paidCents: invoice.paidCents,
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
