import { ErrorCode } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { createOrder, createProducts, type TestProduct } from '../../test/account-orders.ts';
import { customerSession } from '../../test/accounts.ts';
import { browser, createTestShop, type TestShop } from '../../test/app.ts';
import { auditRows, createStaff, type StaffBrowser, staffSessionDirectly } from '../../test/staff.ts';

/**
 * The accounting system's polling endpoint: a bearer token an admin rotates in the back office
 * (only its hash stored, shown once), new orders since a mark with the next mark; a missing,
 * wrong or old token gets a bare 401 (docs/decisions/014-bank-statements-and-accounting.md §Polling).
 */

let shop: TestShop;
let admin: StaffBrowser;
let sales: StaffBrowser;
let products: TestProduct[];
let customerId: number;

const ORDERS = '/admin/v1/accounting/orders';
const TOKEN = '/admin/v1/staff/accounting/token';

beforeAll(async () => {
  shop = await createTestShop('empty');
  admin = await staffSessionDirectly(shop, await createStaff(shop, 'admin'));
  sales = await staffSessionDirectly(shop, await createStaff(shop, 'sales'));
  products = await createProducts(shop, [{ name: 'Siréna vonkajšia', priceCents: 4_990 }]);
  customerId = (await customerSession(shop, { companyName: 'Účtovné Zámky s.r.o.' })).customer.id;
});
afterAll(() => shop.close());

const poll = (token: string | null, since?: string) =>
  shop.app.inject({
    method: 'GET',
    url: since === undefined ? ORDERS : `${ORDERS}?since=${since}`,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });

async function rotate() {
  const res = await admin.post(TOKEN);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; createdAt: string };
}

const newOrder = async () => {
  const [siren] = products as [TestProduct];
  return createOrder(shop, customerId, { lines: [{ product: siren, quantity: 2 }] });
};

describe('the accounting token', () => {
  it('is made by an admin, shown once, stored only as a hash, audited; the status never shows it', async () => {
    expect((await admin.get(TOKEN)).json().token).toBeNull();
    const { token } = await rotate();
    expect(token).toMatch(/^acct_[A-Za-z0-9_-]{43}$/);
    const stored = await query<{ token_hash: string }>(shop.app.shop.db, sql`select token_hash from accounting_tokens`);
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token.slice(5));
    const status = await admin.get(TOKEN);
    expect(status.json().token).toMatchObject({ createdAt: expect.any(String) });
    expect(status.body).not.toContain(token);
    const [entry] = await auditRows(
      shop,
      'accounting_token',
      (await query<{ id: number }>(shop.app.shop.db, sql`select max(id) as id from accounting_tokens`))[0]?.id ?? 0,
    );
    expect(entry).toMatchObject({ action: 'accounting.token' });
  });

  it('is for admins: sales get 403 and nothing else', async () => {
    for (const res of [await sales.get(TOKEN), await sales.post(TOKEN)]) {
      expect(res.statusCode).toBe(403);
      expect(Object.keys(res.json())).toEqual(['success', 'error']);
    }
  });
});

describe('polling new orders', () => {
  it('returns orders after the mark, oldest first, with lines in cents, and the next mark', async () => {
    const { token } = await rotate();
    const start = (await poll(token)).json().next as string;
    const first = await newOrder();
    const second = await newOrder();
    const res = await poll(token, start);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    const body = res.json();
    expect(body.orders.map((o: { number: string }) => o.number)).toEqual([first.number, second.number]);
    expect(body.orders[0]).toMatchObject({
      customer: { companyName: expect.any(String) },
      totalIncVatCents: first.totalIncVatCents,
      lines: [{ quantity: 2, unitPriceExcVatCents: 4_990, totalExcVatCents: 9_980 }],
    });
    expect(body.next).toBe(String(second.id));
    const nothing = await poll(token, body.next);
    expect(nothing.json()).toEqual({ success: true, orders: [], next: body.next });
  });

  it('answers a missing, malformed, wrong or rotated-out token with 401 and nothing else', async () => {
    const old = (await rotate()).token;
    await newOrder();
    const current = (await rotate()).token;
    expect((await poll(current, '0')).statusCode).toBe(200);
    const wrong = `acct_${'A'.repeat(43)}`;
    for (const [label, res] of [
      ['no token', await poll(null, '0')],
      ['old token', await poll(old, '0')],
      ['wrong token', await poll(wrong, '0')],
      ['not a token', await poll('x', '0')],
      ['bad query with a wrong token', await poll(wrong, 'abc')],
      [
        'basic auth',
        await shop.app.inject({ method: 'GET', url: ORDERS, headers: { authorization: `Basic ${current}` } }),
      ],
    ] as const) {
      expect(res.statusCode, label).toBe(401);
      expect(res.json(), label).toEqual({ success: false, error: [{ code: ErrorCode.notLoggedIn }] });
      expect(res.headers['www-authenticate'], label).toMatch(/^Bearer/);
      expect(res.headers['set-cookie'], label).toBeUndefined();
      expect(res.body, label).not.toMatch(/orders|s\.r\.o/);
    }
    // A customer's or a staff member's session is no token either.
    expect((await browser(shop.app).get(ORDERS)).statusCode).toBe(401);
    expect((await admin.get(ORDERS)).statusCode).toBe(401);
  });

  it('a bad mark with the right token is a 400 on `since`', async () => {
    const { token } = await rotate();
    const res = await poll(token, '-1');
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0].key).toBe('since');
  });
});
