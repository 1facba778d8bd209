import { ORDER_STATUSES } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import {
  createCheckoutFixture,
  createCustomer,
  fillBasketForOrder,
  loginAs,
  placeOrderCall,
} from '../../test/basket.ts';
import { canTransition, transitionOrder } from './order-status.ts';

describe('canTransition', () => {
  it('allows exactly the table: new → processing → shipped → delivered; new/processing → cancelled', () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual([
      'new→cancelled',
      'new→processing',
      'processing→cancelled',
      'processing→shipped',
      'shipped→delivered',
    ]);
    expect(canTransition('new', 'bogus')).toBe(false);
    expect(canTransition('bogus', 'new')).toBe(false);
  });
});

describe('transitionOrder', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('demo');
  });
  afterAll(() => shop.close());

  async function newOrder() {
    const fx = await createCheckoutFixture(shop);
    const customer = await createCustomer(shop, fx.priceGroupId);
    const client = await loginAs(shop.app, customer.id);
    await fillBasketForOrder(client, fx);
    return (await placeOrderCall(client)).json().order.id as number;
  }
  const statusOf = async (id: number) =>
    (await shop.app.shop.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s;
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => (e instanceof HttpError ? e.statusCode : e),
    );

  it('walks an order to delivered and refuses anything off the table with 409', async () => {
    const db = shop.app.shop.db;
    const id = await newOrder();
    expect(await statusOf(id)).toBe('new');
    expect(await refusal(transitionOrder(db, id, 'shipped'))).toBe(409);
    expect(await transitionOrder(db, id, 'processing')).toEqual({ id, status: 'processing' });
    expect(await refusal(transitionOrder(db, id, 'processing'))).toBe(409);
    await transitionOrder(db, id, 'shipped');
    expect(await refusal(transitionOrder(db, id, 'cancelled'))).toBe(409);
    await transitionOrder(db, id, 'delivered');
    expect(await statusOf(id)).toBe('delivered');
    expect(await refusal(transitionOrder(db, id, 'new'))).toBe(409);
  });

  it('cancels a new order, then nothing moves it; an unknown order is 404', async () => {
    const db = shop.app.shop.db;
    const id = await newOrder();
    await transitionOrder(db, id, 'cancelled');
    expect(await refusal(transitionOrder(db, id, 'processing'))).toBe(409);
    expect(await statusOf(id)).toBe('cancelled');
    expect(await refusal(transitionOrder(db, 2_000_000_000, 'processing'))).toBe(404);
  });

  it('lets only one of two parallel identical transitions win (no double "shipped" from a stale read)', async () => {
    const db = shop.app.shop.db;
    const id = await newOrder();
    const results = await Promise.all([
      refusal(transitionOrder(db, id, 'processing')),
      refusal(transitionOrder(db, id, 'processing')),
    ]);
    expect(results.sort()).toEqual([409, null]);
    expect(await statusOf(id)).toBe('processing');
  });
});
