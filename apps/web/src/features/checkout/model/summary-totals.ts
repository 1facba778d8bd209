import type { CheckoutTotals } from '@shop/contract';
import { type CheckoutCatalog, type CheckoutChoices, findById } from './checkout-state';

export interface SummaryTotals {
  productsExcVat: number;
  shippingExcVat: number;
  /** the chosen method's list price incl. VAT (the tooltip) */
  shippingIncVat: number;
  paymentExcVat: number;
  /** the coupon discount excl. VAT, a positive amount, and the VAT it takes off */
  discountExcVat: number;
  discountVat: number;
  totalExcVat: number;
  /** VAT per rate; the VATs add up to totalIncVat − totalExcVat */
  vat: { rate: number; vat: number }[];
  totalIncVat: number;
}

/**
 * The checkout summary: every amount as the server priced it for the current choices
 * (GET /basket/totals). The web does not compute totals: VAT is rounded once per rate on the
 * rate's whole amount, fees included, so a fee changes the VAT by more or less than its own.
 */
export function summaryTotals(
  totals: CheckoutTotals,
  choices: CheckoutChoices,
  catalog: CheckoutCatalog,
): SummaryTotals {
  const shipping = findById(catalog.shippingMethods, choices.shippingMethodId);
  return {
    productsExcVat: totals.products_exc_vat,
    shippingExcVat: totals.shipping_exc_vat,
    shippingIncVat: shipping ? Number(shipping.price) : 0,
    paymentExcVat: totals.payment_exc_vat,
    discountExcVat: totals.discount_exc_vat,
    discountVat: totals.discount_vat,
    totalExcVat: totals.total_exc_vat,
    vat: totals.vat_breakdown.map((row) => ({ rate: row.vat_rate, vat: row.vat })),
    totalIncVat: totals.total_inc_vat,
  };
}
