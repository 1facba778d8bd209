import {
  type BasketAddressBody,
  type CheckoutTotals,
  type CheckoutTotalsQuery,
  type Coupon,
  ErrorCode,
  type PacketaData,
  type PaymentOption,
  type ShippingMethod,
  type Warehouse,
} from '@shop/contract';
import { badRequest, conflict, HttpError } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import { claimAttempt } from '../auth/attempts.ts';
import type { SessionCustomer } from '../auth/session.repository.ts';
import { ensureBasketId, findBasketForPricing, findBasketState, updateBasket } from '../basket/basket.repository.ts';
import { readBasket } from '../basket/basket.service.ts';
import { priceBasket, toCheckoutTotalsReply, toCouponReply } from '../basket/basket-pricing.ts';
import { centsToEuros } from '../catalog/customer-prices.ts';
import { toAddressSnapshot } from '../customer/address-snapshot.ts';
import { withVatCents } from '../pricing/pricing.ts';
import {
  findCouponByCode,
  findPaymentOption,
  findShippingMethod,
  findWarehouse,
  listPaymentOptions,
  listShippingMethods,
  listWarehouses,
} from './checkout.repository.ts';
import { isShippingOffered, paymentAllowedFor } from './checkout-rules.ts';

const notFoundKey = (key: string) => new HttpError(404, [{ code: ErrorCode.notFound, key }]);
const packetaEnabled = (shop: Shop) => shop.config.packetaApiKey !== undefined;

/**
 * "5.90" from 590, in integers (a shipping method's price is a numeric string:
 * docs/requirements/money.md §Cents and rounding).
 */
export function centsToDecimalString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export async function shippingMethodsFor(shop: Shop): Promise<ShippingMethod[]> {
  const methods = await listShippingMethods(shop.db);
  return methods
    .filter((m) => isShippingOffered(m, packetaEnabled(shop)))
    .map((m) => ({
      id: m.id,
      name: m.name,
      price: centsToDecimalString(withVatCents(m.priceCents, m.vatRate)),
      price_exc_vat: centsToEuros(m.priceCents),
      vat_rate: m.vatRate,
      pick_up: m.pickUp,
      default: m.isDefault,
      is_packeta: m.isPacketa,
    }));
}

export async function paymentOptionsFor(shop: Shop): Promise<PaymentOption[]> {
  return (await listPaymentOptions(shop.db)).map((p) => ({
    id: p.id,
    name: p.name,
    price: centsToEuros(withVatCents(p.priceCents, p.vatRate)),
    price_exc_vat: centsToEuros(p.priceCents),
    vat_rate: p.vatRate,
    allow_for_store: p.allowForStore,
    allow_for_shipping: p.allowForShipping,
    kind: p.kind,
  }));
}

/**
 * The basket priced with the shipping method and payment option the customer is choosing (they
 * reach the basket when the order is finalised): the checkout summary shows the order's totals
 * before that. The VAT of a fee is not its own, it joins its rate's amount (pricing.ts), so only
 * the server can say what a choice makes the total.
 */
export async function checkoutTotals(
  shop: Shop,
  customer: SessionCustomer,
  choice: CheckoutTotalsQuery,
): Promise<CheckoutTotals> {
  const [found, tree, shipping, payment] = await Promise.all([
    findBasketForPricing(shop.db, customer.id, customer.priceGroupId),
    shop.categories.get(),
    choice.shipping_method_id ? findShippingMethod(shop.db, choice.shipping_method_id) : null,
    choice.payment_option_id ? findPaymentOption(shop.db, choice.payment_option_id) : null,
  ]);
  const priced = priceBasket(found && { ...found, shipping, payment }, tree, packetaEnabled(shop));
  return toCheckoutTotalsReply(priced.totals);
}

export async function warehousesFor(shop: Shop): Promise<Warehouse[]> {
  return (await listWarehouses(shop.db)).map((w) => ({ id: w.id, name: w.name, address: w.address }));
}

/** The invoice e-mail is the account's, whatever the form held (the field is read-only there). */
export async function setAddresses(shop: Shop, customer: SessionCustomer, body: BasketAddressBody) {
  const basketId = await ensureBasketId(shop.db, customer.id);
  await updateBasket(shop.db, basketId, {
    invoiceAddress: toAddressSnapshot(body.invoice, customer.email),
    deliveryAddress: body.delivery ? toAddressSnapshot(body.delivery) : null,
  });
  return body.delivery ? [{ success: true as const }, { success: true as const }] : [{ success: true as const }];
}

