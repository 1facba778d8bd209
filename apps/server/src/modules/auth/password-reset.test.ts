import { ErrorCode } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, tokens } from '../../db/schema/index.ts';
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
import {
  RESET_CHECKS_PER_MINUTE,
  RESETS_PER_ADDRESS_AND_IP_HOUR,
  RESETS_PER_ADDRESS_HOUR,
  RESETS_PER_IP_HOUR,
} from './password-reset.service.ts';
import { hashToken } from './tokens.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop('empty');
});
afterAll(() => shop.close());

const requestReset = (email: string) => browser(shop.app).post('/admin/v1/sign/reset/sk', { email });
const restore = (token: string, password: string) =>
  browser(shop.app).post('/admin/v1/sign/restore', { token, password });
const signIn = (email: string, password: string) => browser(shop.app).post('/admin/v1/sign/in', { email, password });

let resetClients = 0;
/** Asks for a reset (each time from another client address, clear of the per-client budget) and returns the token from the mail. */
async function resetToken(email: string): Promise<string> {
  const client = await clientAt(shop, `192.0.2.${++resetClients}`);
  expect((await client.post('/admin/v1/sign/reset/sk', { email })).statusCode).toBe(200);
  const mails = await mailsTo(shop, email);
  const link = linkIn(mails.at(-1), `${shop.config.publicUrl}/reset-password/`);
  return link.split('/').pop() ?? '';
}

const tokenRefused = {
  success: false,
  error: [{ code: ErrorCode.validation, key: 'token', message: 'invalid, expired or used token' }],
};

describe('POST /sign/reset/{lang} and /sign/reset/{lang}/{email}', () => {
  it('answers exactly the same for an existing, an unknown and a pending address, and mails only the existing one', async () => {
    const customer = await createApprovedCustomer(shop);
    const pending = await createCustomer(shop, { status: 'pending' });
    const unknown = uniqueEmail('nikto');
    const replies = [
      await requestReset(customer.email.toUpperCase()),
      await requestReset(unknown),
      await requestReset(pending.email),
    ];
    for (const res of replies) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(replies[0]?.body);
      expect(res.headers['content-type']).toBe(replies[0]?.headers['content-type']);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect(replies[0]?.json()).toEqual({ success: true });

    const [mail] = await mailsTo(shop, customer.email);
    expect(mail?.subject).toBe('Obnovenie hesla');
    const token = linkIn(mail, `${shop.config.publicUrl}/reset-password/`).split('/').pop() ?? '';
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [stored] = await shop.app.shop.db
      .select()
      .from(tokens)
      .where(eq(tokens.tokenHash, hashToken(token)));
    expect(stored).toMatchObject({ kind: 'reset', customerId: customer.id, usedAt: null });
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
    expect(await mailsTo(shop, unknown)).toHaveLength(0);
    expect(await mailsTo(shop, pending.email)).toHaveLength(0);
  });

  it('sends the mail on a POST to the original path too; a GET there (a link, a prefetch) is a 404 that sends nothing', async () => {
    const customer = await createApprovedCustomer(shop);
    const client = browser(shop.app);
    const path = `/admin/v1/sign/reset/sk/${encodeURIComponent(customer.email)}`;
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await shop.app.inject({ method, url: path });
      expect(res.statusCode, method).toBe(404);
    }
    expect((await client.get(path)).json()).toEqual({ success: false, error: [{ code: ErrorCode.notFound }] });
    expect(await mailsTo(shop, customer.email)).toHaveLength(0);
    // Without the XSRF header another site could still post a form there: refused.
    const forged = await shop.app.inject({
      method: 'POST',
      url: path,
      headers: { cookie: `sid=${client.jar.get('sid')}` },
    });
    expect(forged.statusCode).toBe(403);
    expect(await mailsTo(shop, customer.email)).toHaveLength(0);

    const res = await client.post(path, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await mailsTo(shop, customer.email)).map((m) => m.subject)).toEqual(['Obnovenie hesla']);
  });

  it('refuses an invalid address with key email', async () => {
    const res = await requestReset('nie-adresa');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.map((e: { key: string }) => e.key)).toEqual(['email']);
  });

  it('throttles per address and client (known or not, the same way), per address in all, and per client, with Retry-After', async () => {
    const customer = await createApprovedCustomer(shop);
    let ip = 0;
    for (const address of [customer.email, uniqueEmail('nikto')]) {
      const ask = async () =>
        (await clientAt(shop, `198.51.100.${++ip}`)).post(`/admin/v1/sign/reset/sk/${address}`, {});
      // One client: a few per hour, then 429 for that address.
      const client = await clientAt(shop, `198.51.100.${++ip}`);
      for (let i = 0; i < RESETS_PER_ADDRESS_AND_IP_HOUR; i++)
        expect((await client.post(`/admin/v1/sign/reset/sk/${address}`, {})).statusCode).toBe(200);
      const blocked = await client.post(`/admin/v1/sign/reset/sk/${address}`, {});
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(3600);
      // Others still may (the owner is not kept from asking by one client); up to the ceiling per address.
      for (let i = RESETS_PER_ADDRESS_AND_IP_HOUR; i < RESETS_PER_ADDRESS_HOUR; i++)
        expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(429);
    }
    expect(await mailsTo(shop, customer.email)).toHaveLength(RESETS_PER_ADDRESS_HOUR);

    const client = await clientAt(shop, '198.51.100.200');
    for (let i = 0; i < RESETS_PER_IP_HOUR; i++)
      expect((await client.post(`/admin/v1/sign/reset/sk/${uniqueEmail('ip')}`, {})).statusCode).toBe(200);
    expect((await client.post(`/admin/v1/sign/reset/sk/${uniqueEmail('ip')}`, {})).statusCode).toBe(429);
  });
});

