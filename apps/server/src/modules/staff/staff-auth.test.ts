import { ErrorCode, STAFF_XSRF_HEADER, StaffErrorCode } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { customerSession } from '../../test/accounts.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import {
  auditRows,
  createStaff,
  STAFF_TEST_PASSWORD,
  signInStaff,
  staffBrowser,
  staffSession,
  uniqueStaffEmail,
} from '../../test/staff.ts';
import {
  STAFF_LOGIN_FAILURES_PER_IP,
  STAFF_LOGIN_FAILURES_PER_PAIR,
  STAFF_TOTP_FAILURES,
} from './staff-auth.service.ts';
import { totpCode } from './totp.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop('empty');
});
afterAll(() => shop.close());

const SIGN_IN = '/admin/v1/staff/sign/in';
const SESSION = '/admin/v1/staff/session';
const USERS = '/admin/v1/staff/users';
const step = 30_000;

describe('staff sign-in without a second factor', () => {
  it('signs in with a complete session, its own cookie and an XSRF token in the JSON', async () => {
    const sales = await createStaff(shop, 'sales', { name: 'Eva Predajná' });
    const client = staffBrowser(shop.app);
    const res = await client.post(SIGN_IN, { email: sales.email.toUpperCase(), password: sales.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      stage: 'complete',
      staff: { id: sales.id, email: sales.email, name: 'Eva Predajná', role: 'sales', mustSetUpTotp: false },
    });
    expect(body.xsrf).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the staff cookie, never sent outside the staff API and unreadable by scripts.
    const cookies = res.cookies as { name: string; path: string; httpOnly: boolean; sameSite: string }[];
    expect(cookies.map((c) => c.name)).toEqual(['staff_sid']);
    expect(cookies[0]).toMatchObject({ path: '/admin/v1/staff', httpOnly: true, sameSite: 'Strict' });
    expect(res.headers['cache-control']).toBe('private, no-store');

    const session = await client.get(SESSION);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ staff: { id: sales.id }, xsrf: body.xsrf });
    expect(await auditRows(shop, 'staff', sales.id)).toEqual([
      expect.objectContaining({ action: 'staff.sign-in', staff_id: sales.id, ip: '127.0.0.1' }),
    ]);
  });

  it('refuses a wrong password, an unknown address, a person without password and a deactivated one alike', async () => {
    const sales = await createStaff(shop, 'sales');
    const noPassword = await createStaff(shop, 'sales', { password: null });
    const inactive = await createStaff(shop, 'warehouse', { active: false });
    const unknown = uniqueStaffEmail('nikto');
    const attempts = [
      { email: sales.email, password: 'zle-heslo-123456' },
      { email: unknown, password: STAFF_TEST_PASSWORD },
      { email: noPassword.email, password: STAFF_TEST_PASSWORD },
      { email: inactive.email, password: inactive.password },
    ];
    for (const attempt of attempts) {
      const res = await staffBrowser(shop.app).post(SIGN_IN, attempt);
      expect(res.statusCode, attempt.email).toBe(400);
      expect(res.json()).toEqual({ success: false, error: [{ code: StaffErrorCode.credentials, key: 'password' }] });
      expect(res.cookies).toEqual([]);
    }
    expect(await auditRows(shop, 'staff', sales.id)).toEqual([
      expect.objectContaining({ action: 'staff.sign-in-failed', staff_id: sales.id }),
    ]);
    const failedUnknown = await query<{ changes: unknown }>(
      shop.app.shop.db,
      sql`select changes from audit_log where action = 'staff.sign-in-failed' and staff_id is null`,
    );
    expect(failedUnknown.map((r) => r.changes)).toContainEqual({ email: [null, unknown] });
  });

  it('does not sign a customer in, and a customer session opens nothing of the back office', async () => {
    const { customer, client } = await customerSession(shop);
    expect((await client.get('/admin/v1/sign/user')).statusCode).toBe(200);
    const res = await client.post(SIGN_IN, { email: customer.email, password: customer.password });
    expect(res.statusCode).toBe(400);
    expect((await client.get(SESSION)).statusCode).toBe(401);
  });

  it('needs no customer XSRF token on staff routes, but its own on state-changing ones', async () => {
    const { client } = await staffSession(shop, 'sales');
    // sign-out without the staff header: refused, the session stays
    const bare = await client.post('/admin/v1/staff/sign/out', {}, { [STAFF_XSRF_HEADER]: '' });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().error[0].code).toBe(ErrorCode.xsrf);
    const forged = await client.post('/admin/v1/staff/sign/out', {}, { [STAFF_XSRF_HEADER]: 'x'.repeat(43) });
    expect(forged.statusCode).toBe(403);
    expect((await client.get(SESSION)).statusCode).toBe(200);

    const out = await client.post('/admin/v1/staff/sign/out');
    expect(out.statusCode).toBe(200);
    expect((await client.get(SESSION)).statusCode).toBe(401);
  });

  it('sign-out ends the session on the server (the old cookie opens nothing) and is audited', async () => {
    const { staff, client } = await staffSession(shop, 'warehouse');
    const sid = client.jar.get('staff_sid');
    expect((await client.post('/admin/v1/staff/sign/out')).statusCode).toBe(200);
    const replay = staffBrowser(shop.app);
    replay.jar.set('staff_sid', sid ?? '');
    expect((await replay.get(SESSION)).statusCode).toBe(401);
    expect((await auditRows(shop, 'staff', staff.id)).map((r) => r.action)).toEqual([
      'staff.sign-in',
      'staff.sign-out',
    ]);
  });
});

