import { ErrorCode } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import {
  clientAt,
  createApprovedCustomer,
  createCustomer,
  linkIn,
  loginAs,
  mailsTo,
  uniqueEmail,
} from '../../test/accounts.ts';
import { browser, createTestShop, type TestShop } from '../../test/app.ts';
import { LOGIN_FAILURES_PER_ACCOUNT_AND_IP, LOGIN_FAILURES_PER_IP } from './auth.service.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop('empty');
});
afterAll(() => shop.close());

const signIn = (email: string, password: string) => browser(shop.app).post('/admin/v1/sign/in', { email, password });
const withSid = (sid: string | undefined) => ({ cookie: `sid=${sid}` });

describe('POST /sign/in', () => {
  it('answers 400 with its own code and key for an unknown address, a wrong password and a not yet approved account', async () => {
    const approved = await createApprovedCustomer(shop);
    const pending = await createCustomer(shop, { status: 'pending' });

    const unknown = await signIn(uniqueEmail('nikto'), 'whatever-123');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ success: false, error: [{ code: ErrorCode.emailNotExists, key: 'email' }] });

    const wrong = await signIn(approved.email, 'zle-heslo-123');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, error: [{ code: ErrorCode.passwordIncorrect, key: 'password' }] });

    const notApproved = await signIn(pending.email, pending.password);
    expect(notApproved.statusCode).toBe(400);
    expect(notApproved.json()).toEqual({ success: false, error: [{ code: ErrorCode.emailNotAllowed, key: 'email' }] });
    // a pending account's state is only told to someone who knows its password
    expect((await signIn(pending.email, 'zle-heslo-123')).json().error[0].code).toBe(ErrorCode.passwordIncorrect);
  });

  it('validates the body: one entry per field', async () => {
    const res = await browser(shop.app).post('/admin/v1/sign/in', { email: 'x' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .error.map((e: { key: string }) => e.key)
        .sort(),
    ).toEqual(['email', 'password']);
  });

  it('logs in case-insensitively with a new session id and answers the session user', async () => {
    const customer = await createApprovedCustomer(shop, {
      firstName: 'Mária',
      lastName: 'Šťastná',
      companyName: 'Kamery, s.r.o.',
    });
    const client = browser(shop.app);
    await client.get('/admin/v1/health');
    const anonymousSid = client.jar.get('sid');
    expect(anonymousSid).toBeTruthy();
    // the anonymous id is looked up (and remembered as anonymous) before the login
    expect((await client.get('/admin/v1/sign/user')).statusCode).toBe(401);

    const res = await client.post('/admin/v1/sign/in', {
      email: customer.email.toUpperCase(),
      password: customer.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { user } = res.json();
    expect(user).toMatchObject({
      username: customer.email,
      first_name: 'Mária',
      last_name: 'Šťastná',
      company_name: 'Kamery, s.r.o.',
    });
    expect(Math.abs(Date.parse(user.last_auth_check) - Date.now())).toBeLessThan(60_000);

    const loggedInSid = client.jar.get('sid');
    expect(loggedInSid).not.toBe(anonymousSid);
    // the id the browser had before (possibly planted by someone else) is not logged in
    expect(
      (await shop.app.inject({ method: 'GET', url: '/admin/v1/sign/user', headers: withSid(anonymousSid) })).statusCode,
    ).toBe(401);

    const check = await client.get('/admin/v1/sign/user');
    expect(check.statusCode).toBe(200);
    expect(check.json().user).toEqual(user);

    // logging in again rotates again, and auth_check follows the session
    const again = await client.post('/admin/v1/sign/in', { email: customer.email, password: customer.password });
    expect(client.jar.get('sid')).not.toBe(loggedInSid);
    expect(again.json().user.auth_check).not.toBe(user.auth_check);
    expect(
      (await shop.app.inject({ method: 'GET', url: '/admin/v1/sign/user', headers: withSid(loggedInSid) })).statusCode,
    ).toBe(401);
  });
});

describe('GET /sign/user and POST /sign/out/', () => {
  it('answers 401 without a session', async () => {
    const res = await browser(shop.app).get('/admin/v1/sign/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: [{ code: ErrorCode.notLoggedIn }] });
  });

  it('ends the session on the server: the old cookie is dead afterwards', async () => {
    const customer = await createApprovedCustomer(shop);
    const client = await loginAs(shop, customer.email, customer.password);
    const sid = client.jar.get('sid');
    const res = await client.post('/admin/v1/sign/out/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(client.jar.get('sid')).not.toBe(sid);
    expect((await client.get('/admin/v1/sign/user')).statusCode).toBe(401);
    // replaying the old cookie does not bring the session back
    expect(
      (await shop.app.inject({ method: 'GET', url: '/admin/v1/sign/user', headers: withSid(sid) })).statusCode,
    ).toBe(401);
    const rows = await query<{ n: number }>(
      shop.app.shop.db,
      sql`select count(*)::int as n from sessions where customer_id = ${customer.id}`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('signs out only on a POST with the XSRF header: a GET (a link or image elsewhere) or a forged POST does nothing', async () => {
    const customer = await createApprovedCustomer(shop);
    const client = await loginAs(shop, customer.email, customer.password);
    const sid = client.jar.get('sid');
    for (const url of ['/admin/v1/sign/out', '/admin/v1/sign/out/']) {
      const get = await client.get(url);
      expect(get.statusCode, url).toBe(404);
      expect(get.json()).toEqual({ success: false, error: [{ code: ErrorCode.notFound }] });
    }
    const forged = await shop.app.inject({
      method: 'POST',
      url: '/admin/v1/sign/out/',
      headers: { cookie: `sid=${sid}; XSRF-TOKEN=${client.jar.get('XSRF-TOKEN')}` },
    });
    expect(forged.statusCode).toBe(403);
    expect(client.jar.get('sid')).toBe(sid);
    expect((await client.get('/admin/v1/sign/user')).statusCode).toBe(200);
  });
});

// Argon2 runs for every wrong password here; on a loaded machine that takes a while.
describe('sign-in throttling', { timeout: 120_000 }, () => {
  it('blocks an account for the client that failed 10 times (successes do not count), with Retry-After, and not for ever', async () => {
    const customer = await createApprovedCustomer(shop);
    const client = await clientAt(shop, '198.51.100.10');
    const attempt = (password: string) => client.post('/admin/v1/sign/in', { email: customer.email, password });

    for (let i = 0; i < 3; i++) expect((await attempt(customer.password)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_IP - 1; i++)
      expect((await attempt('zle-heslo-123')).statusCode).toBe(400);
    expect((await attempt(customer.password)).statusCode).toBe(200);
    expect((await attempt('zle-heslo-123')).statusCode).toBe(400);

    const blocked = await attempt(customer.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error[0].code).toBe(ErrorCode.tooManyRequests);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // the same address for another account is not blocked
    const other = await createApprovedCustomer(shop);
    expect((await client.post('/admin/v1/sign/in', { email: other.email, password: other.password })).statusCode).toBe(
      200,
    );

    // once the window is over, the account can log in again
    await shop.app.shop.db.execute(
      sql`update throttles set reset_at = now() - interval '1 second' where key like 'login:account:%'`,
    );
    expect((await attempt(customer.password)).statusCode).toBe(200);
  });

  it('someone who knows the address cannot lock its owner out: their failures block only them', async () => {
    const customer = await createApprovedCustomer(shop);
    const attacker = await clientAt(shop, '198.51.100.20');
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_IP * 2; i++) {
      const res = await attacker.post('/admin/v1/sign/in', { email: customer.email, password: `hadam-${i}` });
      expect(res.statusCode).toBe(i < LOGIN_FAILURES_PER_ACCOUNT_AND_IP ? 400 : 429);
    }
    const owner = await clientAt(shop, '198.51.100.21');
    expect(
      (await owner.post('/admin/v1/sign/in', { email: customer.email, password: customer.password })).statusCode,
    ).toBe(200);
  });

  it('counts an IPv6 client by its /64: new addresses in the same network do not bring a fresh budget', async () => {
    const customer = await createApprovedCustomer(shop);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_IP; i++) {
      const client = await clientAt(shop, `2001:db8:7:1::${(i + 1).toString(16)}`);
      expect(
        (await client.post('/admin/v1/sign/in', { email: customer.email, password: 'zle-heslo' })).statusCode,
      ).toBe(400);
    }
    const sameNetwork = await clientAt(shop, '2001:db8:7:1:ffff:ffff:ffff:fffe');
    expect(
      (await sameNetwork.post('/admin/v1/sign/in', { email: customer.email, password: customer.password })).statusCode,
    ).toBe(429);
    const otherNetwork = await clientAt(shop, '2001:db8:7:2::1');
    expect(
      (await otherNetwork.post('/admin/v1/sign/in', { email: customer.email, password: customer.password })).statusCode,
    ).toBe(200);
  });

  it("a password reset clears the account's failure counters: the owner signs in at once from the blocked address", async () => {
    const customer = await createApprovedCustomer(shop);
    const client = await clientAt(shop, '198.51.100.30');
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_IP; i++)
      await client.post('/admin/v1/sign/in', { email: customer.email, password: 'zle-heslo-123' });
    expect(
      (await client.post('/admin/v1/sign/in', { email: customer.email, password: customer.password })).statusCode,
    ).toBe(429);

    expect((await client.post('/admin/v1/sign/reset/sk', { email: customer.email })).statusCode).toBe(200);
    const mails = await mailsTo(shop, customer.email);
    const token = linkIn(mails.at(-1), `${shop.config.publicUrl}/reset-password/`).split('/').pop() ?? '';
    expect((await client.post('/admin/v1/sign/restore', { token, password: 'Nove-Heslo-2026' })).statusCode).toBe(200);
    expect(
      (await client.post('/admin/v1/sign/in', { email: customer.email, password: 'Nove-Heslo-2026' })).statusCode,
    ).toBe(200);
  });

  it('blocks a client address after 50 failures; a spoofed X-Forwarded-For from a non-proxy client changes nothing', async () => {
    const client = await clientAt(shop, '203.0.113.9');
    for (let i = 0; i < LOGIN_FAILURES_PER_IP; i++) {
      const res = await client.post(
        '/admin/v1/sign/in',
        { email: uniqueEmail('x'), password: 'heslo-123' },
        { 'x-forwarded-for': `198.18.0.${i}` },
      );
      expect(res.statusCode).toBe(400);
    }
    const blocked = await client.post(
      '/admin/v1/sign/in',
      { email: uniqueEmail('x'), password: 'heslo-123' },
      { 'x-forwarded-for': '198.18.1.1' },
    );
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // request.ip was the socket address every time, never the header
    const keys = await query<{ key: string; hits: number }>(
      shop.app.shop.db,
      sql`select key, hits from throttles where key like 'login:ip:%'`,
    );
    expect(keys.find((k) => k.key === 'login:ip:203.0.113.9')?.hits).toBe(LOGIN_FAILURES_PER_IP);
    expect(keys.some((k) => k.key.startsWith('login:ip:198.18.'))).toBe(false);

    // another client is not affected
    const other = await clientAt(shop, '203.0.113.10');
    expect((await other.post('/admin/v1/sign/in', { email: uniqueEmail('x'), password: 'heslo-123' })).statusCode).toBe(
      400,
    );
  });

  it('behind the loopback proxy, counts the address the proxy saw, whatever the client put before it', async () => {
    const proxy = await clientAt(shop, '127.0.0.1');
    const viaProxy = (spoofed: string, real: string) =>
      proxy.post(
        '/admin/v1/sign/in',
        { email: uniqueEmail('x'), password: 'heslo-123' },
        { 'x-forwarded-for': `${spoofed}, ${real}` },
      );
    for (let i = 0; i < LOGIN_FAILURES_PER_IP; i++)
      expect((await viaProxy(`10.9.0.${i}`, '192.0.2.77')).statusCode).toBe(400);
    expect((await viaProxy('10.9.9.9', '192.0.2.77')).statusCode).toBe(429);
    expect((await viaProxy('10.9.9.9', '192.0.2.78')).statusCode).toBe(400);
  });
});

describe('TRUST_PROXY', () => {
  it('believes X-Forwarded-For only from the proxies it names (another host here), so failures count per real client', async () => {
    const behindProxy = await createTestShop('empty', { TRUST_PROXY: '10.1.2.3, 10.9.0.0/16' });
    try {
      const failAt = async (socket: string, forwardedFor: string) => {
        const client = await clientAt(behindProxy, socket);
        const res = await client.post(
          '/admin/v1/sign/in',
          { email: uniqueEmail('x'), password: 'heslo-123' },
          { 'x-forwarded-for': forwardedFor },
        );
        expect(res.statusCode).toBe(400);
      };
      await failAt('10.1.2.3', '192.0.2.50');
      await failAt('10.9.4.4', '10.66.0.1, 192.0.2.51');
      // Not a named proxy (the loopback is not trusted when TRUST_PROXY names others): its header is ignored.
      await failAt('127.0.0.1', '192.0.2.52');
      await failAt('203.0.113.40', '192.0.2.53');
      const keys = (
        await query<{ key: string }>(
          behindProxy.app.shop.db,
          sql`select key from throttles where key like 'login:ip:%'`,
        )
      ).map((r) => r.key);
      expect(keys.sort()).toEqual(
        ['login:ip:127.0.0.1', 'login:ip:192.0.2.50', 'login:ip:192.0.2.51', 'login:ip:203.0.113.40'].sort(),
      );
    } finally {
      await behindProxy.close();
    }
  });
});
