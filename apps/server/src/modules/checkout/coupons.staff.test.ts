import { PricesErrorCode } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder } from '../../test/account-orders.ts';
import { customerSession } from '../../test/accounts.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import { auditRows, createStaff, type StaffBrowser, staffSessionDirectly } from '../../test/staff.ts';

/** Coupons in the back office (docs/requirements/back-office.md §Coupons). */

let shop: TestShop;
let sales: StaffBrowser;
const API = '/admin/v1/staff/coupons';

beforeAll(async () => {
  shop = await createTestShop('empty');
  sales = await staffSessionDirectly(shop, await createStaff(shop, 'sales'));
});
afterAll(() => shop.close());

const body = (over: Record<string, unknown> = {}) => ({
  code: `JAR${Date.now().toString(36).toUpperCase()}`,
  discountPercent: 10,
  discountAmountCents: null,
  validFrom: null,
  validTo: null,
  usageLimit: null,
  customerEmail: null,
  active: true,
  ...over,
});

describe('coupons', () => {
  it('creates one (audited) and lists it with the orders that used it', async () => {
    const { customer } = await customerSession(shop);
    const created = await sales.post(
      API,
      body({ code: 'LETO-2026', usageLimit: 1, customerEmail: customer.email.toUpperCase() }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const coupon = created.json().coupon;
    expect(coupon).toMatchObject({
      code: 'LETO-2026',
      discountPercent: 10,
      usageLimit: 1,
      usedCount: 0,
      orders: 0,
      active: true,
      customer: { id: customer.id, email: customer.email },
    });
    expect(await auditRows(shop, 'coupon', coupon.id)).toEqual([expect.objectContaining({ action: 'coupon.create' })]);

    const order = await createOrder(shop, customer.id);
    await shop.app.shop.db.execute(sql`update orders set coupon_code = 'LETO-2026' where id = ${order.id}`);
    const listed = (await sales.get(API)).json().coupons;
    expect(listed.find((c: { id: number }) => c.id === coupon.id)).toMatchObject({ orders: 1 });
  });

  it('refuses a code taken in any letter case, an unknown customer, both or neither discount, and dates the wrong way round', async () => {
    await sales.post(API, body({ code: 'ZIMA' }));
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'zima' }, 'code'],
      [{ customerEmail: 'nikto@example.sk' }, 'customerEmail'],
      [{ discountAmountCents: 500 }, 'discountPercent'],
      [{ discountPercent: null }, 'discountPercent'],
      [{ validFrom: '2026-06-01T00:00:00Z', validTo: '2026-05-01T00:00:00Z' }, 'validTo'],
      [{ code: 'medzera v kóde' }, 'code'],
    ];
    for (const [over, key] of cases) {
      const res = await sales.post(API, body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.map((e: { key: string }) => e.key)).toEqual([key]);
    }
    const dup = await sales.post(API, body({ code: 'Zima' }));
    expect(dup.json().error[0].code).toBe(PricesErrorCode.couponCodeExists);
  });

  it('switches a coupon off, and the checkout then refuses it', async () => {
    const { client: customer } = await customerSession(shop);
    const created = (
      await sales.post(API, body({ code: 'JESEN', discountPercent: null, discountAmountCents: 1500 }))
    ).json().coupon;
    const off = await sales.put(
      `${API}/${created.id}`,
      body({ code: 'JESEN', discountPercent: null, discountAmountCents: 1500, active: false }),
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().coupon).toMatchObject({ active: false, discountAmountCents: 1500 });
    const audit = await auditRows(shop, 'coupon', created.id);
    expect(audit[1]).toMatchObject({ action: 'coupon.edit', changes: { active: [true, false] } });
    expect((await customer.post('/admin/v1/basket/coupon', { code: 'JESEN' })).statusCode).toBe(400);
  });

  it('is 404 for a coupon that does not exist', async () => {
    expect((await sales.put(`${API}/99999999`, body())).statusCode).toBe(404);
  });
});