describe('staff sign-in with a second factor (TOTP)', () => {
  it('asks for the code after the password; the half-done session opens nothing', async () => {
    const admin = await createStaff(shop, 'admin');
    const client = staffBrowser(shop.app);
    const res = await client.post(SIGN_IN, { email: admin.email, password: admin.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, stage: 'totp', xsrf: expect.any(String) });
    expect((await client.get(SESSION)).statusCode).toBe(401);
    expect((await client.get(USERS)).statusCode).toBe(401);

    const wrong = await client.post('/admin/v1/staff/sign/totp', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error[0]).toEqual({ code: StaffErrorCode.totpInvalid, key: 'code' });

    const ok = await client.post('/admin/v1/staff/sign/totp', { code: totpCode(admin.totpSecret ?? '') });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ stage: 'complete', staff: { role: 'admin', totpEnabled: true } });
    expect((await client.get(USERS)).statusCode).toBe(200);
    expect((await auditRows(shop, 'staff', admin.id)).map((r) => r.action)).toEqual([
      'staff.sign-in-password',
      'staff.totp-failed',
      'staff.sign-in',
    ]);
  });

  it('accepts a code once: the same code (or an older one) cannot sign in again', async () => {
    const admin = await createStaff(shop, 'admin');
    const now = Date.now();
    await signInStaff(shop, admin, staffBrowser(shop.app), now);
    const second = staffBrowser(shop.app);
    await second.post(SIGN_IN, { email: admin.email, password: admin.password });
    const replayed = await second.post('/admin/v1/staff/sign/totp', { code: totpCode(admin.totpSecret ?? '', now) });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error[0].code).toBe(StaffErrorCode.totpInvalid);
    const older = await second.post('/admin/v1/staff/sign/totp', {
      code: totpCode(admin.totpSecret ?? '', now - step),
    });
    expect(older.statusCode).toBe(400);
    // the next step's code (one step ahead is within the window) still works
    const next = await second.post('/admin/v1/staff/sign/totp', { code: totpCode(admin.totpSecret ?? '', now + step) });
    expect(next.statusCode).toBe(200);
  });

  it('throttles wrong codes per person', async () => {
    const admin = await createStaff(shop, 'admin');
    const client = staffBrowser(shop.app);
    await client.post(SIGN_IN, { email: admin.email, password: admin.password });
    for (let i = 0; i < STAFF_TOTP_FAILURES; i++) {
      expect((await client.post('/admin/v1/staff/sign/totp', { code: '000000' })).statusCode).toBe(400);
    }
    const locked = await client.post('/admin/v1/staff/sign/totp', { code: totpCode(admin.totpSecret ?? '') });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a code that is not six digits with 400 `code`', async () => {
    const res = await staffBrowser(shop.app).post('/admin/v1/staff/sign/totp', { code: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0].key).toBe('code');
  });
});

