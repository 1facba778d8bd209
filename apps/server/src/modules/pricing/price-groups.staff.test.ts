import { PricesErrorCode } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducts, type TestProduct } from '../../test/account-orders.ts';
import { customerSession, ensurePriceGroup } from '../../test/accounts.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import { currentFingerprint, keysFollow } from '../../test/price-keys.ts';
import { auditRows, createStaff, type StaffBrowser, staffSessionDirectly } from '../../test/staff.ts';

/**
 * Price groups in the back office (docs/requirements/back-office.md §Price groups and rules):
 * the rules table, the preview before saving (which stores nothing), the versioned save (409 on
 * a stale one), and the customer's price following at once.
 */

let shop: TestShop;
let group: number;
let sales: StaffBrowser;
let items: TestProduct[];
const API = '/admin/v1/staff/price-groups';

beforeAll(async () => {
  shop = await createTestShop('empty');
  group = await ensurePriceGroup(shop, `Partner ${Date.now()}`, 2000);
  items = await createProducts(shop, [
    { name: 'Kamera A', priceCents: 10_000 },
    { name: 'Kamera B', priceCents: 20_000 },
  ]);
  sales = await staffSessionDirectly(shop, await createStaff(shop, 'sales'));
});
afterAll(() => shop.close());

const a = () => items[0] as TestProduct;
const b = () => items[1] as TestProduct;

async function detail() {
  const res = await sales.get(`${API}/${group}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().group as { version: number; defaultDiscountBp: number; rules: { productCode: string | null }[] };
}

describe('price groups', () => {
  it('lists groups with their default discount and counts', async () => {
    const res = await sales.get(API);
    expect(res.statusCode).toBe(200);
    expect(res.json().groups).toContainEqual(
      expect.objectContaining({ id: group, defaultDiscountBp: 2000, rules: 0, customers: 0 }),
    );
  });

  it('previews a product rule on the products it touches, before and after, and stores nothing', async () => {
    const rules = {
      defaultDiscountBp: 2000,
      rules: [{ productCode: a().code, vendorId: null, categoryId: null, discountBp: 5000 }],
    };
    const res = await sales.post(`${API}/${group}/preview`, rules);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().samples).toEqual([
      {
        productId: a().id,
        code: a().code,
        name: 'Kamera A',
        baseCents: 10_000,
        beforeBp: 2000,
        beforeCents: 8000,
        afterBp: 5000,
        afterCents: 5000,
      },
    ]);
    expect((await detail()).rules).toEqual([]);
    expect(await auditRows(shop, 'price_group', group)).toEqual([]);
  });

  it('previews a vendor rule and a changed default on the vendor’s products', async () => {
    const res = await sales.post(`${API}/${group}/preview`, {
      defaultDiscountBp: 2000,
      rules: [{ productCode: null, vendorId: a().vendorId, categoryId: null, discountBp: 1000 }],
    });
    const samples = res.json().samples as { productId: number; afterCents: number }[];
    expect(samples.map((s) => [s.productId, s.afterCents])).toEqual([
      [a().id, 9000],
      [b().id, 18_000],
    ]);
  });

  it('refuses an unknown product code at its row (400) and a rule naming nothing', async () => {
    const unknown = await sales.post(`${API}/${group}/preview`, {
      defaultDiscountBp: 0,
      rules: [{ productCode: 'NEEXISTUJE-XYZ', vendorId: null, categoryId: null, discountBp: 100 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual([
      expect.objectContaining({ code: PricesErrorCode.productUnknown, key: 'rules.0.productCode' }),
    ]);
    const empty = await sales.put(`${API}/${group}`, {
      version: 0,
      defaultDiscountBp: 0,
      rules: [{ productCode: null, vendorId: null, categoryId: null, discountBp: 100 }],
    });
    expect(empty.statusCode).toBe(400);
    expect((await detail()).version).toBe(0);
  });

  it('saves on the loaded version (audited), the customer sees the new price at once, and a stale save is 409', async () => {
    const { client: customer } = await customerSession(shop, { priceGroupId: group });
    const price = async () =>
      (await customer.get(`/admin/v1/product/detail/url/${a().slug}/sk`)).json().product.price_exc_vat as number;
    expect(await price()).toBe(80);

    const body = {
      version: 0,
      defaultDiscountBp: 2000,
      rules: [{ productCode: a().code.toLowerCase(), vendorId: null, categoryId: null, discountBp: 5000 }],
    };
    const saved = await sales.put(`${API}/${group}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().group).toMatchObject({ version: 1, rules: [{ productCode: a().code, discountBp: 5000 }] });
    expect(await price()).toBe(50);
    const audit = await auditRows(shop, 'price_group', group);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'price_group.rules' });

    const stale = await sales.put(`${API}/${group}`, { ...body, rules: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error[0]).toMatchObject({ code: PricesErrorCode.stale, key: 'version' });
    expect((await detail()).rules).toHaveLength(1);
    expect(await price()).toBe(50);
  });

  it('brings the group’s price keys to a saved change within seconds where the shop runs its jobs', async () => {
    const db = shop.app.shop.db;
    // As server.ts does, with a beat far longer than the test: only the save can ask for a run.
    shop.app.shop.jobs.start(3_600_000);
    await keysFollow(db, group, 'the first keys of the group');
    const before = await currentFingerprint(db, group);

    const { version } = await detail();
    const saved = await sales.put(`${API}/${group}`, { version, defaultDiscountBp: 3500, rules: [] });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await currentFingerprint(db, group);
    expect(after).not.toBe(before);
    await keysFollow(db, group, 'the keys of the saved rules', after);
  });

  it('is 404 for a group that does not exist', async () => {
    expect((await sales.get(`${API}/99999999`)).statusCode).toBe(404);
    expect((await sales.post(`${API}/99999999/preview`, { defaultDiscountBp: 0, rules: [] })).statusCode).toBe(404);
  });
});
