import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ProductCardSchema, ProductFilterReplySchema } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { browser, createTestShop, type TestShop } from '../../test/app.ts';
import { priceKeysIn, signInDirectly } from '../../test/session.ts';
import { importCatalogue } from '../catalogue-import/import.service.ts';

let shop: TestShop;
/** A top category that has subcategories with products, and one of its leaves. */
let top: { id: number; path: string };
let leaf: { id: number; path: string };

beforeAll(async () => {
  shop = await createTestShop('demo');
  const rows = await query<{ id: number; path: string; depth: number; n: number }>(
    shop.app.shop.db,
    sql`select c.id, c.path, c.depth, count(p.id)::int as n
        from categories c left join products p on p.category_id = c.id
        group by c.id order by c.path`,
  );
  const firstTop = rows.find((r) => r.depth === 1 && rows.some((c) => c.path.startsWith(`${r.path}/`) && c.n > 0));
  if (!firstTop) throw new Error('demo data has no category tree');
  top = firstTop;
  const firstLeaf = rows.find((r) => r.path.startsWith(`${top.path}/`) && r.n > 2);
  if (!firstLeaf) throw new Error('demo data has no leaf with products');
  leaf = firstLeaf;
});
afterAll(() => shop.close());

const filter = (client: ReturnType<typeof browser>, body: unknown, limit = 12, offset = 0) =>
  client.post(`/admin/v1/product/filter/sk/${limit}/${offset}`, body);

