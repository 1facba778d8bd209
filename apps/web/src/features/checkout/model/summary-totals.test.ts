import { describe, expect, it } from 'vitest';
import { initialChoices, selectDeliveryType, selectShippingMethod } from './checkout-state';
import { summaryTotals } from './summary-totals';
import { basket, CATALOG } from './test-fixtures';

describe('summary totals', () => {
  it('are the server totals when the choices are the ones the basket holds', () => {
    const b = basket();
    const totals = summaryTotals(b, initialChoices(CATALOG, b), CATALOG);
    expect(totals).toMatchObject({
      productsExcVat: 341.73,
      shippingExcVat: 5.9,
      paymentExcVat: 0,
      totalExcVat: 347.63,
      totalIncVat: 427.59,
    });
  });

  it('swap the fees the server counted for the fees of the current choices', () => {
    const b = basket();
    const express = { ...selectShippingMethod(initialChoices(CATALOG, b), 4), paymentOptionId: 2 };
    const totals = summaryTotals(b, express, CATALOG);
    expect(totals.shippingExcVat).toBe(10);
    expect(totals.paymentExcVat).toBe(1.5);
    // 347.63 − 5.90 + 10 + 1.50; 427.59 − 7.26 + 12.30 + 1.85
    expect(totals.totalExcVat).toBe(353.23);
    expect(totals.totalIncVat).toBe(434.48);

    const pickup = summaryTotals(b, selectDeliveryType(initialChoices(CATALOG, b), 'pickup', CATALOG), CATALOG);
    expect(pickup.totalExcVat).toBe(341.73);
    expect(pickup.totalIncVat).toBe(420.33);
  });

  it('keep the server coupon discount', () => {
    const b = basket({
      shipping_method_id: null,
      payment_option_id: null,
      totals: {
        products_exc_vat: 100,
        products_vat: 23,
        shipping_exc_vat: 0,
        payment_exc_vat: 0,
        discount_exc_vat: 10,
        total_exc_vat: 90,
        total_vat: 20.7,
        total_inc_vat: 110.7,
      },
    });
    const totals = summaryTotals(b, initialChoices(CATALOG), CATALOG);
    expect(totals.discountExcVat).toBe(10);
    expect(totals.totalExcVat).toBe(95.9);
    expect(totals.totalIncVat).toBe(117.96);
  });
});
