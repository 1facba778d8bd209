import { HomepageErrorCode } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducts, type TestProduct } from '../../test/account-orders.ts';
import { browser, createTestShop, type TestShop } from '../../test/app.ts';
import { createStaff, type StaffBrowser, staffSessionDirectly } from '../../test/staff.ts';

/** The home page as staff arrange it (docs/requirements/back-office.md §Homepage). */

let shop: TestShop;
let editor: StaffBrowser;
let items: TestProduct[];
const day = 24 * 3600 * 1000;

beforeAll(async () => {
  shop = await createTestShop('empty');
  editor = await staffSessionDirectly(shop, await createStaff(shop, 'content'));
  items = await createProducts(shop, [
    { name: 'Ústredňa', priceCents: 10_000 },
    { name: 'Detektor', priceCents: 2_000 },
    { name: 'Siréna', priceCents: 3_000 },
  ]);
});
afterAll(() => shop.close());

const banner = (label: string, over: Record<string, unknown> = {}) => ({
  image: '/media/banners/a.webp',
  label,
  link: '/category/cctv',
  width: 1200,
  height: 400,
  validFrom: null,
  validTo: null,
  ...over,
});
const product = (i: number) => items[i] as TestProduct;

describe('the home page', () => {
  it('shows current banners only, the offer products in the staff order and the chosen brands, at once', async () => {
    const visitor = browser(shop.app);
    const res = await editor.put('/admin/v1/staff/homepage', {
      banners: [
        banner('Teraz'),
        banner('Neskôr', { validFrom: new Date(Date.now() + day).toISOString() }),
        banner('Skončený', { validTo: new Date(Date.now() - day).toISOString() }),
        banner('Do zajtra', { validTo: new Date(Date.now() + day).toISOString() }),
      ],
      offerCodes: [product(2).code, product(0).code.toLowerCase()],
      brandIds: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().offers.map((o: { id: number }) => o.id)).toEqual([product(2).id, product(0).id]);

    const shown = (await visitor.get('/admin/v1/banners/top/sk')).json().banners.map((b: { label: string }) => b.label);
    expect(shown).toEqual(['Teraz', 'Do zajtra']);
    const offers = (await visitor.get('/admin/v1/product/homepage/sk')).json();
    expect(JSON.stringify(offers)).toContain(product(2).code);
    const codes = (offers.products as { code: string }[]).map((p) => p.code);
    expect(codes.slice(0, 2)).toEqual([product(2).code, product(0).code]);
    expect(codes).not.toContain(product(1).code);
    const vendors = (await visitor.get('/admin/v1/vendors/sk')).json().vendors as { id: number }[];
    expect(vendors.map((v) => v.id)).not.toContain(product(0).vendorId);

    await editor.put('/admin/v1/staff/homepage', { banners: [], offerCodes: [], brandIds: [product(0).vendorId] });
    const again = (await browser(shop.app).get('/admin/v1/vendors/sk')).json().vendors as { id: number }[];
    expect(again.map((v) => v.id)).toContain(product(0).vendorId);
    const audited = await shop.app.shop.db.execute(sql`select action from audit_log where entity = 'homepage'`);
    expect((audited as unknown as { rows: unknown[] }).rows).toEqual([
      { action: 'homepage.save' },
      { action: 'homepage.save' },
    ]);
  });

  it('refuses an unknown product or brand and a banner image from elsewhere, changing nothing', async () => {
    const before = (await editor.get('/admin/v1/staff/homepage')).json();
    const cases: [Record<string, unknown>, string][] = [
      [{ offerCodes: ['NEEXISTUJE-1'] }, 'offerCodes.0'],
      [{ brandIds: [99_999_999] }, 'brandIds.0'],
      [{ banners: [banner('Zlý', { image: 'https://evil.example/x.png' })] }, 'banners.0.image'],
      [{ banners: [banner('Zlý', { link: 'javascript:alert(1)' })] }, 'banners.0.link'],
    ];
    for (const [over, key] of cases) {
      const res = await editor.put('/admin/v1/staff/homepage', { banners: [], offerCodes: [], brandIds: [], ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.map((e: { key: string }) => e.key)).toEqual([key]);
    }
    const unknown = await editor.put('/admin/v1/staff/homepage', { banners: [], offerCodes: ['NIE'], brandIds: [] });
    expect(unknown.json().error[0].code).toBe(HomepageErrorCode.productUnknown);
    expect((await editor.get('/admin/v1/staff/homepage')).json()).toEqual(before);
  });
});
