import { STAFF_XSRF_HEADER } from '@shop/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../plugins/errors.ts';
import { type Browser, browser, createTestShop } from '../test/app.ts';
import {
  type BodyCase,
  bodyArb,
  bodyWith,
  fingerprint,
  fingerprintDiff,
  headersArb,
  hostileSegmentArb,
  type InjectMethod,
  nextXid,
  openApiOperations,
  queryArb,
  type ReplyRules,
  replyProblems,
  tablesOf,
  textFieldsOf,
  toJsonText,
  validSegmentArb,
  wildcardArb,
} from '../test/hostile.ts';
import { type Route as ApiRoute, apiRoutes, routeKey } from '../test/routes.ts';
import { signInDirectly } from '../test/session.ts';
import { createStaff, type StaffBrowser, staffSessionDirectly } from '../test/staff.ts';

/**
 * Every /admin/v1 route, anonymous and as a logged-in customer, with generated bad input in the
 * path, the query string, the headers and the body: never a 5xx, always the envelope
 * (docs/requirements/api.md §Envelope), no internals in the reply, and no committed write when the call is refused (4xx).
 */

/** Fixed, so CI is reproducible; `HOSTILE_SEED=… HOSTILE_RUNS=200` explores further locally. */
const SEED = Number(process.env.HOSTILE_SEED ?? 20_260_611);
const RUNS = Number(process.env.HOSTILE_RUNS ?? 8);

/**
 * Throttle counters are meant to move on refused attempts (failed logins count:
 * docs/requirements/accounts.md §Throttling), and a refused staff sign-in is audited on purpose
 * (modules/staff/staff-auth.service.ts).
 */
const WRITES_ON_REFUSAL = new Set(['throttles', 'audit_log']);

/** Routes whose replies are not JSON by design; their refusals from validation are still envelopes. */
const RULES: Record<string, ReplyRules> = {
  [`GET ${API_PREFIX}/sign/approve/:token`]: { nonJson: { statuses: [200, 404, 410], type: /^text\/html/ } },
  [`POST ${API_PREFIX}/sign/approve/:token`]: { nonJson: { statuses: [200, 403, 404, 410], type: /^text\/html/ } },
  [`GET ${API_PREFIX}/customer/invoice/:id/pdf`]: { nonJson: { statuses: [200], type: /^application\/pdf/ } },
  [`GET ${API_PREFIX}/customer/invoice/:id/xml`]: { nonJson: { statuses: [200], type: /^application\/xml/ } },
  [`GET ${API_PREFIX}/customer/price-list/:format`]: {
    nonJson: { statuses: [200], type: /^(text\/csv|application\/vnd\.openxmlformats)/ },
  },
};
const rulesFor = (route: ApiRoute): ReplyRules =>
  RULES[routeKey(route)] ?? (route.path.startsWith(`${API_PREFIX}/docs`) ? { docs: true } : {});

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// At collection time, not in beforeAll: the tests are generated from the app's own route list.
// API_DOCS: the generated input follows the OpenAPI document, and the docs' routes get it too.
const shop = await createTestShop('demo', { API_DOCS: 'true' });
afterAll(() => shop.close());

const routes = apiRoutes(shop.app, API_PREFIX);
const operations = await openApiOperations(shop.app, `${API_PREFIX}/docs/json`);
const tables = (await tablesOf(shop.app.shop.db)).filter((t) => !WRITES_ON_REFUSAL.has(t));
/** Status counts per route, for the coverage check (and `HOSTILE_STATS=1` prints them). */
const outcomes = new Map<string, Map<number, number>>();
function count(route: ApiRoute, status: number) {
  const byStatus = outcomes.get(routeKey(route)) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  outcomes.set(routeKey(route), byStatus);
}
const callsOf = (route: ApiRoute) => [...(outcomes.get(routeKey(route))?.values() ?? [])].reduce((a, b) => a + b, 0);
afterAll(() => {
  if (!process.env.HOSTILE_STATS) return;
  for (const [key, byStatus] of outcomes) console.log(key, Object.fromEntries(byStatus));
});

/**
 * Watches the database across calls: a full fingerprint only when some transaction was given an
 * id since the last look (a write was at least tried), which validation refusals never do.
 */
