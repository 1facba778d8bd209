import { orderTotals } from '../modules/basket/basket-totals.ts';
import type { OrderLineRow, OrderRow } from '../modules/customer/orders.repository.ts';

/** A stored order of the given lines, fees and discount, priced by `orderTotals` as placing an order does. */
export function syntheticOrder(
  raw: { unitCents: number; quantity: number; vatRate: number; unit: string }[],
  shipping: { priceCents: number; vatRate: number },
  payment: { priceCents: number; vatRate: number },
  discountCents: number,
  company = {
    companyName: 'Kamery & Syn s.r.o.',
    companyId: '44556677',
    vatRegistrationId: '2022334455',
    extVatRegistrationId: 'SK2022334455',
  },
) {
  const lines = raw.map((l, i) => ({
    id: i + 1,
    orderId: 1,
    productId: i + 1,
    code: `P-${i + 1}`,
    name: `Produkt <${i + 1}> & "spol."`,
    slug: `p-${i + 1}`,
    image: null,
    quantity: l.quantity,
    unitOfMeasure: l.unit,
    basePriceCents: l.unitCents,
    discountBp: 0,
    unitPriceExcVatCents: l.unitCents,
    vatRate: l.vatRate,
    lineTotalExcVatCents: l.unitCents * l.quantity,
    lineVatCents: 0,
    sort: i,
  })) satisfies OrderLineRow[];
  const totals = orderTotals(lines, shipping, payment, discountCents);
  const order = {
    number: '2026000042',
    shippingName: 'Kuriér',
    shippingPriceCents: shipping.priceCents,
    shippingVatRate: shipping.vatRate,
    paymentName: 'Prevodom',
    paymentPriceCents: payment.priceCents,
    paymentVatRate: payment.vatRate,
    couponCode: discountCents > 0 ? 'TEST' : null,
    couponDiscountCents: discountCents,
    invoiceAddress: {
      firstName: 'Ján',
      lastName: 'Novák',
      street: 'Hlavná 1',
      city: 'Košice',
      zip: '040 01',
      phone: '',
    },
    companySnapshot: company,
    totalExcVatCents: totals.totalExcVatCents,
    totalVatCents: totals.totalVatCents,
    totalIncVatCents: totals.totalIncVatCents,
  } as OrderRow;
  return { order, lines };
}
