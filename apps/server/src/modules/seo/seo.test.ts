import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_SIZES } from '@shop/contract';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { banners, productImages } from '../../db/schema/index.ts';
import { browser, createTestShop, type TestShop } from '../../test/app.ts';
import {
  insertBlogPost,
  insertCategory,
  insertProducts,
  insertTextPage,
  insertVendor,
  logIn,
} from '../../test/search-fixtures.ts';
import { createStaff, staffSessionDirectly } from '../../test/staff.ts';
import { registerSeoRoutes } from './seo.ts';

const PUBLIC_URL = 'https://obchod.example.sk';
const SHELL =
  '<!doctype html><html lang="sk"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="Všeobecný popis" />' +
  '<title>SecuriTrade</title><script type="module" src="/assets/index-AbCdEf12.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

let shop: TestShop;
let spa: FastifyInstance;
let category: { id: number; path: string };
let child: { id: number; path: string };

const get = (url: string) => spa.inject({ method: 'GET', url });
/** The JSON-LD blocks of a page, parsed. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] as string),
  );

beforeAll(async () => {
  shop = await createTestShop('empty');
  const db = shop.app.shop.db;
  const vendor = await insertVendor(db, 'Vidinet');
  category = await insertCategory(db, 'Kamerové systémy', {
    path: 'cctv',
    description: '<p>Kamery a <b>rekordéry</b>.</p>',
  });
  child = await insertCategory(db, 'IP kamery', { parentId: category.id, path: 'cctv/ip-kamery', description: '' });
  const [product] = await insertProducts(db, [
    {
      code: 'VN-2CD2143',
      name: 'IP kamera "Bullet" </script><b>4 Mpx</b>',
      slug: 'ip-kamera-bullet-4mpx',
      vendorId: vendor,
      categoryId: child.id,
      shortDescription: '<p>Vonkajšia kamera s IR &amp; WDR</p>',
      priceCents: 19_900,
    },
  ]);
  await db
    .insert(productImages)
    .values({ productId: product!.id, src: '/media/p/bullet.svg', cover: true, width: 800, height: 600 });
  // An uploaded banner, stored in sizes (the home page's largest image).
  await db.insert(banners).values({
    image: '/media/banners/ab12-1200.webp',
    label: 'Akcia',
    width: 1200,
    height: 400,
    variants: { widths: [160, 640, 1200], avif: [640] },
  });
  await insertBlogPost(db, {
    slug: 'ako-vybrat-kameru',
    title: 'Ako vybrať kameru',
    perex: '<p>Rady pre montážnikov</p>',
    content: '<p>…</p>',
    image: '/media/blog/kamera.svg',
    publishedAt: new Date(Date.now() - 86_400_000),
  });
  await insertBlogPost(db, { slug: 'buduci', title: 'Budúci', publishedAt: new Date(Date.now() + 86_400_000) });
  await insertTextPage(db, { slug: 'o-nas', title: 'O nás', content: '<p>Veľkoobchod v Košiciach.</p>' });

  const dist = mkdtempSync(path.join(tmpdir(), 'shop-seo-dist-'));
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(path.join(dist, 'assets/index-AbCdEf12.js'), 'console.log(1)');
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-seo-')),
    WEB_DIST: dist,
    LOG_LEVEL: 'silent',
    PUBLIC_URL,
  });
  spa = await buildApp(config, { database: shop.database, logger: false });
});
afterAll(async () => {
  await spa.close();
  await shop.close();
});

describe('the document head of a product page', () => {
  it('names the product in the title, with canonical URL, description and Open Graph tags', async () => {
    const res = await get('/product/ip-kamera-bullet-4mpx?utm_source=x');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      '<title>IP kamera &quot;Bullet&quot; &lt;/script&gt;&lt;b&gt;4 Mpx&lt;/b&gt; | SecuriTrade</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/product/ip-kamera-bullet-4mpx">`);
    expect(html).toContain('<meta name="description" content="Vonkajšia kamera s IR &amp; WDR">');
    expect(html).not.toContain('Všeobecný popis');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/product/ip-kamera-bullet-4mpx">`);
    expect(html).toContain('<meta property="og:title" content="IP kamera &quot;Bullet&quot;');
    expect(html).toContain('<meta property="og:description" content="Vonkajšia kamera s IR &amp; WDR">');
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/media/p/bullet.svg">`);
    expect(html).toContain('<meta property="og:locale" content="sk_SK">');
    expect(html).toContain('<div id="root"></div>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('describes the product in JSON-LD without any price, with its breadcrumbs', async () => {
    const html = (await get('/product/ip-kamera-bullet-4mpx')).body;
    // The name holds </script>: inside the data block every < is escaped.
    expect(html).not.toContain('</script><b>');
    expect(html).toContain('\\u003c/script\\u003e');
    const [product, breadcrumbs] = jsonLd(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'IP kamera "Bullet" </script><b>4 Mpx</b>',
      sku: 'VN-2CD2143',
      brand: { '@type': 'Brand', name: 'Vidinet' },
      image: [`${PUBLIC_URL}/media/p/bullet.svg`],
      url: `${PUBLIC_URL}/product/ip-kamera-bullet-4mpx`,
    });
    expect(JSON.stringify(product)).not.toMatch(/offers|price/i);
    expect(breadcrumbs['@type']).toBe('BreadcrumbList');
    expect(breadcrumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Domov',
      'Kamerové systémy',
      'IP kamery',
      'IP kamera "Bullet" </script><b>4 Mpx</b>',
    ]);
    expect(breadcrumbs.itemListElement[2].item).toBe(`${PUBLIC_URL}/category/cctv/ip-kamery`);
  });

  it('names the same category path as the product page shows in its breadcrumb', async () => {
    const [, breadcrumbs] = jsonLd((await get('/product/ip-kamera-bullet-4mpx')).body);
    const api = await get('/admin/v1/product/detail/url/ip-kamera-bullet-4mpx/sk');
    const shown = api.json().product.breadcrumbs as { label: string; url: { url: string } }[];
    const categories = breadcrumbs.itemListElement.slice(1, -1) as { name: string; item: string }[];
    expect(shown.map((c) => ({ name: c.label, item: `${PUBLIC_URL}/category/${c.url.url}` }))).toEqual(
      categories.map((c) => ({ name: c.name, item: c.item })),
    );
    expect(shown.map((c) => c.label)).toEqual(['Kamerové systémy', 'IP kamery']);
  });

  it('answers an unknown product with 404 and the shell', async () => {
    const res = await get('/product/neexistuje');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<meta name="robots" content="noindex, follow">');
  });
});

describe('the document head of other pages', () => {
  it('category: label, description, breadcrumbs; unknown path 404', async () => {
    const res = await get('/category/cctv');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Kamerové systémy | SecuriTrade</title>');
    expect(res.body).toContain('<meta name="description" content="Kamery a rekordéry.">');
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/category/cctv">`);
    expect(jsonLd((await get('/category/cctv/ip-kamery')).body)[0].itemListElement).toHaveLength(3);
    expect((await get('/category/cctv/neexistuje')).statusCode).toBe(404);
    expect((await get('/category/a/b/c/d/e')).statusCode).toBe(404);
  });

  it('blog article: BlogPosting and article type; unknown or future post 404', async () => {
    const res = await get('/blog/sk/ako-vybrat-kameru');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Ako vybrať kameru | SecuriTrade</title>');
    expect(res.body).toContain('<meta property="og:type" content="article">');
    expect(res.body).toContain(`<meta property="og:image" content="${PUBLIC_URL}/media/blog/kamera.svg">`);
    expect(jsonLd(res.body)[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Ako vybrať kameru',
      description: 'Rady pre montážnikov',
    });
    for (const url of ['/blog/sk/neexistuje', '/blog/sk/buduci', '/blog/en/ako-vybrat-kameru'])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  it('text page: title and description; unknown page 404', async () => {
    const res = await get('/page/sk/o-nas');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>O nás | SecuriTrade</title>');
    expect(res.body).toContain('<meta name="description" content="Veľkoobchod v Košiciach.">');
    expect((await get('/page/sk/neexistuje')).statusCode).toBe(404);
  });

  it('home: the shop title and Organization', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>SecuriTrade – bezpečnostné systémy pre profesionálov</title>');
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/">`);
    const types = jsonLd(res.body).map((d) => d['@type']);
    expect(types).toContain('Organization');
  });

  it('search results: noindex, the query escaped in the title', async () => {
    const res = await get(`/search-product/${encodeURIComponent('<kamera>')}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex, follow">');
    expect(res.body).toContain('<title>Výsledky vyhľadávania: &lt;kamera&gt; | SecuriTrade</title>');
  });

  it('answers every SPA route with 200 and anything else with 404, both with the shell', async () => {
    const known = [
      '/cart',
      '/checkout',
      '/account',
      '/account/orders',
      '/account/orderdetail/12',
      '/blog',
      '/register',
      '/login',
      '/reset-password',
      '/reset-password/abc',
      '/logout',
      '/test',
    ];
    for (const url of known) expect((await get(url)).statusCode, url).toBe(200);
    for (const url of [
      '/nonsense/x',
      '/product',
      '/product/a/b',
      '/page/sk',
      '/constructor',
      '/blog/sk/a/b',
      '/%C4%8D',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('does no page work for assets', async () => {
    const res = await get('/assets/index-AbCdEf12.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
  });
});

describe('the former address of a renamed or moved category', () => {
  /**
   * `spa` is another process on the same database: it hears of each staff change through the
   * database's announcement, a moment after the staff reply (on PostgreSQL asynchronously), so the
   * first read after a change waits for it (the rule gives every process a second).
   */
  const statusOnceHeard = (url: string, status: number) =>
    expect.poll(async () => (await get(url)).statusCode, { timeout: 2000, interval: 20 }).toBe(status);

  it('redirects (301) the old addresses of the category and its subtree to the new ones, query kept', async () => {
    // Staff work in the test shop's process (plain-http cookies); `spa` hears of each change.
    const content = await staffSessionDirectly(shop, await createStaff(shop, 'content'));
    const api = '/admin/v1/staff/catalogue/categories';
    const created = await content.post(api, { label: 'Zvončeky', slug: 'zvoncky', parentId: null });
    expect(created.statusCode, created.body).toBe(200);
    const top = created.json().category;
    const below = (await content.post(api, { label: 'Bezdrôtové', parentId: top.id })).json().category;
    expect(below.path).toBe('zvoncky/bezdrotove');
    const rename = await content.put(`${api}/${top.id}`, { label: 'Zvonček a gong', slug: 'zvoncek', parentId: null });
    expect(rename.statusCode, rename.body).toBe(200);
    await statusOnceHeard('/category/zvoncek', 200);

    const old = await get('/category/zvoncky?or=2&page=3');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/category/zvoncek?or=2&page=3');
    expect(old.headers['cache-control']).toBe('max-age=3600');
    expect((await get('/category/zvoncky/bezdrotove')).headers.location).toBe('/category/zvoncek/bezdrotove');
    expect((await get('/category/zvoncek/bezdrotove')).statusCode).toBe(200);

    // Moved under another category, then renamed again: every former address leads to the last one.
    const moved = await content.put(`${api}/${below.id}`, {
      label: 'Bezdrôtové',
      slug: 'radiove',
      parentId: category.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await statusOnceHeard('/category/cctv/radiove', 200);
    for (const former of ['/category/zvoncky/bezdrotove', '/category/zvoncek/bezdrotove']) {
      expect((await get(former)).headers.location).toBe('/category/cctv/radiove');
    }

    // A new category at a former address is that address's page from then on.
    const again = await content.post(api, { label: 'Zvončeky', slug: 'zvoncky', parentId: null });
    expect(again.statusCode, again.body).toBe(200);
    await statusOnceHeard('/category/zvoncky', 200);
    // Deleting a category forgets its former addresses.
    expect((await content.post(`${api}/${below.id}/delete`, {})).statusCode).toBe(200);
    await statusOnceHeard('/category/zvoncek/bezdrotove', 404);
    expect((await get('/category/neznama')).statusCode).toBe(404);
    // The pages the sitemap test counts are the file's own again.
    for (const id of [again.json().category.id, top.id]) {
      expect((await content.post(`${api}/${id}/delete`, {})).statusCode).toBe(200);
    }
    await statusOnceHeard('/category/zvoncky', 404);
    await statusOnceHeard('/category/zvoncek', 404);
  });
});