function databaseWatch() {
  const db = shop.app.shop.db;
  let xid = '';
  let print = new Map<string, string>();
  return {
    async reset() {
      xid = await nextXid(db);
      print = await fingerprint(db, tables);
    },
    /** The writes committed since the last look, if the call was refused. */
    async changes(refused: boolean): Promise<string[]> {
      // Mail goes out after a successful reply, in the background: let it finish first.
      if (!refused) await shop.app.shop.outbox.flush();
      const now = await nextXid(db);
      if (now === xid) return [];
      const after = await fingerprint(db, tables);
      const diff = refused ? fingerprintDiff(print, after) : [];
      xid = await nextXid(db);
      print = after;
      return diff;
    },
  };
}

interface HostileRequest {
  path: string;
  query: string;
  headers: Record<string, string>;
  body?: BodyCase;
}

/**
 * A request whose path segments are either all mixed (valid or nasty each), or all valid but one
 * (so a route with four params still gets past the first), or all valid (the body and the query
 * string carry the bad input).
 */
function requestArb(route: ApiRoute): fc.Arbitrary<HostileRequest> {
  const op = operations.get(routeKey(route));
  const names = [...route.path.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
  const segment = (name: string) =>
    name === '*' ? fc.tuple(wildcardArb, wildcardArb) : fc.tuple(validSegmentArb(op?.params[name]), hostileSegmentArb);
  const body = BODY_METHODS.has(route.method)
    ? fc.option(bodyArb(op?.body), { freq: 8, nil: undefined })
    : fc.constant(undefined);
  return fc
    .record({
      segments: fc.tuple(...names.map(segment)),
      // -1: each segment valid or nasty at random; 0…n-1: only that one nasty; n: none.
      target: fc.integer({ min: -1, max: names.length }),
      mixed: fc.array(fc.boolean(), { minLength: names.length, maxLength: names.length }),
      query: queryArb,
      headers: headersArb,
      body,
    })
    .map(({ segments, target, mixed, query, headers, body }) => {
      const values = segments.map(([valid, nasty], i) => ((target === -1 ? mixed[i] : target === i) ? nasty : valid));
      let i = 0;
      const path = route.path.replace(/:(\w+)|\*/g, () => values[i++] ?? '');
      return { path, query, headers: headers as Record<string, string>, ...(body ? { body } : {}) };
    });
}

async function send(client: Browser, method: string, req: HostileRequest): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {
    cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; '),
    ...(method !== 'GET' ? { 'x-xsrf-token': client.jar.get('XSRF-TOKEN') ?? '' } : {}),
    ...req.headers,
  };
  if (req.body?.contentType) headers['content-type'] = req.body.contentType;
  const options: InjectOptions = {
    method: method as InjectMethod,
    url: req.path + req.query,
    headers,
    ...(req.body ? { payload: req.body.payload } : {}),
  };
  const res = await shop.app.inject(options);
  for (const c of res.cookies as { name: string; value: string }[]) client.jar.set(c.name, c.value);
  return res;
}

/** `send` for a staff client: its cookie and its XSRF header instead of the customer's. */
async function sendAsStaff(client: StaffBrowser, method: string, req: HostileRequest): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {
    cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; '),
    ...(method !== 'GET' ? { [STAFF_XSRF_HEADER]: client.state.xsrf } : {}),
    ...req.headers,
  };
  if (req.body?.contentType) headers['content-type'] = req.body.contentType;
  return shop.app.inject({
    method: method as InjectMethod,
    url: req.path + req.query,
    headers,
    ...(req.body ? { payload: req.body.payload } : {}),
  });
}

const seedFor = (route: ApiRoute) => [...routeKey(route)].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, SEED);

const excerpt = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

