import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../db/client.ts';
import { addresses, customers, orders, priceGroups } from '../db/schema/index.ts';
import { approveByEmail } from '../modules/auth/approval.service.ts';
import { insertToken } from '../modules/auth/tokens.repository.ts';
import { APPROVE_TOKEN_TTL_MS, newToken, RESET_TOKEN_TTL_MS } from '../modules/auth/tokens.ts';
import { createInvoice, createOrder } from '../test/account-orders.ts';
import { approvalFormOf, signUpPayload, TEST_PASSWORD, uniqueEmail } from '../test/accounts.ts';
import { type Browser, browser, createTestShop } from '../test/app.ts';
import {
  type CheckoutFixture,
  createCheckoutFixture,
  createCoupon,
  createCustomer,
  fillBasketForOrder,
  invoiceAddress,
  loginAs,
  placeOrderCall,
} from '../test/basket.ts';
import { type Route, registeredRoutes, routeKey } from '../test/routes.ts';
import {
  changedTables,
  cheapHash,
  documentedRoutes,
  fakeWebDist,
  fingerprint,
  unsafeApiRoutes,
  urlFor,
} from '../test/security-harness.ts';
import { priceKeysIn, signInDirectly } from '../test/session.ts';

/**
 * Who may do what: XSRF on every state-changing route, customer-owned resources seen only by
 * their owner (IDOR), no price for anonymous callers on any product route, and no mass
 * assignment. The route lists come from the app itself, so a new route is covered at once.
 * One shop (demo data) for the whole file; every row makes its own customers.
 */

const shop = await createTestShop('demo', { WEB_DIST: fakeWebDist() });
afterAll(() => shop.close());
const app = shop.app;

let fx: CheckoutFixture;
/** One (cheap) argon2 hash reused by every customer made here, so each row can log in for real quickly. */
let passwordHash: string;
beforeAll(async () => {
  fx = await createCheckoutFixture(shop);
  passwordHash = await cheapHash(TEST_PASSWORD);
});

const API = '/admin/v1';
const xsrfRefusal = { success: false, error: [{ code: ErrorCode.xsrf }] };
const notLoggedInBody = { success: false, error: [{ code: ErrorCode.notLoggedIn }] };
const randomToken = () => randomBytes(32).toString('base64url');

/** A fresh approved customer (fixture price group, real password) and a browser logged in as them. */
async function victim() {
  const customer = await createCustomer(shop, fx.priceGroupId, { passwordHash, email: uniqueEmail('obet') });
  return { customer, client: await loginAs(app, customer.id) };
}

async function ok(pending: Promise<LightMyRequestResponse>) {
  const res = await pending;
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res;
}

async function basketLine(client: Browser, product: number): Promise<number> {
  const res = await ok(client.put(`${API}/basket/add`, { product, quantity: 1 }));
  const line = (res.json().basket.products as { id: number; product_id: number }[]).find(
    (p) => p.product_id === product,
  );
  if (!line) throw new Error('no basket line');
  return line.id;
}

// ------------------------------------------------------------------------------------ XSRF

/** A saved delivery address of the customer, its id. */
async function savedAddress(customerId: number): Promise<number> {
  const [row] = await app.shop.db
    .insert(addresses)
    .values({ customerId, type: 2, ...invoiceAddress, zip: '040 01' })
    .returning({ id: addresses.id });
  if (!row) throw new Error('address insert failed');
  return row.id;
}

interface Ctx {
  customer: Awaited<ReturnType<typeof victim>>['customer'];
  client: Browser;
}

/**
 * A request each state-changing route would carry out for the victim: with the right token it
 * succeeds (`status`) and, with `writes`, changes the database, so "nothing written" after a
 * refused forgery means something. A route without an entry still gets every refusal check,
 * with an empty body and default parameters.
 */
interface Sample {
  params?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
  status: number;
  writes: boolean;
}