describe('staff sign-in throttling', () => {
  it('locks an address+account pair after the failures, not the same account from another address', async () => {
    const sales = await createStaff(shop, 'sales');
    const attacker = staffBrowser(shop.app, '10.0.0.7');
    for (let i = 0; i < STAFF_LOGIN_FAILURES_PER_PAIR; i++) {
      expect((await attacker.post(SIGN_IN, { email: sales.email, password: `zle-heslo-${i}` })).statusCode).toBe(400);
    }
    const locked = await attacker.post(SIGN_IN, { email: sales.email, password: sales.password });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // the owner at the office signs in all the same
    const owner = await staffBrowser(shop.app, '10.0.0.8').post(SIGN_IN, {
      email: sales.email,
      password: sales.password,
    });
    expect(owner.statusCode).toBe(200);
  });

  it('caps failures per address across accounts', async () => {
    const sprayer = staffBrowser(shop.app, '10.0.0.9');
    for (let i = 0; i < STAFF_LOGIN_FAILURES_PER_IP; i++) {
      const res = await sprayer.post(SIGN_IN, { email: uniqueStaffEmail('sprej'), password: 'zle-heslo-123456' });
      expect(res.statusCode).toBe(400);
    }
    const sales = await createStaff(shop, 'sales');
    expect((await sprayer.post(SIGN_IN, { email: sales.email, password: sales.password })).statusCode).toBe(429);
  });

  it('does not count successful sign-ins', async () => {
    const sales = await createStaff(shop, 'sales');
    const client = staffBrowser(shop.app, '10.0.0.10');
    for (let i = 0; i < STAFF_LOGIN_FAILURES_PER_PAIR + 2; i++) {
      expect((await client.post(SIGN_IN, { email: sales.email, password: sales.password })).statusCode).toBe(200);
    }
  });
});

describe('staff session lifetime', () => {
  const age = (staffId: number, column: 'last_seen_at' | 'expires_at', interval: string) =>
    shop.app.shop.db.execute(
      sql`update staff_sessions set ${sql.identifier(column)} = now() - ${interval}::interval where staff_id = ${staffId}`,
    );

  it('ends after two idle hours', async () => {
    const { staff, client } = await staffSession(shop, 'sales');
    await age(staff.id, 'last_seen_at', '119 minutes');
    expect((await client.get(SESSION)).statusCode).toBe(200);
    await age(staff.id, 'last_seen_at', '121 minutes');
    expect((await client.get(SESSION)).statusCode).toBe(401);
  });

  it('ends at its absolute end even while in use', async () => {
    const { staff, client } = await staffSession(shop, 'sales');
    const row = await query<{ hours: number }>(
      shop.app.shop.db,
      sql`select extract(epoch from expires_at - created_at) / 3600 as hours from staff_sessions where staff_id = ${staff.id}`,
    );
    expect(Math.round(Number(row[0]?.hours))).toBe(12);
    await age(staff.id, 'expires_at', '1 second');
    expect((await client.get(SESSION)).statusCode).toBe(401);
  });

  it('ends when the person is deactivated', async () => {
    const { staff, client } = await staffSession(shop, 'warehouse');
    await shop.app.shop.db.execute(sql`update staff_users set active = false where id = ${staff.id}`);
    expect((await client.get(SESSION)).statusCode).toBe(401);
  });
});

