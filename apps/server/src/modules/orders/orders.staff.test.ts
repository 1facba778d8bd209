import { randomBytes } from 'node:crypto';
import { StaffErrorCode, type StaffOrderRow } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import { createCheckoutFixture, createCoupon, createCustomer } from '../../test/basket.ts';
import { type PlacedTestOrder, placeTestOrder } from '../../test/orders.ts';
import { createStaff, type StaffBrowser, staffSessionDirectly } from '../../test/staff.ts';
import { issueInvoiceForOrder } from '../invoices/invoice.service.ts';

/**
 * The staff order list and one order's page: filters, search, orderings, keyset paging (stable
 * while orders arrive), the capped count, and what each role sees (the warehouse: no money).
 */
let shop: TestShop;
let sales: StaffBrowser;
let warehouse: StaffBrowser;
let admin: StaffBrowser;
beforeAll(async () => {
  shop = await createTestShop('demo', { PACKETA_API_KEY: 'test-packeta-key' });
  sales = await staffSessionDirectly(shop, await createStaff(shop, 'sales'));
  warehouse = await staffSessionDirectly(shop, await createStaff(shop, 'warehouse'));
  admin = await staffSessionDirectly(shop, await createStaff(shop, 'admin'));
});
afterAll(() => shop.close());

const db = () => shop.app.shop.db;
type ListReply = { orders: StaffOrderRow[]; next: string | null; count: { value: number; capped: boolean } };
async function list(client: StaffBrowser, params: Record<string, string | number>): Promise<ListReply> {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const res = await client.get(`/admin/v1/staff/orders?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const numbers = (reply: ListReply) => reply.orders.map((o) => o.number);

/** Every page of a listing, following `next`. */
async function allPages(client: StaffBrowser, params: Record<string, string | number>) {
  const seen: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < 50; page++) {
    const reply: ListReply = await list(client, { ...params, ...(after ? { after } : {}) });
    seen.push(...numbers(reply));
    after = reply.next;
    if (!after) break;
  }
  return seen;
}

/** A customer of their own with several orders of each kind, so filters can be checked in isolation. */
async function customerWithOrders(companyName: string) {
  const fx = await createCheckoutFixture(shop);
  const customer = await createCustomer(shop, fx.priceGroupId, { companyName });
  const placed: PlacedTestOrder[] = [];
  for (const kind of ['delivery', 'pickup', 'packeta', 'delivery'] as const) {
    placed.push(await placeTestOrder(shop, { fx, customer, kind }));
  }
  return { fx, customer, placed };
}

describe('the list', () => {
  let company: string;
  let group: Awaited<ReturnType<typeof customerWithOrders>>;
  beforeAll(async () => {
    company = `Ťažké Šťastie ${randomBytes(3).toString('hex')} s.r.o.`;
    group = await customerWithOrders(company);
  });

  it('shows sales the totals and payment states, newest first, with a count', async () => {
    const reply = await list(sales, { customer: group.customer.id });
    expect(numbers(reply)).toEqual(group.placed.map((o) => o.number).reverse());
    expect(reply.count).toEqual({ value: 4, capped: false });
    expect(reply.next).toBeNull();
    const [row] = reply.orders;
    expect(row).toMatchObject({
      companyName: company,
      customerId: group.customer.id,
      status: 'new',
      paymentState: 'none',
      shippingName: group.fx.shipping.courier.name,
      pickUp: false,
    });
    expect(row?.totalIncVatCents).toBeGreaterThan(0);
  });

  it('shows the warehouse no money: no totals, no payment states, and refuses the money filter and ordering', async () => {
    const reply = await list(warehouse, { customer: group.customer.id });
    expect(reply.orders).toHaveLength(4);
    for (const row of reply.orders) {
      expect(row.totalIncVatCents).toBeNull();
      expect(row.paymentState).toBeNull();
    }
    for (const [params, key] of [
      [{ payment: 'paid' }, 'payment'],
      [{ sort: '-total' }, 'sort'],
    ] as const) {
      const res = await warehouse.get(`/admin/v1/staff/orders?${new URLSearchParams(params)}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, error: [{ code: StaffErrorCode.forbidden, key }] });
    }
  });

  it('filters by several statuses, delivery method, customer and days', async () => {
    const [first, second] = group.placed;
    if (!first || !second) throw new Error('orders missing');
    await sales.post(`/admin/v1/staff/orders/${first.id}/status`, { status: 'processing', version: 0 });
    await sales.post(`/admin/v1/staff/orders/${second.id}/status`, {
      status: 'cancelled',
      version: 0,
      reason: 'Test',
    });
    const byStatus = await list(sales, { customer: group.customer.id, status: 'processing,cancelled' });
    expect(numbers(byStatus).sort()).toEqual([first.number, second.number].sort());
    expect(numbers(await list(sales, { customer: group.customer.id, status: 'new' }))).toHaveLength(2);

    const byShipping = await list(sales, { customer: group.customer.id, shipping: group.fx.shipping.pickup.id });
    expect(byShipping.orders.map((o) => o.pickUp)).toEqual([true]);
    const two = await list(sales, {
      customer: group.customer.id,
      shipping: `${group.fx.shipping.pickup.id},${group.fx.shipping.packeta.id}`,
    });
    expect(two.orders).toHaveLength(2);

    // Days are Slovak calendar days: move one order to 1 March (00:30 in Bratislava = 23:30 UTC the day before).
    const third = group.placed[2];
    if (!third) throw new Error('order missing');
    await db()
      .update(orders)
      .set({ createdAt: new Date('2026-02-28T23:30:00Z') })
      .where(eq(orders.id, third.id));
    expect(numbers(await list(sales, { customer: group.customer.id, from: '2026-03-01', to: '2026-03-01' }))).toEqual([
      third.number,
    ]);
    expect(numbers(await list(sales, { customer: group.customer.id, to: '2026-02-28' }))).toEqual([]);
    expect(numbers(await list(sales, { customer: group.customer.id, from: '2026-03-02' }))).not.toContain(third.number);
  });

  it('filters by the payment state of the invoice: none, unpaid, partly, paid, overdue', async () => {
    const fx = await createCheckoutFixture(shop);
    const customer = await createCustomer(shop, fx.priceGroupId);
    const made: Record<string, PlacedTestOrder> = {};
    for (const state of ['none', 'unpaid', 'partly', 'paid', 'overdue', 'overdue-partly'] as const) {
      made[state] = await placeTestOrder(shop, { fx, customer });
    }
    const total = async (o: PlacedTestOrder) =>
      (await db().select({ t: orders.totalIncVatCents }).from(orders).where(eq(orders.id, o.id)))[0]?.t ?? 0;
    const issue = async (o: PlacedTestOrder | undefined, paidShare: number, daysAgo = 0) => {
      if (!o) throw new Error('order missing');
      await issueInvoiceForOrder(db(), o.number, {
        issuedAt: new Date(Date.now() - daysAgo * 86_400_000),
        paidCents: Math.round((await total(o)) * paidShare),
      });
    };
    await issue(made.unpaid, 0);
    await issue(made.partly, 0.5);
    await issue(made.paid, 1);
    await issue(made.overdue, 0, 30);
    await issue(made['overdue-partly'], 0.5, 30);
    const of = async (payment: string) => (await list(sales, { customer: customer.id, payment })).orders;
    expect((await of('none')).map((o) => o.number)).toEqual([made.none?.number]);
    expect((await of('unpaid')).map((o) => o.number)).toEqual([made.unpaid?.number]);
    expect((await of('partly')).map((o) => o.number)).toEqual([made.partly?.number]);
    expect((await of('paid')).map((o) => o.number)).toEqual([made.paid?.number]);
    expect((await of('overdue')).map((o) => o.number).sort()).toEqual(
      [made.overdue?.number, made['overdue-partly']?.number].sort(),
    );
    expect(await of('paid,none')).toHaveLength(2);
    const states = (await list(sales, { customer: customer.id })).orders.map((o) => o.paymentState).sort();
    expect(states).toEqual(['none', 'overdue', 'overdue', 'paid', 'partly', 'unpaid']);
  });

  it('searches an order number by its beginning and a company by any part, ignoring case and diacritics', async () => {
    const [first] = group.placed;
    if (!first) throw new Error('order missing');
    const suffix = company.split(' ')[2] ?? '';
    expect(numbers(await list(sales, { q: first.number }))).toEqual([first.number]);
    const byPrefix = await list(sales, { q: first.number.slice(0, 8), customer: group.customer.id });
    expect(numbers(byPrefix)).toContain(first.number);
    for (const q of [`tazke stastie ${suffix}`, `ŠŤASTIE ${suffix.toUpperCase()}`, `${suffix} s.r.o`]) {
      expect(
        (await list(sales, { q })).orders.map((o) => o.customerId),
        q,
      ).toEqual(group.placed.map(() => group.customer.id));
    }
    // LIKE's wildcards are plain characters here.
    expect((await list(sales, { q: '%' })).orders).toEqual([]);
    expect((await list(sales, { q: 'nikto-taky-neexistuje' })).count).toEqual({ value: 0, capped: false });
  });

  it('keeps the folded company name stored on the order, with the search and sort indexes on it', async () => {
    // Stored so that the search's recheck is a plain text match (docs/decisions/016-orders-back-office.md §Company search).
    const [first] = group.placed;
    if (!first) throw new Error('order missing');
    const [row] = await db().select({ key: orders.companyKey }).from(orders).where(eq(orders.id, first.id));
    expect(row?.key).toBe(company.toLowerCase().replace('ťažké šťastie', 'tazke stastie'));
    const indexes = await query<{ indexname: string; indexdef: string }>(
      db(),
      sql`select indexname, indexdef from pg_indexes where tablename = 'orders' and indexname like 'orders_company%' order by indexname`,
    );
    expect(indexes.map((i) => [i.indexname, /\(company_key\b/.test(i.indexdef)])).toEqual([
      ['orders_company_idx', true],
      ['orders_company_trgm_idx', true],
    ]);
  });

  it('refuses what it cannot read with 400 naming the parameter', async () => {
    for (const [query, key] of [
      ['status=bogus', 'status'],
      ['payment=later', 'payment'],
      ['from=1.3.2026', 'from'],
      ['sort=price', 'sort'],
      ['after=not%20a%20cursor', 'after'],
      ['after=abc', 'after'],
      ['limit=0', 'limit'],
      ['customer=x', 'customer'],
      ['shipping=1,x', 'shipping'],
    ]) {
      const res = await sales.get(`/admin/v1/staff/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error[0].key, query).toMatch(new RegExp(`^${key}(\\.|$)`));
    }
  });
});

describe('orderings and keyset pages', () => {
  let customerId: number;
  let placed: PlacedTestOrder[];
  beforeAll(async () => {
    const fx = await createCheckoutFixture(shop);
    const companies = ['Čierna skrinka s.r.o.', 'alfa Alarm a.s.', 'Beta bezpečnosť', 'Cyril a syn', 'Dáta s.r.o.'];
    const customer = await createCustomer(shop, fx.priceGroupId);
    customerId = customer.id;
    placed = [];
    for (const [i, name] of companies.entries()) {
      const items: [number, number][] = [[fx.products.d.id, 1 + ((i * 3) % 5)]];
      const order = await placeTestOrder(shop, { fx, customer, items });
      await db().execute(
        sql`update orders set company_snapshot = jsonb_set(company_snapshot, '{companyName}', to_jsonb(${name}::text)) where id = ${order.id}`,
      );
      placed.push(order);
    }
    // Two orders in the same instant: the id breaks the tie.
    await db().execute(
      sql`update orders set created_at = '2026-01-10T10:00:00Z' where id in (${placed[1]?.id}, ${placed[2]?.id})`,
    );
  });

  const everything = (sort: string) => allPages(sales, { customer: customerId, sort, limit: 2 });
  const sortedBy = async (sort: string) => {
    const rows = (await list(sales, { customer: customerId, sort, limit: 100 })).orders;
    return rows.map((r) => r.number);
  };

  it('pages through every ordering, both ways, without a gap or a repeat', async () => {
    for (const sort of ['created', '-created', 'number', '-number', 'total', '-total', 'company', '-company']) {
      const paged = await everything(sort);
      expect(paged, sort).toEqual(await sortedBy(sort));
      expect(new Set(paged).size, sort).toBe(placed.length);
    }
  });

  it('orders companies without regard to case and diacritics, and totals by amount', async () => {
    const rows = (await list(sales, { customer: customerId, sort: 'company' })).orders;
    expect(rows.map((r) => r.companyName)).toEqual([
      'alfa Alarm a.s.',
      'Beta bezpečnosť',
      'Čierna skrinka s.r.o.',
      'Cyril a syn',
      'Dáta s.r.o.',
    ]);
    const totals = (await list(sales, { customer: customerId, sort: 'total' })).orders.map((r) => r.totalIncVatCents);
    expect(totals).toEqual([...totals].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });

  it('keeps its place while new orders arrive: the next page continues where the last one ended', async () => {
    const first = await list(sales, { customer: customerId, sort: '-created', limit: 2 });
    const fx = await createCheckoutFixture(shop);
    // New orders land at the top of this ordering, before the pages already read.
    const arrived: string[] = [];
    for (let i = 0; i < 2; i++) {
      const order = await placeTestOrder(shop, {
        fx,
        customer: { id: customerId, email: placed[0]?.customerEmail ?? '', companyName: '' },
      });
      arrived.push(order.number);
    }
    const rest: string[] = [];
    let after = first.next;
    while (after) {
      const page = await list(sales, { customer: customerId, sort: '-created', limit: 2, after });
      rest.push(...numbers(page));
      after = page.next;
    }
    const all = [...numbers(first), ...rest];
    expect(all).toEqual((await sortedBy('-created')).filter((n) => !arrived.includes(n)));
    expect(new Set(all).size).toBe(placed.length);
  });

  it('refuses a cursor of another ordering', async () => {
    const page = await list(sales, { customer: customerId, sort: 'number', limit: 1 });
    const res = await sales.get(`/admin/v1/staff/orders?customer=${customerId}&sort=-number&after=${page.next}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0].key).toBe('after');
  });
});