const SAMPLES: Record<string, (ctx: Ctx) => Promise<Sample>> = {
  'POST /admin/v1/sign/in': async ({ customer }) => ({
    body: { email: customer.email, password: TEST_PASSWORD },
    status: 200,
    writes: true,
  }),
  'POST /admin/v1/sign/up': async () => ({ body: signUpPayload(), status: 200, writes: true }),
  'POST /admin/v1/sign/restore': async ({ customer }) => {
    const { token, hash } = newToken();
    await insertToken(app.shop.db, customer.id, 'reset', hash, RESET_TOKEN_TTL_MS);
    return { body: { token, password: 'Nove-Heslo-789' }, status: 200, writes: true };
  },
  'POST /admin/v1/sign/out': async () => ({ status: 200, writes: true }),
  'POST /admin/v1/sign/reset/:lang': async ({ customer }) => ({
    params: { lang: 'sk' },
    body: { email: customer.email },
    status: 200,
    writes: true,
  }),
  'POST /admin/v1/sign/reset/:lang/:email': async ({ customer }) => ({
    params: { lang: 'sk', email: customer.email },
    body: {},
    status: 200,
    writes: true,
  }),
  'POST /admin/v1/product/filter/:lang/:limit/:offset': async () => ({
    body: { condition: { categories: { id: fx.products.b.categoryId } }, order: 1 },
    status: 200,
    writes: false,
  }),
  'POST /admin/v1/contact/send': async () => ({
    body: { name: 'Ján', email: 'jan@example.sk', text: 'Otázka k produktu' },
    status: 200,
    writes: true,
  }),
  'PATCH /admin/v1/customer/profile': async () => ({
    body: { first_name: 'Podvrh', last_name: 'Podvrh', display_name: 'Podvrh' },
    status: 200,
    writes: true,
  }),
  'PATCH /admin/v1/customer/company': async () => ({
    body: {
      company_name: 'Podvrh s.r.o.',
      company_id: '87654321',
      vat_registration_id: '2087654321',
      ext_vat_registration_id: 'SK2087654321',
    },
    status: 200,
    writes: true,
  }),
  'PATCH /admin/v1/customer/password': async () => ({
    body: { old: TEST_PASSWORD, password: 'Ukradnute-Heslo-1' },
    status: 200,
    writes: true,
  }),
  'PATCH /admin/v1/customer/wish-list/add': async () => ({ body: { id: fx.products.a.id }, status: 200, writes: true }),
  'DELETE /admin/v1/customer/wish-list/remove/:id': async ({ client }) => {
    await ok(client.patch(`${API}/customer/wish-list/add`, { id: fx.products.a.id }));
    return { params: { id: fx.products.a.id }, status: 200, writes: true };
  },
  'PUT /admin/v1/basket/add': async () => ({
    body: { product: fx.products.a.id, quantity: 1 },
    status: 200,
    writes: true,
  }),
  'PATCH /admin/v1/basket/update': async ({ client }) => ({
    body: { id: await basketLine(client, fx.products.a.id), quantity: 5 },
    status: 200,
    writes: true,
  }),
  'DELETE /admin/v1/basket/remove/:id': async ({ client }) => ({
    params: { id: await basketLine(client, fx.products.a.id) },
    status: 200,
    writes: true,
  }),
  'PUT /admin/v1/customer/order/duplicateIntoBasket/:orderId': async ({ customer }) => {
    const order = await createOrder(shop, customer.id, { lines: [{ product: fx.products.b, quantity: 2 }] });
    return { params: { orderId: order.id }, body: {}, status: 200, writes: true };
  },
  'PATCH /admin/v1/customer/address/:id': async ({ customer }) => ({
    params: { id: await savedAddress(customer.id) },
    body: { ...invoiceAddress, street: 'Podvrhnutá 1' },
    status: 200,
    writes: true,
  }),
  'DELETE /admin/v1/customer/address/:id': async ({ customer }) => ({
    params: { id: await savedAddress(customer.id) },
    status: 200,
    writes: true,
  }),
  'PATCH /admin/v1/basket/address': async () => ({ body: { invoice: invoiceAddress }, status: 200, writes: true }),
  'PATCH /admin/v1/basket/shipping': async () => ({ body: { id: fx.shipping.courier.id }, status: 200, writes: true }),
  'PATCH /admin/v1/basket/sale-point': async ({ client }) => {
    await ok(client.patch(`${API}/basket/shipping`, { id: fx.shipping.pickup.id }));
    return { body: { id: fx.warehouse.id }, status: 200, writes: true };
  },
  'PATCH /admin/v1/basket/payment': async ({ client }) => {
    await ok(client.patch(`${API}/basket/shipping`, { id: fx.shipping.courier.id }));
    return { body: { id: fx.payment.transfer.id }, status: 200, writes: true };
  },
  'PATCH /admin/v1/basket/note': async () => ({ body: { note: 'podvrhnutá poznámka' }, status: 200, writes: true }),
  'POST /admin/v1/basket/coupon': async ({ client }) => {
    await basketLine(client, fx.products.d.id);
    const coupon = await createCoupon(shop, { code: 'CSRF', discountPercent: 10 });
    return { body: { code: coupon.code }, status: 200, writes: true };
  },
  'DELETE /admin/v1/basket/coupon': async ({ client }) => {
    await basketLine(client, fx.products.d.id);
    const coupon = await createCoupon(shop, { code: 'CSRF', discountPercent: 10 });
    await ok(client.post(`${API}/basket/coupon`, { code: coupon.code }));
    return { status: 200, writes: true };
  },
  'POST /admin/v1/basket/order': async ({ client }) => {
    await fillBasketForOrder(client, fx);
    return {
      body: { newsletter: false },
      headers: { 'idempotency-key': `csrf-${randomBytes(6).toString('hex')}` },
      status: 200,
      writes: true,
    };
  },
};

/**
 * Routes a plain HTML form posts to (a page without the SPA's script cannot send the XSRF header):
 * they check a form token and the request's origin instead, tested below. A route wrongly marked
 * so would fail the generic XSRF checks (its refusals are pages, not the 403 envelope).
 */
const HTML_FORM_ROUTES = new Set([`POST ${API}/sign/approve/:token`]);
const unsafeRoutes = unsafeApiRoutes(app).filter((r) => !HTML_FORM_ROUTES.has(routeKey(r)));
const requiresLogin = (r: Route) => /^\/admin\/v1\/(customer|basket)\//.test(r.path);

