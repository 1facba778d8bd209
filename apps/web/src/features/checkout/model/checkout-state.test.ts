import { describe, expect, it } from 'vitest';
import {
  type CheckoutChoices,
  defaultDeliveryMethod,
  defaultPaymentOptionId,
  furthestReachableStep,
  initialChoices,
  isStepComplete,
  normalizeChoices,
  packetaAddress,
  packetaFromStored,
  paymentOptionsFor,
  pickupMethod,
  selectDeliveryType,
  selectShippingMethod,
  step1Problems,
  stepState,
} from './checkout-state';
import { basket, CATALOG, PAYMENTS, SHIPPING } from './test-fixtures';

const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe('payment options by delivery type', () => {
  it('pick-up offers the options allowed for the store, delivery those allowed for shipping', () => {
    expect(ids(paymentOptionsFor(PAYMENTS, 'pickup'))).toEqual([1, 3]);
    expect(ids(paymentOptionsFor(PAYMENTS, 'delivery'))).toEqual([1, 2]);
  });

  it('the default is the first relevant option', () => {
    const storeFirst = [PAYMENTS[2], PAYMENTS[1], PAYMENTS[0]].filter((p) => p !== undefined);
    expect(defaultPaymentOptionId(storeFirst, 'pickup')).toBe(3);
    expect(defaultPaymentOptionId(storeFirst, 'delivery')).toBe(2);
    expect(defaultPaymentOptionId([], 'delivery')).toBeNull();
  });
});

describe('default selections', () => {
  it('preselects the delivery method flagged default, and the first one without a flag', () => {
    expect(defaultDeliveryMethod(SHIPPING)?.id).toBe(1);
    expect(defaultDeliveryMethod(SHIPPING.map((m) => ({ ...m, default: false })))?.id).toBe(1);
    expect(defaultDeliveryMethod(SHIPPING.filter((m) => m.pick_up))).toBeNull();
    expect(pickupMethod(SHIPPING)?.id).toBe(3);
  });

  it('starts with delivery, the default method and the first payment option for shipping', () => {
    const choices = initialChoices(CATALOG);
    expect(choices).toMatchObject({
      step: 1,
      deliveryType: 'delivery',
      shippingMethodId: 1,
      salePointId: null,
      paymentOptionId: 1,
      note: '',
    });
  });

  it('takes over what the basket holds from an earlier visit when it is still offered', () => {
    const fromPickup = initialChoices(
      CATALOG,
      basket({ shipping_method_id: 3, sale_point_id: 2, payment_option_id: 3, note: 'Rampa 2' }),
    );
    expect(fromPickup).toMatchObject({
      deliveryType: 'pickup',
      shippingMethodId: 3,
      lastDeliveryMethodId: 1,
      salePointId: 2,
      paymentOptionId: 3,
      note: 'Rampa 2',
    });
    const fromPacketa = initialChoices(
      CATALOG,
      basket({
        shipping_method_id: 2,
        packeta_point: '123',
        packeta_point_name: 'Z-BOX',
        packeta_point_address: 'Hlavna 1, 040 01 Kosice',
        payment_option_id: 3, // not allowed for delivery: the first allowed instead
      }),
    );
    expect(fromPacketa).toMatchObject({ deliveryType: 'delivery', shippingMethodId: 2, paymentOptionId: 1 });
    expect(fromPacketa.packeta).toEqual({ id: '123', name: 'Z-BOX', line1: 'Hlavna 1', line2: '040 01 Kosice' });
    // an unknown method falls back to the defaults
    expect(initialChoices(CATALOG, basket({ shipping_method_id: 99 })).shippingMethodId).toBe(1);
  });

  it('checks a restored draft against what is offered now', () => {
    const draft: CheckoutChoices = {
      step: 3,
      deliveryType: 'pickup',
      shippingMethodId: 3,
      lastDeliveryMethodId: 99,
      salePointId: 99,
      packeta: null,
      paymentOptionId: 2,
      note: 'x',
    };
    expect(normalizeChoices(draft, CATALOG)).toMatchObject({
      step: 3,
      deliveryType: 'pickup',
      shippingMethodId: 3,
      lastDeliveryMethodId: 1,
      salePointId: null,
      paymentOptionId: 1,
      note: 'x',
    });
  });
});