describe('hints for the first view', () => {
  const preloadFetch = (url: string) => `<link rel="preload" as="fetch" href="${url}" crossorigin="anonymous">`;

  it("names the first view's API reads and largest image, ahead of the scripts", async () => {
    const html = (await get('/product/ip-kamera-bullet-4mpx')).body;
    expect(html).toContain(preloadFetch('/admin/v1/menu/main/sk'));
    expect(html).toContain(preloadFetch('/admin/v1/product/detail/url/ip-kamera-bullet-4mpx/sk'));
    expect(html).toContain('<link rel="preload" as="image" href="/media/p/bullet.svg" fetchpriority="high">');
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script'));

    const category = (await get('/category/cctv/ip-kamery?or=2')).body;
    expect(category).toContain(preloadFetch('/admin/v1/category/url/cctv%2Fip-kamery/sk'));
    expect(category).toContain(preloadFetch('/admin/v1/menu/bottom-second/sk'));
    const search = (await get('/search-product/ip%20kamera?pg=2')).body;
    expect(search).toContain(preloadFetch('/admin/v1/search-products/ip%20kamera/sk/12/12'));
    const home = (await get('/')).body;
    for (const url of ['/banners/top/sk', '/product/homepage/sk', '/blog/homepage/sk'])
      expect(home).toContain(preloadFetch(`/admin/v1${url}`));
    expect((await get('/product/neexistuje')).body).not.toContain('rel="preload"');
  });

  it('names a largest image stored in sizes by the srcset and sizes its page shows it with (no second download)', async () => {
    const home = (await get('/')).body;
    expect(home).toContain(
      '<link rel="preload" as="image" href="/media/banners/ab12-1200.webp" imagesrcset="/media/banners/ab12-160.webp 160w, ' +
        `/media/banners/ab12-640.avif 640w, /media/banners/ab12-1200.webp 1200w" imagesizes="${IMAGE_SIZES.banner}" ` +
        'type="image/avif" fetchpriority="high">',
    );
    // The product's cover uploaded in sizes, then back to the drawing the other tests expect.
    const db = shop.app.shop.db;
    const cover = eq(productImages.src, '/media/p/bullet.svg');
    await db
      .update(productImages)
      .set({ src: '/media/products/1/5-800.webp', variants: { widths: [320, 800], avif: [] } })
      .where(cover);
    try {
      expect((await get('/product/ip-kamera-bullet-4mpx')).body).toContain(
        '<link rel="preload" as="image" href="/media/products/1/5-800.webp" imagesrcset="/media/products/1/5-320.webp 320w, ' +
          `/media/products/1/5-800.webp 800w" imagesizes="${IMAGE_SIZES.page}" fetchpriority="high">`,
      );
    } finally {
      await db
        .update(productImages)
        .set({ src: '/media/p/bullet.svg', variants: null })
        .where(eq(productImages.src, '/media/products/1/5-800.webp'));
    }
  });

  it('tells the web when nobody is logged in, so it skips the session check', async () => {
    const anonymous = '<meta name="shop:session" content="anonymous">';
    expect((await get('/')).body).toContain(anonymous);
    const client = browser(spa);
    await logIn(shop.app.shop.db, client);
    const res = await client.get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(anonymous);
  });
});