async function exercise(route: ApiRoute, role: 'anonymous' | 'customer') {
  const client = browser(shop.app);
  await client.get(`${API_PREFIX}/health`);
  let signedInSid = '';
  const signIn = async () => {
    // /sign/out (or a lucky /sign/in) replaces the session: sign the customer in again.
    if (role !== 'customer' || client.jar.get('sid') === signedInSid) return false;
    await signInDirectly(shop, client);
    signedInSid = client.jar.get('sid') ?? '';
    return true;
  };
  await signIn();
  const watch = databaseWatch();
  await watch.reset();

  await fc.assert(
    fc.asyncProperty(requestArb(route), async (req) => {
      if (await signIn()) await watch.reset();
      const res = await send(client, route.method, req);
      count(route, res.statusCode);
      const refused = res.statusCode >= 400;
      const writes = await watch.changes(refused);
      // A path whose dot segments climb out of the API is no API call any more: only no 5xx then.
      const inApi = new URL(req.path, 'http://shop.test').pathname.startsWith(`${API_PREFIX}/`);
      const problems = inApi ? replyProblems(res, rulesFor(route)) : res.statusCode >= 500 ? ['5xx'] : [];
      problems.push(...writes.map((d) => `refused but wrote ${d}`));
      if (problems.length) {
        throw new Error(
          [
            `${role} ${route.method} ${excerpt(req.path + req.query)} -> ${res.statusCode}`,
            ...problems,
            `headers: ${excerpt(JSON.stringify(req.headers))}`,
            `body sent: ${req.body ? `${req.body.contentType ?? '(no type)'} ${excerpt(req.body.payload)}` : '(none)'}`,
            `reply: ${excerpt(res.body, 500)}`,
          ].join('\n'),
        );
      }
    }),
    // One seed per route (the same for both roles), so routes with alike inputs still get different ones.
    { seed: seedFor(route), numRuns: RUNS, endOnFailure: true },
  );
}

describe('hostile input on every /admin/v1 route', () => {
  for (const route of routes) {
    it(`${route.method} ${route.path}`, async () => {
      await exercise(route, 'anonymous');
      await exercise(route, 'customer');
    });
  }

  it('covers every route the app serves under /admin/v1', () => {
    // The parsed listing agrees with the OpenAPI document (which only holds documented routes).
    const listed = new Set(routes.map(routeKey));
    const documented = [...operations.keys()].filter((k) => k.split(' ')[1]?.startsWith(API_PREFIX));
    expect(documented.filter((k) => !listed.has(k))).toEqual([]);
    // Each route had its generated calls, anonymous and as a customer.
    expect(routes.filter((r) => callsOf(r) < 2 * RUNS).map(routeKey)).toEqual([]);
    // The generated input is not all refused at the door (say, by a broken XSRF header): many
    // routes also saw input valid enough to succeed.
    // (Staff routes need a staff session, which these callers never have: they are left out of the count.)
    const customerSide = routes.filter((r) => !r.path.startsWith(`${API_PREFIX}/staff/`));
    const succeeded = customerSide.filter((r) => [...(outcomes.get(routeKey(r))?.keys() ?? [])].some((s) => s < 300));
    expect(succeeded.length).toBeGreaterThanOrEqual(customerSide.length / 2);
  });
});

describe('the database watch', () => {
  it('sees a committed update, which keeps the row count', async () => {
    const watch = databaseWatch();
    await watch.reset();
    expect(await watch.changes(true)).toEqual([]);
    await shop.app.shop.db.execute(sql`update customers set phone = phone where id = (select min(id) from customers)`);
    expect(await watch.changes(true)).toEqual([expect.stringMatching(/^customers: /)]);
  });
});

/**
 * The text rule (packages/contract/src/text.ts), on every text field the OpenAPI document lists:
 * a control character is a 400 naming the field (dotted for nested fields), never a 500 or a
 * stored value. Multi-line fields keep tab and line breaks; every other one refuses those too.
 */