/**
 * Chooses the shipping method. A pick-up method drops the Packeta point, a delivery method the
 * sale point, and a payment option the new method does not allow is dropped so the customer
 * chooses again (the web then selects the first allowed one).
 */
export async function setShipping(
  shop: Shop,
  customer: SessionCustomer,
  id: number,
  packeta: PacketaData | null | undefined,
) {
  const method = await findShippingMethod(shop.db, id);
  if (!method || !isShippingOffered(method, packetaEnabled(shop))) throw notFoundKey('id');
  if (method.isPacketa && !packeta) throw badRequest('packetaData', ErrorCode.required, 'A Packeta point is required.');
  const basketId = await ensureBasketId(shop.db, customer.id);
  const state = await findBasketState(shop.db, customer.id);
  const keepPayment = state?.payment ? paymentAllowedFor(state.payment, method) : false;
  await updateBasket(shop.db, basketId, {
    shippingMethodId: method.id,
    ...(method.pickUp ? {} : { salePointId: null }),
    ...(method.isPacketa && packeta
      ? {
          packetaPointId: packeta.packetaPoint,
          packetaPointName: packeta.packetaPointName,
          packetaPointAddress: packeta.packetaPointAddress,
        }
      : { packetaPointId: null, packetaPointName: null, packetaPointAddress: null }),
    ...(keepPayment ? {} : { paymentOptionId: null }),
  });
  return readBasket(shop, customer);
}

/** A sale point only makes sense with a pick-up method (409 otherwise); null clears it. */
export async function setSalePoint(shop: Shop, customer: SessionCustomer, id: number | null) {
  const basketId = await ensureBasketId(shop.db, customer.id);
  if (id !== null) {
    const warehouse = await findWarehouse(shop.db, id);
    if (!warehouse) throw notFoundKey('id');
    const state = await findBasketState(shop.db, customer.id);
    if (!state?.shipping?.pickUp) throw conflict('A sale point needs a pick-up shipping method.', 'id');
  }
  await updateBasket(shop.db, basketId, { salePointId: id });
  return readBasket(shop, customer);
}

export async function setPayment(shop: Shop, customer: SessionCustomer, id: number) {
  const payment = await findPaymentOption(shop.db, id);
  if (!payment?.active) throw notFoundKey('id');
  const basketId = await ensureBasketId(shop.db, customer.id);
  const state = await findBasketState(shop.db, customer.id);
  const shipping = state?.shipping && isShippingOffered(state.shipping, packetaEnabled(shop)) ? state.shipping : null;
  if (!shipping) throw conflict('Choose a shipping method first.', 'id');
  if (!paymentAllowedFor(payment, shipping)) {
    throw conflict(shipping.pickUp ? 'Not allowed for pick-up.' : 'Not allowed for delivery.', 'id');
  }
  await updateBasket(shop.db, basketId, { paymentOptionId: payment.id });
  return readBasket(shop, customer);
}

export async function setNote(shop: Shop, customer: SessionCustomer, note: string) {
  const basketId = await ensureBasketId(shop.db, customer.id);
  await updateBasket(shop.db, basketId, { note: note.trim() });
  return readBasket(shop, customer);
}

/** Attaches a coupon that can be used now; an unknown, expired or used-up code is 400 key `code`. */
/** Guessing codes: this many wrong codes per customer in a window, then 429 until it ends. */
export const COUPON_FAILURES = { limit: 20, windowSeconds: 3600 };

export async function applyCoupon(shop: Shop, customer: SessionCustomer, code: string): Promise<Coupon> {
  const forgive = await claimAttempt(shop.db, [{ key: `coupon:customer:${customer.id}`, ...COUPON_FAILURES }]);
  const found = await findCouponByCode(shop.db, code, customer.id);
  if (!found?.usable) throw badRequest('code', ErrorCode.validation, 'The coupon is not valid.');
  await forgive();
  const basketId = await ensureBasketId(shop.db, customer.id);
  await updateBasket(shop.db, basketId, { couponId: found.coupon.id });
  return toCouponReply(found.coupon);
}

export async function removeCoupon(shop: Shop, customer: SessionCustomer) {
  const basketId = await ensureBasketId(shop.db, customer.id);
  await updateBasket(shop.db, basketId, { couponId: null });
  return readBasket(shop, customer);
}