describe('switching between delivery and pick-up', () => {
  it('pick-up sets the pick-up method and the first store payment option', () => {
    const start = selectShippingMethod(initialChoices(CATALOG), 4);
    const withPayment = { ...start, paymentOptionId: 2 };
    const pickup = selectDeliveryType(withPayment, 'pickup', CATALOG);
    expect(pickup).toMatchObject({ deliveryType: 'pickup', shippingMethodId: 3, paymentOptionId: 1 });
    expect(pickup.lastDeliveryMethodId).toBe(4);
  });

  it('delivery restores the previous delivery method, clears the sale point and reselects payment', () => {
    const pickup = selectDeliveryType(selectShippingMethod(initialChoices(CATALOG), 4), 'pickup', CATALOG);
    const chosen = { ...pickup, salePointId: 1, paymentOptionId: 3 };
    const back = selectDeliveryType(chosen, 'delivery', CATALOG);
    expect(back).toMatchObject({
      deliveryType: 'delivery',
      shippingMethodId: 4,
      salePointId: null,
      paymentOptionId: 1,
    });
  });

  it('choosing the same type changes nothing', () => {
    const start = initialChoices(CATALOG);
    expect(selectDeliveryType(start, 'delivery', CATALOG)).toBe(start);
  });
});

describe('which step is complete', () => {
  const start = initialChoices(CATALOG);

  it('step 1 needs the address form, a method, a sale point for pick-up and a point for Packeta', () => {
    expect(step1Problems(start, CATALOG)).toEqual([]);
    expect(isStepComplete(1, start, CATALOG, true)).toBe(true);
    expect(isStepComplete(1, start, CATALOG, false)).toBe(false);
    expect(step1Problems({ ...start, shippingMethodId: null }, CATALOG)).toEqual(['shipping']);

    const pickup = selectDeliveryType(start, 'pickup', CATALOG);
    expect(step1Problems(pickup, CATALOG)).toEqual(['salePoint']);
    expect(step1Problems({ ...pickup, salePointId: 2 }, CATALOG)).toEqual([]);

    const packeta = selectShippingMethod(start, 2);
    expect(step1Problems(packeta, CATALOG)).toEqual(['packetaPoint']);
    const point = { id: '1', name: 'Z-BOX', line1: 'Hlavna 1', line2: '040 01 Kosice' };
    expect(step1Problems({ ...packeta, packeta: point }, CATALOG)).toEqual([]);
  });

  it('step 2 also needs a payment option allowed for the delivery type', () => {
    expect(isStepComplete(2, start, CATALOG, true)).toBe(true);
    expect(isStepComplete(2, { ...start, paymentOptionId: 3 }, CATALOG, true)).toBe(false);
    expect(isStepComplete(2, { ...start, paymentOptionId: null }, CATALOG, true)).toBe(false);
    expect(isStepComplete(2, start, CATALOG, false)).toBe(false);
  });

  it('a restored step is limited to the furthest step whose predecessors are complete', () => {
    expect(furthestReachableStep(start, CATALOG, true)).toBe(3);
    expect(furthestReachableStep({ ...start, paymentOptionId: null }, CATALOG, true)).toBe(2);
    expect(furthestReachableStep(start, CATALOG, false)).toBe(1);
  });

  it('the indicator marks done, current and upcoming steps', () => {
    expect([1, 2, 3].map((s) => stepState(s as 1 | 2 | 3, 2))).toEqual(['done', 'current', 'upcoming']);
  });
});

describe('Packeta address', () => {
  it('is sent as "street, zip city" and read back into two lines', () => {
    const point = { id: '123', name: 'Z-BOX', line1: 'Hlavna 1', line2: '040 01 Kosice' };
    expect(packetaAddress(point)).toBe('Hlavna 1, 040 01 Kosice');
    expect(packetaFromStored('123', 'Z-BOX', packetaAddress(point))).toEqual(point);
  });
});
