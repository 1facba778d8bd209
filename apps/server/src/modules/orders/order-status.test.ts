import { ORDER_STATUSES } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import { placeTestOrder } from '../../test/orders.ts';
import { allowedMoves, canTransition, type OrderKind, StaleOrderError, transitionOrder } from './order-status.ts';

const table = (kind: OrderKind) =>
  ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => canTransition(from, to, kind)).map((to) => `${from}→${to}`),
  ).sort();

describe('canTransition', () => {
  it('a delivery order: new → processing → shipped → delivered → returned; cancelled from new and processing', () => {
    expect(table('delivery')).toEqual([
      'delivered→returned',
      'new→cancelled',
      'new→processing',
      'processing→cancelled',
      'processing→shipped',
      'shipped→delivered',
    ]);
  });

  it('a pick-up order: new → processing → ready for pick-up → delivered → returned; cancelled until handed over', () => {
    expect(table('pickup')).toEqual([
      'delivered→returned',
      'new→cancelled',
      'new→processing',
      'processing→cancelled',
      'processing→ready_for_pickup',
      'ready_for_pickup→cancelled',
      'ready_for_pickup→delivered',
    ]);
  });

  it('knows no status outside the list', () => {
    expect(canTransition('new', 'bogus', 'delivery')).toBe(false);
    expect(canTransition('bogus', 'new', 'pickup')).toBe(false);
  });
});

describe('allowedMoves', () => {
  it('leaves cancelling and taking back to sales and admin; the warehouse picks, ships and hands over', () => {
    expect(allowedMoves('new', 'delivery', 'sales')).toEqual(['processing', 'cancelled']);
    expect(allowedMoves('new', 'delivery', 'warehouse')).toEqual(['processing']);
    expect(allowedMoves('processing', 'delivery', 'warehouse')).toEqual(['shipped']);
    expect(allowedMoves('processing', 'pickup', 'warehouse')).toEqual(['ready_for_pickup']);
    expect(allowedMoves('processing', 'pickup', 'admin')).toEqual(['ready_for_pickup', 'cancelled']);
    expect(allowedMoves('delivered', 'pickup', 'warehouse')).toEqual([]);
    expect(allowedMoves('delivered', 'pickup', 'sales')).toEqual(['returned']);
    expect(allowedMoves('cancelled', 'delivery', 'admin')).toEqual([]);
    expect(allowedMoves('new', 'delivery', 'content')).toEqual([]);
  });
});

describe('transitionOrder', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('demo');
  });
  afterAll(() => shop.close());

  const statusOf = async (id: number) =>
    (await shop.app.shop.db.select({ s: orders.status, v: orders.version }).from(orders).where(eq(orders.id, id)))[0];
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => (e instanceof HttpError ? e.statusCode : e instanceof StaleOrderError ? 'stale' : e),
    );

  it('walks a delivery order to returned, raising the version each time, and refuses anything off the table with 409', async () => {
    const db = shop.app.shop.db;
    const { id } = await placeTestOrder(shop);
    expect(await statusOf(id)).toEqual({ s: 'new', v: 0 });
    expect(await refusal(transitionOrder(db, id, 'shipped'))).toBe(409);
    expect(await transitionOrder(db, id, 'processing')).toEqual({ id, status: 'processing', from: 'new', version: 1 });
    expect(await refusal(transitionOrder(db, id, 'processing'))).toBe(409);
    expect(await refusal(transitionOrder(db, id, 'ready_for_pickup'))).toBe(409);
    await transitionOrder(db, id, 'shipped');
    expect(await refusal(transitionOrder(db, id, 'cancelled'))).toBe(409);
    await transitionOrder(db, id, 'delivered');
    await transitionOrder(db, id, 'returned');
    expect(await statusOf(id)).toEqual({ s: 'returned', v: 4 });
    expect(await refusal(transitionOrder(db, id, 'new'))).toBe(409);
  });

  it('walks a pick-up order through ready for pick-up; it is never shipped', async () => {
    const db = shop.app.shop.db;
    const { id } = await placeTestOrder(shop, { kind: 'pickup' });
    await transitionOrder(db, id, 'processing');
    expect(await refusal(transitionOrder(db, id, 'shipped'))).toBe(409);
    await transitionOrder(db, id, 'ready_for_pickup');
    await transitionOrder(db, id, 'delivered');
    expect((await statusOf(id))?.s).toBe('delivered');
  });

  it('cancels a new order, then nothing moves it; an unknown order is 404', async () => {
    const db = shop.app.shop.db;
    const { id } = await placeTestOrder(shop);
    await transitionOrder(db, id, 'cancelled');
    expect(await refusal(transitionOrder(db, id, 'processing'))).toBe(409);
    expect((await statusOf(id))?.s).toBe('cancelled');
    expect(await refusal(transitionOrder(db, 2_000_000_000, 'processing'))).toBe(404);
  });

  it('refuses a change made on an older version, even when the move itself is still allowed', async () => {
    const db = shop.app.shop.db;
    const { id } = await placeTestOrder(shop);
    await transitionOrder(db, id, 'processing', { version: 0 });
    // Another person shipped… no: someone else saw version 0 and cancels now.
    expect(await refusal(transitionOrder(db, id, 'cancelled', { version: 0 }))).toBe('stale');
    expect(await statusOf(id)).toEqual({ s: 'processing', v: 1 });
    await transitionOrder(db, id, 'cancelled', { version: 1 });
    expect(await statusOf(id)).toEqual({ s: 'cancelled', v: 2 });
  });

  it('lets only one of two parallel identical transitions win (no double "shipped" from a stale read)', async () => {
    const db = shop.app.shop.db;
    const { id } = await placeTestOrder(shop);
    const results = await Promise.all([
      refusal(transitionOrder(db, id, 'processing')),
      refusal(transitionOrder(db, id, 'processing')),
    ]);
    expect(results.sort()).toEqual([409, null]);
    expect((await statusOf(id))?.s).toBe('processing');
  });
});