describe('sitemap and robots', () => {
  it('lists every public page with absolute URLs', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const loc of [
      '/',
      '/blog',
      '/category/cctv',
      '/category/cctv/ip-kamery',
      '/product/ip-kamera-bullet-4mpx',
      '/blog/sk/ako-vybrat-kameru',
      '/page/sk/o-nas',
    ]) {
      expect(xml, loc).toContain(`<loc>${PUBLIC_URL}${loc}</loc>`);
    }
    expect(xml).not.toContain('buduci');
    expect((await get('/sitemap-1.xml')).statusCode).toBe(404);
  });

  it('splits into a sitemap index and numbered parts when one file would be too long', async () => {
    const small = Fastify({ logger: false });
    small.decorate('shop', spa.shop);
    registerSeoRoutes(small, { sitemapChunkSize: 3 });
    try {
      const index = (await small.inject({ method: 'GET', url: '/sitemap.xml' })).body;
      expect(index).toContain('<sitemapindex');
      // home, blog, 2 categories, 1 post, 1 page, 1 product = 7 URLs → 3 files
      const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(parts).toEqual([1, 2, 3].map((n) => `${PUBLIC_URL}/sitemap-${n}.xml`));
      const locs: string[] = [];
      for (const n of [1, 2, 3]) {
        const res = await small.inject({ method: 'GET', url: `/sitemap-${n}.xml` });
        expect(res.statusCode).toBe(200);
        locs.push(...[...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string));
      }
      expect(locs).toHaveLength(7);
      expect(new Set(locs).size).toBe(7);
      expect(locs).toContain(`${PUBLIC_URL}/product/ip-kamera-bullet-4mpx`);
      expect((await small.inject({ method: 'GET', url: '/sitemap-4.xml' })).statusCode).toBe(404);
      expect((await small.inject({ method: 'GET', url: '/sitemap-x.xml' })).statusCode).toBe(404);
    } finally {
      await small.close();
    }
  });

  it('robots.txt allows all but the private areas and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    for (const line of [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin/',
      'Disallow: /account',
      'Disallow: /cart',
      'Disallow: /checkout',
      `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
    ]) {
      expect(lines).toContain(line);
    }
  });
});
