import type { Basket } from '@shop/contract';
import { type CheckoutCatalog, type CheckoutChoices, findById } from './checkout-state';

export interface SummaryTotals {
  productsExcVat: number;
  shippingExcVat: number;
  shippingIncVat: number;
  paymentExcVat: number;
  paymentIncVat: number;
  /** the coupon discount excl. VAT, a positive amount */
  discountExcVat: number;
  totalExcVat: number;
  totalIncVat: number;
}

const cents = (euros: number) => Math.round(euros * 100);
const euros = (c: number) => c / 100;

/**
 * The checkout summary. The server's basket totals are the truth (per-line VAT rounding, the
 * coupon split over VAT rates), but they price the shipping and payment the basket holds, while
 * the customer's choices reach the server only when the order is finalised. So: take the server's
 * totals, take out the fees it counted and put in the fees of the current choices. Each fee's
 * price incl. VAT is its price excl. VAT plus its own rounded VAT on the server too, so the swap is
 * exact and the total matches what the order will say.
 */
export function summaryTotals(basket: Basket, choices: CheckoutChoices, catalog: CheckoutCatalog): SummaryTotals {
  const t = basket.totals;
  const storedShipping = findById(catalog.shippingMethods, basket.shipping_method_id);
  const storedPayment = findById(catalog.paymentOptions, basket.payment_option_id);
  const shipping = findById(catalog.shippingMethods, choices.shippingMethodId);
  const payment = findById(catalog.paymentOptions, choices.paymentOptionId);

  const storedShippingInc = storedShipping ? cents(Number(storedShipping.price)) : cents(t.shipping_exc_vat);
  const storedPaymentInc = storedPayment ? cents(storedPayment.price) : cents(t.payment_exc_vat);
  const shippingExc = shipping ? cents(shipping.price_exc_vat) : 0;
  const shippingInc = shipping ? cents(Number(shipping.price)) : 0;
  const paymentExc = payment ? cents(payment.price_exc_vat) : 0;
  const paymentInc = payment ? cents(payment.price) : 0;

  const totalExc =
    cents(t.total_exc_vat) - cents(t.shipping_exc_vat) - cents(t.payment_exc_vat) + shippingExc + paymentExc;
  const totalInc = cents(t.total_inc_vat) - storedShippingInc - storedPaymentInc + shippingInc + paymentInc;

  return {
    productsExcVat: t.products_exc_vat,
    shippingExcVat: euros(shippingExc),
    shippingIncVat: euros(shippingInc),
    paymentExcVat: euros(paymentExc),
    paymentIncVat: euros(paymentInc),
    discountExcVat: t.discount_exc_vat,
    totalExcVat: euros(totalExc),
    totalIncVat: euros(totalInc),
  };
}