describe('menus', () => {
  it('serves the header menu three levels deep with url types', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/admin/v1/menu/main/sk' });
    expect(res.statusCode).toBe(200);
    const menu = res.json().menu as { url: { type: string } | null; children: { children: unknown[] }[] }[];
    expect(menu.length).toBeGreaterThanOrEqual(6);
    expect(menu.some((m) => m.url?.type === 'category' && m.children.some((c) => c.children.length > 0))).toBe(true);
    expect(res.headers.etag).toBeDefined();
  });

  it('serves the category side menu with colours and descriptions on the top items', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/admin/v1/menu/bottom-second/sk' });
    const menu = res.json().menu as { color: string | null; description: string }[];
    expect(menu.length).toBeGreaterThanOrEqual(5);
    expect(menu.every((m) => m.color && m.description)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await shop.app.inject({ method: 'GET', url: '/admin/v1/menu/main/sk' });
    const again = await shop.app.inject({
      method: 'GET',
      url: '/admin/v1/menu/main/sk',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('category by url', () => {
  it('finds a category by its percent-encoded path, with children and breadcrumbs', async () => {
    const res = await shop.app.inject({
      method: 'GET',
      url: `/admin/v1/category/url/${encodeURIComponent(leaf.path)}/sk`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.category.id).toBe(leaf.id);
    expect(body.category.url.url).toBe(leaf.path);
    expect(body.breadcrumbs[0].url.url).toBe(top.path);
    expect(body.breadcrumbs.at(-1).id).toBe(leaf.id);
  });

  it('answers 404 for an unknown path', async () => {
    const res = await shop.app.inject({
      method: 'GET',
      url: `/admin/v1/category/url/${encodeURIComponent('ezs/neexistuje')}/sk`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: [{ code: 'messages.not-found' }] });
  });
});

describe('descriptions', () => {
  const hostile = 'Kamery na objekty.\nDruhý riadok <script>alert(1)</script><img src="x" onerror="alert(2)">';
  const expectSafe = (html: string) => {
    expect(html).not.toMatch(/<script|onerror|alert\(/i);
  };

  it('serves the category description as sanitized HTML with its line breaks as <br />', async () => {
    const db = shop.app.shop.db;
    const categoriesChanged = () => {
      shop.app.shop.categories.invalidate();
      shop.app.shop.catalog.catalogueChanged();
    };
    const [saved] = await query<{ description: string }>(
      db,
      sql`select description from categories where id = ${leaf.id}`,
    );
    await db.execute(sql`update categories set description = ${hostile} where id = ${leaf.id}`);
    categoriesChanged();
    try {
      const res = await shop.app.inject({
        method: 'GET',
        url: `/admin/v1/category/url/${encodeURIComponent(leaf.path)}/sk`,
      });
      const description = res.json().category.description as string;
      expect(description).toBe('Kamery na objekty.<br />Druhý riadok <img src="x" />');
      expectSafe(res.body);
      // …and where the category appears as a child of its parent
      const parent = await shop.app.inject({
        method: 'GET',
        url: `/admin/v1/category/url/${encodeURIComponent(top.path)}/sk`,
      });
      expectSafe(parent.body);
    } finally {
      await db.execute(sql`update categories set description = ${saved?.description ?? ''} where id = ${leaf.id}`);
      categoriesChanged();
    }
  });

  it("serves a product description from a supplier's file safe: the import sanitized it when it wrote it", async () => {
    const db = shop.app.shop.db;
    const [product] = await query<{ code: string; slug: string; description: string }>(
      db,
      sql`select code, slug, description from products where active order by id limit 1`,
    );
    if (!product) throw new Error('no product');
    const dir = mkdtempSync(path.join(tmpdir(), 'catalog-test-'));
    const csv = (description: string) => {
      const file = path.join(dir, 'popis.csv');
      writeFileSync(file, `code;description\n${product.code};"${description.replaceAll('"', '""')}"\n`);
      return file;
    };
    try {
      const imported = await importCatalogue(db, csv(`<p>Popis</p>${hostile}`), { dryRun: false });
      expect(imported).toMatchObject({ changed: 1, refused: 0 });
      shop.app.shop.catalog.catalogueChanged();
      const res = await shop.app.inject({ method: 'GET', url: `/admin/v1/product/detail/url/${product.slug}/sk` });
      expect(res.json().product.description).toContain('<p>Popis</p>');
      expectSafe(res.body);
    } finally {
      await db.execute(sql`update products set description = ${product.description} where code = ${product.code}`);
      shop.app.shop.catalog.catalogueChanged();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('product listing (filter)', () => {
  it('includes the products of every descendant category', async () => {
    const client = browser(shop.app);
    const all = await query<{ n: number }>(
      shop.app.shop.db,
      sql`select count(*)::int as n from products p join categories c on c.id = p.category_id
          where p.active and (c.path = ${top.path} or c.path like ${`${top.path}/%`})`,
    );
    const res = await filter(client, { condition: { categories: { id: top.id } }, order: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().paging.filtered_products_count).toBe(all[0]?.n);
    expect(all[0]?.n).toBeGreaterThan(0);
  });

  // docs/requirements/api.md §Caching headers
  it('is public for an anonymous visitor but carries no ETag (a POST is never revalidated); a GET reply does', async () => {
    const client = browser(shop.app);
    const res = await filter(client, { condition: { categories: { id: top.id } }, order: 1 });
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(res.headers.etag).toBeUndefined();
    const category = await client.get(`/admin/v1/category/url/${encodeURIComponent(top.path)}/sk`);
    expect(category.headers.etag).toMatch(/^W\/"/);
  });

  /**
   * Names sort case- and accent-insensitively under the database's collation; count the
   * neighbours that are out of order by that key (the database compares, so JS's own string
   * order and unaccent's extra rules such as Ø → O cannot disagree with it).
   */
  const namesOutOfOrder = async (names: string[], direction: 'asc' | 'desc') => {
    const rows = await query<{ bad: number }>(
      shop.app.shop.db,
      sql`select count(*)::int as bad from (
            select lower(shop_unaccent(n)) as k, lag(lower(shop_unaccent(n))) over (order by i) as prev
            from json_array_elements_text(${JSON.stringify(names)}::json) with ordinality as t(n, i)
          ) x where prev is not null and ${direction === 'asc' ? sql`k < prev` : sql`k > prev`}`,
    );
    return rows[0]?.bad;
  };

  it.each([
    [1, 'id descending'],
    [2, 'name ascending'],
    [3, 'name descending'],
    [4, "the customer's price ascending"],
    [5, "the customer's price descending"],
    [6, 'code ascending'],
    [7, 'code descending'],
  ])('orders by code %i (%s)', async (order) => {
    const client = browser(shop.app);
    await signInDirectly(shop, client);
    const res = await filter(client, { condition: { categories: { id: top.id } }, order }, 72);
    const products = res.json().products as { id: number; name: string; code: string; price_exc_vat: number }[];
    expect(products.length).toBeGreaterThan(5);
    const pairs = products.slice(1).map((p, i) => [products[i]!, p] as const);
    for (const [a, b] of pairs) {
      if (order === 1) expect(a.id).toBeGreaterThan(b.id);
      if (order === 4) expect(a.price_exc_vat).toBeLessThanOrEqual(b.price_exc_vat);
      if (order === 5) expect(a.price_exc_vat).toBeGreaterThanOrEqual(b.price_exc_vat);
      if (order === 6) expect(a.code < b.code).toBe(true);
      if (order === 7) expect(a.code > b.code).toBe(true);
    }
    if (order === 2 || order === 3) {
      expect(
        await namesOutOfOrder(
          products.map((p) => p.name),
          order === 2 ? 'asc' : 'desc',
        ),
      ).toBe(0);
    }
  });

  it('pages without overlap and covers the whole category', async () => {
    const client = browser(shop.app);
    const first = await filter(client, { condition: { categories: { id: top.id } }, order: 2 }, 12, 0);
    const count = first.json().paging.filtered_products_count as number;
    const seen = new Set<number>();
    for (let offset = 0; offset < count; offset += 12) {
      const page = await filter(client, { condition: { categories: { id: top.id } }, order: 2 }, 12, offset);
      for (const p of page.json().products as { id: number }[]) {
        expect(seen.has(p.id)).toBe(false);
        seen.add(p.id);
      }
    }
    expect(seen.size).toBe(count);
  });

  it('shows only products in stock with inStock', async () => {
    const client = browser(shop.app);
    const all = await filter(client, { condition: { categories: { id: top.id } }, order: 1 }, 100);
    const inStock = await filter(client, { condition: { categories: { id: top.id }, inStock: true }, order: 1 }, 100);
    const stocked = inStock.json().products as { stock: number }[];
    expect(stocked.every((p) => p.stock > 0)).toBe(true);
    expect(inStock.json().paging.filtered_products_count).toBeLessThan(all.json().paging.filtered_products_count);
  });

  it('answers an empty page for an unknown category', async () => {
    const res = await filter(browser(shop.app), { condition: { categories: { id: 999999 } }, order: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ products: [], paging: { filtered_products_count: 0 } });
  });

  it.each([
    ['limit 0', { condition: { categories: { id: 1 } } }, 0, 0, 'limit'],
    ['negative offset', { condition: { categories: { id: 1 } } }, 12, -1, 'offset'],
    ['unknown ordering', { condition: { categories: { id: 1 } }, order: 9 }, 12, 0, 'order'],
    ['no category', { condition: {} }, 12, 0, 'condition.categories'],
    ['category id as text', { condition: { categories: { id: 'x' } } }, 12, 0, 'condition.categories.id'],
  ])('refuses %s with 400 naming the field', async (_name, body, limit, offset, key) => {
    const res = await filter(browser(shop.app), body, limit as number, offset as number);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.map((e: { key: string }) => e.key)).toContain(key);
  });
});

describe('prices', () => {
  it('are absent from every product-returning reply for anonymous visitors', async () => {
    const client = browser(shop.app);
    const listing = await filter(client, { condition: { categories: { id: top.id } }, order: 1 });
    const slug = listing.json().products[0].url.url as string;
    const replies = await Promise.all([
      listing,
      client.get(`/admin/v1/product/detail/url/${slug}/sk`),
      client.get('/admin/v1/product/homepage/sk'),
    ]);
    for (const res of replies) {
      expect(res.statusCode).toBe(200);
      expect(priceKeysIn(res.json())).toEqual([]);
      expect(res.body).not.toMatch(/"(price|price_exc_vat|base_price_exc_vat|base_price|discount)"/);
    }
  });

  it('are the customer price group prices for a logged-in customer, and private', async () => {
    const client = browser(shop.app);
    await signInDirectly(shop, client);
    const res = await filter(client, { condition: { categories: { id: top.id } }, order: 1 }, 36);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const products = res.json().products as {
      base_price_exc_vat: number;
      discount: number;
      price_exc_vat: number;
      price: number;
      vat_rate: number;
    }[];
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(p.discount).toBeGreaterThan(0);
      expect(p.price_exc_vat).toBeCloseTo(Math.round(p.base_price_exc_vat * 100 * (1 - p.discount / 100)) / 100, 2);
      expect(p.price).toBeCloseTo(Math.round(p.price_exc_vat * 100 * (1 + p.vat_rate / 100)) / 100, 2);
    }
  });
});

describe('the listing reply as JSON text', () => {
  // The listing is written as text around the cards PostgreSQL built (routes `sendJson`), so no
  // response schema strips or checks it on the way out: it must be exactly what the schema allows.
  it('is exactly the reply schema, with and without a login, and the same cards as the wishlist and detail', async () => {
    const anonymous = browser(shop.app);
    const customer = browser(shop.app);
    await signInDirectly(shop, customer);
    for (const client of [anonymous, customer]) {
      for (const order of [1, 4]) {
        const res = await filter(client, { condition: { categories: { id: top.id } }, order }, 36);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        const body = res.json();
        expect(ProductFilterReplySchema.parse(body)).toStrictEqual(body);
        expect(body.products.length).toBeGreaterThan(0);
        for (const card of body.products) expect(ProductCardSchema.strict().safeParse(card).success).toBe(true);
      }
    }
    // The same card (built as objects elsewhere) in the product page's related products and the detail.
    const listed = (await filter(customer, { condition: { categories: { id: leaf.id } }, order: 2 }, 12)).json()
      .products[0];
    const detail = (await customer.get(`/admin/v1/product/detail/url/${listed.url.url}/sk`)).json().product;
    for (const [key, value] of Object.entries(listed)) expect(detail[key], key).toStrictEqual(value);
  });
});

describe('home offer prices', () => {
  it('carry the list price with VAT, so a card can compare prices in one base', async () => {
    const client = browser(shop.app);
    await signInDirectly(shop, client);
    const res = await client.get('/admin/v1/product/homepage/sk');
    const products = res.json().products as {
      base_price_exc_vat: number;
      base_price: number;
      discount: number;
      price: number;
      vat_rate: number;
    }[];
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(p.base_price).toBe(Math.round(p.base_price_exc_vat * 100 * (1 + p.vat_rate / 100)) / 100);
      // the percentage shown beside the struck price matches the two prices with VAT (to rounding)
      expect(Math.abs(p.price - p.base_price * (1 - p.discount / 100))).toBeLessThan(0.02);
    }
  });
});

describe('product detail', () => {
  it('has images with the cover first, parameters and related products', async () => {
    const rows = await query<{ slug: string }>(
      shop.app.shop.db,
      sql`select p.slug from products p where (select count(*) from product_images i where i.product_id = p.id) > 1
          and exists (select 1 from related_products r where r.product_id = p.id) limit 1`,
    );
    const res = await shop.app.inject({ method: 'GET', url: `/admin/v1/product/detail/url/${rows[0]?.slug}/sk` });
    expect(res.statusCode).toBe(200);
    const product = res.json().product;
    expect(product.image.length).toBeGreaterThan(1);
    expect(product.image[0].cover).toBe(true);
    expect(product.image.slice(1).every((i: { cover: boolean }) => !i.cover)).toBe(true);
    expect(product.parameters.length).toBeGreaterThan(0);
    expect(product.related_products.length).toBeGreaterThan(0);
    expect(product.vendor).toBeTruthy();
  });

  it('lists the related products in their stored order, without those no longer sold, as product cards', async () => {
    const db = shop.app.shop.db;
    const [product] = await query<{ id: number; slug: string }>(
      db,
      sql`select p.id, p.slug from products p
          where p.active and (select count(*) from related_products r where r.product_id = p.id) >= 3 limit 1`,
    );
    if (!product) throw new Error('no product with three related products in the demo data');
    const saved = await query<{ related_id: number; sort: number }>(
      db,
      sql`select related_id, sort from related_products where product_id = ${product.id}`,
    );
    // Stored order: descending ids; the lowest id is taken off sale.
    const ids = saved.map((r) => r.related_id).sort((a, b) => b - a);
    const hidden = ids[ids.length - 1] as number;
    await db.execute(sql`update related_products set sort = -related_id where product_id = ${product.id}`);
    await db.execute(sql`update products set active = false where id = ${hidden}`);
    shop.app.shop.catalog.catalogueChanged();
    try {
      const res = await shop.app.inject({ method: 'GET', url: `/admin/v1/product/detail/url/${product.slug}/sk` });
      const cards = res.json().product.related_products as {
        id: number;
        name: string;
        code: string;
        vendor: string;
        url: { url: string };
      }[];
      expect(cards.map((c) => c.id)).toEqual(ids.slice(0, -1));
      for (const card of cards) {
        const own = await shop.app.inject({ method: 'GET', url: `/admin/v1/product/detail/url/${card.url.url}/sk` });
        const { id, name, code, vendor } = own.json().product;
        expect({ id, name, code, vendor }).toEqual({
          id: card.id,
          name: card.name,
          code: card.code,
          vendor: card.vendor,
        });
      }
    } finally {
      for (const r of saved) {
        await db.execute(
          sql`update related_products set sort = ${r.sort} where product_id = ${product.id} and related_id = ${r.related_id}`,
        );
      }
      await db.execute(sql`update products set active = true where id = ${hidden}`);
      shop.app.shop.catalog.catalogueChanged();
    }
  });

  it('answers 404 for an unknown product', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/admin/v1/product/detail/url/neexistujuci-produkt/sk' });
    expect(res.statusCode).toBe(404);
  });
});

describe('home', () => {
  it('lists every vendor with an active product as a brand, not only those of the homepage products', async () => {
    const db = shop.app.shop.db;
    const [onSale, withdrawn, empty] = await query<{ id: number }>(
      db,
      sql`insert into vendors (name, slug) values ('Zeta Brand', 'zeta-brand'), ('Stiahnutá', 'stiahnuta'), ('Prázdna', 'prazdna')
          returning id`,
    );
    await db.execute(sql`
      insert into products (code, name, slug, vendor_id, category_id, price_cents, homepage, active) values
        ('ZB-1', 'Zeta výrobok', 'zeta-vyrobok', ${onSale?.id}, ${leaf.id}, 1000, false, true),
        ('ST-1', 'Stiahnutý výrobok', 'stiahnuty-vyrobok', ${withdrawn?.id}, ${leaf.id}, 1000, true, false)`);
    shop.app.shop.catalog.catalogueChanged();
    const res = await browser(shop.app).get('/admin/v1/vendors/sk');
    expect(res.statusCode).toBe(200);
    const names = (res.json().vendors as { id: number; name: string }[]).map((v) => v.name);
    const [expected] = await query<{ names: string[] }>(
      db,
      sql`select array_agg(distinct v.name) as names from vendors v join products p on p.vendor_id = v.id where p.active`,
    );
    expect([...names].sort()).toEqual([...(expected?.names ?? [])].sort());
    expect(names).toContain('Zeta Brand');
    expect(names).not.toContain('Stiahnutá');
    expect(names).not.toContain('Prázdna');
    expect(empty?.id).toBeDefined();
    // more brands than the homepage products name
    const home = await browser(shop.app).get('/admin/v1/product/homepage/sk');
    const homeVendors = new Set((home.json().products as { vendor: string }[]).map((p) => p.vendor));
    expect(names.length).toBeGreaterThan(homeVendors.size);
  });

  it('serves banners, homepage products and blog cards', async () => {
    const [banners, products, blogs] = await Promise.all(
      ['/admin/v1/banners/top/sk', '/admin/v1/product/homepage/sk', '/admin/v1/blog/homepage/sk'].map((url) =>
        shop.app.inject({ method: 'GET', url }),
      ),
    );
    expect(banners?.json().banners.length).toBeGreaterThanOrEqual(4);
    expect(banners?.json().banners[0].label).toBeTruthy();
    expect(products?.json().products.length).toBeGreaterThanOrEqual(8);
    expect(blogs?.json().blogs.length).toBeGreaterThanOrEqual(3);
    expect(blogs?.json().blogs[0].url.url).toMatch(/^\//);
  });
});

describe('attachments', () => {
  const productWithAttachments = async () =>
    (
      await query<{ code: string }>(
        shop.app.shop.db,
        sql`select p.code from products p where exists (select 1 from product_attachments a where a.product_id = p.id) limit 1`,
      )
    )[0]?.code ?? '';

  it('answers 401 to anonymous visitors', async () => {
    const res = await shop.app.inject({
      method: 'GET',
      url: `/admin/v1/attachments/${await productWithAttachments()}`,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error[0].code).toBe('messages.user.not-logged-in');
  });

  it('lists the attachments grouped by title for a logged-in customer, and the file downloads', async () => {
    const client = browser(shop.app);
    await signInDirectly(shop, client);
    const res = await client.get(`/admin/v1/attachments/${encodeURIComponent(await productWithAttachments())}`);
    expect(res.statusCode).toBe(200);
    const groups = res.json().attachments as {
      title: string;
      attachments: { url: string; filesize: number; file_icon: string }[];
    }[];
    expect(groups.length).toBeGreaterThan(0);
    const file = groups[0]!.attachments[0]!;
    expect(file.file_icon).toBe('pdf');
    // The file itself is for logged-in customers too (its name follows the public product code).
    const pdf = await client.get(file.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdf.rawPayload.length).toBe(file.filesize);
  });
});
