import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { query } from '../db/client.ts';
import { customers, sessions, tokens } from '../db/schema/index.ts';
import { LOGIN_FAILURES_PER_ACCOUNT_AND_IP, LOGIN_FAILURES_PER_IP } from '../modules/auth/auth.service.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { RESETS_PER_ADDRESS_HOUR, RESETS_PER_IP_HOUR } from '../modules/auth/password-reset.service.ts';
import { insertToken } from '../modules/auth/tokens.repository.ts';
import { newToken } from '../modules/auth/tokens.ts';
import { clientAt, linkIn, mailsTo, TEST_PASSWORD, uniqueEmail } from '../test/accounts.ts';
import { type Browser, browser, createTestShop, type TestShop } from '../test/app.ts';
import { createCustomer } from '../test/basket.ts';
import { registeredRoutes } from '../test/routes.ts';
import { cheapHash, fakeWebDist, urlFor } from '../test/security-harness.ts';

/**
 * Accounts under attack: session fixation, cookie flags, sign-in and reset throttling that
 * rotating X-Forwarded-For (or the socket address, or the e-mail's spelling) does not get
 * around, and reset tokens that work once, expire, and die with a password change.
 */

// The real hashing, counted: an unthrottled call must not make the server hash for a dead token.
vi.mock('../modules/auth/password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../modules/auth/password.ts')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

let shop: TestShop;
/** One cheap argon2 hash for every customer made here (the server's own cost would dominate the run). */
let passwordHash: string;
beforeAll(async () => {
  shop = await createTestShop('empty');
  passwordHash = await cheapHash(TEST_PASSWORD);
});
afterAll(() => shop.close());

const API = '/admin/v1';
const NEW_PASSWORD = 'Nove-Heslo-2026';

async function account() {
  const row = await createCustomer(shop, null, { passwordHash, email: uniqueEmail('ucet') });
  return { id: row.id, email: row.email };
}

