import { CatalogueErrorCode, ErrorCode } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { createOrder, type TestProduct } from '../../test/account-orders.ts';
import { createCustomer, ensurePriceGroup } from '../../test/accounts.ts';
import { browser, createTestShop, type TestShop } from '../../test/app.ts';
import { currentFingerprint, keysFollow } from '../../test/price-keys.ts';
import { auditRows, createStaff, type StaffBrowser, staffSessionDirectly } from '../../test/staff.ts';
import { replaceGroupRules } from '../pricing/price-groups.repository.ts';

/**
 * Catalogue editing in the back office (docs/requirements/catalogue.md §Catalogue editing):
 * products, categories and vendors, as content staff and admins; what they save shows in the
 * storefront at once.
 */

let shop: TestShop;
let content: StaffBrowser;
let admin: StaffBrowser;
let vendorId: number;
let leaf: { id: number; path: string };
let other: { id: number; path: string };
const API = '/admin/v1/staff/catalogue';
const tag = Date.now().toString(36);

beforeAll(async () => {
  shop = await createTestShop();
  const contentStaff = await createStaff(shop, 'content');
  content = await staffSessionDirectly(shop, contentStaff);
  admin = await staffSessionDirectly(shop, await createStaff(shop, 'admin'));
  const db = shop.app.shop.db;
  vendorId = Number((await query<{ id: number }>(db, sql`select id from vendors order by id limit 1`))[0]?.id);
  const leaves = await query<{ id: number; path: string }>(
    db,
    sql`select id, path from categories c where not exists (select 1 from categories k where k.parent_id = c.id)
        order by id limit 2`,
  );
  [leaf, other] = leaves as [typeof leaf, typeof other];
});
afterAll(() => shop.close());

const productInput = (code: string, overrides: Record<string, unknown> = {}) => ({
  code,
  ean: '',
  name: `Kamera ${code}`,
  vendorId,
  categoryId: leaf.id,
  categoryIds: [],
  shortDescription: 'Krátky popis',
  description: '<p>Dlhý popis</p>',
  parameters: [{ name: 'Rozlíšenie', value: '4', unit: 'Mpx' }],
  stock: 5,
  unitOfMeasure: 'ks',
  vatRate: 23,
  price: '12,50',
  relatedIds: [],
  sortWeight: 0,
  ...overrides,
});