describe('POST /sign/restore', { timeout: 90_000 }, () => {
  it('sets the password once, ends every session, and the token cannot be used again', async () => {
    const customer = await createApprovedCustomer(shop);
    const session = await loginAs(shop, customer.email, customer.password);
    const token = await resetToken(customer.email);

    const res = await restore(token, 'Nove-Heslo-2026');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await session.get('/admin/v1/sign/user')).statusCode).toBe(401);
    expect((await signIn(customer.email, customer.password)).statusCode).toBe(400);
    expect((await signIn(customer.email, 'Nove-Heslo-2026')).statusCode).toBe(200);

    const reused = await restore(token, 'Ine-Heslo-2026');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(tokenRefused);
    expect((await signIn(customer.email, 'Nove-Heslo-2026')).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous uses of a token win', async () => {
    const customer = await createApprovedCustomer(shop);
    const token = await resetToken(customer.email);
    const results = await Promise.all([restore(token, 'Prve-Heslo-111'), restore(token, 'Druhe-Heslo-222')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = results[0]?.statusCode === 200 ? 'Prve-Heslo-111' : 'Druhe-Heslo-222';
    const loser = winner === 'Prve-Heslo-111' ? 'Druhe-Heslo-222' : 'Prve-Heslo-111';
    expect((await signIn(customer.email, winner)).statusCode).toBe(200);
    expect((await signIn(customer.email, loser)).statusCode).toBe(400);
  });

  it('refuses an expired token', async () => {
    const customer = await createApprovedCustomer(shop);
    const token = await resetToken(customer.email);
    await shop.app.shop.db
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tokens.tokenHash, hashToken(token)));
    const res = await restore(token, 'Nove-Heslo-2026');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(tokenRefused);
    expect((await signIn(customer.email, customer.password)).statusCode).toBe(200);
  });

  it('voids a token once the password changed in another way (account page, or another reset link)', async () => {
    const customer = await createApprovedCustomer(shop);
    const first = await resetToken(customer.email);
    const second = await resetToken(customer.email);
    const client = await loginAs(shop, customer.email, customer.password);
    expect(
      (await client.patch('/admin/v1/customer/password', { old: customer.password, password: 'Zmenene-Heslo-1' }))
        .statusCode,
    ).toBe(200);
    expect((await restore(first, 'Utocnik-Heslo-1')).json()).toEqual(tokenRefused);

    const third = await resetToken(customer.email);
    expect((await restore(third, 'Tretie-Heslo-3')).statusCode).toBe(200);
    expect((await restore(second, 'Druhe-Heslo-2')).statusCode).toBe(400);
    expect((await signIn(customer.email, 'Tretie-Heslo-3')).statusCode).toBe(200);
  });

  it('voids the older link as soon as a newer one is sent: only the newest mail works', async () => {
    const customer = await createApprovedCustomer(shop);
    const older = await resetToken(customer.email);
    const newer = await resetToken(customer.email);
    expect(older).not.toBe(newer);
    const refused = await restore(older, 'Stare-Heslo-1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(tokenRefused);
    expect((await signIn(customer.email, customer.password)).statusCode).toBe(200);
    expect((await restore(newer, 'Nove-Heslo-2')).statusCode).toBe(200);
    expect((await signIn(customer.email, 'Nove-Heslo-2')).statusCode).toBe(200);
  });

  it('refuses a token issued before the last password change, even when nothing marked it used', async () => {
    const customer = await createApprovedCustomer(shop);
    const token = await resetToken(customer.email);
    await shop.app.shop.db
      .update(customers)
      .set({ passwordChangedAt: new Date(Date.now() + 1000) })
      .where(eq(customers.id, customer.id));
    expect((await restore(token, 'Nove-Heslo-2026')).json()).toEqual(tokenRefused);
  });

  it('refuses an unknown token and validates the new password', async () => {
    expect((await restore('a'.repeat(43), 'Nove-Heslo-2026')).json()).toEqual(tokenRefused);
    const short = await restore('a'.repeat(43), '1234567');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.map((e: { key: string }) => e.key)).toEqual(['password']);
    const missing = await browser(shop.app).post('/admin/v1/sign/restore', {});
    expect(
      missing
        .json()
        .error.map((e: { key: string }) => e.key)
        .sort(),
    ).toEqual(['password', 'token']);
  });
});

