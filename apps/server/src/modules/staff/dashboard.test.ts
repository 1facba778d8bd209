import type { SalesDashboard, WarehouseDashboard } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders } from '../../db/schema/index.ts';
import { createCustomer } from '../../test/accounts.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import { createStaff, staffSessionDirectly } from '../../test/staff.ts';
import { dashboardFigures, mondayOf } from './dashboard.service.ts';

/**
 * The dashboard's figures (docs/requirements/back-office.md §Dashboard) on a data set of known
 * orders at known instants around the end of summer time in 2026 (Sunday 25 October, 03:00 CEST
 * → 02:00 CET, a 25-hour Slovak day), and the route's two views by role.
 */
let shop: TestShop;
let customerId: number;
const db = () => shop.app.shop.db;

let sequence = 0;
async function order(
  at: string,
  money: { products: number; coupon?: number; shipping?: number; payment?: number },
  status = 'delivered',
  pickUp = false,
) {
  sequence += 1;
  const address = { firstName: 'Ján', lastName: 'Test', street: 'Hlavná 1', city: 'Košice', zip: '040 01', phone: '' };
  const shipping = money.shipping ?? 0;
  const payment = money.payment ?? 0;
  const exc = money.products - (money.coupon ?? 0) + shipping + payment;
  const [row] = await db()
    .insert(orders)
    .values({
      number: `2026${String(900_000 + sequence).padStart(6, '0')}`,
      customerId,
      status,
      createdAt: new Date(at),
      shippingName: 'Kuriér',
      shippingPriceCents: shipping,
      shippingVatRate: 23,
      pickUp,
      paymentName: 'Prevod',
      paymentKind: 'bank_transfer',
      paymentPriceCents: payment,
      paymentVatRate: 23,
      couponDiscountCents: money.coupon ?? 0,
      invoiceAddress: address,
      deliveryAddress: address,
      companySnapshot: { companyName: 'Test s.r.o.', companyId: '1', vatRegistrationId: '1', extVatRegistrationId: '' },
      productsExcVatCents: money.products,
      totalExcVatCents: exc,
      totalVatCents: Math.round(exc * 0.23),
      totalIncVatCents: exc + Math.round(exc * 0.23),
    })
    .returning();
  if (!row) throw new Error('order not inserted');
  return row;
}

async function invoice(o: typeof orders.$inferSelect, totalCents: number, paidCents: number, dueAt: string) {
  await db()
    .insert(invoices)
    .values({
      number: `FA${o.number}`,
      orderId: o.id,
      customerId,
      varsymbol: o.number,
      issuedAt: new Date(Date.parse(dueAt) - 14 * 86_400_000),
      dueAt: new Date(dueAt),
      totalCents,
      paidCents,
    });
}

// Sunday 25 October 2026, noon in Bratislava (CET, after the change): this week began on Monday 19.
const SUNDAY_NOON = new Date('2026-10-25T11:00:00Z');
// Half an hour into Monday 26 October (CET): a new week.
const MONDAY_AFTER_MIDNIGHT = new Date('2026-10-25T23:30:00Z');

const sales = async (now: Date) => (await dashboardFigures(db(), 'sales', now)) as SalesDashboard;

beforeAll(async () => {
  shop = await createTestShop('empty');
  customerId = (await createCustomer(shop)).id;
  await createCustomer(shop, { status: 'pending' });
  await createCustomer(shop, { status: 'pending' });

  // 23:59 CEST on Sunday 18 October: last week.
  const lastWeek = await order('2026-10-18T21:59:00Z', { products: 1000 });
  // 00:01 CEST on Monday 19 October (still Sunday in UTC): this week; revenue after the coupon.
  const monday = await order(
    '2026-10-18T22:01:00Z',
    { products: 2000, coupon: 500, shipping: 590 },
    'processing',
    true,
  );
  // Sunday 25 October 00:30 CEST (Saturday in UTC) and 02:30 CET, after the clocks went back.
  await order('2026-10-24T22:30:00Z', { products: 4000 }, 'new');
  const sunday = await order('2026-10-25T01:30:00Z', { products: 8000, shipping: 590, payment: 150 }, 'processing');
  // Cancelled and returned orders bring no revenue and are not counted.
  await order('2026-10-25T09:00:00Z', { products: 100_000 }, 'cancelled');
  await order('2026-10-25T09:30:00Z', { products: 200_000 }, 'returned');
  // 00:10 CET on Monday 26 October (Sunday in UTC): the next week.
  await order('2026-10-25T23:10:00Z', { products: 16_000 }, 'shipped');
  // The series' first day for SUNDAY_NOON is 28 July: 00:30 CEST that day is in, 23:30 CEST the day before is out.
  await order('2026-07-27T22:30:00Z', { products: 300 });
  await order('2026-07-28T06:00:00Z', { products: 200 });
  await order('2026-07-27T21:30:00Z', { products: 50_000 });

  await invoice(lastWeek, 1230, 0, '2026-10-20T10:00:00Z');
  await invoice(monday, 1845, 845, '2026-10-24T10:00:00Z');
  const paid = await order('2026-09-01T10:00:00Z', { products: 4000 });
  await invoice(paid, 4920, 4920, '2026-09-15T10:00:00Z');
  await invoice(sunday, 10_000, 0, '2026-10-26T10:00:00Z');
});

afterAll(() => shop?.close());