async function loggedIn(email: string, client: Browser = browser(shop.app)) {
  const res = await client.post(`${API}/sign/in`, { email, password: TEST_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return client;
}

/** Whether a raw session id is a live login. */
async function isLoggedIn(sid: string) {
  const res = await shop.app.inject({ method: 'GET', url: `${API}/sign/user`, cookies: { sid } });
  return res.statusCode === 200;
}

const sidHash = (sid: string) => createHash('sha256').update(sid).digest('base64url');

// ------------------------------------------------------------------------------------ fixation

describe('session fixation', () => {
  const rows: [string, (client: Browser) => Promise<string>][] = [
    [
      'an id planted by an attacker (valid format, never issued)',
      async (client) => {
        const planted = randomBytes(32).toString('base64url');
        client.jar.set('sid', planted);
        await client.get(`${API}/health`);
        return planted;
      },
    ],
    [
      'the anonymous id the server issued to this browser',
      async (client) => {
        await client.get(`${API}/health`);
        return client.jar.get('sid') ?? '';
      },
    ],
    [
      'the id of an earlier login of the same browser',
      async (client) => {
        const { email } = await account();
        await loggedIn(email, client);
        return client.jar.get('sid') ?? '';
      },
    ],
  ];

  it.each(rows)('login replaces %s with a new one, and the old id is no login', async (_name, plant) => {
    const client = browser(shop.app);
    const before = await plant(client);
    const { email } = await account();
    await loggedIn(email, client);
    const after = client.jar.get('sid') ?? '';
    expect(after).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(after).not.toBe(before);
    expect(await isLoggedIn(after)).toBe(true);
    expect(await isLoggedIn(before)).toBe(false);
    // The new XSRF token belongs to the new id: the old one no longer passes.
    const stale = await shop.app.inject({
      method: 'PATCH',
      url: `${API}/customer/profile`,
      cookies: { sid: after, 'XSRF-TOKEN': 'x' },
      headers: { 'x-xsrf-token': 'x' },
      payload: { first_name: 'A', last_name: 'B', display_name: 'C' },
    });
    expect(stale.statusCode).toBe(403);
  });

  it('keeps only a hash of the id in the database', async () => {
    const { id, email } = await account();
    const client = await loggedIn(email);
    const sid = client.jar.get('sid') ?? '';
    const rows = await shop.app.shop.db.select().from(sessions).where(eq(sessions.customerId, id));
    expect(rows.map((r) => r.idHash)).toEqual([sidHash(sid)]);
    expect(JSON.stringify(rows)).not.toContain(sid);
  });

  const endings: [string, (client: Browser, email: string) => Promise<void>][] = [
    [
      'logout',
      async (client) => {
        expect((await client.post(`${API}/sign/out`)).statusCode).toBe(200);
      },
    ],
    [
      'expiry',
      async (_client, email) => {
        await shop.app.shop.db.execute(
          sql`update sessions set expires_at = now() - interval '1 second' where customer_id = (select id from customers where email = ${email})`,
        );
      },
    ],
    [
      'a password reset',
      async (_client, email) => {
        const { token, hash } = newToken();
        const [row] = await shop.app.shop.db.select().from(customers).where(eq(customers.email, email));
        await insertToken(shop.app.shop.db, row?.id ?? 0, 'reset', hash, 3600_000);
        expect(
          (await browser(shop.app).post(`${API}/sign/restore`, { token, password: NEW_PASSWORD })).statusCode,
        ).toBe(200);
      },
    ],
    [
      'a password change in another session',
      async (_client, email) => {
        const other = await loggedIn(email);
        const res = await other.patch(`${API}/customer/password`, { old: TEST_PASSWORD, password: NEW_PASSWORD });
        expect(res.statusCode).toBe(200);
        expect(await isLoggedIn(other.jar.get('sid') ?? '')).toBe(true);
      },
    ],
  ];

  it.each(endings)('%s ends the session on the server: a replayed cookie is no login', async (_name, end) => {
    const { email } = await account();
    const client = await loggedIn(email);
    const sid = client.jar.get('sid') ?? '';
    await end(client, email);
    expect(await isLoggedIn(sid)).toBe(false);
  });

  it.each([
    ['too short', 'abc'],
    ['bad characters', `${'a'.repeat(42)}!`],
    ['too long', 'a'.repeat(44)],
  ])('a malformed id (%s) is replaced, never stored', async (_name, sid) => {
    const res = await shop.app.inject({ method: 'GET', url: `${API}/health`, cookies: { sid } });
    const issued = (res.cookies as { name: string; value: string }[]).find((c) => c.name === 'sid');
    expect(issued?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued?.value).not.toBe(sid);
  });
});

// ------------------------------------------------------------------------------------ cookies

describe('cookie flags', () => {
  let secure: FastifyInstance;
  beforeAll(async () => {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-security-https-')),
      SESSION_SECRET: 'another-secret-another-secret-0123456789',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://shop.example.sk',
      WEB_DIST: fakeWebDist(),
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    secure = await buildApp(config, { database: shop.database, logger: false });
  });
  afterAll(() => secure.close());

  type Cookie = {
    name: string;
    value: string;
    httpOnly?: boolean;
    secure?: boolean;
    sameSite?: string;
    path?: string;
    domain?: string;
  };
  const cookiesOf = (res: LightMyRequestResponse) => res.cookies as Cookie[];
  const HTTP_NAMES = { sid: 'sid', xsrf: 'XSRF-TOKEN' };
  /** On https: `__Host-` names, which browsers take only Secure, on `/`, without Domain, from this host. */
  const HTTPS_NAMES = { sid: '__Host-sid', xsrf: '__Host-XSRF-TOKEN' };
  const jarOf = (res: LightMyRequestResponse) => Object.fromEntries(cookiesOf(res).map((c) => [c.name, c.value]));

  /** Every reply that sets the cookies: a first visit, a login, a logout, and an SPA page. */
  async function issuedCookies(app: FastifyInstance, names: typeof HTTP_NAMES): Promise<[string, Cookie[]][]> {
    const { email } = await account();
    const first = await app.inject({ method: 'GET', url: `${API}/health` });
    const jar = jarOf(first);
    const login = await app.inject({
      method: 'POST',
      url: `${API}/sign/in`,
      cookies: jar,
      headers: { 'x-xsrf-token': jar[names.xsrf] ?? '' },
      payload: { email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const loginJar = jarOf(login);
    const logout = await app.inject({
      method: 'POST',
      url: `${API}/sign/out`,
      cookies: loginJar,
      headers: { 'x-xsrf-token': loginJar[names.xsrf] ?? '' },
    });
    expect(logout.statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: '/cart' });
    return [
      ['first visit', cookiesOf(first)],
      ['login', cookiesOf(login)],
      ['logout', cookiesOf(logout)],
      ['SPA page', cookiesOf(page)],
    ];
  }

  it.each([
    ['http', false],
    ['https', true],
  ])(
    'PUBLIC_URL %s: sid HttpOnly, both SameSite=Lax on /, Secure and __Host- exactly when https',
    async (_name, https) => {
      const app = https ? secure : shop.app;
      const names = https ? HTTPS_NAMES : HTTP_NAMES;
      for (const [when, cookies] of await issuedCookies(app, names)) {
        expect(cookies.map((c) => c.name).sort(), when).toEqual([names.sid, names.xsrf].sort());
        const sid = cookies.find((c) => c.name === names.sid);
        const xsrf = cookies.find((c) => c.name === names.xsrf);
        expect(sid?.httpOnly, when).toBe(true);
        // The SPA reads the XSRF token from its cookie (double submit), so that one cannot be HttpOnly.
        expect(xsrf?.httpOnly ?? false, when).toBe(false);
        for (const c of [sid, xsrf]) {
          expect(c?.sameSite, `${when} ${c?.name}`).toMatch(/^(Lax|Strict)$/);
          expect(c?.path, `${when} ${c?.name}`).toBe('/');
          expect(c?.domain, `${when} ${c?.name}`).toBeUndefined();
          expect(c?.secure ?? false, `${when} ${c?.name}`).toBe(https);
        }
      }
    },
  );

  it('https: a session or XSRF cookie under the plain name (planted by a subdomain or an http page) counts for nothing', async () => {
    const { email } = await account();
    const first = await secure.inject({ method: 'GET', url: `${API}/health` });
    const login = await secure.inject({
      method: 'POST',
      url: `${API}/sign/in`,
      cookies: jarOf(first),
      headers: { 'x-xsrf-token': jarOf(first)[HTTPS_NAMES.xsrf] ?? '' },
      payload: { email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const jar = jarOf(login);
    const user = (cookies: Record<string, string>) =>
      secure.inject({ method: 'GET', url: `${API}/sign/user`, cookies });
    expect((await user(jar)).statusCode).toBe(200);
    const sid = jar[HTTPS_NAMES.sid] ?? '';
    const xsrf = jar[HTTPS_NAMES.xsrf] ?? '';
    expect((await user({ sid })).statusCode).toBe(401);
    const planted = await secure.inject({
      method: 'PATCH',
      url: `${API}/customer/profile`,
      cookies: { sid, 'XSRF-TOKEN': xsrf },
      headers: { 'x-xsrf-token': xsrf },
      payload: { first_name: 'A', last_name: 'B', display_name: 'C' },
    });
    expect(planted.statusCode).toBe(403);
  });

  it('no reply that hands out a session cookie may be kept by a shared cache; returning visitors still get public ones', async () => {
    const gets = registeredRoutes(shop.app).filter((r) => r.method === 'GET' && !r.path.includes('*'));
    expect(gets.length).toBeGreaterThan(30);
    const returning = browser(shop.app);
    await returning.get(`${API}/health`);
    let publicReplies = 0;
    for (const route of gets) {
      const url = urlFor(route, { url: 'x', slug: 'o-nas', query: 'kamera', n: 1, token: 'x', email: 'a@b.sk' });
      if (/sign\/(out|reset|approve)/.test(url)) continue;
      const first = await shop.app.inject({ method: 'GET', url });
      const cacheControl = String(first.headers['cache-control'] ?? '');
      if (first.headers['set-cookie']) expect(cacheControl, url).not.toMatch(/public|s-maxage/);
      const again = await returning.get(url);
      expect(again.headers['set-cookie'], url).toBeUndefined();
      if (String(again.headers['cache-control']).startsWith('public')) publicReplies++;
    }
    expect(publicReplies).toBeGreaterThan(5);
  });

  it('https: HSTS and upgrade-insecure-requests are sent', async () => {
    const res = await secure.inject({ method: 'GET', url: `${API}/health` });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    const plain = await shop.app.inject({ method: 'GET', url: `${API}/health` });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

// ------------------------------------------------------------------------------------ throttling

describe('throttling: sign-in and password reset, whatever the caller rotates', () => {
  let ipCounter = 0;
  /** A fresh socket address (TEST-NET-2) per call. */
  const freshIp = () => `198.51.100.${++ipCounter}`;
  const spoofed = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

  const expect429 = (res: LightMyRequestResponse, what: string) => {
    expect(res.statusCode, `${what}: ${res.body}`).toBe(429);
    expect(res.json().error[0].code, what).toBe(ErrorCode.tooManyRequests);
    expect(Number(res.headers['retry-after']), what).toBeGreaterThan(0);
  };

  /**
   * Ways a caller may try to look like someone else once blocked. `socket` is the TCP peer;
   * 127.0.0.1 is the trusted proxy, whose last X-Forwarded-For entry is the real client.
   */
  const bypasses = (realIp: string): [string, string, Record<string, string>][] => [
    ['a new X-Forwarded-For', realIp, { 'x-forwarded-for': spoofed() }],
    ['an X-Forwarded-For chain', realIp, { 'x-forwarded-for': `${spoofed()}, ${spoofed()}, ${spoofed()}` }],
    ['X-Real-IP and Forwarded', realIp, { 'x-real-ip': spoofed(), forwarded: `for=${spoofed()}` }],
    [
      'the proxy with a spoofed first X-Forwarded-For entry',
      '127.0.0.1',
      { 'x-forwarded-for': `${spoofed()}, ${realIp}` },
    ],
  ];

  it('sign-in, per account and client: rotating headers and spellings add up; then every way that client tries is 429, while the owner elsewhere gets in', async () => {
    const { email } = await account();
    const ip = freshIp();
    const spellings = [email, email.toUpperCase(), `  ${email}  `, email.replace(/^./, (c) => c.toUpperCase())];
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_IP; i++) {
      const client = await clientAt(shop, ip);
      const res = await client.post(
        `${API}/sign/in`,
        { email: spellings[i % spellings.length], password: 'zle-heslo-123' },
        { 'x-forwarded-for': spoofed() },
      );
      expect(res.statusCode).toBe(400);
    }
    const attempts: [string, string, Record<string, string>, string][] = [
      ['a new session', ip, {}, email],
      ...bypasses(ip).map(
        ([n, socket, h]) => [n, socket, h, email] as [string, string, Record<string, string>, string],
      ),
      ['another spelling of the address', ip, {}, ` ${email.toUpperCase()}`],
    ];
    for (const [name, socket, headers, spelling] of attempts) {
      const client = await clientAt(shop, socket);
      expect429(await client.post(`${API}/sign/in`, { email: spelling, password: TEST_PASSWORD }, headers), name);
    }
    const owner = await clientAt(shop, freshIp());
    expect((await owner.post(`${API}/sign/in`, { email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('sign-in, per client address: rotating X-Forwarded-For does not reset the count; other clients pass', async () => {
    const ip = freshIp();
    const client = await clientAt(shop, ip);
    for (let i = 0; i < LOGIN_FAILURES_PER_IP; i++) {
      const res = await client.post(
        `${API}/sign/in`,
        { email: uniqueEmail('nikto'), password: 'heslo-123' },
        { 'x-forwarded-for': spoofed() },
      );
      expect(res.statusCode).toBe(400);
    }
    for (const [name, socket, headers] of bypasses(ip)) {
      const from = await clientAt(shop, socket);
      expect429(
        await from.post(`${API}/sign/in`, { email: uniqueEmail('nikto'), password: 'heslo-123' }, headers),
        name,
      );
    }
    const other = await clientAt(shop, freshIp());
    expect(
      (await other.post(`${API}/sign/in`, { email: uniqueEmail('nikto'), password: 'heslo-123' })).statusCode,
    ).toBe(400);
  });

  it('reset, per address: rotating addresses, headers and spellings add up; no more mail than the budget', async () => {
    const { email } = await account();
    const spellings = [email, email.toUpperCase(), ` ${email}`];
    for (let i = 0; i < RESETS_PER_ADDRESS_HOUR; i++) {
      const client = await clientAt(shop, freshIp());
      const res = await client.post(
        `${API}/sign/reset/sk/${encodeURIComponent(spellings[i % 3] ?? email)}`,
        {},
        {
          'x-forwarded-for': spoofed(),
        },
      );
      expect(res.statusCode).toBe(200);
    }
    const attempts: [string, string, Record<string, string>][] = [
      ['a new socket address', freshIp(), {}],
      ...bypasses(freshIp()),
    ];
    for (const [name, ip, headers] of attempts) {
      const client = await clientAt(shop, ip);
      expect429(
        await client.post(`${API}/sign/reset/sk/${encodeURIComponent(email.toUpperCase())}`, {}, headers),
        name,
      );
    }
    expect(await mailsTo(shop, email)).toHaveLength(RESETS_PER_ADDRESS_HOUR);
  });

  it('reset, per client address: rotating X-Forwarded-For does not reset the count; other clients pass', async () => {
    const ip = freshIp();
    const client = await clientAt(shop, ip);
    for (let i = 0; i < RESETS_PER_IP_HOUR; i++) {
      const res = await client.post(
        `${API}/sign/reset/sk/${encodeURIComponent(uniqueEmail('nikto'))}`,
        {},
        {
          'x-forwarded-for': spoofed(),
        },
      );
      expect(res.statusCode).toBe(200);
    }
    for (const [name, socket, headers] of bypasses(ip)) {
      const from = await clientAt(shop, socket);
      expect429(await from.post(`${API}/sign/reset/sk/${encodeURIComponent(uniqueEmail('nikto'))}`, {}, headers), name);
    }
    const other = await clientAt(shop, freshIp());
    expect((await other.post(`${API}/sign/reset/sk/${encodeURIComponent(uniqueEmail('nikto'))}`, {})).statusCode).toBe(
      200,
    );
  });
});

// ------------------------------------------------------------------------------------ reset tokens

describe('reset tokens', () => {
  let ipCounter = 0;
  const refused = {
    success: false,
    error: [{ code: ErrorCode.validation, key: 'token', message: 'invalid, expired or used token' }],
  };
  const restore = (token: string, password = NEW_PASSWORD) =>
    browser(shop.app).post(`${API}/sign/restore`, { token, password });
  const hashOf = async (id: number) =>
    (await shop.app.shop.db.select().from(customers).where(eq(customers.id, id)))[0]?.passwordHash;

  /** A reset link asked for through the API (each from its own address, clear of the per-IP budget). */
  async function mailedToken(email: string): Promise<string> {
    const client = await clientAt(shop, `192.0.2.${++ipCounter}`);
    // A forged Host must not end up in the link: it is built from PUBLIC_URL only (linkIn checks the prefix).
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    expect((await client.post(`${API}/sign/reset/sk/${encodeURIComponent(email)}`, {}, headers)).statusCode).toBe(200);
    const mails = await mailsTo(shop, email);
    expect(mails.at(-1)?.html).not.toContain('evil.example');
    return linkIn(mails.at(-1), `${shop.config.publicUrl}/reset-password/`).split('/').pop() ?? '';
  }

  /** [name, prepare → the token to try] */
  const rows: [string, (acc: { id: number; email: string }) => Promise<string>][] = [
    [
      'a token used once already',
      async ({ email }) => {
        const token = await mailedToken(email);
        expect((await restore(token, 'Prve-Nove-Heslo-1')).statusCode).toBe(200);
        return token;
      },
    ],
    [
      'an expired token',
      async ({ id, email }) => {
        const token = await mailedToken(email);
        await shop.app.shop.db.execute(
          sql`update tokens set expires_at = now() - interval '1 second' where customer_id = ${id} and kind = 'reset'`,
        );
        return token;
      },
    ],
    [
      'a token issued before a password change on the account page',
      async ({ email }) => {
        const token = await mailedToken(email);
        const client = await loggedIn(email);
        expect(
          (await client.patch(`${API}/customer/password`, { old: TEST_PASSWORD, password: 'Zmenene-Heslo-1' }))
            .statusCode,
        ).toBe(200);
        return token;
      },
    ],
    [
      'an older token once a newer one was used',
      async ({ email }) => {
        const older = await mailedToken(email);
        const newer = await mailedToken(email);
        expect(older).not.toBe(newer);
        expect((await restore(newer, 'Novsie-Heslo-1')).statusCode).toBe(200);
        return older;
      },
    ],
    [
      'an older token once a newer one was sent (unused)',
      async ({ email }) => {
        const older = await mailedToken(email);
        expect(await mailedToken(email)).not.toBe(older);
        return older;
      },
    ],
    [
      'a token issued before the password changed, even if nothing marked it used',
      async ({ id, email }) => {
        const token = await mailedToken(email);
        await shop.app.shop.db.execute(sql`update tokens set used_at = null where customer_id = ${id}`);
        await shop.app.shop.db.execute(
          sql`update customers set password_changed_at = now() + interval '1 second' where id = ${id}`,
        );
        return token;
      },
    ],
    [
      'a registration approval token',
      async ({ id }) => {
        const { token, hash } = newToken();
        await insertToken(shop.app.shop.db, id, 'approve', hash, 3600_000);
        return token;
      },
    ],
    ['a made-up token', async () => randomBytes(32).toString('base64url')],
    [
      'the token with one character changed',
      async ({ email }) => {
        const token = await mailedToken(email);
        return `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      },
    ],
  ];

  it.each(rows)('%s is refused with one answer for every case, and the password stays', async (_name, prepare) => {
    const acc = await account();
    const token = await prepare(acc);
    const before = await hashOf(acc.id);
    const hashes = vi.mocked(hashPassword).mock.calls.length;
    const res = await restore(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused);
    expect(await hashOf(acc.id)).toBe(before);
    // Refused before any argon2 work (the call has no throttle of its own).
    expect(vi.mocked(hashPassword).mock.calls.length).toBe(hashes);
  });

  it('a fresh token works once: the password changes and every session of the account ends', async () => {
    const acc = await account();
    const session = await loggedIn(acc.email);
    const token = await mailedToken(acc.email);
    const before = await hashOf(acc.id);
    expect((await restore(token)).statusCode).toBe(200);
    expect(await hashOf(acc.id)).not.toBe(before);
    expect(await isLoggedIn(session.jar.get('sid') ?? '')).toBe(false);
    const used = await shop.app.shop.db.select().from(tokens).where(eq(tokens.customerId, acc.id));
    expect(used.every((t) => t.usedAt !== null)).toBe(true);
    // only the hash is stored
    expect(JSON.stringify(used)).not.toContain(token);
    const rows = await query<{ n: number }>(
      shop.app.shop.db,
      sql`select count(*)::int as n from sessions where customer_id = ${acc.id}`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