describe('the route lists are read from the app', () => {
  it('finds every documented state-changing route, and no sample names a route that is gone', () => {
    const found = new Set(unsafeApiRoutes(app).map(routeKey));
    for (const key of HTML_FORM_ROUTES) expect(found, `stale HTML form route ${key}`).toContain(key);
    const documented = documentedRoutes(app).filter(
      // (the back office's own XSRF check is tested in modules/staff/staff-roles.test.ts)
      (r) =>
        r.path.startsWith(`${API}/`) &&
        !r.path.startsWith(`${API}/staff/`) &&
        !['GET', 'HEAD', 'OPTIONS'].includes(r.method),
    );
    expect(documented.length).toBeGreaterThan(15);
    for (const r of documented) expect(found, routeKey(r)).toContain(routeKey(r));
    for (const key of Object.keys(SAMPLES)) expect(found, `stale sample ${key}`).toContain(key);
  });
});

/** A request with exactly these cookies and headers (no browser help). */
function forge(route: Route, sample: Sample, url: string, cookies: Record<string, string>, xsrf?: string) {
  const headers: Record<string, string> = {
    cookie: Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; '),
    ...(xsrf !== undefined ? { 'x-xsrf-token': xsrf } : {}),
    ...sample.headers,
  };
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url,
    headers,
    ...(sample.body !== undefined ? { payload: sample.body as InjectOptions['payload'] } : {}),
  };
  return app.inject(options);
}

/** Paths the router matches to the same route: percent-encoded letters, a trailing slash, a query. */
const spellings = (url: string) => [
  url.replace('/admin/', '/%61dmin/'),
  url.replace('/v1/', '/%761/'),
  url.replace(/\/([a-z])([^/]*)$/, (_, c: string, rest: string) => `/%${c.charCodeAt(0).toString(16)}${rest}`),
  `${url}/`,
  `${url}?x=1`,
];

describe.each(unsafeRoutes.map((r) => ({ key: routeKey(r), route: r })))('XSRF on $key', ({ key, route }) => {
  it('refuses a missing, mismatched, foreign or planted token with the 403 envelope and writes nothing', async () => {
    const ctx = await victim();
    const sample: Sample = await (SAMPLES[key] ?? (async () => ({ body: {}, status: 0, writes: false })))(ctx);
    const url = urlFor(route, sample.params);
    const sid = ctx.client.jar.get('sid') ?? '';
    const token = ctx.client.jar.get('XSRF-TOKEN') ?? '';
    const other = browser(app);
    await other.get(`${API}/health`);
    const otherToken = other.jar.get('XSRF-TOKEN') ?? '';
    const planted = randomToken();

    const forgeries: [string, Record<string, string>, string | undefined][] = [
      ['no header', { sid, 'XSRF-TOKEN': token }, undefined],
      ['empty header', { sid, 'XSRF-TOKEN': token }, ''],
      ['mismatched header', { sid, 'XSRF-TOKEN': token }, randomToken()],
      ["another session's token (cookie and header agree)", { sid, 'XSRF-TOKEN': otherToken }, otherToken],
      ['planted cookie with the same header', { sid, 'XSRF-TOKEN': planted }, planted],
      ["the victim's token without the session cookie", { 'XSRF-TOKEN': token }, token],
      ["the victim's token under another session id", { sid: other.jar.get('sid') ?? '', 'XSRF-TOKEN': token }, token],
    ];
    const before = await fingerprint(shop);
    for (const [name, cookies, xsrf] of forgeries) {
      const res = await forge(route, sample, url, cookies, xsrf);
      expect(res.statusCode, name).toBe(403);
      expect(res.json(), name).toEqual(xsrfRefusal);
    }
    // The same route under other spellings of its path, without any header.
    for (const spelling of spellings(url)) {
      const res = await forge(route, sample, spelling, { sid, 'XSRF-TOKEN': token }, undefined);
      expect(res.statusCode, spelling).toBe(403);
      expect(res.json(), spelling).toEqual(xsrfRefusal);
    }
    if (requiresLogin(route)) {
      // Anonymous with a valid token: not logged in.
      const res = await forge(
        route,
        sample,
        url,
        { sid: other.jar.get('sid') ?? '', 'XSRF-TOKEN': otherToken },
        otherToken,
      );
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(notLoggedInBody);
    }
    expect(changedTables(before, await fingerprint(shop))).toEqual([]);

    // The control: the victim's own browser, with its token, is not refused.
    const own = await forge(route, sample, url, { sid, 'XSRF-TOKEN': token }, token);
    if (sample.status) expect(own.statusCode, own.body).toBe(sample.status);
    else expect(own.statusCode, own.body).not.toBe(403);
    if (sample.writes) expect(changedTables(before, await fingerprint(shop))).not.toEqual([]);
  });
});

