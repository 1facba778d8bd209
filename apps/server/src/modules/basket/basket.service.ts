import { type Basket, ErrorCode, QUANTITY_MAX } from '@shop/contract';
import type { Tx } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import type { SessionCustomer } from '../auth/session.repository.ts';
import {
  addToExistingBasket,
  addToLine,
  deleteLine,
  ensureBasketId,
  findBasketId,
  findOwnOrderLines,
  isProductSold,
  lockBasketForItemWrite,
  setLineQuantity,
} from './basket.repository.ts';
import { loadPricedBasket, toBasketReply } from './basket-pricing.ts';

/** 404 with the field that named the missing thing (another customer's line looks missing too). */
const notFoundKey = (key: string) => new HttpError(404, [{ code: ErrorCode.notFound, key }]);

/** The customer's basket as the reply shows it, priced from current data. */
export async function readBasket(shop: Shop, customer: SessionCustomer): Promise<Basket> {
  const tree = await shop.categories.get();
  return toBasketReply(await loadPricedBasket(shop.db, customer, tree, shop.config.packetaApiKey !== undefined));
}

/** Runs a change of the basket's lines in a transaction that first updates the basket row (lockBasketForItemWrite). */
async function withBasketLines<T>(
  shop: Shop,
  customer: SessionCustomer,
  change: (tx: Tx, basketId: number) => Promise<T>,
) {
  const basketId = await ensureBasketId(shop.db, customer.id);
  return shop.db.transaction(async (tx) => {
    await lockBasketForItemWrite(tx, basketId);
    return change(tx, basketId);
  });
}

export async function addToBasket(shop: Shop, customer: SessionCustomer, productId: number, quantity: number) {
  // One statement when the basket exists and the product is sold (nearly always); otherwise the
  // product is checked and the basket created first.
  if (!(await addToExistingBasket(shop.db, customer.id, productId, quantity, QUANTITY_MAX))) {
    if (!(await isProductSold(shop.db, productId))) throw notFoundKey('product');
    await withBasketLines(shop, customer, (tx, basketId) => addToLine(tx, basketId, productId, quantity, QUANTITY_MAX));
  }
  return readBasket(shop, customer);
}

export async function updateBasketLine(
  shop: Shop,
  customer: SessionCustomer,
  lineId: number,
  quantity: number,
  productId?: number,
) {
  const basketId = await findBasketId(shop.db, customer.id);
  if (basketId === null) throw notFoundKey('id');
  // Refused inside the transaction, so a missing line leaves the basket row (and version) as it was.
  await shop.db.transaction(async (tx) => {
    await lockBasketForItemWrite(tx, basketId);
    if (!(await setLineQuantity(tx, basketId, lineId, quantity, productId))) throw notFoundKey('id');
  });
  return readBasket(shop, customer);
}

export async function removeBasketLine(shop: Shop, customer: SessionCustomer, lineId: number) {
  const basketId = await findBasketId(shop.db, customer.id);
  if (basketId === null) throw notFoundKey('id');
  await shop.db.transaction(async (tx) => {
    await lockBasketForItemWrite(tx, basketId);
    if (!(await deleteLine(tx, basketId, lineId))) throw notFoundKey('id');
  });
  return readBasket(shop, customer);
}

/**
 * Re-orders an earlier order: its products go into the basket with their quantities (raising
 * lines already there, capped at 9999). Products no longer sold are skipped and named; the coupon
 * lines of older orders (docs/decisions/007-money-vat-rounding.md) are not products and are left
 * out silently.
 */
export async function duplicateOrderIntoBasket(shop: Shop, customer: SessionCustomer, orderId: number) {
  const lines = await findOwnOrderLines(shop.db, customer.id, orderId);
  if (lines === null) throw notFoundKey('orderId');
  const skipped: { code: string; name: string }[] = [];
  const toAdd = new Map<number, number>();
  for (const line of lines) {
    if (line.is_discount) continue;
    if (line.product_id === null) skipped.push({ code: line.code, name: line.name });
    else toAdd.set(line.product_id, Math.min(QUANTITY_MAX, (toAdd.get(line.product_id) ?? 0) + line.quantity));
  }
  if (toAdd.size > 0) {
    await withBasketLines(shop, customer, async (tx, basketId) => {
      // Ascending product ids: parallel duplicates lock lines in one order and cannot deadlock.
      for (const [productId, quantity] of [...toAdd].sort((a, b) => a[0] - b[0])) {
        await addToLine(tx, basketId, productId, quantity, QUANTITY_MAX);
      }
    });
  }
  return { basket: await readBasket(shop, customer), skipped };
}
