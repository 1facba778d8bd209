import { SEARCH_DROPDOWN_LIMITS, type SearchItem } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestShop, type TestShop } from '../../test/app.ts';
import { insertBlogPost, insertCategory, insertProducts, insertVendor, logIn } from '../../test/search-fixtures.ts';

let shop: TestShop;
const ids: Record<string, number> = {};

interface SearchReply {
  success: boolean;
  items: SearchItem[];
  more_results: { product: number; category: number; blog: number };
  full_count: number;
}
interface PageReply {
  success: boolean;
  items: { id: number; code: string; name: string; price_exc_vat?: number }[];
  full_count: number;
}

const dropdown = async (query: string, client = browser(shop.app)) => {
  const res = await client.get(`/admin/v1/search/${encodeURIComponent(query)}/sk`);
  expect(res.statusCode, query).toBe(200);
  return res.json() as SearchReply;
};
const page = async (query: string, limit = 100, offset = 0, client = browser(shop.app)) => {
  const res = await client.get(`/admin/v1/search-products/${encodeURIComponent(query)}/sk/${limit}/${offset}`);
  expect(res.statusCode, query).toBe(200);
  return res.json() as PageReply;
};
const productIds = (reply: SearchReply) => reply.items.filter((i) => i.type === 'product').map((i) => i.id);

beforeAll(async () => {
  // API_DOCS: the last test reads the OpenAPI document.
  shop = await createTestShop('demo', { API_DOCS: 'true' });
  const db = shop.app.shop.db;
  const vendor = await insertVendor(db, 'Zorvex Secure');
  const category = await insertCategory(db, 'Qwelné detektory', { description: '<p>Detektory <b>qwelné</b></p>' });
  ids.qwelneCategory = category.id;
  const rows = await insertProducts(db, [
    {
      code: 'QW-100',
      name: 'Čidlo dymu qwelné optické',
      vendorId: vendor,
      categoryId: category.id,
      shortDescription: '<p>Optický <b>hlásič</b> &amp; siréna</p>',
    },
    { code: 'DS-2CD2143G2-I', name: 'Bullet kamera Zorvex 4 Mpx', vendorId: vendor, categoryId: category.id },
    { code: 'DS-2CD2043G2-IU', name: 'Dome kamera Zorvex 4 Mpx', vendorId: vendor, categoryId: category.id },
    { code: 'DS-2CD1023G0E-I', name: 'Turret kamera Zorvex 2 Mpx', vendorId: vendor, categoryId: category.id },
    { code: 'DS-2DE4425IW', name: 'PTZ kamera Zorvex', vendorId: vendor, categoryId: category.id },
    { code: 'KF-1', name: 'Kamera vonkajšia Brvlin', vendorId: vendor, categoryId: category.id },
    { code: 'KF-2', name: 'Kamery sada Brvlin', vendorId: vendor, categoryId: category.id },
    { code: 'KF-3', name: 'Kamerový držiak Brvlin', vendorId: vendor, categoryId: category.id },
    { code: 'VT-1', name: 'Videovrátnik Plomastix farebný', vendorId: vendor, categoryId: category.id },
    // Ranking for "rnkx": exact code, code prefix, name word starts (A before B), inside a word, description only.
    { code: 'RNKX', name: 'Zeta modul', vendorId: vendor, categoryId: category.id },
    { code: 'RNKX-2', name: 'Yankee modul', vendorId: vendor, categoryId: category.id },
    { code: 'RK-B', name: 'Rnkxový držiak B', vendorId: vendor, categoryId: category.id },
    { code: 'RK-A', name: 'Rnkxový držiak A', vendorId: vendor, categoryId: category.id },
    { code: 'RK-C', name: 'Podložka abrnkxo', vendorId: vendor, categoryId: category.id },
    {
      code: 'RK-D',
      name: 'Kryt',
      vendorId: vendor,
      categoryId: category.id,
      description: '<p>Vhodný pre rnkx moduly.</p>',
    },
    {
      code: 'PG-DESC',
      name: 'Montážna krabica',
      vendorId: vendor,
      categoryId: category.id,
      description: '<p>Pre moduly Pagrix.</p>',
    },
    ...Array.from({ length: 30 }, (_, i) => ({
      code: `PG-${String(i).padStart(3, '0')}`,
      name: `Stranovací modul Pagrix ${i}`,
      vendorId: vendor,
      categoryId: category.id,
      priceCents: 12_345,
    })),
  ]);
  for (const r of rows) ids[r.code] = r.id;
  for (let i = 0; i < 5; i++) await insertCategory(db, `Pagrix kategória ${i}`);
  for (let i = 0; i < 4; i++) {
    await insertBlogPost(db, {
      slug: `pagrix-${i}`,
      title: `Pagrix novinky ${i}`,
      perex: '<p>O <em>pagrix</em> moduloch</p>',
      publishedAt: new Date(Date.now() - (i + 1) * 86_400_000),
    });
  }
  await insertBlogPost(db, {
    slug: 'pagrix-buduci',
    title: 'Pagrix budúci',
    publishedAt: new Date(Date.now() + 86_400_000),
  });
});
afterAll(() => shop.close());