describe("the approval page's form: this browser's token for this link, from the shop itself", () => {
  /** A registration waiting for approval and its link's token. */
  async function pendingRegistration() {
    const row = await createCustomer(shop, null, {
      status: 'pending',
      approvedAt: null,
      email: uniqueEmail('cakajuci'),
    });
    const { token, hash } = newToken();
    await insertToken(app.shop.db, row.id, 'approve', hash, APPROVE_TOKEN_TTL_MS);
    return { id: row.id, token, path: `${API}/sign/approve/${token}` };
  }
  /** A browser that opened the link: its cookies and the page's form token. */
  async function opened(path: string) {
    const client = browser(app);
    const page = await client.get(path);
    expect(page.statusCode).toBe(200);
    return { client, cookies: Object.fromEntries(client.jar), formToken: approvalFormOf(page.body).formToken };
  }
  const post = (path: string, formToken: string, cookies: Record<string, string>, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: path,
      cookies,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: `form_token=${encodeURIComponent(formToken)}`,
    });
  const statusOf = async (id: number) =>
    (await app.shop.db.select({ status: customers.status }).from(customers).where(eq(customers.id, id)))[0]?.status;
  const sameOrigin = { origin: new URL(shop.config.publicUrl).origin, 'sec-fetch-site': 'same-origin' };

  it('refuses a post without the right token or from elsewhere with a 403 page, and writes nothing', async () => {
    const link = await pendingRegistration();
    const other = await pendingRegistration();
    const staff = await opened(link.path);
    const someoneElse = await opened(link.path);
    const forOtherLink = approvalFormOf((await staff.client.get(other.path)).body).formToken;

    const forgeries: [string, string, Record<string, string>, Record<string, string>][] = [
      ['an empty token', '', staff.cookies, sameOrigin],
      ['a made-up token', randomToken(), staff.cookies, sameOrigin],
      ["another browser's token (copied from its page)", someoneElse.formToken, staff.cookies, sameOrigin],
      ["this browser's token for another link", forOtherLink, staff.cookies, sameOrigin],
      ['the right token without the session cookie (a cross-site post)', staff.formToken, {}, {}],
      [
        'the right token from another site (Origin)',
        staff.formToken,
        staff.cookies,
        { origin: 'https://evil.example' },
      ],
      ['the right token from a sandboxed frame (Origin null)', staff.formToken, staff.cookies, { origin: 'null' }],
      [
        'the right token, Sec-Fetch-Site cross-site',
        staff.formToken,
        staff.cookies,
        { 'sec-fetch-site': 'cross-site' },
      ],
      ['the right token, Sec-Fetch-Site same-site', staff.formToken, staff.cookies, { 'sec-fetch-site': 'same-site' }],
    ];
    const before = await fingerprint(shop);
    for (const [name, formToken, cookies, headers] of forgeries) {
      const res = await post(link.path, formToken, cookies, headers);
      expect(res.statusCode, name).toBe(403);
      expect(res.headers['content-type'], name).toContain('text/html');
      expect(res.body, name).toContain('Schválenie sa nepodarilo overiť');
    }
    expect(changedTables(before, await fingerprint(shop))).toEqual([]);
    expect(await statusOf(link.id)).toBe('pending');

    // The control: the browser that opened the page, posting from the shop, approves.
    const own = await post(link.path, staff.formToken, staff.cookies, sameOrigin);
    expect(own.statusCode, own.body).toBe(200);
    expect(await statusOf(link.id)).toBe('approved');
    // A browser that sends neither header (an older one) still needs its own token, and then passes.
    const plain = await opened(other.path);
    expect((await post(other.path, plain.formToken, plain.cookies, {})).statusCode).toBe(200);
    expect(await statusOf(other.id)).toBe('approved');
  });
});

