import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, type PlaceOrderBody } from '@shop/contract';
import { ensureOrderSequence } from '../../db/order-numbers.ts';
import { type AddressSnapshot, orderLines, orders } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { mailRowsJson } from '../../mail/outbox.ts';
import type { Shop } from '../../shop.ts';
import type { SessionCustomer } from '../auth/session.repository.ts';
import { findBasketForOrder } from '../basket/basket.repository.ts';
import { priceBasket } from '../basket/basket-pricing.ts';
import { deliveryAddressToSave, missingStep } from './checkout-rules.ts';
import { findIdempotencyKey, rowJson, writeOrder } from './order.repository.ts';
import { queuedOrderMails } from './order-mail.ts';

export interface PlacedOrder {
  order: { id: number; number: string };
  /** false when the Idempotency-Key had already made this order */
  created: boolean;
}

/** JSON with sorted keys, so the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const jsonOrNull = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** The calendar year in Slovakia (an order at 00:30 on 1 January belongs to the new year). */
const shopYearFormat = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Bratislava', year: 'numeric' });
const shopYear = (at: Date) => shopYearFormat.format(at);

/** A parallel cart write between reading and writing makes the order read and price again. */
const MAX_ATTEMPTS = 5;

/**
 * Places the order from the customer's basket; either all of it happens or none of it (no order,
 * stock and coupon untouched, basket as it was). Optimistic, in two statements and no explicit
 * transaction, so nothing is locked while the order is priced:
 *  1. read the basket with its lines, discount rules and version, and the customer's earlier use
 *     of the Idempotency-Key (findBasketForOrder). A key already used answers its order again
 *     (200), or 409 when it came with another body. When an order can follow, the same read
 *     takes its id and number (db/order-numbers.ts);
 *  2. price everything from that data and check every step (409 naming what is missing);
 *  3. write it all in one statement (writeOrder) — if the basket still has the version it was
 *     priced from. A cart write or another order in between changed it: back to 1. So parallel
 *     calls with one key answer the one order, and a parallel order with another key finds the
 *     basket empty (409).
 * The mails go through the outbox: queued by the same statement (recipient and subject; the
 * outbox builds their body from the committed order when it sends them), sent after it; a crash
 * in between loses none of them (the next flush, in any process, sends them).
 */
export async function placeOrder(
  shop: Shop,
  customer: SessionCustomer,
  body: PlaceOrderBody,
  idempotencyKey: string,
): Promise<PlacedOrder> {
  const requestHash = createHash('sha256').update(canonicalJson(body)).digest('hex');
  // The order's time and year are fixed here: the year's number sequence must exist before the
  // read that takes the number (see ensureOrderSequence), also across midnight of 31 December.
  const now = new Date();
  const year = shopYear(now);
  await ensureOrderSequence(shop.db, year);
  for (let attempt = 1; ; attempt++) {
    const tree = await shop.categories.get();
    const found = await findBasketForOrder(shop.db, customer.id, customer.priceGroupId, idempotencyKey, year);
    const used = found
      ? found.usedKey && {
          requestHash: found.usedKey.request_hash,
          orderId: found.usedKey.order_id,
          number: found.usedKey.number,
        }
      : await findIdempotencyKey(shop.db, customer.id, idempotencyKey);
    if (used) {
      if (used.requestHash !== requestHash) {
        throw conflict('This Idempotency-Key was used with another request.', IDEMPOTENCY_KEY_HEADER);
      }
      if (used.orderId === null || used.number === null) throw conflict('The order is gone.', IDEMPOTENCY_KEY_HEADER);
      return { order: { id: used.orderId, number: used.number }, created: false };
    }
    if (!found) throw conflict('The basket is empty.', 'items');
    const priced = priceBasket(found, tree, shop.config.packetaApiKey !== undefined);
    const outcome = await writePricedOrder(shop, customer, priced, found, body, idempotencyKey, requestHash, now);
    if (outcome !== 'basket changed') {
      // Sent after the reply: the mails are committed with the order, so nothing is lost if this
      // process dies first (the next flush, in any process, sends them).
      shop.outbox.flushSoon();
      return { order: outcome, created: true };
    }
    if (attempt === MAX_ATTEMPTS) throw conflict('The basket changed while the order was placed; try again.', 'items');
  }
}

