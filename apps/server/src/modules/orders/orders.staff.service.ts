import {
  carrierName,
  normalizeTrackingNumber,
  ORDER_COUNT_CAP,
  type OrderListSort,
  type OrderStatus,
  StaffErrorCode,
  type StaffOrderDetail,
  type StaffOrderListQuerySchema,
  type StaffOrderListReply,
  type StaffOrderStatusBodySchema,
  type StaffRole,
  trackingUrl,
} from '@shop/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { Shop } from '../../shop.ts';
import { orderMoney, productLinesOf } from '../customer/order-money.ts';
import { lastAuditOfRecord } from '../staff/audit.repository.ts';
import { recordAudit } from '../staff/audit.ts';
import type { StaffSession } from '../staff/staff-session.repository.ts';
import { orderPlaces } from './order-places.ts';
import {
  allowedMoves,
  ORDER_STATUS_NAMES,
  orderKind,
  roleMayMoveTo,
  StaleOrderError,
  transitionOrder,
} from './order-status.ts';
import { MAILED_STATUSES, type StatusMailEvent, statusMail } from './order-status-mails.ts';
import {
  countOrders,
  customerEmail,
  findCustomerSummary,
  findInvoiceOfOrder,
  findLines,
  findOrder,
  mailsOfOrder,
  type OrderCursor,
  type OrderLineRow,
  type OrderRow,
  orderListPage,
  recentOrdersOf,
  releaseCouponUse,
  returnStock,
  shippingMethodChoices,
} from './orders.staff.repository.ts';

/**
 * The back office's orders (docs/decisions/016-orders-back-office.md): the list, one order's
 * page, and the status changes with what comes with them (stock, coupon, the customer's mail,
 * the audit entry), each in one transaction.
 *
 * Who sees money: admin and sales. The warehouse works with goods and addresses, never with
 * prices, totals, the customer's price group or the invoice: its replies carry null there, and
 * the list's money filter and ordering refuse it (docs/decisions/010-back-office.md §Roles).
 */
export const seesMoney = (role: StaffRole) => role === 'admin' || role === 'sales';

/** A refusal naming the parameter a role may not use. */
const forbiddenParam = (key: string) => new HttpError(403, [{ code: StaffErrorCode.forbidden, key }]);

// ---------------------------------------------------------------- the list

type ListQuery = z.output<typeof StaffOrderListQuerySchema>;

/** The cursor is opaque to the app: the ordering it belongs to, the last row's sort value and id. */
export function encodeCursor(sort: string, cursor: OrderCursor): string {
  return Buffer.from(JSON.stringify([sort, cursor.value, cursor.id])).toString('base64url');
}

function decodeCursor(text: string, sort: string): OrderCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 3 &&
      parsed[0] === sort &&
      typeof parsed[1] === 'string' &&
      Number.isSafeInteger(parsed[2])
    ) {
      return { value: parsed[1], id: parsed[2] as number };
    }
  } catch {}
  // A cursor of another ordering (or a made-up one) would page through the wrong rows.
  throw badRequest('after');
}

export async function listOrders(shop: Shop, staff: StaffSession, query: ListQuery): Promise<StaffOrderListReply> {
  const withMoney = seesMoney(staff.role);
  const sort = query.sort.replace(/^-/, '') as OrderListSort;
  if (!withMoney && query.payment) throw forbiddenParam('payment');
  if (!withMoney && sort === 'total') throw forbiddenParam('sort');
  const filter = {
    statuses: query.status,
    from: query.from,
    to: query.to,
    payment: query.payment,
    shipping: query.shipping,
    customer: query.customer,
    q: query.q,
  };
  const page = {
    sort,
    descending: query.sort.startsWith('-'),
    after: query.after === undefined ? undefined : decodeCursor(query.after, query.sort),
    limit: query.limit,
    withMoney,
  };
  const [rows, count] = await Promise.all([
    orderListPage(shop.db, filter, page),
    countOrders(shop.db, filter, ORDER_COUNT_CAP),
  ]);
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    success: true,
    orders: shown.map((r) => ({
      id: r.id,
      number: r.number,
      createdAt: new Date(r.created_at).toISOString(),
      status: r.status,
      customerId: r.customer_id,
      companyName: r.company_name ?? '',
      shippingName: r.shipping_name,
      pickUp: r.pick_up,
      paymentName: r.payment_name,
      totalIncVatCents: r.total_inc_vat_cents === null ? null : Number(r.total_inc_vat_cents),
      paymentState: r.payment_state,
    })),
    next:
      rows.length > query.limit && last ? encodeCursor(query.sort, { value: last.cursor_value, id: last.id }) : null,
    count: { value: Math.min(count, ORDER_COUNT_CAP), capped: count > ORDER_COUNT_CAP },
  };
}

export async function orderFacets(shop: Shop) {
  return { success: true as const, shippingMethods: await shippingMethodChoices(shop.db) };
}

// ---------------------------------------------------------------- one order

const iso = (value: Date | string) => new Date(value).toISOString();

