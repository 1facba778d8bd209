import { ErrorCode } from '@shop/contract';
import {
  type OrderDocument,
  type PickingItem,
  renderDeliveryNote,
  renderPackingSlip,
  renderPickingList,
} from '../../documents/order-pdf.ts';
import { shopSupplier } from '../../documents/supplier.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import { productLinesOf } from '../customer/order-money.ts';
import { orderPlaces } from './order-places.ts';
import { findLines, findOrder, findOrdersByIds, type OrderLineRow, type OrderRow } from './orders.staff.repository.ts';

/** An order's papers from its snapshot: what was ordered, by whom, to where (modules/orders, documents/order-pdf.ts). */
function documentOf(order: OrderRow, lines: readonly OrderLineRow[]): OrderDocument {
  return {
    number: order.number,
    createdAt: order.createdAt,
    shippingName: order.shippingName,
    paymentName: order.paymentName,
    ...orderPlaces(order),
    company: order.companySnapshot,
    invoiceAddress: order.invoiceAddress,
    deliveryAddress: order.deliveryAddress,
    note: order.note,
    lines: productLinesOf(lines).map((l) => ({
      code: l.code,
      name: l.name,
      quantity: l.quantity,
      unit: l.unitOfMeasure,
    })),
  };
}

async function loadDocument(shop: Shop, id: number) {
  const order = await findOrder(shop.db, id);
  if (!order) throw notFound();
  return documentOf(order, await findLines(shop.db, [id]));
}

export async function packingSlipPdf(shop: Shop, id: number) {
  const document = await loadDocument(shop, id);
  return { number: document.number, pdf: await renderPackingSlip(document, shopSupplier(shop.config)) };
}

export async function deliveryNotePdf(shop: Shop, id: number) {
  const document = await loadDocument(shop, id);
  return { number: document.number, pdf: await renderDeliveryNote(document, shopSupplier(shop.config), new Date()) };
}

const byCode = new Intl.Collator('sk', { numeric: true, sensitivity: 'base' });

/**
 * The picking list's rows: each product once (a line whose product is gone counts by its code),
 * with the total over the orders and each order's share, sorted by code, so the picker walks the
 * shelves once for all of them.
 */
export function pickingItems(orders: readonly OrderRow[], lines: readonly OrderLineRow[]): PickingItem[] {
  const numbers = new Map(orders.map((o) => [o.id, o.number]));
  const items = new Map<string, PickingItem>();
  for (const line of productLinesOf(lines)) {
    const key = line.productId === null ? `code:${line.code}` : `product:${line.productId}`;
    const item = items.get(key) ?? {
      code: line.code,
      name: line.name,
      unit: line.unitOfMeasure,
      quantity: 0,
      orders: [],
    };
    item.quantity += line.quantity;
    const number = numbers.get(line.orderId) ?? '';
    const share = item.orders.find((o) => o.number === number);
    if (share) share.quantity += line.quantity;
    else item.orders.push({ number, quantity: line.quantity });
    items.set(key, item);
  }
  for (const item of items.values()) item.orders.sort((a, b) => a.number.localeCompare(b.number));
  return [...items.values()].sort((a, b) => byCode.compare(a.code, b.code) || byCode.compare(a.name, b.name));
}

export async function pickingListPdf(shop: Shop, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const orders = await findOrdersByIds(shop.db, unique);
  if (orders.length !== unique.length) throw new HttpError(404, [{ code: ErrorCode.notFound, key: 'ids' }]);
  const lines = await findLines(shop.db, unique);
  return renderPickingList(
    pickingItems(orders, lines),
    orders.map((o) => o.number),
    shopSupplier(shop.config),
    new Date(),
  );
}
