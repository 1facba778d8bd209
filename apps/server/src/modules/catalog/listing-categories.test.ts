import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, discountRules, productCategories, products, vendors } from '../../db/schema/index.ts';
import { customerSession, ensurePriceGroup } from '../../test/accounts.ts';
import { browser, createTestShop, type TestShop } from '../../test/app.ts';

/**
 * A category's listing shows every active product whose main category or one of its further
 * categories lies in the category's subtree, each once (docs/requirements/catalogue.md §Orderings;
 * listing_entries, kept by triggers, so writes made straight in the tables count too).
 */
let shop: TestShop;
const ids: Record<string, number> = {};

async function category(label: string, parent: { id: number; path: string } | null) {
  const slug = `${label.toLowerCase()}-${randomBytes(3).toString('hex')}`;
  const path = parent ? `${parent.path}/${slug}` : slug;
  const [row] = await shop.app.shop.db
    .insert(categories)
    .values({ label, slug, path, depth: path.split('/').length - 1, parentId: parent?.id ?? null })
    .returning();
  if (!row) throw new Error('no category');
  return row;
}

beforeAll(async () => {
  shop = await createTestShop('empty');
  const db = shop.app.shop.db;
  const [vendor] = await db.insert(vendors).values({ name: 'Výrobca', slug: 'vyrobca' }).returning();
  const root = await category('Koreň', null);
  const a = await category('A', root);
  const b = await category('B', root);
  const other = await category('Iná', null);
  Object.assign(ids, { root: root.id, a: a.id, b: b.id, other: other.id });
  const product = async (name: string, categoryId: number, extra: Partial<typeof products.$inferInsert> = {}) => {
    const [row] = await db
      .insert(products)
      .values({
        code: name,
        name,
        slug: name.toLowerCase(),
        vendorId: vendor?.id ?? 0,
        categoryId,
        stock: 5,
        priceCents: 10_000,
        ...extra,
      })
      .returning();
    if (!row) throw new Error('no product');
    ids[name] = row.id;
  };
  await product('P1', a.id);
  await product('P2', b.id);
  await product('P3', other.id, { priceCents: 12_000 });
  await product('P4', a.id, { active: false });
  await product('P5', a.id, { sortWeight: 5, stock: 0 });
  await db.insert(productCategories).values([
    { productId: ids.P2 as number, categoryId: a.id },
    { productId: ids.P3 as number, categoryId: a.id },
    { productId: ids.P4 as number, categoryId: b.id },
  ]);
  shop.app.shop.categories.invalidate();
  shop.app.shop.catalog.catalogueChanged();
});
afterAll(() => shop.close());

async function listing(categoryId: number, order = 1, inStock = false, client = browser(shop.app)) {
  const res = await client.post('/admin/v1/product/filter/sk/12/0', {
    condition: { categories: { id: categoryId }, inStock },
    order,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return {
    names: (body.products as { name: string }[]).map((p) => p.name),
    count: body.paging.filtered_products_count as number,
  };
}

describe('a listing with further categories', () => {
  it('lists a product in its further category, counted there', async () => {
    // Default ordering: sort weight first, then newest first.
    expect(await listing(ids.a as number)).toEqual({ names: ['P5', 'P3', 'P2', 'P1'], count: 4 });
    expect(await listing(ids.b as number)).toEqual({ names: ['P2'], count: 1 });
    expect(await listing(ids.other as number)).toEqual({ names: ['P3'], count: 1 });
  });

  it('lists a product once in a parent covering its main and its further category', async () => {
    expect(await listing(ids.root as number)).toEqual({ names: ['P5', 'P3', 'P2', 'P1'], count: 4 });
    expect(await listing(ids.root as number, 2)).toEqual({ names: ['P1', 'P2', 'P3', 'P5'], count: 4 });
    expect(await listing(ids.root as number, 1, true)).toEqual({ names: ['P3', 'P2', 'P1'], count: 3 });
  });

  it('follows further categories, stock and category moves written straight into the tables', async () => {
    const db = shop.app.shop.db;
    await db
      .delete(productCategories)
      .where(and(eq(productCategories.productId, ids.P2 as number), eq(productCategories.categoryId, ids.a as number)));
    await db
      .update(products)
      .set({ stock: 3 })
      .where(eq(products.id, ids.P5 as number));
    await db
      .update(categories)
      .set({ parentId: ids.root as number })
      .where(eq(categories.id, ids.other as number));
    shop.app.shop.categories.invalidate();
    shop.app.shop.catalog.catalogueChanged();
    expect(await listing(ids.a as number, 1, true)).toEqual({ names: ['P5', 'P3', 'P1'], count: 3 });
    expect(await listing(ids.root as number)).toEqual({ names: ['P5', 'P3', 'P2', 'P1'], count: 4 });
    await db
      .update(products)
      .set({ active: false })
      .where(eq(products.id, ids.P3 as number));
    shop.app.shop.catalog.catalogueChanged();
    expect(await listing(ids.root as number)).toEqual({ names: ['P5', 'P2', 'P1'], count: 3 });
    await db
      .update(products)
      .set({ active: true })
      .where(eq(products.id, ids.P3 as number));
    shop.app.shop.catalog.catalogueChanged();
  });

  it('orders by the customer’s price of the main category, also outside the listed subtree', async () => {
    const groupId = await ensurePriceGroup(shop, 'Ďalšie kategórie');
    // 50 % off P3's main category only: P3 (120 € list) costs the customer 60 € there, and in A.
    await shop.app.shop.db
      .insert(discountRules)
      .values({ priceGroupId: groupId, categoryId: ids.other as number, discountBp: 5000 });
    shop.app.shop.catalog.catalogueChanged();
    const { client } = await customerSession(shop, { priceGroupId: groupId });
    expect((await listing(ids.a as number, 4, false, client)).names[0]).toBe('P3');
    expect((await listing(ids.a as number, 5, false, client)).names.at(-1)).toBe('P3');
  });
});
