import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, type PlaceOrderBody } from '@shop/contract';
import type { Shop } from '../../app.ts';
import type { Tx } from '../../db/client.ts';
import { ensureOrderSequence, nextOrderNumberSql } from '../../db/order-numbers.ts';
import type { AddressSnapshot, orderLines } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import type { SessionCustomer } from '../auth/session.repository.ts';
import { loadPricedBasket, type PricedBasket } from '../basket/basket-pricing.ts';
import { missingStep } from './checkout-rules.ts';
import {
  claimKeyAndLockBasket,
  closeBasketForOrder,
  consumeCoupon,
  decreaseStock,
  findIdempotencyKey,
  insertOrder,
  insertOrderLines,
  recordNewsletterConsent,
} from './order.repository.ts';

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

/** The calendar year in Slovakia (an order at 00:30 on 1 January belongs to the new year). */
const shopYearFormat = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Bratislava', year: 'numeric' });
const shopYear = (at: Date) => shopYearFormat.format(at);

/**
 * Places the order from the customer's basket in ONE transaction; either all of it happens or
 * none of it (no order, stock and coupon untouched, basket as it was):
 *  1. claim the Idempotency-Key — a key already used answers its order again (200), or 409 when
 *     it came with another body. Parallel calls with one key wait on the key's unique index, so
 *     they all answer the one order;
 *  2. lock the basket row FOR UPDATE — a parallel order with another key waits here and then
 *     finds the basket empty (409);
 *  3. reprice everything from current data and check every step (409 naming what is missing);
 *  4. use the coupon atomically, take the next order number (db/order-numbers.ts), write the
 *     order with its snapshot, empty the basket, store the newsletter consent, queue both mails,
 *     and decrease stock last: the product rows stay locked until commit, and parallel orders
 *     of the same product wait for each other only that long.
 * The mails go through the outbox: queued in this transaction, sent after commit; a crash
 * between commit and sending loses none of them (the next flush, in any process, sends them).
 */
export async function placeOrder(
  shop: Shop,
  customer: SessionCustomer,
  body: PlaceOrderBody,
  idempotencyKey: string,
): Promise<PlacedOrder> {
  // Read before the transaction: the category cache uses the pool, and inside the transaction
  // everything must go through `tx` (a second connection could wait on our own locks).
  const tree = await shop.categories.get();
  const requestHash = createHash('sha256').update(canonicalJson(body)).digest('hex');
  // The order's time and year are fixed here: the year's number sequence must exist before the
  // transaction (see ensureOrderSequence), also for an order placed across midnight of 31 December.
  const now = new Date();
  const year = shopYear(now);
  await ensureOrderSequence(shop.db, year);
  const placed = await shop.db.transaction(async (tx) => {
    const claim = await claimKeyAndLockBasket(tx, customer.id, idempotencyKey, requestHash);
    if (!claim.claimed) {
      const used = await findIdempotencyKey(tx, customer.id, idempotencyKey);
      if (used?.requestHash !== requestHash) {
        throw conflict('This Idempotency-Key was used with another request.', IDEMPOTENCY_KEY_HEADER);
      }
      if (used.orderId === null || used.number === null)
        throw conflict('The order is in progress.', IDEMPOTENCY_KEY_HEADER);
      return { order: { id: used.orderId, number: used.number }, created: false };
    }
    const basketId = claim.basketId;
    if (basketId === null) throw conflict('The basket is empty.', 'items');
    const priced = await loadPricedBasket(tx, customer, tree, shop.config.packetaApiKey !== undefined);
    return {
      order: await writeOrder(shop, tx, customer, priced, basketId, body, idempotencyKey, now, year),
      created: true,
    };
  });
  // Sent after the reply: the mails are committed with the order, so nothing is lost if this
  // process dies first (the next flush, in any process, sends them).
  if (placed.created) shop.outbox.flushSoon();
  return placed;
}