type Product = { id: number; code: string; version: number; priceCents: number; active: boolean; slug: string };
const create = async (code: string, overrides: Record<string, unknown> = {}, client = content) => {
  const res = await client.post(`${API}/products`, productInput(code, overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().product as Product & Record<string, unknown>;
};
const refusal = (res: { statusCode: number; json: () => unknown }) => {
  const body = res.json() as { error: { code: string; key?: string; message?: string }[] };
  return { status: res.statusCode, ...body.error[0] };
};

describe('products', () => {
  it('creates a product with its price in cents, parameters and further categories, audited', async () => {
    const p = await create(`CAT-${tag}-1`, { categoryIds: [other.id], ean: '4006381333931' });
    expect(p).toMatchObject({
      priceCents: 1250,
      priceText: '12,50',
      ean: '4006381333931',
      categoryIds: [other.id],
      parameters: [{ name: 'Rozlíšenie', value: '4', unit: 'Mpx' }],
      active: true,
      version: 1,
      ordered: false,
    });
    const rows = await auditRows(shop, 'product', p.id);
    expect(rows.map((r) => r.action)).toEqual(['product.create']);
  });

  it.each([
    ['ean', { ean: '4006381333932' }, CatalogueErrorCode.badEan],
    ['price', { price: '12,505' }, CatalogueErrorCode.badPrice],
    ['price', { price: '-3' }, CatalogueErrorCode.badPrice],
    ['code', { code: 'má medzeru' }, CatalogueErrorCode.badCode],
    ['categoryId', { categoryId: 999_999 }, CatalogueErrorCode.unknownCategory],
    ['categoryIds', { categoryIds: [999_999] }, CatalogueErrorCode.unknownCategory],
    ['vendorId', { vendorId: 999_999 }, CatalogueErrorCode.unknownVendor],
    ['relatedIds', { relatedIds: [999_999] }, CatalogueErrorCode.unknownProduct],
  ])('refuses a bad %s with 400 and the field as key, writing nothing', async (key, overrides, code) => {
    const productCode = `BAD-${tag}-${key}-${String(Object.values(overrides)[0]).length}`;
    const res = await content.post(`${API}/products`, { ...productInput(productCode), ...overrides });
    expect(refusal(res)).toMatchObject({ status: 400, key, code });
    const left = await query(shop.app.shop.db, sql`select 1 from products where code like ${`BAD-${tag}%`}`);
    expect(left).toHaveLength(0);
  });

  it('refuses a duplicate code and a duplicate EAN with 400 naming the field', async () => {
    await create(`DUP-${tag}`, { ean: '96385074' });
    expect(refusal(await content.post(`${API}/products`, productInput(`DUP-${tag}`)))).toMatchObject({
      status: 400,
      key: 'code',
      code: CatalogueErrorCode.codeTaken,
    });
    expect(
      refusal(await content.post(`${API}/products`, productInput(`DUP2-${tag}`, { ean: '96385074' }))),
    ).toMatchObject({ status: 400, key: 'ean', code: CatalogueErrorCode.eanTaken });
  });

  it('refuses a stale edit with 409 naming who saved it last', async () => {
    const p = await create(`VER-${tag}`);
    const first = await admin.put(`${API}/products/${p.id}`, {
      ...productInput(p.code, { price: '20' }),
      version: p.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().product).toMatchObject({ priceCents: 2000, version: 2 });
    const stale = await content.put(`${API}/products/${p.id}`, { ...productInput(p.code), version: p.version });
    const error = refusal(stale);
    expect(error).toMatchObject({ status: 409, code: ErrorCode.conflict, key: 'version' });
    expect(error.message).toMatch(/medzitým zmenil niekto iný \(.+, /);
    const rows = await auditRows(shop, 'product', p.id);
    expect(rows.at(-1)?.changes).toMatchObject({ priceCents: [1250, 2000] });
  });

  it('sanitizes rich text on write: no script, handler, javascript: link, frame or style is stored', async () => {
    const hostile =
      '<p onclick="alert(1)">Text</p><script>alert(1)</script><img src="/media/a.png" onerror="alert(1)">' +
      '<a href="javascript:alert(1)">odkaz</a><iframe src="https://evil.example"></iframe>' +
      '<p style="width: expression(alert(1))">štýl</p>';
    const p = await create(`SAN-${tag}`, { description: hostile, shortDescription: hostile });
    const stored = await query<{ d: string; s: string }>(
      shop.app.shop.db,
      sql`select description as d, short_description as s from products where id = ${p.id}`,
    );
    for (const html of [stored[0]?.d ?? '', stored[0]?.s ?? '']) {
      expect(html).toContain('Text');
      expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|style=|expression/i);
    }
    // The short description is kept as plain text (the storefront shows it as text).
    expect(stored[0]?.s).not.toContain('<');
  });

  it('withdraws a product: not listed, not found by search, its page says not sold; put back shows it again', async () => {
    const code = `WDR${tag}`;
    const p = await create(code);
    const shopper = browser(shop.app);
    const listed = async () => {
      const res = await shopper.post('/admin/v1/product/filter/sk/100/0', {
        condition: { categories: { id: leaf.id } },
        order: 1,
      });
      return (res.json().products as { id: number }[]).some((x) => x.id === p.id);
    };
    const found = async () => {
      const res = await shopper.get(`/admin/v1/search/${encodeURIComponent(code)}/sk`);
      return JSON.stringify(res.json()).includes(code);
    };
    expect(await listed()).toBe(true);
    expect(await found()).toBe(true);
    const off = await content.post(`${API}/products/${p.id}/sale`, { active: false, version: p.version });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().product.active).toBe(false);
    expect(await listed()).toBe(false);
    expect(await found()).toBe(false);
    // The page is still found and says it is no longer sold (old orders and links name it).
    const page = await shopper.get(`/admin/v1/product/detail/url/${p.slug}/sk`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().product).toMatchObject({ code, on_sale: false });
    const back = await content.post(`${API}/products/${p.id}/sale`, { active: true, version: p.version + 1 });
    expect(back.statusCode, back.body).toBe(200);
    expect(await listed()).toBe(true);
    expect((await auditRows(shop, 'product', p.id)).map((r) => r.action)).toEqual([
      'product.create',
      'product.withdraw',
      'product.restore',
    ]);
  });

  it('lists with search and filters, withdrawn products included', async () => {
    const a = await create(`LST-${tag}-A`, { stock: 0, categoryIds: [other.id] });
    const b = await create(`LST-${tag}-B`);
    await content.post(`${API}/products/${b.id}/sale`, { active: false, version: b.version });
    const ids = async (q: string) => {
      const res = await content.get(`${API}/products?q=LST-${tag}&${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().products as { id: number }[]).map((x) => x.id).sort();
    };
    expect(await ids('')).toEqual([a.id, b.id].sort());
    expect(await ids('sold=no')).toEqual([b.id]);
    expect(await ids('sold=yes')).toEqual([a.id]);
    expect(await ids('outOfStock=1')).toEqual([a.id]);
    expect(await ids(`category=${other.id}`)).toEqual([a.id]);
    expect(await ids('missingImage=1')).toEqual([a.id, b.id].sort());
    expect(refusal(await content.get(`${API}/products?category=999999`))).toMatchObject({
      status: 400,
      key: 'category',
    });
  });

  it('duplicates under a new code (withdrawn, no EAN) and refuses a taken code', async () => {
    const p = await create(`DPL-${tag}`, { ean: '5901234123457', categoryIds: [other.id] });
    const copy = await content.post(`${API}/products/${p.id}/duplicate`, { code: `DPL-${tag}-2` });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json().product).toMatchObject({
      code: `DPL-${tag}-2`,
      ean: '',
      active: false,
      priceCents: 1250,
      categoryIds: [other.id],
    });
    expect(refusal(await content.post(`${API}/products/${p.id}/duplicate`, { code: p.code }))).toMatchObject({
      status: 400,
      key: 'code',
    });
  });

  it('deletes a never-ordered product, refuses an ordered one', async () => {
    const p = await create(`DEL-${tag}`);
    const res = await content.post(`${API}/products/${p.id}/delete`, { version: p.version });
    expect(res.statusCode, res.body).toBe(200);
    expect((await content.get(`${API}/products/${p.id}`)).statusCode).toBe(404);

    const q = await create(`ORD-${tag}`);
    const customer = await createCustomer(shop, { status: 'approved' });
    await createOrder(shop, customer.id, { lines: [{ product: q as unknown as TestProduct, quantity: 1 }] });
    const refused = await content.post(`${API}/products/${q.id}/delete`, { version: q.version });
    expect(refusal(refused)).toMatchObject({ status: 409, code: CatalogueErrorCode.ordered });
    expect((await content.get(`${API}/products/${q.id}`)).json().product.ordered).toBe(true);
  });

  it('suggests parameter names used before', async () => {
    await create(`PAR-${tag}`, { parameters: [{ name: `Krytie ${tag}`, value: 'IP67', unit: '' }] });
    const res = await content.get(`${API}/parameter-names?q=${encodeURIComponent(`krytie ${tag}`)}`);
    expect(res.json().names).toEqual([`Krytie ${tag}`]);
  });
});

describe('categories', () => {
  type Category = { id: number; path: string; depth: number; parentId: number | null; description: string };
  const createCategory = async (label: string, parentId: number | null, extra: Record<string, unknown> = {}) => {
    const res = await content.post(`${API}/categories`, { label, parentId, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().category as Category;
  };
  const tree = async () => (await content.get(`${API}/categories`)).json().categories as Category[];

  it('creates, renames (the subtree follows) and moves, refusing a move under its own descendant', async () => {
    const top = await createCategory(`Horná ${tag}`, null, { description: '<p>Popis</p><script>x()</script>' });
    expect(top).toMatchObject({ path: `horna-${tag}`, depth: 1, description: '<p>Popis</p>' });
    const child = await createCategory(`Dieťa ${tag}`, top.id);
    const grandchild = await createCategory(`Vnuk ${tag}`, child.id);
    expect(grandchild.path).toBe(`horna-${tag}/dieta-${tag}/vnuk-${tag}`);

    const renamed = await content.put(`${API}/categories/${top.id}`, {
      label: `Nová ${tag}`,
      slug: `nova-${tag}`,
      parentId: null,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const afterRename = await tree();
    expect(afterRename.find((c) => c.id === grandchild.id)?.path).toBe(`nova-${tag}/dieta-${tag}/vnuk-${tag}`);
    // The storefront's tree follows at once (its cache was dropped).
    expect(
      (await browser(shop.app).get(`/admin/v1/category/url/${encodeURIComponent(`nova-${tag}/dieta-${tag}`)}/sk`))
        .statusCode,
    ).toBe(200);

    const intoOwnChild = await content.put(`${API}/categories/${top.id}`, { label: 'x', parentId: grandchild.id });
    expect(refusal(intoOwnChild)).toMatchObject({
      status: 400,
      key: 'parentId',
      code: CatalogueErrorCode.moveIntoItself,
    });

    const moved = await content.put(`${API}/categories/${child.id}`, { label: `Dieťa ${tag}`, parentId: leaf.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const afterMove = await tree();
    expect(afterMove.find((c) => c.id === grandchild.id)).toMatchObject({
      path: `${leaf.path}/dieta-${tag}/vnuk-${tag}`,
      depth: leaf.path.split('/').length + 2,
    });
    expect((await auditRows(shop, 'category', child.id)).map((r) => r.action)).toEqual([
      'category.create',
      'category.edit',
    ]);
  });

  it('brings the price keys to a new category under a discounted one within seconds', async () => {
    const db = shop.app.shop.db;
    const group = await ensurePriceGroup(shop, `Kategórie ${tag}`, 1000);
    const parent = await createCategory(`Zľavnená ${tag}`, null);
    await replaceGroupRules(db, group, 1000, [
      { productId: null, vendorId: null, categoryId: parent.id, discountBp: 4000 },
    ]);
    // As server.ts does, with a beat far longer than the test: only the save can ask for a run.
    shop.app.shop.jobs.start(3_600_000);
    await keysFollow(db, group, 'the group’s first keys');
    const before = await currentFingerprint(db, group);
    // The new category takes its parent's discount: the group's lookup gains an entry.
    await createCategory(`Podkategória ${tag}`, parent.id);
    const after = await currentFingerprint(db, group);
    expect(after).not.toBe(before);
    await keysFollow(db, group, 'the keys with the new category', after);
  });

  it('reorders siblings one place at a time', async () => {
    const parent = await createCategory(`Poradie ${tag}`, null);
    const a = await createCategory(`A ${tag}`, parent.id);
    const b = await createCategory(`B ${tag}`, parent.id);
    const res = await content.post(`${API}/categories/${b.id}/reorder`, { direction: 'up' });
    expect(res.statusCode, res.body).toBe(200);
    const order = (res.json().categories as Category[]).filter((c) => c.parentId === parent.id).map((c) => c.id);
    expect(order).toEqual([b.id, a.id]);
  });

  it('refuses to delete a category with products or subcategories, deletes an empty one', async () => {
    const withProducts = await content.post(`${API}/categories/${leaf.id}/delete`);
    expect(refusal(withProducts)).toMatchObject({ status: 409, code: CatalogueErrorCode.categoryInUse });
    expect(refusal(withProducts).message).toMatch(/nemožno zmazať/);
    const parent = await createCategory(`Rodič ${tag}`, null);
    await createCategory(`Potomok ${tag}`, parent.id);
    expect(refusal(await content.post(`${API}/categories/${parent.id}/delete`))).toMatchObject({ status: 409 });
    const empty = await createCategory(`Prázdna ${tag}`, null);
    expect((await content.post(`${API}/categories/${empty.id}/delete`)).statusCode).toBe(200);
    expect((await tree()).some((c) => c.id === empty.id)).toBe(false);
  });

  it('refuses a duplicate slug among siblings and an unknown parent', async () => {
    await createCategory(`Dvojča ${tag}`, null);
    const again = await content.post(`${API}/categories`, { label: `Dvojča ${tag}`, parentId: null });
    expect(refusal(again)).toMatchObject({ status: 400, key: 'slug', code: CatalogueErrorCode.slugTaken });
    const orphan = await content.post(`${API}/categories`, { label: 'Sirota', parentId: 999_999 });
    expect(refusal(orphan)).toMatchObject({ status: 400, key: 'parentId', code: CatalogueErrorCode.unknownCategory });
  });
});

describe('vendors', () => {
  it('creates, renames (slug kept) and deletes only an unused vendor', async () => {
    const created = await content.post(`${API}/vendors`, { name: `Značka ${tag}` });
    expect(created.statusCode, created.body).toBe(200);
    const v = created.json().vendor as { id: number; slug: string };
    expect(v.slug).toBe(`znacka-${tag}`);
    const renamed = await content.put(`${API}/vendors/${v.id}`, { name: `Iná značka ${tag}` });
    expect(renamed.json().vendor).toMatchObject({ name: `Iná značka ${tag}`, slug: `znacka-${tag}` });
    const taken = await content.post(`${API}/vendors`, { name: `Iná značka ${tag}` });
    expect(refusal(taken)).toMatchObject({ status: 400, key: 'name', code: CatalogueErrorCode.vendorTaken });
    const used = await content.post(`${API}/vendors/${vendorId}/delete`);
    expect(refusal(used)).toMatchObject({ status: 409, code: CatalogueErrorCode.vendorInUse });
    // A vendor only a discount rule names is kept too: deleting it would drop the rule silently.
    await shop.app.shop.db.execute(
      sql`insert into discount_rules (price_group_id, vendor_id, discount_bp) values ((select min(id) from price_groups), ${v.id}, 500)`,
    );
    const ruled = await content.post(`${API}/vendors/${v.id}/delete`);
    expect(refusal(ruled)).toMatchObject({ status: 409, code: CatalogueErrorCode.vendorInUse });
    expect(refusal(ruled).message).toMatch(/zľavových pravidiel/);
    await shop.app.shop.db.execute(sql`delete from discount_rules where vendor_id = ${v.id}`);
    expect((await content.post(`${API}/vendors/${v.id}/delete`)).statusCode).toBe(200);
    const list = (await content.get(`${API}/vendors`)).json().vendors as { id: number }[];
    expect(list.some((x) => x.id === v.id)).toBe(false);
    expect((await auditRows(shop, 'vendor', v.id)).map((r) => r.action)).toEqual([
      'vendor.create',
      'vendor.rename',
      'vendor.delete',
    ]);
  });
});
