import { type BasketTotals, orderTotals } from '../basket/basket-totals.ts';
import type { OrderLineRow, OrderRow } from './orders.repository.ts';

/**
 * The product lines of an order. Orders placed before the discount stopped being a line
 * (docs/decisions/007-money-vat-rounding.md) also hold the coupon as negative lines without a
 * product; the discount is in the order's coupon_discount_cents as well, so they are left out.
 */
export const productLinesOf = (lines: readonly OrderLineRow[]) =>
  lines.filter((l) => l.productId !== null || l.lineTotalExcVatCents >= 0);

/**
 * An order's money from its snapshot (product lines, fees, discount), by the rule that priced it
 * when it was placed: discount parts per VAT rate and the VAT breakdown. Its totals are the order's
 * stored totals (order-money.test.ts checks it). The order detail and the invoice show these; the
 * mails, built when the order is placed, show the same totals from the basket.
 */
export function orderMoney(
  order: Pick<
    OrderRow,
    'shippingPriceCents' | 'shippingVatRate' | 'paymentPriceCents' | 'paymentVatRate' | 'couponDiscountCents'
  >,
  lines: readonly OrderLineRow[],
): BasketTotals {
  return orderTotals(
    productLinesOf(lines),
    { priceCents: order.shippingPriceCents, vatRate: order.shippingVatRate },
    { priceCents: order.paymentPriceCents, vatRate: order.paymentVatRate },
    order.couponDiscountCents,
  );
}