describe('search matches what installers type', () => {
  it('ignores diacritics and case', async () => {
    const results = await Promise.all(['čidlo qwelné', 'cidlo qwelne', 'ČIDLO QWELNÉ'].map((q) => dropdown(q)));
    for (const reply of results) expect(productIds(reply)).toEqual([ids['QW-100']]);
  });

  it('finds every code starting with a code prefix, first, ignoring case, dashes and spaces', async () => {
    const prefixed = [ids['DS-2CD2143G2-I'], ids['DS-2CD2043G2-IU'], ids['DS-2CD1023G0E-I']];
    for (const query of ['DS-2CD', 'ds-2cd', 'ds2cd', 'DS 2CD']) {
      const reply = await page(query);
      expect(
        reply.items
          .slice(0, 3)
          .map((p) => p.id)
          .sort(),
        query,
      ).toEqual([...prefixed].sort());
      expect(
        reply.items.map((p) => p.id),
        query,
      ).not.toContain(ids['DS-2DE4425IW']);
    }
    const exact = await dropdown('ds-2cd2043g2-iu');
    expect(productIds(exact)[0]).toBe(ids['DS-2CD2043G2-IU']);
  });

  it('finds Slovak word forms by their start: kamer → kamera, kamery, kamerový', async () => {
    const reply = await page('kamer brvlin');
    expect(reply.items.map((p) => p.code).sort()).toEqual(['KF-1', 'KF-2', 'KF-3']);
  });

  it('tolerates one typo in a longer word (wrong, missing, extra or swapped letter)', async () => {
    for (const typo of ['plomastyx', 'plomastx', 'plomastiix', 'polmastix', 'videovratnk plomastix']) {
      const reply = await dropdown(typo);
      expect(productIds(reply), typo).toEqual([ids['VT-1']]);
      expect(reply.more_results.product, typo).toBe(1);
    }
    // Short words are not guessed at: too many words are one letter away.
    expect((await dropdown('plox')).items).toEqual([]);
  });

  it('ranks exact code, code prefix, name word start, inside a word, then other fields; ties by name', async () => {
    const reply = await page('rnkx');
    expect(reply.items.map((p) => p.code)).toEqual(['RNKX', 'RNKX-2', 'RK-A', 'RK-B', 'RK-C', 'RK-D']);
    expect(reply.full_count).toBe(6);
    expect(productIds(await dropdown('rnkx'))).toEqual(reply.items.slice(0, 5).map((p) => p.id));
  });

  it('finds products by vendor name and by description words', async () => {
    expect((await page('zorvex secure ptz')).items.map((p) => p.code)).toEqual(['DS-2DE4425IW']);
    expect((await page('vhodny rnkx')).items.map((p) => p.code)).toEqual(['RK-D']);
  });

  it('adds description-only matches only when names and codes match fewer than a page', async () => {
    // 30 names hold "pagrix": the product that mentions it only in its description stays out.
    const reply = await page('pagrix');
    expect(reply.full_count).toBe(30);
    expect(reply.items.map((p) => p.code)).not.toContain('PG-DESC');
    // "krabica pagrix" is in no name: description and name together find it.
    expect((await page('krabica pagrix')).items.map((p) => p.code)).toEqual(['PG-DESC']);
  });
});

describe('the dropdown', () => {
  it('shows at most 5 products, 3 categories and 3 blog posts, with the total of each', async () => {
    const reply = await dropdown('pagrix');
    const count = (type: string) => reply.items.filter((i) => i.type === type).length;
    expect(count('product')).toBe(SEARCH_DROPDOWN_LIMITS.product);
    expect(count('category')).toBe(SEARCH_DROPDOWN_LIMITS.category);
    expect(count('blog')).toBe(SEARCH_DROPDOWN_LIMITS.blog);
    // Only published posts count; the future one stays hidden.
    expect(reply.more_results).toEqual({ product: 30, category: 5, blog: 4 });
    expect(reply.full_count).toBe(39);
    expect(reply.items.map((i) => i.type)).toEqual([
      ...Array(5).fill('product'),
      ...Array(3).fill('category'),
      ...Array(3).fill('blog'),
    ]);
  });

  it('describes each item in plain text with its link target', async () => {
    const reply = await dropdown('qwelne');
    const product = reply.items.find((i) => i.type === 'product');
    expect(product).toMatchObject({
      code: 'QW-100',
      name: 'Čidlo dymu qwelné optické',
      description: 'Optický hlásič & siréna',
      image: null,
    });
    expect(product?.url.url).toMatch(/^produkt-/);
    const category = reply.items.find((i) => i.type === 'category');
    expect(category).toMatchObject({
      name: 'Qwelné detektory',
      code: '',
      description: 'Detektory qwelné',
      image: null,
    });
    const blog = (await dropdown('pagrix novinky 0')).items.find((i) => i.type === 'blog');
    expect(blog).toMatchObject({
      name: 'Pagrix novinky 0',
      code: '',
      description: 'O pagrix moduloch',
      url: { url: '/pagrix-0' },
    });
  });

  it('describes a category by its description as it is now, once it changed', async () => {
    const category = async () => (await dropdown('qwelne')).items.find((i) => i.type === 'category');
    expect((await category())?.description).toBe('Detektory qwelné');
    await shop.app.shop.db.execute(
      sql`update categories set description = '<p>Hlásiče <i>qwelné</i> nové</p>' where id = ${ids.qwelneCategory}`,
    );
    // What a staff save of the category does (catalogueChanged in every process, catalogue-events.ts).
    shop.app.shop.categories.invalidate();
    shop.app.shop.catalog.catalogueChanged();
    expect((await category())?.description).toBe('Hlásiče qwelné nové');
  });
});

