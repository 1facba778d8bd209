import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, categories, products, textPages } from '../db/schema/index.ts';
import { createTransport } from '../mail/transport.ts';
import { approveThroughLink, linkIn, mailsTo, signUpPayload, TEST_PASSWORD, uniqueEmail } from '../test/accounts.ts';
import { type Browser, browser, createTestShop } from '../test/app.ts';
import {
  type CheckoutFixture,
  createCheckoutFixture,
  createCustomer,
  fillBasketForOrder,
  loginAs,
  placeOrderCall,
} from '../test/basket.ts';
import {
  activeMarkup,
  fakeWebDist,
  headersOf,
  htmlPartOf,
  isInertJson,
  XSS_PAYLOADS,
} from '../test/security-harness.ts';

/**
 * What the browser gets to run: stored-XSS payloads through every field a visitor or customer
 * can store (served back as JSON, in mail, in the server-rendered page head), and the security
 * headers and CSP on every kind of reply.
 */

const shop = await createTestShop('empty', {
  WEB_DIST: fakeWebDist(),
  PACKETA_API_KEY: 'test-packeta-key',
  API_DOCS: 'true',
});
afterAll(() => shop.close());
const app = shop.app;
const API = '/admin/v1';

let fx: CheckoutFixture;
beforeAll(async () => {
  fx = await createCheckoutFixture(shop);
});

/** The i-th payload, tagged so a leak names the field it came from. */
const payload = (i: number, field: string) => `${XSS_PAYLOADS[i % XSS_PAYLOADS.length]}${field}`;
const fields = (names: string[], offset = 0) =>
  Object.fromEntries(names.map((n, i) => [n, payload(i + offset, '')])) as Record<string, string>;

/** An HTML document that carries the payloads only as text. */
function expectInertHtml(html: string | null | undefined, what: string) {
  expect(html, what).toBeTruthy();
  expect(activeMarkup(html ?? ''), what).toEqual([]);
  for (const p of XSS_PAYLOADS) expect(html, what).not.toContain(p);
}

function expectInertJson(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
  expect(isInertJson(res), what).toBe(true);
}

/** Every mail sent so far to an address, also written as .eml the way the file transport does. */
async function emlsTo(address: string): Promise<string[]> {
  const mails = await mailsTo(shop, address);
  const transport = createTransport(undefined, shop.config.mailDir, () => {});
  for (const mail of mails) await transport.send(mail);
  return mails.map((m) => readFileSync(path.join(shop.config.mailDir, `${String(m.id).padStart(8, '0')}.eml`), 'utf8'));
}

function expectSafeMail(eml: string, what: string) {
  expectInertHtml(htmlPartOf(eml), `${what} (HTML part)`);
  // No header smuggled in through a line break in a subject or name.
  const names = headersOf(eml).map((h) => h.split(':')[0]?.toLowerCase());
  expect(names, what).not.toContain('bcc');
  expect(names, what).not.toContain('x-injected');
}

// ------------------------------------------------------------------------------------ stored XSS