describe('one order', () => {
  it('shows sales the lines as charged, the totals with the discount and VAT rows, addresses, delivery, mails and history', async () => {
    const fx = await createCheckoutFixture(shop);
    const coupon = await createCoupon(shop, { code: 'DETAIL', discountPercent: 10 });
    const earlier = await placeTestOrder(shop, { fx });
    const customer = { id: earlier.customerId, email: earlier.customerEmail, companyName: earlier.companyName };
    const order = await placeTestOrder(shop, {
      fx,
      customer,
      kind: 'packeta',
      couponCode: coupon.code,
      note: 'Zvoňte dvakrát',
    });
    const res = await sales.get(`/admin/v1/staff/orders/${order.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().order;
    expect(detail).toMatchObject({
      number: order.number,
      status: 'new',
      version: 0,
      kind: 'delivery',
      moves: ['processing', 'cancelled'],
      note: 'Zvoňte dvakrát',
      company: { companyName: order.companyName, companyId: '12345678' },
      invoiceAddress: { firstName: 'Ján', lastName: 'Novák', email: order.customerEmail },
      delivery: {
        packetaPoint: { id: '10432', name: 'Z-BOX Košice, Hlavná 68' },
        salePoint: null,
        carrier: null,
        trackingUrl: null,
      },
      payment: { kind: 'bank_transfer', invoice: null },
      customer: { id: order.customerId, email: order.customerEmail, ordersCount: 2 },
    });
    expect(detail.lines).toEqual([
      expect.objectContaining({
        code: fx.products.a.code,
        quantity: 2,
        prices: expect.objectContaining({ basePriceCents: 12345, discountBp: 1500, unitPriceExcVatCents: 10493 }),
      }),
      expect.objectContaining({ code: fx.products.b.code, quantity: 3 }),
    ]);
    const row = (await db().select().from(orders).where(eq(orders.id, order.id)))[0];
    expect(detail.money).toMatchObject({
      couponCode: coupon.code,
      productsExcVatCents: row?.productsExcVatCents,
      discountExcVatCents: row?.couponDiscountCents,
      totalExcVatCents: row?.totalExcVatCents,
      totalVatCents: row?.totalVatCents,
      totalIncVatCents: row?.totalIncVatCents,
    });
    expect(detail.money.discountExcVatCents).toBeGreaterThan(0);
    const vatSum = detail.money.vatBreakdown.reduce((s: number, r: { vatCents: number }) => s + r.vatCents, 0);
    expect(vatSum).toBe(row?.totalVatCents);
    expect(detail.customer.recentOrders.map((o: { number: string }) => o.number)).toEqual([earlier.number]);
    expect(detail.customer.priceGroup).toMatch(/^Partner /);
    expect(detail.customer.ordersTotalIncVatCents).toBeGreaterThan(detail.money.totalIncVatCents);
    // Placing an order asks the outbox to send soon (a timer), so on a slow machine either mail may
    // already be sent when we read: the state is shown whichever it is.
    const mailState = expect.stringMatching(/^(pending|sent)$/);
    expect(detail.mails.map((m: { subject: string; state: string }) => [m.subject, m.state])).toEqual([
      [`Potvrdenie objednávky č. ${order.number}`, mailState],
      [`Nová objednávka č. ${order.number} – ${order.companyName}`, mailState],
    ]);
    await shop.app.shop.outbox.flush();
    const after = (await sales.get(`/admin/v1/staff/orders/${order.id}`)).json().order;
    expect(after.mails.map((m: { state: string; sentAt: string | null }) => m.state)).toEqual(['sent', 'sent']);
    expect(after.mails[0]).toMatchObject({ to: order.customerEmail });

    // Admin sees what sales sees.
    const asAdmin = (await admin.get(`/admin/v1/staff/orders/${order.id}`)).json().order;
    expect(asAdmin.money).toEqual(after.money);
  });

  it('shows the warehouse the goods, addresses and delivery, without a single price, total or price group', async () => {
    const fx = await createCheckoutFixture(shop);
    const order = await placeTestOrder(shop, { fx, kind: 'pickup' });
    await issueInvoiceForOrder(db(), order.number);
    const res = await warehouse.get(`/admin/v1/staff/orders/${order.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json().order;
    expect(detail).toMatchObject({
      kind: 'pickup',
      moves: ['processing'],
      money: null,
      payment: { invoice: null },
      customer: { priceGroup: null, ordersTotalIncVatCents: null },
      delivery: { salePoint: { name: fx.warehouse.name, lines: ['Hlavná 1', '040 01 Košice'] } },
    });
    expect(detail.lines.map((l: { code: string; prices: unknown }) => [l.code, l.prices])).toEqual([
      [fx.products.a.code, null],
      [fx.products.b.code, null],
    ]);
    // Nothing in the reply is an amount of money: every *Cents key is null, no price group name.
    const amounts: string[] = [];
    JSON.stringify(detail, (key, value) => {
      if (/cents|price|discount/i.test(key) && value !== null) amounts.push(key);
      return value;
    });
    expect(amounts).toEqual([]);
    expect(res.body).not.toContain('Partner');
  });
});