async function writePricedOrder(
  shop: Shop,
  customer: SessionCustomer,
  priced: ReturnType<typeof priceBasket>,
  found: NonNullable<Awaited<ReturnType<typeof findBasketForOrder>>>,
  body: PlaceOrderBody,
  idempotencyKey: string,
  requestHash: string,
  now: Date,
): Promise<{ id: number; number: string } | 'basket changed'> {
  const { state, lines, shipping, payment, totals } = priced;
  const basket = state?.basket;
  const step = missingStep({
    lineCount: lines.length,
    hasInvoiceAddress: Boolean(basket?.invoiceAddress),
    shipping,
    hasSalePoint: Boolean(state?.salePoint),
    hasPacketaPoint: Boolean(basket?.packetaPointId),
    payment: state?.payment?.active ? state.payment : null,
  });
  if (step) throw conflict(step.message, step.key);
  if (!basket?.invoiceAddress || !shipping || !payment) throw conflict('The checkout is incomplete.');
  if (state?.coupon && !state.couponUsable) throw conflict('The coupon is no longer valid; remove it.', 'code');
  const { orderId, orderNumber: number } = found;
  if (orderId === null || number === null) throw conflict('The basket is empty.', 'items');
  // The buyer's e-mail and company data are the session's, read at the start of this request.

  const invoice: AddressSnapshot = { ...basket.invoiceAddress, email: customer.email };
  const { email: _invoiceEmail, ...invoiceWithoutEmail } = invoice;
  const delivery: AddressSnapshot = basket.deliveryAddress ?? invoiceWithoutEmail;
  const salePoint = shipping.pickUp && state?.salePoint ? state.salePoint : null;
  const packeta = shipping.isPacketa ? basket : null;

  const order: typeof orders.$inferInsert = {
    id: orderId,
    number,
    customerId: customer.id,
    createdAt: now,
    shippingMethodId: shipping.id,
    shippingName: shipping.name,
    shippingPriceCents: shipping.priceCents,
    shippingVatRate: shipping.vatRate,
    pickUp: shipping.pickUp,
    salePointName: salePoint?.name ?? null,
    salePointAddress: salePoint?.address ?? null,
    packetaPointId: packeta?.packetaPointId ?? null,
    packetaPointName: packeta?.packetaPointName ?? null,
    packetaPointAddress: packeta?.packetaPointAddress ?? null,
    paymentOptionId: payment.id,
    paymentName: payment.name,
    paymentKind: payment.kind,
    paymentPriceCents: payment.priceCents,
    paymentVatRate: payment.vatRate,
    note: basket.note,
    couponCode: priced.coupon?.code ?? null,
    // The discount is not a line: its split over the VAT rates follows from the lines
    // (modules/customer/order-money.ts reads the order back with the rule that priced it).
    couponDiscountCents: totals.discountExcVatCents,
    invoiceAddress: invoice,
    deliveryAddress: delivery,
    companySnapshot: {
      companyName: customer.companyName,
      companyId: customer.companyId,
      vatRegistrationId: customer.vatRegistrationId,
      extVatRegistrationId: customer.extVatRegistrationId,
    },
    productsExcVatCents: totals.productsExcVatCents,
    totalExcVatCents: totals.totalExcVatCents,
    totalVatCents: totals.totalVatCents,
    totalIncVatCents: totals.totalIncVatCents,
    newsletterConsentAt: body.newsletter ? now : null,
  };

  const productLines: (typeof orderLines.$inferInsert)[] = lines.map((l, i) => ({
    orderId,
    productId: l.productId,
    code: l.code,
    name: l.name,
    slug: l.slug,
    image: l.image?.src ?? null,
    quantity: l.quantity,
    unitOfMeasure: l.unitOfMeasure,
    basePriceCents: l.baseCents,
    discountBp: l.discountBp,
    unitPriceExcVatCents: l.unitPriceExcVatCents,
    vatRate: l.vatRate,
    lineTotalExcVatCents: l.lineTotalExcVatCents,
    lineVatCents: l.lineVatCents,
    sort: i,
  }));
  const mails = queuedOrderMails(
    { id: orderId, number, customerEmail: customer.email, companyName: customer.companyName },
    shop.config,
  );
  const quantities = new Map<number, number>();
  for (const l of lines) quantities.set(l.productId, (quantities.get(l.productId) ?? 0) + l.quantity);
  const outcome = await writeOrder(shop.db, {
    basketId: basket.id,
    version: basket.version,
    couponId: priced.coupon?.id ?? null,
    customerId: customer.id,
    key: idempotencyKey,
    requestHash,
    orderId,
    order: JSON.stringify(rowJson(orders, order)),
    lines: JSON.stringify(productLines.map((line) => rowJson(orderLines, line))),
    mails: mailRowsJson(mails),
    consentAt: body.newsletter ? now.toISOString() : null,
    productIds: [...quantities.keys()],
    quantities: [...quantities.values()],
    invoiceAddress: JSON.stringify(invoice),
    deliveryAddress: jsonOrNull(deliveryAddressToSave(shipping, basket.deliveryAddress)),
  });
  if (outcome === 'coupon') throw conflict('The coupon is no longer valid; remove it.', 'code');
  return outcome === 'placed' ? { id: orderId, number } : outcome;
}