describe('control characters in every text field', () => {
  /** Not free text: passwords are hashed whole, tokens only looked up by their hash, the search cleans its query. */
  const NOT_TEXT = new Set(['password', 'old', 'token', 'query']);
  const MULTILINE = new Set([
    `POST ${API_PREFIX}/contact/send text`,
    `PATCH ${API_PREFIX}/basket/note note`,
    `PATCH ${API_PREFIX}/basket/shipping packetaData.packetaPointAddress`,
    // Reasons staff type into a text area (a rejection's is mailed as typed).
    `POST ${API_PREFIX}/staff/customers/registrations/:id/reject reason`,
    `POST ${API_PREFIX}/staff/customers/:id/block reason`,
    `POST ${API_PREFIX}/staff/customers/:id/unblock reason`,
    `POST ${API_PREFIX}/staff/orders/:id/status reason`,
    `POST ${API_PREFIX}/staff/invoices/:id/credit-notes reason`,
    // Texts staff write in several lines: rich text (HTML keeps its line breaks) and plain paragraphs.
    ...['POST', 'PUT'].flatMap((method) => {
      const one = method === 'PUT' ? '/:id' : '';
      return [
        `${method} ${API_PREFIX}/staff/catalogue/products${one} shortDescription`,
        `${method} ${API_PREFIX}/staff/catalogue/products${one} description`,
        `${method} ${API_PREFIX}/staff/catalogue/categories${one} description`,
        `${method} ${API_PREFIX}/staff/blog-posts${one} perex`,
        `${method} ${API_PREFIX}/staff/blog-posts${one} content`,
        `${method} ${API_PREFIX}/staff/text-pages${one} content`,
      ];
    }),
  ]);
  const keysOf = (res: LightMyRequestResponse): string[] =>
    res.statusCode === 400 ? (res.json().error as { key?: string }[]).map((e) => e.key ?? '') : [];

  /** Every text field of every request body and path, as a route and the field's dotted key. */
  const fields = routes.flatMap((route) => {
    const op = operations.get(routeKey(route));
    const body = BODY_METHODS.has(route.method)
      ? textFieldsOf(op?.body).map((path) => ({ route, in: 'body' as const, path }))
      : [];
    const params = Object.entries(op?.params ?? {})
      .filter(([, schema]) => textFieldsOf(schema).length > 0)
      .map(([name]) => ({ route, in: 'path' as const, path: [name] }));
    return [...body, ...params].filter((f) => !NOT_TEXT.has(f.path.at(-1) ?? ''));
  });

  /** The route's path with `name` set to `value` and the other params to something plausible. */
  const urlWith = (route: ApiRoute, name: string, value: string) => {
    const params = operations.get(routeKey(route))?.params ?? {};
    return route.path.replace(/:(\w+)/g, (_, param: string) => {
      if (param === name) return value;
      const schema = params[param];
      const fixed = schema?.const ?? schema?.enum?.[0];
      if (fixed !== undefined) return String(fixed);
      return schema?.type === 'integer' || schema?.type === 'number' ? '1' : 'a';
    });
  };

  it('finds the text fields (registration, nested addresses, notes, slugs)', () => {
    const keys = fields.map((f) => `${f.route.method} ${f.route.path} ${f.path.join('.')}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        `POST ${API_PREFIX}/sign/up companyName`,
        `POST ${API_PREFIX}/sign/up name`,
        `POST ${API_PREFIX}/sign/up street`,
        `PATCH ${API_PREFIX}/basket/address invoice.street`,
        `PATCH ${API_PREFIX}/basket/address delivery.zip`,
        `PATCH ${API_PREFIX}/basket/shipping packetaData.packetaPointName`,
        `PATCH ${API_PREFIX}/basket/note note`,
        `POST ${API_PREFIX}/contact/send text`,
        `GET ${API_PREFIX}/text-pages/url/:lang/:slug slug`,
      ]),
    );
  });

  it('refuses each with a 400 naming the field, and writes nothing', async () => {
    const client = browser(shop.app);
    await signInDirectly(shop, client);
    // Staff routes answer anonymous callers before reading a body: they are tried as an admin.
    const staff = await staffSessionDirectly(shop, await createStaff(shop, 'admin'));
    const sendTo = (route: ApiRoute, req: HostileRequest) =>
      route.path.startsWith(`${API_PREFIX}/staff/`)
        ? sendAsStaff(staff, route.method, req)
        : send(client, route.method, req);
    const watch = databaseWatch();
    await watch.reset();
    const missed: string[] = [];
    for (const field of fields) {
      const key = field.path.join('.');
      const name = `${field.route.method} ${field.route.path} ${key}`;
      const cases = MULTILINE.has(name)
        ? ['a\u0000b', 'a\u0007b', 'a\u001bb']
        : ['a\u0000b', 'a\u0007b', 'a\tb', 'a\nb', 'a\u0085b'];
      for (const value of cases) {
        const res =
          field.in === 'body'
            ? await sendTo(field.route, {
                path: urlWith(field.route, '', ''),
                query: '',
                headers: {},
                body: { payload: toJsonText(bodyWith(field.path, value)), contentType: 'application/json' },
              })
            : await sendTo(field.route, {
                path: urlWith(field.route, field.path[0] ?? '', encodeURIComponent(value)),
                query: '',
                headers: {},
              });
        if (!keysOf(res).includes(key))
          missed.push(`${name} ${JSON.stringify(value)} -> ${res.statusCode} ${res.body}`);
      }
    }
    expect(missed).toEqual([]);
    expect(await watch.changes(true)).toEqual([]);
  });

  it('lets the multi-line fields keep tab and line breaks', async () => {
    const client = browser(shop.app);
    await signInDirectly(shop, client);
    const multiline = fields.filter((f) => MULTILINE.has(`${f.route.method} ${f.route.path} ${f.path.join('.')}`));
    expect(multiline).toHaveLength(MULTILINE.size);
    for (const field of multiline) {
      const res = await send(client, field.route.method, {
        path: urlWith(field.route, '', ''),
        query: '',
        headers: {},
        body: { payload: toJsonText(bodyWith(field.path, 'riadok\n\triadok\r\n')), contentType: 'application/json' },
      });
      expect(keysOf(res)).not.toContain(field.path.join('.'));
    }
  });
});

/** What the generated input found, pinned as plain cases. */
describe('hostile input: cases found', () => {
  const refusal = async (res: LightMyRequestResponse, status: number, key: string) => {
    expect(replyProblems(res)).toEqual([]);
    expect(res.statusCode).toBe(status);
    expect(res.json().error[0].key).toBe(key);
  };

  it("a URL Fastify cannot decode is a 400 in the envelope, not Fastify's own body", async () => {
    const client = browser(shop.app);
    await refusal(await client.get(`${API_PREFIX}/category/url/%zz/sk`), 400, 'url');
    await refusal(await client.get(`${API_PREFIX}/search/%E0%A4%A/sk`), 400, 'url');
  });

  it('a path parameter over the router limit is a 414 in the envelope', async () => {
    const res = await browser(shop.app).get(`${API_PREFIX}/attachments/${'a'.repeat(1001)}`);
    await refusal(res, 414, 'url');
  });

  it('NUL in a string is a 400 naming the field, not a database error (500)', async () => {
    const client = browser(shop.app);
    await refusal(await client.get(`${API_PREFIX}/text-pages/url/sk/o-nas%00`), 400, 'slug');
    await refusal(await client.get(`${API_PREFIX}/category/url/cctv%00/sk`), 400, 'url');
    await signInDirectly(shop, client);
    await refusal(await client.get(`${API_PREFIX}/attachments/%00`), 400, 'productCode');
    const watch = databaseWatch();
    await watch.reset();
    const body = { first_name: 'Ján\u0000', last_name: 'Novák', display_name: 'Ján' };
    await refusal(await client.patch(`${API_PREFIX}/customer/profile`, body), 400, 'first_name');
    const address = {
      firstName: 'A',
      lastName: 'B',
      street: 'Hlavná 1\u0000',
      city: 'C',
      zip: '811 01',
      phone: '+421900123456',
    };
    await refusal(await client.patch(`${API_PREFIX}/basket/address`, { invoice: address }), 400, 'invoice.street');
    const question = { name: 'A', email: 'a@example.com', text: 'Otázka\u0000' };
    await refusal(await client.post(`${API_PREFIX}/contact/send`, question), 400, 'text');
    expect(await watch.changes(true)).toEqual([]);
  });

  it('ids beyond the integer column are a 400, not a database error (500)', async () => {
    const client = browser(shop.app);
    await signInDirectly(shop, client);
    const watch = databaseWatch();
    await watch.reset();
    const big = 2 ** 53 - 1;
    await refusal(await client.patch(`${API_PREFIX}/basket/update`, { id: big, quantity: 1 }), 400, 'id');
    await refusal(await client.put(`${API_PREFIX}/basket/add`, { product: 2 ** 31, quantity: 1 }), 400, 'product');
    const filter = { condition: { categories: { id: big } } };
    await refusal(await client.post(`${API_PREFIX}/product/filter/sk/12/0`, filter), 400, 'condition.categories.id');
    const question = { name: 'A', email: 'a@example.com', text: 'Otázka', product: 2 ** 31 };
    await refusal(await client.post(`${API_PREFIX}/contact/send`, question), 400, 'product');
    expect(await watch.changes(true)).toEqual([]);
  });
});