/** One order as its page shows it to `role` (the moves offered are the ones the role may make now). */
export async function orderDetail(db: DbOrTx, role: StaffRole, id: number): Promise<StaffOrderDetail> {
  const order = await findOrder(db, id);
  if (!order) throw notFound();
  const withMoney = seesMoney(role);
  const [lines, invoice, customer, recent, mails] = await Promise.all([
    findLines(db, [id]),
    withMoney ? findInvoiceOfOrder(db, id) : Promise.resolve(null),
    findCustomerSummary(db, order.customerId),
    recentOrdersOf(db, order.customerId, id),
    mailsOfOrder(db, id),
  ]);
  const kind = orderKind(order);
  const money = withMoney ? orderMoney(order, lines) : null;
  const carrier = order.carrier ? { id: order.carrier, name: carrierName(order.carrier) } : null;
  return {
    id: order.id,
    number: order.number,
    createdAt: iso(order.createdAt),
    status: order.status as OrderStatus,
    version: order.version,
    kind,
    moves: allowedMoves(order.status, kind, role),
    lines: productLinesOf(lines).map((l) => ({
      productId: l.productId,
      code: l.code,
      name: l.name,
      quantity: l.quantity,
      unit: l.unitOfMeasure,
      prices: withMoney
        ? {
            basePriceCents: l.basePriceCents,
            discountBp: l.discountBp,
            unitPriceExcVatCents: l.unitPriceExcVatCents,
            vatRate: l.vatRate,
            lineTotalExcVatCents: l.lineTotalExcVatCents,
          }
        : null,
    })),
    money: money && {
      couponCode: order.couponCode,
      productsExcVatCents: money.productsExcVatCents,
      discountExcVatCents: money.discountExcVatCents,
      discountVatCents: money.discountVatCents,
      shippingExcVatCents: money.shippingExcVatCents,
      shippingVatRate: order.shippingVatRate,
      paymentExcVatCents: money.paymentExcVatCents,
      paymentVatRate: order.paymentVatRate,
      totalExcVatCents: order.totalExcVatCents,
      vatBreakdown: money.vatBreakdown,
      totalVatCents: order.totalVatCents,
      totalIncVatCents: order.totalIncVatCents,
    },
    company: order.companySnapshot,
    invoiceAddress: order.invoiceAddress,
    deliveryAddress: order.deliveryAddress,
    delivery: {
      shippingName: order.shippingName,
      pickUp: order.pickUp,
      ...orderPlaces(order),
      carrier,
      trackingNumber: order.trackingNumber,
      trackingUrl: order.carrier && order.trackingNumber ? trackingUrl(order.carrier, order.trackingNumber) : null,
    },
    payment: {
      name: order.paymentName,
      kind: order.paymentKind,
      invoice: invoice && {
        id: invoice.id,
        number: invoice.number,
        issuedAt: iso(invoice.issuedAt),
        dueAt: iso(invoice.dueAt),
        totalCents: invoice.totalCents,
        paidCents: invoice.paidCents,
        state: invoice.state,
      },
    },
    note: order.note,
    cancelReason: order.cancelReason,
    customer: {
      id: order.customerId,
      companyName: customer?.company_name ?? order.companySnapshot.companyName,
      email: customer?.email ?? '',
      priceGroup: withMoney ? (customer?.price_group ?? null) : null,
      ordersCount: Number(customer?.orders_count ?? 0),
      ordersTotalIncVatCents: withMoney ? Number(customer?.orders_total ?? 0) : null,
      recentOrders: recent.map((o) => ({
        id: o.id,
        number: o.number,
        createdAt: iso(o.createdAt),
        status: o.status as OrderStatus,
        totalIncVatCents: withMoney ? o.totalIncVatCents : null,
      })),
    },
    mails: mails.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      createdAt: iso(m.createdAt),
      sentAt: m.sentAt ? iso(m.sentAt) : null,
      state: m.sentAt ? 'sent' : m.attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'pending',
    })),
  };
}

/** The outbox gives a mail up after this many attempts (mail/outbox.ts). */
const MAIL_MAX_ATTEMPTS = 8;

// ---------------------------------------------------------------- status changes

type StatusBody = z.output<typeof StaffOrderStatusBodySchema>;