describe('stored XSS: payloads through every field a visitor or customer stores', () => {
  it('registration form: staff mail, approval page, approval mail, session user and profile', async () => {
    const email = uniqueEmail('xss-reg');
    const body = signUpPayload({
      email,
      password: TEST_PASSWORD,
      // IČO, DIČ and IČ DPH have fixed formats (digits), so no payload gets that far in them.
      ...fields(['companyName', 'phone', 'name', 'surname']),
    });
    const client = browser(app);
    // A line break meant to smuggle a mail header is refused at the door (packages/contract/src/text.ts).
    const smuggled = { ...body, companyName: `${body.companyName}\r\nBcc: obet@example.com\r\nX-Injected: 1` };
    const refused = await client.post(`${API}/sign/up`, smuggled);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.map((e: { key: string }) => e.key)).toEqual(['companyName']);
    expect((await client.post(`${API}/sign/up`, body)).statusCode).toBe(200);

    const staff = await emlsTo(shop.config.staffEmail);
    const registration = staff.at(-1) ?? '';
    expectSafeMail(registration, 'registration mail to staff');
    const approveUrl = `${shop.config.publicUrl}${API}/sign/approve/`;
    const link = linkIn((await mailsTo(shop, shop.config.staffEmail)).at(-1), approveUrl);
    const { page, result } = await approveThroughLink(shop, link);
    expect(page.statusCode).toBe(200);
    // The page's own style and its one form (posting to the link's own path) are not payloads.
    const ownForm = `<form method="post" action="${link.slice(shop.config.publicUrl.length)}" aria-labelledby="nadpis">`;
    expect(page.body).toContain(ownForm);
    expectInertHtml(page.body.replace(/<style>[^<]*<\/style>/, '').replace(ownForm, ''), 'approval page');
    expect(result.statusCode).toBe(200);

    const [approved] = await emlsTo(email);
    expectSafeMail(approved ?? '', 'approval mail to the customer');

    expect((await client.post(`${API}/sign/in`, { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    for (const url of [`${API}/sign/user`, `${API}/customer/profile`]) {
      const res = await client.get(url);
      expectInertJson(res, url);
      expect(res.body).toContain(JSON.stringify(body.companyName).slice(1, -1));
    }
  });

  it('profile form: names come back as JSON text only', async () => {
    const customer = await createCustomer(shop, fx.priceGroupId);
    const client = await loginAs(app, customer.id);
    const names = fields(['first_name', 'last_name', 'display_name'], 3);
    expectInertJson(await client.patch(`${API}/customer/profile`, names), 'PATCH profile');
    const res = await client.get(`${API}/customer/profile`);
    expectInertJson(res, 'GET profile');
    expect(res.json().customer).toMatchObject(names);
    expectInertJson(await client.get(`${API}/sign/user`), 'session user');
  });

  /** Places an order after `prepare` filled the basket; answers the basket and the order id. */
  async function orderWith(client: Browser, prepare: () => Promise<void>) {
    await fillBasketForOrder(client, fx);
    await prepare();
    const basket = await client.get(`${API}/basket/sk`);
    expectInertJson(basket, 'basket');
    const placed = await placeOrderCall(client);
    expect(placed.statusCode, placed.body).toBe(200);
    return { basket: basket.json().basket, order: placed.json().order as { id: number; number: string } };
  }

  it('checkout: addresses, order note and company name in the basket, order detail and both order mails', async () => {
    const customer = await createCustomer(shop, fx.priceGroupId, { companyName: payload(5, 'company') });
    const client = await loginAs(app, customer.id);
    const address = (offset: number) => ({
      ...fields(['firstName', 'lastName', 'street', 'city'], offset),
      zip: '040 01',
      phone: '+421 900 123 456',
    });
    const note = payload(6, 'note');
    const { basket, order } = await orderWith(client, async () => {
      const res = await client.patch(`${API}/basket/address`, { invoice: address(0), delivery: address(4) });
      expect(res.statusCode, res.body).toBe(200);
      expect((await client.patch(`${API}/basket/note`, { note })).statusCode).toBe(200);
    });
    expect(basket.note).toBe(note);
    expectInertJson(await client.get(`${API}/customer/order/detail/${order.id}/sk`), 'order detail');
    expectInertJson(await client.get(`${API}/customer/orders/12/0`), 'orders list');

    const [confirmation] = await emlsTo(customer.email);
    expectSafeMail(confirmation ?? '', 'order confirmation');
    const staff = (await emlsTo(shop.config.staffEmail)).filter((m) => m.includes(order.number));
    expect(staff.length).toBeGreaterThan(0);
    for (const m of staff) expectSafeMail(m, 'order notification to staff');
    // The payloads did reach the mail, as text.
    expect(htmlPartOf(confirmation ?? '')).toContain('&lt;script&gt;');
  });

  it('checkout: the Packeta point name and address (from the widget) in the basket and the mails', async () => {
    const customer = await createCustomer(shop, fx.priceGroupId);
    const client = await loginAs(app, customer.id);
    const { basket } = await orderWith(client, async () => {
      const res = await client.patch(`${API}/basket/shipping`, {
        id: fx.shipping.packeta.id,
        packetaData: {
          packetaPoint: payload(1, 'point'),
          packetaPointName: payload(2, 'pointName'),
          packetaPointAddress: payload(3, 'pointAddress'),
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await client.patch(`${API}/basket/payment`, { id: fx.payment.transfer.id })).statusCode).toBe(200);
    });
    expect(basket.packeta_point_name).toBe(payload(2, 'pointName'));
    const [confirmation] = await emlsTo(customer.email);
    expectSafeMail(confirmation ?? '', 'order confirmation (Packeta)');
    expect(htmlPartOf(confirmation ?? '')).toContain('pointName');
  });

  it('question form: every field in the staff mail; a line break in the subject is refused', async () => {
    const ip = `192.0.2.${Math.floor(Math.random() * 200) + 20}`;
    const send = async (body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `${API}/contact/send`,
        remoteAddress: ip,
        ...(await xsrfFor()),
        payload: body,
      });
    const asked = fields(['name', 'email', 'about', 'subject', 'text', 'phone', 'address']);
    const smuggled = await send({
      ...asked,
      subject: `${payload(0, 'subject')}\r\nBcc: obet@example.com\nX-Injected: 1`,
      about: `${payload(1, 'about')}\r\nBcc: obet@example.com`,
    });
    expect(smuggled.statusCode).toBe(400);
    expect(smuggled.json().error.map((e: { key: string }) => e.key)).toEqual(['about', 'subject']);
    const res = await send(asked);
    expect(res.statusCode, res.body).toBe(200);
    const mails = await mailsTo(shop, shop.config.staffEmail);
    const sent = mails.filter((m) => m.subject.startsWith('Otázka k produktu')).at(-1);
    const question = (await emlsTo(shop.config.staffEmail))[mails.indexOf(sent ?? mails[0]!)];
    expectSafeMail(question ?? '', 'question mail');
    expect(htmlPartOf(question ?? '')).toContain('text');
  });

  async function xsrfFor() {
    const client = browser(app);
    await client.get(`${API}/health`);
    return {
      cookies: { sid: client.jar.get('sid') ?? '', 'XSRF-TOKEN': client.jar.get('XSRF-TOKEN') ?? '' },
      headers: { 'x-xsrf-token': client.jar.get('XSRF-TOKEN') ?? '' },
    };
  }
});

describe('the server-rendered page head (title, meta, JSON-LD) holds no markup from data or URL', () => {
  const s = randomBytes(3).toString('hex');
  const slug = { product: `xss-produkt-${s}`, category: `xss-kat-${s}`, blog: `xss-blog-${s}`, page: `xss-page-${s}` };
  beforeAll(async () => {
    const db = app.shop.db;
    const [category] = await db
      .insert(categories)
      .values({
        label: payload(0, 'category'),
        slug: slug.category,
        path: slug.category,
        depth: 0,
        description: payload(1, 'categoryDescription'),
      })
      .returning();
    await db.insert(products).values({
      code: `XSS-${s}`,
      name: payload(2, 'product'),
      slug: slug.product,
      vendorId: fx.products.a.vendorId,
      categoryId: category?.id ?? 0,
      priceCents: 100,
      shortDescription: payload(3, 'short'),
    });
    await db.insert(blogPosts).values({
      slug: slug.blog,
      title: payload(4, 'blog'),
      perex: payload(5, 'perex'),
      content: '',
      homepage: 0,
      publishedAt: new Date(Date.now() - 60_000),
    });
    await db.insert(textPages).values({ slug: slug.page, title: payload(6, 'page'), content: payload(7, 'content') });
    app.shop.categories.invalidate();
    app.shop.catalog.catalogueChanged();
  });

  it.each([
    ['product page (name, description, JSON-LD Product and breadcrumbs)', () => `/product/${slug.product}`, 200],
    ['category page (label, description, breadcrumbs)', () => `/category/${slug.category}`, 200],
    ['blog article (title, perex, BlogPosting)', () => `/blog/sk/${slug.blog}`, 200],
    ['text page (title, content)', () => `/page/sk/${slug.page}`, 200],
    ...XSS_PAYLOADS.map(
      (p, i) => [`search page, reflected query #${i}`, () => `/search-product/${encodeURIComponent(p)}`, 200] as const,
    ),
    ['unknown path with a payload', () => `/${encodeURIComponent(XSS_PAYLOADS[0])}/x`, 404],
    ['query string with a payload', () => `/cart?next=${encodeURIComponent(XSS_PAYLOADS[1])}`, 200],
  ] as const)('%s', async (_name, url, status) => {
    const res = await browser(app).get(url());
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('text/html');
    expectInertHtml(res.body, url());
    // Each JSON-LD block is one whole JSON value: nothing closed it early.
    for (const [, json] of res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      expect(() => JSON.parse(json ?? '')).not.toThrow();
    }
  });
});

describe('the web renders server HTML only for staff-written rich text', () => {
  it('has dangerouslySetInnerHTML only where text pages, blog perex and product descriptions are shown', () => {
    const root = path.join(import.meta.dirname, '../../../web/src');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(20);
    const users = files
      .filter((f) => !/\.test\.tsx?$/.test(f))
      .filter((f) => readFileSync(path.join(root, f), 'utf8').includes('dangerouslySetInnerHTML'))
      .map((f) => f.split(path.sep).join('/'))
      .sort();
    expect(users).toEqual([
      'app/routes/test.tsx',
      'features/blog/components/blog-card.tsx',
      'features/catalog/components/product-tabs/product-tabs.tsx',
      'features/content/components/rich-text.tsx',
    ]);
  });
});

// ------------------------------------------------------------------------------------ headers

describe('security headers and CSP on every kind of reply', () => {
  type Csp = Map<string, string[]>;
  const parseCsp = (header: unknown): Csp =>
    new Map(
      String(header ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...values]) => [name?.toLowerCase() ?? '', values]),
    );

  let customer: Browser;
  let invoicePdf = '';
  beforeAll(async () => {
    const row = await createCustomer(shop, fx.priceGroupId);
    customer = await loginAs(app, row.id);
    invoicePdf = `${API}/customer/invoice/2000000000/pdf`;
  });

  const preflight = () =>
    app.inject({
      method: 'OPTIONS',
      url: `${API}/basket/note`,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PATCH' },
    });
  const forged = () =>
    app.inject({ method: 'POST', url: `${API}/contact/send`, payload: {}, headers: { 'x-xsrf-token': 'x' } });
  const rows: [string, () => Promise<LightMyRequestResponse>][] = [
    ['API JSON', () => browser(app).get(`${API}/health`)],
    ['API JSON, logged in', () => customer.get(`${API}/customer/profile`)],
    [
      'API JSON, logged in, asked from another origin',
      () => customer.get(`${API}/customer/profile`, { origin: 'https://evil.example' }),
    ],
    ['API preflight from another origin', () => preflight()],
    ['API 400', () => browser(app).post(`${API}/contact/send`, {})],
    ['API 401', () => browser(app).get(`${API}/sign/user`)],
    ['API 403 (XSRF)', forged],
    ['API 404', () => browser(app).get(`${API}/no/such/route`)],
    ['API 404 invoice PDF', () => customer.get(invoicePdf)],
    ['API 413', () => browser(app).post(`${API}/contact/send`, { text: 'a'.repeat(1_100_000) })],
    ['SPA page', () => browser(app).get('/')],
    ['SPA page, not found', () => browser(app).get('/no/such/page')],
    ['static asset', () => browser(app).get('/assets/index-AbCdEf12.js')],
    ['missing static asset', () => browser(app).get('/assets/missing-12345678.js')],
    ['root file', () => browser(app).get('/favicon.svg')],
    ['media, missing', () => browser(app).get('/media/none.webp')],
    ['sitemap', () => browser(app).get('/sitemap.xml')],
    ['robots.txt', () => browser(app).get('/robots.txt')],
    ['approval page', () => browser(app).get(`${API}/sign/approve/${randomBytes(32).toString('base64url')}`)],
    [
      'approval page, refused post',
      () =>
        browser(app).post(`${API}/sign/approve/${randomBytes(32).toString('base64url')}`, 'form_token=x', {
          'content-type': 'application/x-www-form-urlencoded',
        }),
    ],
    ['API docs page', () => browser(app).get(`${API}/docs/static/index.html`)],
  ];

  it.each(rows)('%s', async (_name, call) => {
    const res = await call();
    expect(res.statusCode).toBeLessThan(500);
    const csp = parseCsp(res.headers['content-security-policy']);
    const scripts = csp.get('script-src') ?? csp.get('default-src');
    expect(scripts, 'script-src or default-src').toBeDefined();
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
      expect(scripts, 'script-src').not.toContain(unsafe);
    }
    expect(csp.get('object-src') ?? csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')?.[0]).toMatch(/^'(self|none)'$/);
    const framing = csp.get('frame-ancestors');
    const xfo = String(res.headers['x-frame-options'] ?? '').toUpperCase();
    expect(framing?.[0] === "'none'" || framing?.[0] === "'self'" || ['DENY', 'SAMEORIGIN'].includes(xfo)).toBe(true);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toMatch(
      /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
    );
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers.server).toBeUndefined();
  });

  it('no reply of an error carries internals', async () => {
    for (const [name, call] of rows) {
      const res = await call();
      expect(res.body, name).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\/work\/|stack/i);
    }
  });
});
