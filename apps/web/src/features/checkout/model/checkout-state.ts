import type { Basket, PaymentOption, ShippingMethod, Warehouse } from '@shop/contract';

/**
 * Checkout choices as pure functions (docs/requirements/cart-and-checkout.md §Checkout steps): defaults, switching
 * between delivery and pick-up, which step is complete. The component only wires these to the screen.
 */

export type DeliveryType = 'delivery' | 'pickup';
export type CheckoutStep = 1 | 2 | 3;
export const CHECKOUT_STEPS: readonly CheckoutStep[] = [1, 2, 3];

/** The Packeta point as the widget returned it, kept in the two lines the screen shows. */
export interface PacketaSelection {
  id: string;
  name: string;
  /** street */
  line1: string;
  /** zip and city */
  line2: string;
}

export interface CheckoutChoices {
  step: CheckoutStep;
  deliveryType: DeliveryType;
  /** The chosen method: a delivery method, or the pick-up method while `deliveryType` is pickup. */
  shippingMethodId: number | null;
  /** The delivery method to restore when the customer switches back from pick-up. */
  lastDeliveryMethodId: number | null;
  salePointId: number | null;
  packeta: PacketaSelection | null;
  paymentOptionId: number | null;
  note: string;
}

export interface CheckoutCatalog {
  shippingMethods: readonly ShippingMethod[];
  paymentOptions: readonly PaymentOption[];
  warehouses: readonly Warehouse[];
  /** null: no Packeta methods, never load the widget */
  packetaApiKey: string | null;
}

export const deliveryMethods = (methods: readonly ShippingMethod[]) => methods.filter((m) => !m.pick_up);

/** The method used for pick-up at a sale point: the default pick-up method, else the first. */
export function pickupMethod(methods: readonly ShippingMethod[]): ShippingMethod | null {
  const pickups = methods.filter((m) => m.pick_up);
  return pickups.find((m) => m.default) ?? pickups[0] ?? null;
}

/** The method flagged default among the delivery methods, else the first one. */
export function defaultDeliveryMethod(methods: readonly ShippingMethod[]): ShippingMethod | null {
  const list = deliveryMethods(methods);
  return list.find((m) => m.default) ?? list[0] ?? null;
}

/** Pick-up offers the options allowed for the store, delivery those allowed for shipping. */
export function paymentOptionsFor(options: readonly PaymentOption[], type: DeliveryType): PaymentOption[] {
  return options.filter((o) => (type === 'pickup' ? o.allow_for_store : o.allow_for_shipping));
}

/** The first relevant option (docs/requirements/cart-and-checkout.md §Payment options). */
export function defaultPaymentOptionId(options: readonly PaymentOption[], type: DeliveryType): number | null {
  return paymentOptionsFor(options, type)[0]?.id ?? null;
}

export const findById = <T extends { id: number }>(list: readonly T[], id: number | null | undefined) =>
  id === null || id === undefined ? undefined : list.find((item) => item.id === id);

/** The stored Packeta address is "street, zip city": split it back into the two screen lines. */
export function packetaFromStored(id: string, name: string, address: string): PacketaSelection {
  const cut = address.lastIndexOf(', ');
  return cut === -1
    ? { id, name, line1: address, line2: '' }
    : { id, name, line1: address.slice(0, cut), line2: address.slice(cut + 2) };
}

/**
 * What PATCH /basket/shipping sends as packetaPointAddress: "street, zip city" (the screen shows
 * it on two lines; docs/requirements/cart-and-checkout.md §Packeta). The original client sent the point id in this
 * field; the id goes in packetaPoint, so this one carries the readable address for the order, the mails and
 * the staff.
 */
export const packetaAddress = (p: PacketaSelection) => (p.line2 ? `${p.line1}, ${p.line2}` : p.line1);

/**
 * The starting choices: what the basket already holds from an earlier visit when it is still
 * offered, otherwise the defaults (the default delivery method, the first relevant payment option).
 */
export function initialChoices(catalog: CheckoutCatalog, basket?: Basket | null): CheckoutChoices {
  const methods = catalog.shippingMethods;
  const stored = findById(methods, basket?.shipping_method_id);
  const fallbackDelivery = defaultDeliveryMethod(methods);
  const pickup = pickupMethod(methods);
  const deliveryType: DeliveryType = stored?.pick_up ? 'pickup' : fallbackDelivery || !pickup ? 'delivery' : 'pickup';
  const deliveryMethod = stored && !stored.pick_up ? stored : fallbackDelivery;
  const shippingMethodId = deliveryType === 'pickup' ? (pickup?.id ?? null) : (deliveryMethod?.id ?? null);
  const salePointId =
    deliveryType === 'pickup' ? (findById(catalog.warehouses, basket?.sale_point_id)?.id ?? null) : null;
  const packeta =
    basket?.packeta_point && basket.packeta_point_name
      ? packetaFromStored(basket.packeta_point, basket.packeta_point_name, basket.packeta_point_address ?? '')
      : null;
  const allowed = paymentOptionsFor(catalog.paymentOptions, deliveryType);
  const paymentOptionId = findById(allowed, basket?.payment_option_id)?.id ?? allowed[0]?.id ?? null;
  return {
    step: 1,
    deliveryType,
    shippingMethodId,
    lastDeliveryMethodId: deliveryMethod?.id ?? null,
    salePointId,
    packeta,
    paymentOptionId,
    note: basket?.note ?? '',
  };
}