describe('an admin without a second factor', () => {
  it('is led to set one up: nothing else opens until a code from the new secret is confirmed', async () => {
    const admin = await createStaff(shop, 'admin', { totp: false });
    const client = await signInStaff(shop, admin);
    const session = await client.get(SESSION);
    expect(session.json().staff).toMatchObject({ mustSetUpTotp: true, totpEnabled: false });

    const blocked = await client.get(USERS);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ success: false, error: [{ code: StaffErrorCode.totpSetupRequired }] });
    expect((await client.get('/admin/v1/staff/audit')).statusCode).toBe(403);

    const setup = await client.post('/admin/v1/staff/totp/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, uri, qr } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Bezpe%C4%8Dnostn%C3%A9%20syst%C3%A9my:${encodeURIComponent(admin.email)}?issuer=Bezpe%C4%8Dnostn%C3%A9%20syst%C3%A9my&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qr).toMatch(/^data:image\/png;base64,/);

    const wrong = await client.post('/admin/v1/staff/totp/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect((await client.get(USERS)).statusCode).toBe(403);

    const confirmed = await client.post('/admin/v1/staff/totp/confirm', { code: totpCode(secret) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().staff).toMatchObject({ mustSetUpTotp: false, totpEnabled: true });
    expect((await client.get(USERS)).statusCode).toBe(200);
    expect((await auditRows(shop, 'staff', admin.id)).map((r) => r.action)).toEqual([
      'staff.sign-in',
      'staff.totp-setup',
      'staff.totp-failed',
      'staff.totp-enabled',
    ]);

    // the next sign-in asks for the code
    const again = await staffBrowser(shop.app).post(SIGN_IN, { email: admin.email, password: admin.password });
    expect(again.json().stage).toBe('totp');
  });

  it('may still sign out', async () => {
    const admin = await createStaff(shop, 'admin', { totp: false });
    const client = await signInStaff(shop, admin);
    expect((await client.post('/admin/v1/staff/sign/out')).statusCode).toBe(200);
  });

  it('except the exempt demo admin, who works without one', async () => {
    const admin = await createStaff(shop, 'admin', { totp: false, exempt: true });
    const client = await signInStaff(shop, admin);
    expect((await client.get(SESSION)).json().staff.mustSetUpTotp).toBe(false);
    expect((await client.get(USERS)).statusCode).toBe(200);
  });

  it('others may set one up, and are not forced to', async () => {
    const { client } = await staffSession(shop, 'sales');
    expect((await client.get(SESSION)).json().staff.mustSetUpTotp).toBe(false);
    const setup = await client.post('/admin/v1/staff/totp/setup');
    expect(setup.statusCode).toBe(200);
    const ok = await client.post('/admin/v1/staff/totp/confirm', { code: totpCode(setup.json().secret) });
    expect(ok.json().staff.totpEnabled).toBe(true);
  });
});

describe('set-password links', () => {
  async function linkFor(staffId: number) {
    const { client } = await staffSession(shop, 'admin');
    const res = await client.post(`${USERS}/${staffId}/reset`);
    expect(res.statusCode).toBe(200);
    return (res.json().link as string).split('/staff/set-password/')[1] ?? '';
  }
  const setPassword = (token: string, password: string) =>
    staffBrowser(shop.app).post('/admin/v1/staff/sign/set-password', { token, password });

  it('tells whom the link is for, sets the password once, and the link is then used up', async () => {
    const person = await createStaff(shop, 'sales', { password: null, name: 'Nová Kolegyňa' });
    const token = await linkFor(person.id);
    const info = await staffBrowser(shop.app).get(`/admin/v1/staff/sign/set-password/${token}`);
    expect(info.json()).toEqual({ success: true, email: person.email, name: 'Nová Kolegyňa' });

    expect((await setPassword(token, 'nove-heslo-123456')).statusCode).toBe(200);
    const reused = await setPassword(token, 'ine-heslo-1234567');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error[0]).toEqual({ code: StaffErrorCode.tokenInvalid, key: 'token' });
    expect((await staffBrowser(shop.app).get(`/admin/v1/staff/sign/set-password/${token}`)).statusCode).toBe(400);

    await signInStaff(shop, { ...person, password: 'nove-heslo-123456' });
    expect((await auditRows(shop, 'staff', person.id)).map((r) => r.action)).toContain('staff.password-set');
  });

  it('refuses a password shorter than 12 characters with 400 `password`, and keeps the link', async () => {
    const person = await createStaff(shop, 'sales', { password: null });
    const token = await linkFor(person.id);
    const short = await setPassword(token, 'kratke-1234');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.map((e: { key: string }) => e.key)).toEqual(['password']);
    expect((await setPassword(token, 'dost-dlhe-heslo')).statusCode).toBe(200);
  });

  it('voids an older link when a new one is issued', async () => {
    const person = await createStaff(shop, 'warehouse', { password: null });
    const older = await linkFor(person.id);
    const newer = await linkFor(person.id);
    expect((await setPassword(older, 'stare-heslo-12345')).statusCode).toBe(400);
    expect((await setPassword(newer, 'nove-heslo-123456')).statusCode).toBe(200);
  });

  it('refuses an expired or made-up link', async () => {
    const person = await createStaff(shop, 'warehouse', { password: null });
    const token = await linkFor(person.id);
    await shop.app.shop.db.execute(sql`update staff_tokens set expires_at = now() - interval '1 second'`);
    expect((await setPassword(token, 'nove-heslo-123456')).statusCode).toBe(400);
    expect((await setPassword('vymysleny-token', 'nove-heslo-123456')).statusCode).toBe(400);
  });

  it('ends every session of the person', async () => {
    const { staff, client } = await staffSession(shop, 'sales');
    const token = await linkFor(staff.id);
    // the reset already ended it and cleared the password
    expect((await client.get(SESSION)).statusCode).toBe(401);
    await expect(signInStaff(shop, staff)).rejects.toThrow(/400/);
    expect((await setPassword(token, 'nove-heslo-123456')).statusCode).toBe(200);

    // a session opened before the password is set through a link ends with it
    const signedIn = await signInStaff(shop, { ...staff, password: 'nove-heslo-123456' });
    await shop.app.shop.db.execute(sql`update staff_tokens set used_at = null, expires_at = now() + interval '1 hour'
      where staff_id = ${staff.id} and token_hash = (select token_hash from staff_tokens where staff_id = ${staff.id} order by id desc limit 1)`);
    expect((await setPassword(token, 'este-novsie-heslo')).statusCode).toBe(200);
    expect((await signedIn.get(SESSION)).statusCode).toBe(401);
  });
});