describe('prices', () => {
  it('never reaches an anonymous visitor, in the dropdown or the results page', async () => {
    const texts = [
      JSON.stringify(await dropdown('pagrix')),
      JSON.stringify(await page('pagrix', 12, 0)),
      JSON.stringify(await dropdown('ds-2cd')),
    ];
    for (const text of texts) expect(text).not.toMatch(/price|discount/);
  });

  it('shows a logged-in customer their own price excl. VAT', async () => {
    const client = browser(shop.app);
    await logIn(shop.app.shop.db, client, 1000);
    const res = await client.get('/admin/v1/search/pagrix/sk');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const products = (res.json() as SearchReply).items.filter((i) => i.type === 'product');
    expect(products).toHaveLength(5);
    // 123.45 € list price, 10 % off: 111.105 → 111.11
    for (const p of products) expect(p.price_exc_vat).toBe(111.11);
    const cards = await page('pagrix', 12, 0, client);
    for (const card of cards.items) expect(card.price_exc_vat).toBe(111.11);
  });
});

describe('the results page', () => {
  it('pages through every match without overlap', async () => {
    const pages = await Promise.all([0, 12, 24].map((offset) => page('pagrix', 12, offset)));
    const seen = pages.flatMap((p) => p.items.map((i) => i.id));
    expect(pages.map((p) => p.items.length)).toEqual([12, 12, 6]);
    expect(new Set(seen).size).toBe(30);
    expect(pages.every((p) => p.full_count === 30)).toBe(true);
    expect((await page('pagrix', 12, 36)).items).toEqual([]);
  });

  it('defaults to 12 per page and refuses a limit over 100', async () => {
    const res = await browser(shop.app).get('/admin/v1/search-products/pagrix/sk');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(12);
    const tooMany = await browser(shop.app).get('/admin/v1/search-products/pagrix/sk/101/0');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error[0].key).toBe('limit');
  });
});

describe('hostile input', () => {
  const hostile = [
    "'",
    '"',
    "' OR 1=1 --",
    '%',
    '%%_',
    '_',
    '\\',
    'a\\%b_c',
    '\u0000',
    'x'.repeat(1000),
    'č'.repeat(1000),
    '🎥📷',
    '🎥'.repeat(300),
    '<script>alert(1)</script>',
    'kamera:* & !',
    '((()))',
    '  ds-2cd  ',
  ];

  it('never answers 5xx, in the dropdown or the results page', async () => {
    const client = browser(shop.app);
    for (const query of hostile) {
      for (const url of [
        `/admin/v1/search/${encodeURIComponent(query)}/sk`,
        `/admin/v1/search-products/${encodeURIComponent(query)}/sk/12/0`,
      ]) {
        const res = await client.get(url);
        expect(res.statusCode, `${url.slice(0, 80)}`).toBeLessThan(500);
        expect(res.json().success, url.slice(0, 80)).toBe(true);
      }
    }
  });

  it('treats wildcards literally and cuts a long query instead of refusing it', async () => {
    expect((await dropdown('%')).items).toEqual([]);
    expect((await dropdown('_')).items).toEqual([]);
    expect(productIds(await dropdown(`pagrix ${'z'.repeat(200)}`))).toEqual([]);
    expect(productIds(await dropdown(`rnkx${' '.repeat(96)}zzzzzzzzzzzzzzzz`))).toHaveLength(5);
  });

  it('answers a malformed percent-encoding with 400, not 500', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/admin/v1/search/100%/sk' });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a query that is empty after trimming with 400 and key query', async () => {
    for (const url of ['/admin/v1/search/%20%20/sk', '/admin/v1/search-products/%20/sk/12/0']) {
      const res = await shop.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error[0].key, url).toBe('query');
    }
  });
});

describe('the API description', () => {
  it('documents the search, blog and text page calls in OpenAPI', async () => {
    const doc = (await shop.app.inject({ method: 'GET', url: '/admin/v1/docs/json' })).json();
    for (const path of [
      '/admin/v1/search/{query}/{lang}',
      '/admin/v1/search-products/{query}/{lang}/{limit}/{offset}',
      '/admin/v1/blog/list/{lang}/{limit}/{offset}',
      '/admin/v1/blog/url/{lang}/{slug}',
      '/admin/v1/text-pages/url/{lang}/{slug}',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
  });
});
