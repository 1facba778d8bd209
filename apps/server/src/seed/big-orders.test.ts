import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../db/client.ts';
import { createTestShop, type TestShop } from '../test/app.ts';
import { placeTestOrder } from '../test/orders.ts';
import { createStaff, staffSessionDirectly } from '../test/staff.ts';
import { seedBigOrders } from './big-orders.ts';

/**
 * The generated order history (`seed --orders N`): it reaches N, every status occurs, the lines
 * add up to the totals, invoice numbers stay gapless and new orders and invoices continue the
 * numbering. With more than 10 000 orders the staff list's count is capped.
 */
const TARGET = 10_200;
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop('demo');
  await seedBigOrders(shop.app.shop.db, { orders: TARGET });
}, 240_000);
afterAll(() => shop.close());

const db = () => shop.app.shop.db;
const one = async <T>(statement: ReturnType<typeof sql>) => (await query<T>(db(), statement))[0] as T;

describe('seedBigOrders', () => {
  it('adds orders up to the target, in every status, and does nothing on a second run', async () => {
    expect((await one<{ n: number }>(sql`select count(*)::int as n from orders`)).n).toBe(TARGET);
    const statuses = await query<{ status: string }>(db(), sql`select distinct status from orders order by 1`);
    expect(statuses.map((s) => s.status)).toEqual([
      'cancelled',
      'delivered',
      'new',
      'processing',
      'ready_for_pickup',
      'returned',
      'shipped',
    ]);
    await seedBigOrders(db(), { orders: TARGET });
    expect((await one<{ n: number }>(sql`select count(*)::int as n from orders`)).n).toBe(TARGET);
  });

  it('gives every order lines that add up to its totals, and unique numbers', async () => {
    const wrong = await one<{ n: number }>(sql`
      select count(*)::int as n from orders o
      where o.total_inc_vat_cents <> o.total_exc_vat_cents + o.total_vat_cents
        or o.products_exc_vat_cents <> (select coalesce(sum(line_total_exc_vat_cents), 0) from order_lines where order_id = o.id)
        or o.total_exc_vat_cents <> o.products_exc_vat_cents + o.shipping_price_cents + o.payment_price_cents - o.coupon_discount_cents
        or not exists (select 1 from order_lines where order_id = o.id)`);
    expect(wrong.n).toBe(0);
    const duplicates = await one<{ n: number }>(
      sql`select count(*)::int as n from (select number from orders group by number having count(*) > 1) d`,
    );
    expect(duplicates.n).toBe(0);
  });

  it('issues invoices with gapless numbers per year and continues both numberings', async () => {
    const gaps = await query<{ year: string; n: number; last: number }>(
      db(),
      sql`select substr(number, 3, 4) as year, count(*)::int as n, max(substr(number, 7)::int) as last
          from invoices group by 1`,
    );
    for (const g of gaps) expect(g.last, g.year).toBe(g.n);
    const counters = await query<{ name: string; value: number }>(
      db(),
      sql`select name, value from counters where name like 'invoice:%' order by name`,
    );
    expect(counters.map((c) => [c.name.slice(8), c.value])).toEqual(gaps.map((g) => [g.year, g.last]).sort());
    const states = await one<{ paid: number; partly: number; unpaid: number }>(sql`
      select count(*) filter (where paid_cents >= total_cents)::int as paid,
        count(*) filter (where paid_cents > 0 and paid_cents < total_cents)::int as partly,
        count(*) filter (where paid_cents = 0)::int as unpaid from invoices`);
    expect(Math.min(states.paid, states.partly, states.unpaid)).toBeGreaterThan(0);

    const before = await one<{ last: string }>(sql`select max(number) as last from orders`);
    const placed = await placeTestOrder(shop);
    expect(Number(placed.number)).toBe(Number(before.last) + 1);
  });

  it('is paged and counted by the staff list: the count stops at 10 000+, a deep page is reached by its cursor', async () => {
    const sales = await staffSessionDirectly(shop, await createStaff(shop, 'sales'));
    const first = await sales.get('/admin/v1/staff/orders?limit=100');
    expect(first.json().count).toEqual({ value: 10_000, capped: true });
    let after = first.json().next as string;
    const seen = new Set<number>(first.json().orders.map((o: { id: number }) => o.id));
    for (let page = 0; page < 5; page++) {
      const res = await sales.get(`/admin/v1/staff/orders?limit=100&after=${after}`);
      for (const o of res.json().orders) seen.add(o.id);
      after = res.json().next;
    }
    expect(seen.size).toBe(600);
    const delivered = await sales.get('/admin/v1/staff/orders?status=delivered&payment=overdue,partly&sort=-total');
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().orders.length).toBeGreaterThan(0);
  });
});