/**
 * Choices restored from a draft (sessionStorage) checked against what is offered now: anything
 * no longer offered falls back to the defaults.
 */
export function normalizeChoices(choices: CheckoutChoices, catalog: CheckoutCatalog): CheckoutChoices {
  const defaults = initialChoices(catalog);
  const method = findById(catalog.shippingMethods, choices.shippingMethodId);
  const deliveryType: DeliveryType = method?.pick_up ? 'pickup' : method ? 'delivery' : defaults.deliveryType;
  const shippingMethodId = method ? method.id : defaults.shippingMethodId;
  const lastDelivery = findById(deliveryMethods(catalog.shippingMethods), choices.lastDeliveryMethodId);
  const allowed = paymentOptionsFor(catalog.paymentOptions, deliveryType);
  return {
    step: choices.step,
    deliveryType,
    shippingMethodId,
    lastDeliveryMethodId: lastDelivery?.id ?? defaults.lastDeliveryMethodId,
    salePointId: deliveryType === 'pickup' ? (findById(catalog.warehouses, choices.salePointId)?.id ?? null) : null,
    packeta: choices.packeta,
    paymentOptionId: findById(allowed, choices.paymentOptionId)?.id ?? allowed[0]?.id ?? null,
    note: choices.note,
  };
}

/**
 * Delivery ↔ pick-up (docs/requirements/cart-and-checkout.md §Pick-up): pick-up sets the pick-up method; delivery
 * restores the previous delivery method and clears the sale point; either way the first payment option of the
 * relevant list is selected.
 */
export function selectDeliveryType(
  choices: CheckoutChoices,
  type: DeliveryType,
  catalog: CheckoutCatalog,
): CheckoutChoices {
  if (type === choices.deliveryType) return choices;
  const paymentOptionId = defaultPaymentOptionId(catalog.paymentOptions, type);
  if (type === 'pickup') {
    return {
      ...choices,
      deliveryType: 'pickup',
      shippingMethodId: pickupMethod(catalog.shippingMethods)?.id ?? null,
      paymentOptionId,
    };
  }
  const restored =
    findById(deliveryMethods(catalog.shippingMethods), choices.lastDeliveryMethodId) ??
    defaultDeliveryMethod(catalog.shippingMethods);
  return {
    ...choices,
    deliveryType: 'delivery',
    shippingMethodId: restored?.id ?? null,
    lastDeliveryMethodId: restored?.id ?? null,
    salePointId: null,
    paymentOptionId,
  };
}

export function selectShippingMethod(choices: CheckoutChoices, id: number): CheckoutChoices {
  return { ...choices, shippingMethodId: id, lastDeliveryMethodId: id };
}

/** What step 1 still lacks besides the address form (the form validates itself). */
export type Step1Problem = 'shipping' | 'salePoint' | 'packetaPoint';

export function step1Problems(choices: CheckoutChoices, catalog: CheckoutCatalog): Step1Problem[] {
  const method = findById(catalog.shippingMethods, choices.shippingMethodId);
  if (!method) return ['shipping'];
  if (choices.deliveryType === 'pickup' && !findById(catalog.warehouses, choices.salePointId)) return ['salePoint'];
  if (method.is_packeta && !choices.packeta) return ['packetaPoint'];
  return [];
}

export function isPaymentValid(choices: CheckoutChoices, catalog: CheckoutCatalog): boolean {
  return !!findById(paymentOptionsFor(catalog.paymentOptions, choices.deliveryType), choices.paymentOptionId);
}

/** Whether a step's requirements are met; step 1 also needs a valid address form (`addressesValid`). */
export function isStepComplete(
  step: CheckoutStep,
  choices: CheckoutChoices,
  catalog: CheckoutCatalog,
  addressesValid: boolean,
): boolean {
  const step1 = addressesValid && step1Problems(choices, catalog).length === 0;
  if (step === 1) return step1;
  if (step === 2) return step1 && isPaymentValid(choices, catalog);
  return false;
}

/** The furthest step the customer may open: each earlier step must be complete. */
export function furthestReachableStep(
  choices: CheckoutChoices,
  catalog: CheckoutCatalog,
  addressesValid: boolean,
): CheckoutStep {
  if (!isStepComplete(1, choices, catalog, addressesValid)) return 1;
  if (!isStepComplete(2, choices, catalog, addressesValid)) return 2;
  return 3;
}

export type StepState = 'done' | 'current' | 'upcoming';

/**
 * The indicator (docs/requirements/cart-and-checkout.md §Checkout steps): steps before the current
 * one are done (and clickable back).
 */
export function stepState(step: CheckoutStep, current: CheckoutStep): StepState {
  return step < current ? 'done' : step === current ? 'current' : 'upcoming';
}