async function writeOrder(
  shop: Shop,
  tx: Tx,
  customer: SessionCustomer,
  priced: PricedBasket,
  basketId: number,
  body: PlaceOrderBody,
  idempotencyKey: string,
  now: Date,
  year: string,
) {
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
  // The buyer's data as the session read it at the start of this request (one statement fewer).
  const buyer = customer;

  if (priced.coupon && !(await consumeCoupon(tx, priced.coupon.id))) {
    // Used up by a parallel order since we read it: the whole transaction rolls back.
    throw conflict('The coupon is no longer valid; remove it.', 'code');
  }

  const invoice: AddressSnapshot = { ...basket.invoiceAddress, email: buyer.email };
  const { email: _invoiceEmail, ...invoiceWithoutEmail } = invoice;
  const delivery: AddressSnapshot = basket.deliveryAddress ?? invoiceWithoutEmail;
  const salePoint = shipping.pickUp && state?.salePoint ? state.salePoint : null;
  const packeta = shipping.isPacketa ? basket : null;

  const { id: orderId, number } = await insertOrder(
    tx,
    {
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
      couponDiscountCents: totals.discountExcVatCents,
      invoiceAddress: invoice,
      deliveryAddress: delivery,
      companySnapshot: {
        companyName: buyer.companyName,
        companyId: buyer.companyId,
        vatRegistrationId: buyer.vatRegistrationId,
        extVatRegistrationId: buyer.extVatRegistrationId,
      },
      productsExcVatCents: totals.productsExcVatCents,
      totalExcVatCents: totals.totalExcVatCents,
      totalVatCents: totals.totalVatCents,
      totalIncVatCents: totals.totalIncVatCents,
      newsletterConsentAt: body.newsletter ? now : null,
    },
    nextOrderNumberSql(year),
  );

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
  // The coupon discount is stored as negative lines, one per VAT rate (product_id null, code =
  // the coupon code), so the lines of an order add up to its totals and an invoice's VAT summary
  // comes straight from them.
  const couponCode = priced.coupon?.code ?? '';
  const discountLines: (typeof orderLines.$inferInsert)[] = totals.discountParts.map((part, i) => ({
    orderId,
    productId: null,
    code: couponCode,
    name:
      totals.discountParts.length > 1
        ? `Zľava – kupón ${couponCode} (DPH ${part.vatRate} %)`
        : `Zľava – kupón ${couponCode}`,
    slug: '',
    image: null,
    quantity: 1,
    unitOfMeasure: '',
    basePriceCents: -part.excVatCents,
    discountBp: 0,
    unitPriceExcVatCents: -part.excVatCents,
    vatRate: part.vatRate,
    lineTotalExcVatCents: -part.excVatCents,
    lineVatCents: -part.vatCents,
    sort: lines.length + i,
  }));
  // Built in a worker thread while the lines and the consent are written.
  const mailsBuilt = shop.orderMails.build(
    {
      number,
      customerEmail: buyer.email,
      companyName: buyer.companyName,
      lines: [...productLines, ...discountLines].map((l) => ({
        code: l.code,
        name: l.name,
        quantity: l.quantity,
        unitOfMeasure: l.unitOfMeasure ?? '',
        unitPriceExcVatCents: l.unitPriceExcVatCents,
        lineTotalExcVatCents: l.lineTotalExcVatCents,
        vatRate: l.vatRate,
      })),
      shippingName: shipping.name,
      paymentName: payment.name,
      paymentKind: payment.kind,
      totals,
      invoice,
      delivery,
      salePoint: salePoint ? { name: salePoint.name, address: salePoint.address } : null,
      packetaPoint: packeta
        ? { name: packeta.packetaPointName ?? '', address: packeta.packetaPointAddress ?? '' }
        : null,
      note: basket.note,
      couponCode: priced.coupon?.code ?? null,
    },
    { iban: shop.config.iban, mailFrom: shop.config.mailFrom, staffEmail: shop.config.staffEmail },
  );
  mailsBuilt.catch(() => {}); // awaited below; a statement failing first must not leave it unhandled
  await insertOrderLines(tx, [...productLines, ...discountLines]);

  if (body.newsletter) await recordNewsletterConsent(tx, customer.id, now);
  await closeBasketForOrder(tx, basketId, customer.id, idempotencyKey, orderId, await mailsBuilt);

  const quantities = new Map<number, number>();
  for (const l of lines) quantities.set(l.productId, (quantities.get(l.productId) ?? 0) + l.quantity);
  await decreaseStock(tx, quantities);
  return { id: orderId, number };
}