describe('GET /sign/restore/{token}', { timeout: 90_000 }, () => {
  const check = (token: string) => browser(shop.app).get(`/admin/v1/sign/restore/${encodeURIComponent(token)}`);
  const tokenRows = async (customerId: number) =>
    shop.app.shop.db.select().from(tokens).where(eq(tokens.customerId, customerId));

  it('says valid for a fresh link, without using it up or telling whose it is', async () => {
    const customer = await createApprovedCustomer(shop);
    const token = await resetToken(customer.email);
    const before = await tokenRows(customer.id);
    for (let i = 0; i < 2; i++) {
      const res = await check(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, valid: true });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect(await tokenRows(customer.id)).toEqual(before);
    expect((await restore(token, 'Nove-Heslo-2026')).statusCode).toBe(200);
  });

  it('says not valid, with one answer, for a used, an expired, an older and a made-up link', async () => {
    const customer = await createApprovedCustomer(shop);
    const used = await resetToken(customer.email);
    expect((await restore(used, 'Nove-Heslo-2026')).statusCode).toBe(200);
    const expired = await resetToken(customer.email);
    await shop.app.shop.db
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tokens.tokenHash, hashToken(expired)));
    const older = await resetToken(customer.email);
    await resetToken(customer.email);
    const replies = await Promise.all([used, expired, older, 'a'.repeat(43)].map(check));
    for (const res of replies) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(JSON.stringify({ success: true, valid: false }));
    }
  });

  it('limits checks per client address with 429 and Retry-After', async () => {
    const client = await clientAt(shop, '198.51.100.77');
    for (let i = 0; i < RESET_CHECKS_PER_MINUTE; i++)
      expect((await client.get(`/admin/v1/sign/restore/${'b'.repeat(43)}`)).statusCode).toBe(200);
    const limited = await client.get(`/admin/v1/sign/restore/${'b'.repeat(43)}`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().success).toBe(false);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // another client is not affected
    expect(
      (await (await clientAt(shop, '198.51.100.78')).get(`/admin/v1/sign/restore/${'b'.repeat(43)}`)).statusCode,
    ).toBe(200);
  });
});

describe('PATCH /customer/password', { timeout: 90_000 }, () => {
  it('needs a login', async () => {
    const res = await browser(shop.app).patch('/admin/v1/customer/password', { old: 'x', password: 'Nove-Heslo-2026' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong old password with key old, and a short new one with key password', async () => {
    const customer = await createApprovedCustomer(shop);
    const client = await loginAs(shop, customer.email, customer.password);
    const wrong = await client.patch('/admin/v1/customer/password', {
      old: 'zle-heslo-123',
      password: 'Nove-Heslo-2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, error: [{ code: ErrorCode.passwordIncorrect, key: 'old' }] });
    const short = await client.patch('/admin/v1/customer/password', { old: customer.password, password: 'kratke' });
    expect(short.json().error.map((e: { key: string }) => e.key)).toEqual(['password']);
    expect((await signIn(customer.email, customer.password)).statusCode).toBe(200);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const customer = await createApprovedCustomer(shop);
    const here = await loginAs(shop, customer.email, customer.password);
    const elsewhere = await loginAs(shop, customer.email, customer.password);
    const res = await here.patch('/admin/v1/customer/password', {
      old: customer.password,
      password: 'Nove-Heslo-2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await here.get('/admin/v1/sign/user')).statusCode).toBe(200);
    expect((await elsewhere.get('/admin/v1/sign/user')).statusCode).toBe(401);
    expect((await signIn(customer.email, customer.password)).statusCode).toBe(400);
    expect((await signIn(customer.email, 'Nove-Heslo-2026')).statusCode).toBe(200);
  });
});