describe('no state changes on GET', () => {
  const gets = registeredRoutes(app).filter(
    (r) => r.method === 'GET' && r.path.startsWith(`${API}/`) && !r.path.includes('*'),
  );

  it('answers every other API GET, anonymous and logged in, without writing anything', async () => {
    expect(gets.length).toBeGreaterThan(25);
    const { client } = await victim();
    const anonymous = browser(app);
    const before = await fingerprint(shop);
    for (const route of gets) {
      const url = urlFor(route, {
        url: fx.products.a.slug,
        slug: 'o-nas',
        query: 'kamera',
        productCode: fx.products.a.code,
      });
      for (const who of [anonymous, client]) {
        const res = await who.get(url);
        expect(res.statusCode, url).toBeLessThan(500);
      }
    }
    expect(changedTables(before, await fingerprint(shop))).toEqual([]);
  });

  it('opening a live approval link (as mail scanners and link previews do) writes nothing', async () => {
    const row = await createCustomer(shop, null, { status: 'pending', approvedAt: null, email: uniqueEmail('nahlad') });
    const { token, hash } = newToken();
    await insertToken(app.shop.db, row.id, 'approve', hash, APPROVE_TOKEN_TTL_MS);
    const { client } = await victim();
    const before = await fingerprint(shop);
    for (const who of [browser(app), client]) {
      expect((await who.get(`${API}/sign/approve/${token}`)).statusCode).toBe(200);
    }
    expect((await app.inject({ method: 'HEAD', url: `${API}/sign/approve/${token}` })).statusCode).toBe(200);
    expect(changedTables(before, await fingerprint(shop))).toEqual([]);
  });

  it('every link in every kind of mail the shop sends opens (GET, HEAD) without writing anything', async () => {
    const sent = shop.mails.length;
    // One registration stays pending (its link is live), one is approved (the customer's mail).
    await ok(browser(app).post(`${API}/sign/up`, signUpPayload()));
    const company = signUpPayload();
    await ok(browser(app).post(`${API}/sign/up`, company));
    await approveByEmail(app.shop, company.email);
    await ok(browser(app).post(`${API}/sign/reset/sk`, { email: company.email }));
    await ok(
      browser(app).post(`${API}/contact/send`, {
        name: 'Ján',
        email: 'jan@example.sk',
        text: 'Otázka',
        product: fx.products.a.id,
      }),
    );
    const { client } = await victim();
    await fillBasketForOrder(client, fx);
    await ok(placeOrderCall(client));
    await app.shop.outbox.flush();

    const mails = shop.mails.slice(sent);
    const subjects = mails.map((m) => m.subject).join(' | ');
    for (const kind of [
      'Nová registrácia',
      'Váš účet bol schválený',
      'Obnovenie hesla',
      'Otázka k produktu',
      'objednávky č.',
    ]) {
      expect(subjects).toContain(kind);
    }
    const origin = shop.config.publicUrl;
    const links = new Set(
      mails.flatMap((m) => [...`${m.text} ${m.html}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((x) => x[0])),
    );
    const own = [...links].filter((l) => l.startsWith(`${origin}/`)).map((l) => l.slice(origin.length));
    expect(own.some((l) => l.startsWith(`${API}/sign/approve/`))).toBe(true);
    expect(own.some((l) => l.startsWith('/reset-password/'))).toBe(true);
    expect(own.some((l) => l.startsWith('/product/'))).toBe(true);

    const before = await fingerprint(shop);
    const live: string[] = [];
    for (const url of own) {
      for (const method of ['GET', 'HEAD'] as const) {
        const status = (await app.inject({ method, url })).statusCode;
        expect(status, `${method} ${url}`).toBeLessThan(500);
        if (status === 200 && method === 'GET') live.push(url);
      }
    }
    expect(changedTables(before, await fingerprint(shop))).toEqual([]);
    // The links were live, not refused: a pending approval, a fresh reset link, the product.
    for (const start of [`${API}/sign/approve/`, '/reset-password/', '/product/']) {
      expect(
        live.some((l) => l.startsWith(start)),
        start,
      ).toBe(true);
    }
  });

  it('counts API calls against the per-IP request budget under any spelling of the path', async () => {
    for (const url of [`${API}/health`, ...spellings(`${API}/health`)]) {
      const res = await browser(app).get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-ratelimit-limit'], url).toBeDefined();
    }
  });

  it('answers every customer and basket GET with 401 for an anonymous caller', async () => {
    const anonymous = browser(app);
    const privateGets = gets.filter(requiresLogin);
    expect(privateGets.length).toBeGreaterThan(8);
    for (const route of privateGets) {
      const res = await anonymous.get(urlFor(route));
      expect(res.statusCode, route.path).toBe(401);
      expect(res.json(), route.path).toEqual(notLoggedInBody);
    }
  });
});

// ------------------------------------------------------------------------------------ IDOR

describe('customer-owned resources (IDOR): another customer gets the 404 of a missing one, and changes nothing', () => {
  const MISSING = 2_000_000_000;
  let owner: Awaited<ReturnType<typeof victim>>;
  let attacker: Awaited<ReturnType<typeof victim>>;
  let own: {
    order: number;
    invoice: number;
    line: number;
    wished: number;
    key: string;
    placed: number;
    address: number;
  };

  beforeAll(async () => {
    owner = await victim();
    attacker = await victim();
    const order = await createOrder(shop, owner.customer.id, { lines: [{ product: fx.products.a, quantity: 2 }] });
    const invoice = await createInvoice(shop, order);
    const key = `idor-${randomBytes(6).toString('hex')}`;
    await fillBasketForOrder(owner.client, fx);
    const placed = (await ok(placeOrderCall(owner.client, key))).json().order.id as number;
    const line = await basketLine(owner.client, fx.products.b.id);
    await ok(owner.client.patch(`${API}/customer/wish-list/add`, { id: fx.products.c.id }));
    const [address] = await app.shop.db
      .insert(addresses)
      .values({
        customerId: owner.customer.id,
        type: 2,
        firstName: 'Vlastník',
        lastName: 'Adresy',
        street: 'Tajná 13',
        city: 'Prešov',
        zip: '080 01',
      })
      .returning({ id: addresses.id });
    // The attacker has a basket and a wishlist of their own, so "not yours" is not "you have none".
    await basketLine(attacker.client, fx.products.d.id);
    await ok(attacker.client.patch(`${API}/customer/wish-list/add`, { id: fx.products.d.id }));
    own = {
      order: order.id,
      invoice: invoice.id,
      line,
      wished: fx.products.c.id,
      key,
      placed,
      address: address?.id ?? 0,
    };
  });

  type Call = (client: Browser, id: number) => Promise<LightMyRequestResponse>;
  /** [name, the call, the owner's id, whether it only reads (then the owner's own call is the control)] */
  const direct: [string, Call, () => number, boolean][] = [
    ['order detail', (c, id) => c.get(`${API}/customer/order/detail/${id}/sk`), () => own.order, true],
    [
      'order detail of an order placed at checkout',
      (c, id) => c.get(`${API}/customer/order/detail/${id}/sk`),
      () => own.placed,
      true,
    ],
    ['invoice PDF', (c, id) => c.get(`${API}/customer/invoice/${id}/pdf`), () => own.invoice, true],
    ['order payment (QR)', (c, id) => c.get(`${API}/customer/order/payment/${id}`), () => own.placed, true],
    ['basket line quantity', (c, id) => c.patch(`${API}/basket/update`, { id, quantity: 7 }), () => own.line, false],
    ['basket line removal', (c, id) => c.delete(`${API}/basket/remove/${id}`), () => own.line, false],
    [
      're-order into the basket',
      (c, id) => c.put(`${API}/customer/order/duplicateIntoBasket/${id}`, {}),
      () => own.order,
      false,
    ],
    ['wishlist removal', (c, id) => c.delete(`${API}/customer/wish-list/remove/${id}`), () => own.wished, false],
    [
      'saved address change',
      (c, id) => c.patch(`${API}/customer/address/${id}`, { ...invoiceAddress, street: 'Podvrhnutá 1' }),
      () => own.address,
      false,
    ],
    ['saved address removal', (c, id) => c.delete(`${API}/customer/address/${id}`), () => own.address, false],
  ];

  it.each(direct)('%s', async (_name, call, ownedId, readOnly) => {
    if (readOnly) expect((await call(owner.client, ownedId())).statusCode, 'control: the owner gets it').toBe(200);
    const before = await fingerprint(shop);
    const foreign = await call(attacker.client, ownedId());
    const missing = await call(attacker.client, MISSING);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.statusCode).toBe(missing.statusCode);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.body).not.toContain('Vlastník');
    // The owner's line, wishlist entry and basket are untouched.
    expect(changedTables(before, await fingerprint(shop))).toEqual([]);
  });

  const lists: [string, string, (body: Record<string, unknown>) => unknown[]][] = [
    ['orders list', `${API}/customer/orders/100/0`, (b) => (b.orders as { id: number }[]).map((o) => o.id)],
    ['invoices list', `${API}/customer/invoices/100/0`, (b) => (b.invoices as { id: number }[]).map((o) => o.id)],
    ['addresses', `${API}/customer/address`, (b) => (b.addresses as { street: string }[]).map((a) => a.street)],
    ['wishlist', `${API}/customer/wish-list/sk/100/0/1`, (b) => (b.products as { id: number }[]).map((p) => p.id)],
    [
      'basket',
      `${API}/basket/sk`,
      (b) => ((b.basket as { products: { id: number }[] }).products ?? []).map((p) => p.id),
    ],
  ];
  const ownedIn = (name: string): unknown => {
    switch (name) {
      case 'orders list':
        return own.order;
      case 'invoices list':
        return own.invoice;
      case 'addresses':
        return 'Tajná 13';
      case 'wishlist':
        return own.wished;
      default:
        return own.line;
    }
  };

  it.each(lists)('%s holds only the caller’s own entries', async (name, url, entries) => {
    const mine = await ok(owner.client.get(url));
    expect(entries(mine.json()), 'control: the owner sees it').toContain(ownedIn(name));
    const theirs = await ok(attacker.client.get(url));
    expect(entries(theirs.json())).not.toContain(ownedIn(name));
    expect(theirs.headers['cache-control']).toBe('private, no-store');
  });

  it("another customer's Idempotency-Key does not answer that customer's order", async () => {
    const empty = await victim();
    const before = await fingerprint(shop);
    const res = await placeOrderCall(empty.client, own.key);
    expect(res.statusCode).toBe(409);
    expect(res.body).not.toContain(String(own.placed));
    expect(changedTables(before, await fingerprint(shop))).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------ prices

describe('price confidentiality', () => {
  interface PriceRow {
    name: string;
    /** Fastify path of the route, to check the table covers every route whose reply can hold a price. */
    route: string;
    method: 'GET' | 'POST';
    url: () => string;
    body?: () => unknown;
  }
  let demo: { slug: string; word: string; category: number };
  beforeAll(async () => {
    const rows = await query<{ slug: string; name: string; category_id: number }>(
      app.shop.db,
      sql`select p.slug, p.name, c.id as category_id from products p join categories c on c.id = p.category_id
          where p.active and exists (select 1 from related_products r where r.product_id = p.id)
          order by p.id limit 1`,
    );
    const row = rows[0];
    if (!row) throw new Error('no demo product with related products');
    const word = row.name.split(/\s+/).find((w) => w.length >= 4) ?? row.name;
    demo = { slug: row.slug, word, category: Number(row.category_id) };
  });

  const rows: PriceRow[] = [
    {
      name: 'category listing',
      route: `${API}/product/filter/:lang/:limit/:offset`,
      method: 'POST',
      url: () => `${API}/product/filter/sk/36/0`,
      body: () => ({ condition: { categories: { id: demo.category } }, order: 4 }),
    },
    {
      name: 'product detail with related products',
      route: `${API}/product/detail/url/:url/:lang`,
      method: 'GET',
      url: () => `${API}/product/detail/url/${encodeURIComponent(demo.slug)}/sk`,
    },
    {
      name: 'home page offers',
      route: `${API}/product/homepage/:lang`,
      method: 'GET',
      url: () => `${API}/product/homepage/sk`,
    },
    {
      name: 'search dropdown',
      route: `${API}/search/:query/:lang`,
      method: 'GET',
      url: () => `${API}/search/${encodeURIComponent(demo.word)}/sk`,
    },
    {
      name: 'search results page',
      route: `${API}/search-products/:query/:lang`,
      method: 'GET',
      url: () => `${API}/search-products/${encodeURIComponent(demo.word)}/sk`,
    },
    {
      name: 'search results page, paged',
      route: `${API}/search-products/:query/:lang/:limit/:offset`,
      method: 'GET',
      url: () => `${API}/search-products/${encodeURIComponent(demo.word)}/sk/36/0`,
    },
  ];

  /** Products anywhere in a reply (cards with a code and a stock, or product search items). */
  const cards = (value: unknown): number => {
    if (Array.isArray(value)) return value.reduce((n: number, v) => n + cards(v), 0);
    if (value && typeof value === 'object') {
      const v = value as Record<string, unknown>;
      const own = typeof v.code === 'string' && v.code !== '' && ('stock' in v || v.type === 'product') ? 1 : 0;
      return own + Object.values(value).reduce((n: number, v) => n + cards(v), 0);
    }
    return 0;
  };
  const call = (client: Browser, row: PriceRow) =>
    row.method === 'GET' ? client.get(row.url()) : client.post(row.url(), row.body?.());

  it.each(rows)('$name: anonymous replies carry no price key, a customer’s do', async (row) => {
    const anonymous = await call(browser(app), row);
    expect(anonymous.statusCode).toBe(200);
    const body = anonymous.json();
    expect(cards(body), 'the reply holds products at all').toBeGreaterThan(0);
    expect(priceKeysIn(body)).toEqual([]);
    expect(anonymous.headers.vary).toContain('cookie');

    const customer = browser(app);
    await signInDirectly(shop, customer);
    const priced = await call(customer, row);
    expect(priced.statusCode).toBe(200);
    expect(priceKeysIn(priced.json()).length).toBeGreaterThan(0);
    expect(priced.headers['cache-control']).toBe('private, no-store');
  });

  it('covers every documented route whose reply can carry a price (or it needs a login)', () => {
    const doc = app.swagger() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const covered = new Set(rows.map((r) => `${r.method} ${r.route}`));
    const uncovered: string[] = [];
    for (const [p, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const route = { method: method.toUpperCase(), path: p.replace(/\{(\w+)\}/g, ':$1') };
        if (priceKeysIn(op.responses?.['200']).length === 0) continue;
        if (
          !covered.has(routeKey(route)) &&
          !requiresLogin(route) &&
          route.path !== `${API}/attachments/:productCode`
        ) {
          uncovered.push(routeKey(route));
        }
      }
    }
    expect(uncovered).toEqual([]);
  });

  it('product attachments answer 401 to anonymous callers', async () => {
    const res = await browser(app).get(`${API}/attachments/${encodeURIComponent(fx.products.a.code)}`);
    expect(res.statusCode).toBe(401);
  });

  it('attachment files (named after the public product code) answer 401 anonymous and are private for customers', async () => {
    const [row] = await query<{ url: string }>(
      app.shop.db,
      sql`select url from product_attachments order by id limit 1`,
    );
    const url = row?.url ?? '';
    expect(url).toMatch(/^\/media\//);
    for (const spelling of [url, url.replace('/media/a', '/media/%61')]) {
      const anonymous = await browser(app).get(spelling);
      expect(anonymous.statusCode, spelling).toBe(401);
      expect(anonymous.json(), spelling).toEqual(notLoggedInBody);
    }
    const customer = browser(app);
    await signInDirectly(shop, customer);
    const file = await customer.get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['cache-control']).toMatch(/^private/);
    // Images stay public and cacheable, without a cookie.
    const [image] = await query<{ src: string }>(app.shop.db, sql`select src from product_images order by id limit 1`);
    const img = await browser(app).get(image?.src ?? '');
    expect(img.statusCode).toBe(200);
    expect(img.headers['cache-control']).toMatch(/^public/);
    expect(img.headers['set-cookie']).toBeUndefined();
  });

  it('the server-rendered product page (title, meta, JSON-LD) shows no price or offer', async () => {
    const res = await browser(app).get(`/product/${encodeURIComponent(demo.slug)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('application/ld+json');
    expect(res.body).not.toMatch(/"offers"|"price"|priceCurrency|€/);
  });
});

// ------------------------------------------------------------------------------------ mass assignment

describe('mass assignment: fields a caller must not set are ignored', () => {
  let partner: number;
  beforeAll(async () => {
    const [group] = await app.shop.db
      .insert(priceGroups)
      .values({ name: `VIP ${randomBytes(3).toString('hex')}`, defaultDiscountBp: 9000 })
      .returning();
    partner = group?.id ?? 0;
  });
  const row = async (id: number) => (await app.shop.db.select().from(customers).where(eq(customers.id, id)))[0];

  it('registration: status, approval, price group, id, role, hash', async () => {
    const email = uniqueEmail('mass');
    const res = await browser(app).post(
      `${API}/sign/up`,
      signUpPayload({
        email,
        status: 'approved',
        approved: true,
        approvedAt: '2020-01-01T00:00:00Z',
        approved_at: '2020-01-01T00:00:00Z',
        priceGroupId: partner,
        price_group_id: partner,
        id: 1,
        customer_id: 1,
        role: 'admin',
        isAdmin: true,
        is_admin: true,
        passwordHash: 'x',
        password_hash: 'x',
        passwordChangedAt: '2100-01-01T00:00:00Z',
        newsletterConsentAt: '2020-01-01T00:00:00Z',
        createdAt: '2000-01-01T00:00:00Z',
        displayName: 'Admin',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'pending' });
    const [created] = await query<{ id: number }>(
      app.shop.db,
      sql`select id from customers where lower(email) = ${email}`,
    );
    const saved = await row(Number(created?.id));
    expect(saved?.id).not.toBe(1);
    expect(saved?.status).toBe('pending');
    expect(saved?.approvedAt).toBeNull();
    expect(saved?.priceGroupId).not.toBe(partner);
    expect(saved?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(saved?.displayName).toBe('');
    expect(saved?.newsletterConsentAt).toBeNull();
    expect(saved?.createdAt.getFullYear()).toBeGreaterThan(2000);
    const login = await browser(app).post(`${API}/sign/in`, { email, password: 'Bezpecne-Heslo-1' });
    expect(login.statusCode).toBe(400);
    expect(login.json().error[0].code).toBe(ErrorCode.emailNotAllowed);
  });

  it('profile: only the three names change; e-mail, company, status, price group, password stay', async () => {
    const { customer, client } = await victim();
    const before = await row(customer.id);
    const res = await client.patch(`${API}/customer/profile`, {
      first_name: 'Nové',
      last_name: 'Meno',
      display_name: 'Prezývka',
      email: 'attacker@example.sk',
      company_name: 'Iná firma',
      companyName: 'Iná firma',
      company_id: '999',
      phone: '000',
      status: 'pending',
      priceGroupId: partner,
      price_group_id: partner,
      id: 1,
      customer_id: 1,
      password: 'Nove-Heslo-123',
      passwordHash: 'x',
    });
    expect(res.statusCode).toBe(200);
    const after = await row(customer.id);
    expect(after).toEqual({ ...before, firstName: 'Nové', lastName: 'Meno', displayName: 'Prezývka' });
    expect(await row(1)).not.toMatchObject({ firstName: 'Nové', displayName: 'Prezývka' });
  });

  it('basket: a price, discount or owner in the body changes nothing', async () => {
    const { client } = await victim();
    const normal = (await ok(client.put(`${API}/basket/add`, { product: fx.products.a.id, quantity: 1 }))).json()
      .basket;
    const other = await victim();
    const tampered = await ok(
      other.client.put(`${API}/basket/add`, {
        product: fx.products.a.id,
        quantity: 1,
        price: 0.01,
        price_exc_vat: 0.01,
        price_unit_exc_vat: 0.01,
        base_price_exc_vat: 0.01,
        discount: 100,
        customer_id: 1,
        basket: normal.id,
      }),
    );
    const line = tampered.json().basket.products[0];
    expect(line.price_unit_exc_vat).toBe(normal.products[0].price_unit_exc_vat);
    expect(line.discount).toBe(normal.products[0].discount);
    expect(tampered.json().basket.id).not.toBe(normal.id);
    expect((await ok(client.get(`${API}/basket/sk`))).json().basket.amount).toBe(1);
  });

  it('checkout: the invoice e-mail is the account’s; totals, status and owner of an order are the server’s', async () => {
    const { customer, client } = await victim();
    await fillBasketForOrder(client, fx);
    await ok(
      client.patch(`${API}/basket/address`, {
        invoice: { ...invoiceAddress, email: 'attacker@example.sk', customer_id: 1 },
      }),
    );
    const basket = (await ok(client.get(`${API}/basket/sk`))).json().basket;
    expect(basket.invoice_address.email).toBe(customer.email);
    const placed = await ok(
      client.post(
        `${API}/basket/order`,
        {
          newsletter: false,
          total_inc_vat: 0.01,
          totalIncVatCents: 1,
          status: 'delivered',
          customer_id: 1,
          customerId: 1,
          number: '2026999999',
          discount: 100,
        },
        { 'idempotency-key': `mass-${randomBytes(6).toString('hex')}` },
      ),
    );
    const [order] = await app.shop.db.select().from(orders).where(eq(orders.id, placed.json().order.id));
    expect(order?.customerId).toBe(customer.id);
    expect(order?.status).toBe('new');
    expect(order?.number).not.toBe('2026999999');
    expect(order?.totalIncVatCents).toBe(Math.round(basket.totals.total_inc_vat * 100));
    expect(order?.invoiceAddress.email).toBe(customer.email);
  });

  it('wishlist: a customer id in the body adds to the caller’s own list', async () => {
    const { client } = await victim();
    const other = await victim();
    await ok(client.patch(`${API}/customer/wish-list/add`, { id: fx.products.b.id, customer_id: other.customer.id }));
    expect((await ok(other.client.get(`${API}/customer/wish-list-count`))).json().count_all).toBe(0);
    expect((await ok(client.get(`${API}/customer/wish-list-count`))).json().count_all).toBe(1);
  });
});