const whenFormat = new Intl.DateTimeFormat('sk-SK', {
  timeZone: 'Europe/Bratislava',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The 409 of a change made on an older version: who changed the order last and when, from its
 * audit trail, in the Slovak sentence the app shows as it is (the envelope's `message`).
 */
async function staleConflict(shop: Shop, orderId: number): Promise<HttpError> {
  const order = await findOrder(shop.db, orderId);
  if (!order) return notFound();
  const last = await lastAuditOfRecord(shop.db, 'order', order.number);
  const who = last?.staff ? last.staff.name || last.staff.email : 'príkazový riadok';
  const message = last
    ? `Objednávka ${order.number} sa medzitým zmenila – ${who}, ${whenFormat.format(new Date(last.at))}: „${last.summary}“. Načítajte ju znova a zmenu urobte, ak je ešte potrebná.`
    : `Objednávka ${order.number} sa medzitým zmenila. Načítajte ju znova a zmenu urobte, ak je ešte potrebná.`;
  return new HttpError(409, [{ code: StaffErrorCode.orderStale, key: 'version', message }]);
}

function mailEvent(order: OrderRow, to: OrderStatus): StatusMailEvent | null {
  if (!MAILED_STATUSES.includes(to)) return null;
  if (to === 'shipped') {
    const url = order.carrier && order.trackingNumber ? trackingUrl(order.carrier, order.trackingNumber) : null;
    if (!order.carrier || !order.trackingNumber || !url) throw new Error('a shipped order without its parcel');
    return {
      status: 'shipped',
      carrierName: carrierName(order.carrier),
      trackingNumber: order.trackingNumber,
      trackingUrl: url,
    };
  }
  if (to === 'cancelled') return { status: 'cancelled', reason: order.cancelReason ?? '' };
  return { status: to as 'processing' | 'ready_for_pickup' };
}

async function queueStatusMail(shop: Shop, tx: DbOrTx, order: OrderRow, lines: OrderLineRow[], to: OrderStatus) {
  const event = mailEvent(order, to);
  if (!event) return;
  const email = (await customerEmail(tx, order.customerId)) ?? order.invoiceAddress.email ?? '';
  if (!email) return;
  const mail = statusMail(
    {
      id: order.id,
      number: order.number,
      to: email,
      lines: productLinesOf(lines),
      pickUp: order.pickUp,
      salePoint: order.salePointName ? { name: order.salePointName, address: order.salePointAddress ?? '' } : null,
      packetaPoint: order.packetaPointId
        ? { name: order.packetaPointName ?? '', address: order.packetaPointAddress ?? '' }
        : null,
      delivery: order.deliveryAddress,
      paymentKind: order.paymentKind,
      totalIncVatCents: order.totalIncVatCents,
    },
    event,
    shop.config.publicUrl,
  );
  await enqueueMail(tx, mail);
}

/**
 * Moves an order to the status of `body`, made on `body.version`, in ONE transaction: the status
 * (the transition table decides, by the order's kind; the role decides who may), what the move
 * needs (carrier and parcel number, the cancel reason), what a cancel gives back (stock of every
 * line whose product still exists, the coupon's use), the audit entry and the customer's mail.
 * A failure anywhere leaves all of it as it was. A change made on an older version is 409
 * `orders.stale` naming who changed the order last.
 */
export async function changeOrderStatus(
  shop: Shop,
  request: FastifyRequest,
  id: number,
  body: StatusBody,
): Promise<StaffOrderDetail> {
  const staff = await request.requireStaff();
  const to = body.status;
  if (!roleMayMoveTo(to, staff.role)) throw forbiddenParam('status');
  const set: SQL[] = [];
  const trackingNumber = body.trackingNumber ? normalizeTrackingNumber(body.trackingNumber) : null;
  if (to === 'shipped') set.push(sql`carrier = ${body.carrier ?? null}`, sql`tracking_number = ${trackingNumber}`);
  if (to === 'cancelled') set.push(sql`cancel_reason = ${body.reason ?? ''}`);
  try {
    await shop.db.transaction(async (tx) => {
      const moved = await transitionOrder(tx, id, to, { version: body.version, set });
      const order = await findOrder(tx, id);
      if (!order) throw notFound();
      const lines = await findLines(tx, [id]);
      const changes: Record<string, [unknown, unknown]> = { status: [moved.from, to] };
      let summary = `Zmenil stav objednávky ${order.number} z „${ORDER_STATUS_NAMES[moved.from]}“ na „${ORDER_STATUS_NAMES[to]}“`;
      if (to === 'shipped') {
        changes.carrier = [null, order.carrier];
        changes.trackingNumber = [null, order.trackingNumber];
        summary += ` (${carrierName(order.carrier ?? '')}, zásielka ${order.trackingNumber})`;
      }
      if (to === 'cancelled') {
        changes.cancelReason = [null, order.cancelReason];
        const returned = await returnStock(tx, id);
        if (returned.length > 0) {
          const codes = new Map(lines.map((l) => [l.productId, l.code]));
          changes.stockReturned = [
            null,
            returned.map((r) => `${codes.get(r.productId) ?? r.productId} +${r.quantity}`),
          ];
        }
        if (order.couponCode && (await releaseCouponUse(tx, order.couponCode))) {
          changes.couponUseReleased = [null, order.couponCode];
        }
        summary += `: ${order.cancelReason}`;
      }
      await recordAudit(tx, request, {
        action: 'order.status',
        entity: 'order',
        entityId: order.number,
        summary,
        changes,
      });
      await queueStatusMail(shop, tx, order, lines, to);
    });
  } catch (err) {
    if (err instanceof StaleOrderError) throw await staleConflict(shop, id);
    throw err;
  }
  shop.outbox.flushSoon();
  // The stock a cancel returned shows in every process's listings at once.
  if (to === 'cancelled') shop.cacheEvents.stockChanged();
  return orderDetail(shop.db, staff.role, id);
}
