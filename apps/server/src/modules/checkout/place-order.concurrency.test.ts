import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketItems, baskets, coupons, idempotencyKeys, orderLines, orders, products } from '../../db/schema/index.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import {
  type CheckoutFixture,
  createCheckoutFixture,
  createCoupon,
  createCustomer,
  fillBasketForOrder,
  loginAs,
  placeOrderCall,
} from '../../test/basket.ts';

/**
 * Parallel requests through app.inject. On PGlite they serialize in the database; on PostgreSQL
 * (TEST_DATABASE_URL) they truly overlap, and only the row locks keep these answers exact.
 */
let shop: TestShop;
let fx: CheckoutFixture;
beforeAll(async () => {
  shop = await createTestShop('demo');
  fx = await createCheckoutFixture(shop);
});
afterAll(() => shop.close());

const db = () => shop.app.shop.db;
async function newCustomer() {
  const customer = await createCustomer(shop, fx.priceGroupId);
  return { customer, client: await loginAs(shop.app, customer.id) };
}
const stockOf = async (id: number) =>
  (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock ?? NaN;
const ordersOf = (customerId: number) => db().select().from(orders).where(eq(orders.customerId, customerId));
const itemsOf = (customerId: number) =>
  db()
    .select({ productId: basketItems.productId, quantity: basketItems.quantity })
    .from(basketItems)
    .innerJoin(baskets, eq(baskets.id, basketItems.basketId))
    .where(eq(baskets.customerId, customerId));

describe('placing orders in parallel', () => {
  it('makes exactly one order from 20 parallel calls with one key, and all 20 name it', async () => {
    const { client, customer } = await newCustomer();
    await fillBasketForOrder(client, fx);
    const stockBefore = await stockOf(fx.products.a.id);
    const replies = await Promise.all(Array.from({ length: 20 }, () => placeOrderCall(client, 'one-key-for-twenty')));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const placed = await ordersOf(customer.id);
    expect(placed).toHaveLength(1);
    for (const reply of replies) expect(reply.json().order).toEqual({ id: placed[0]?.id, number: placed[0]?.number });
    expect(await stockOf(fx.products.a.id)).toBe(stockBefore - 2);
  });

  it('makes one order from two parallel calls with different keys on one basket; the other is 409', async () => {
    const { client, customer } = await newCustomer();
    await fillBasketForOrder(client, fx);
    const stockBefore = await stockOf(fx.products.b.id);
    const replies = await Promise.all([
      placeOrderCall(client, 'parallel-key-a'),
      placeOrderCall(client, 'parallel-key-b'),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = replies.find((r) => r.statusCode === 409);
    expect(refused?.json().error[0].key).toBe('items');
    expect(await ordersOf(customer.id)).toHaveLength(1);
    expect(await stockOf(fx.products.b.id)).toBe(stockBefore - 3);
    // The refused call left no key behind: it may be retried once the basket is filled again.
    expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.customerId, customer.id))).toHaveLength(
      1,
    );
  });

  it('lets a single-use coupon into only one of two parallel orders; the other writes nothing', async () => {
    const coupon = await createCoupon(shop, { code: 'single', discountAmountCents: 1000, usageLimit: 1 });
    const first = await newCustomer();
    const second = await newCustomer();
    for (const { client } of [first, second]) {
      await fillBasketForOrder(client, fx, [[fx.products.d.id, 1]]);
      expect((await client.post('/admin/v1/basket/coupon', { code: coupon.code })).statusCode).toBe(200);
    }
    const stockBefore = await stockOf(fx.products.d.id);
    const replies = await Promise.all([placeOrderCall(first.client), placeOrderCall(second.client)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.statusCode === 409)?.json().error[0].key).toBe('code');
    const [row] = await db().select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.usedCount).toBe(1);
    expect(await stockOf(fx.products.d.id)).toBe(stockBefore - 1);
    const loser = replies[0]?.statusCode === 409 ? first : second;
    expect(await ordersOf(loser.customer.id)).toEqual([]);
    expect(await itemsOf(loser.customer.id)).toEqual([{ productId: fx.products.d.id, quantity: 1 }]);
  });

  it('decreases stock exactly once per order and numbers parallel orders uniquely', async () => {
    const buyers = await Promise.all(Array.from({ length: 8 }, () => newCustomer()));
    for (const { client } of buyers) await fillBasketForOrder(client, fx, [[fx.products.c.id, 3]]);
    const stockBefore = await stockOf(fx.products.c.id);
    const replies = await Promise.all(buyers.map(({ client }) => placeOrderCall(client)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await stockOf(fx.products.c.id)).toBe(stockBefore - 24);
    const numbers = replies.map((r) => Number(r.json().order.number)).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(8);
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(7);
  });

  it('takes stock for parallel orders that share products in opposite orders, without deadlocking', async () => {
    const { a, b, c, d } = fx.products;
    const forwards: [number, number][] = [
      [a.id, 1],
      [b.id, 2],
      [c.id, 1],
      [d.id, 2],
    ];
    const buyers = await Promise.all(Array.from({ length: 8 }, () => newCustomer()));
    for (const [i, { client }] of buyers.entries()) {
      await fillBasketForOrder(client, fx, i % 2 === 0 ? forwards : [...forwards].reverse());
    }
    const before = await Promise.all([a, b, c, d].map((p) => stockOf(p.id)));
    const replies = await Promise.all(buyers.map(({ client }) => placeOrderCall(client)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const after = await Promise.all([a, b, c, d].map((p) => stockOf(p.id)));
    expect(after).toEqual(before.map((stock, i) => stock - 8 * (forwards[i]?.[1] ?? 0)));
  });

  it('never loses a cart write that races an order: the item is either ordered or still in the basket', async () => {
    for (let round = 0; round < 5; round++) {
      const { client, customer } = await newCustomer();
      await fillBasketForOrder(client, fx, [[fx.products.a.id, 1]]);
      const [order, add] = await Promise.all([
        placeOrderCall(client),
        client.put('/admin/v1/basket/add', { product: fx.products.d.id, quantity: 4 }),
      ]);
      expect(order.statusCode).toBe(200);
      expect(add.statusCode).toBe(200);
      const ordered = await db()
        .select({ quantity: orderLines.quantity })
        .from(orderLines)
        .where(sql`${orderLines.orderId} = ${order.json().order.id} and ${orderLines.productId} = ${fx.products.d.id}`);
      const inBasket = (await itemsOf(customer.id)).filter((i) => i.productId === fx.products.d.id);
      expect(ordered.length + inBasket.length).toBe(1);
      expect([...ordered, ...inBasket][0]?.quantity).toBe(4);
    }
  });

  it('stores one idempotency row per order', async () => {
    const rows = await db()
      .select({ orderId: idempotencyKeys.orderId })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, ['one-key-for-twenty']));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.orderId).toEqual(expect.any(Number));
  });
});