describe('dashboard figures', () => {
  it('counts today and this week by Slovak days across the end of summer time', async () => {
    const d = await sales(SUNDAY_NOON);
    expect(d.today).toEqual({ day: '2026-10-25', orders: 2, revenueExcVatCents: 12_000 });
    expect(d.week).toEqual({ from: '2026-10-19', orders: 3, revenueExcVatCents: 13_500 });
  });

  it('starts a new week on Monday at midnight in Bratislava', async () => {
    const d = await sales(MONDAY_AFTER_MIDNIGHT);
    expect(d.today).toEqual({ day: '2026-10-26', orders: 1, revenueExcVatCents: 16_000 });
    expect(d.week).toEqual({ from: '2026-10-26', orders: 1, revenueExcVatCents: 16_000 });
    expect(d.revenueByDay.at(-2)).toEqual({ day: '2026-10-25', orders: 2, revenueExcVatCents: 12_000 });
  });

  it('gives 90 consecutive days ending today, with 0 for days without orders', async () => {
    const { revenueByDay: days } = await sales(SUNDAY_NOON);
    expect(days).toHaveLength(90);
    expect(days[0]).toEqual({ day: '2026-07-28', orders: 2, revenueExcVatCents: 500 });
    expect(days.at(-1)?.day).toBe('2026-10-25');
    for (let i = 1; i < days.length; i++) {
      expect(Date.parse(days[i]?.day ?? '') - Date.parse(days[i - 1]?.day ?? ''), days[i]?.day).toBe(86_400_000);
    }
    const byDay = Object.fromEntries(days.map((d) => [d.day, d]));
    expect(byDay['2026-10-18']).toEqual({ day: '2026-10-18', orders: 1, revenueExcVatCents: 1000 });
    expect(byDay['2026-10-19']).toEqual({ day: '2026-10-19', orders: 1, revenueExcVatCents: 1500 });
    expect(byDay['2026-10-20']).toEqual({ day: '2026-10-20', orders: 0, revenueExcVatCents: 0 });
    expect(days.filter((d) => d.orders > 0).map((d) => d.day)).toEqual([
      '2026-07-28',
      '2026-09-01',
      '2026-10-18',
      '2026-10-19',
      '2026-10-25',
    ]);
    expect(days.reduce((sum, d) => sum + d.orders, 0)).toBe(7);
  });

  it('keeps the days whole across the start of summer time too', async () => {
    const { revenueByDay: days } = await sales(new Date('2026-04-10T10:00:00Z'));
    expect(days).toHaveLength(90);
    expect(new Set(days.map((d) => d.day)).size).toBe(90);
    expect(days.map((d) => d.day)).toContain('2026-03-29');
    expect(days[0]?.day).toBe('2026-01-11');
  });

  it('sums what is still owed on invoices past their due date, and counts waiting registrations', async () => {
    const d = await sales(SUNDAY_NOON);
    expect(d.overdue).toEqual({ invoices: 2, balanceCents: 1230 + 1000 });
    expect(d.registrationsWaiting).toBe(2);
    // A day later the third invoice is overdue as well.
    expect((await sales(new Date('2026-10-27T10:00:00Z'))).overdue).toEqual({ invoices: 3, balanceCents: 12_230 });
  });

  it('gives the warehouse counts of orders and of what waits to be picked, no money', async () => {
    const d = (await dashboardFigures(db(), 'warehouse', SUNDAY_NOON)) as WarehouseDashboard;
    expect(d).toEqual({
      view: 'warehouse',
      asOf: SUNDAY_NOON.toISOString(),
      today: { day: '2026-10-25', orders: 2 },
      week: { from: '2026-10-19', orders: 3 },
      waiting: 1,
      toShip: 1,
      toPrepareForPickup: 1,
    });
  });

  it('finds the Monday of any day', () => {
    expect(mondayOf('2026-10-25')).toBe('2026-10-19');
    expect(mondayOf('2026-10-26')).toBe('2026-10-26');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});

describe('GET /admin/v1/staff/dashboard', () => {
  const get = async (role: 'admin' | 'sales' | 'warehouse') => {
    const client = await staffSessionDirectly(shop, await createStaff(shop, role));
    const res = await client.get('/admin/v1/staff/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    return res;
  };

  it.each(['sales', 'admin'] as const)(
    'gives %s the figures with money, as of the time of the request',
    async (role) => {
      const res = await get(role);
      const { dashboard } = res.json() as { dashboard: SalesDashboard };
      expect(dashboard.view).toBe('sales');
      expect(dashboard).toEqual(await dashboardFigures(db(), role, new Date(dashboard.asOf)));
      expect(dashboard.revenueByDay).toHaveLength(90);
      expect(dashboard.registrationsWaiting).toBe(2);
    },
  );

  it('gives the warehouse no money fields at all', async () => {
    const res = await get('warehouse');
    const { dashboard } = res.json() as { dashboard: Record<string, unknown> };
    expect(Object.keys(dashboard).sort()).toEqual([
      'asOf',
      'toPrepareForPickup',
      'toShip',
      'today',
      'view',
      'waiting',
      'week',
    ]);
    expect(Object.keys(dashboard.today as object).sort()).toEqual(['day', 'orders']);
    expect(Object.keys(dashboard.week as object).sort()).toEqual(['from', 'orders']);
    expect(res.body).not.toMatch(/revenue|cents|overdue|registrations/i);
    expect(dashboard).toMatchObject({ view: 'warehouse', waiting: 1, toShip: 1, toPrepareForPickup: 1 });
  });

  it('refuses the content role', async () => {
    const client = await staffSessionDirectly(shop, await createStaff(shop, 'content'));
    const res = await client.get('/admin/v1/staff/dashboard');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: [{ code: 'staff.forbidden' }] });
  });
});
