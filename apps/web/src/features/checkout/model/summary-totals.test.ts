import { describe, expect, it } from 'vitest';
import { initialChoices, selectShippingMethod } from './checkout-state';
import { summaryTotals } from './summary-totals';
import { basket, CATALOG, checkoutTotals } from './test-fixtures';

describe('summary totals', () => {
  it('are the totals the server priced for the current choices, with the method list price for the tooltip', () => {
    const b = basket();
    const express = { ...selectShippingMethod(initialChoices(CATALOG, b), 4), paymentOptionId: 2 };
    const totals = summaryTotals(checkoutTotals(b, 4, 2), express, CATALOG);
    // 341,73 + 10,00 + 1,50 at 23 %: VAT 81,2429 → 81,24 (per fee it would be 78,60 + 2,30 + 0,35)
    expect(totals).toEqual({
      productsExcVat: 341.73,
      shippingExcVat: 10,
      shippingIncVat: 12.3,
      paymentExcVat: 1.5,
      discountExcVat: 0,
      discountVat: 0,
      totalExcVat: 353.23,
      vat: [{ rate: 23, vat: 81.24 }],
      totalIncVat: 434.47,
    });
  });

  it('carry the coupon discount and the VAT it takes off', () => {
    const b = basket({
      shipping_method_id: null,
      payment_option_id: null,
      totals: { ...basket().totals, discount_exc_vat: 34.17 },
    });
    const totals = summaryTotals(checkoutTotals(b, null, null), initialChoices(CATALOG), CATALOG);
    expect(totals).toMatchObject({ discountExcVat: 34.17, discountVat: 7.86, totalExcVat: 307.56 });
  });
});
