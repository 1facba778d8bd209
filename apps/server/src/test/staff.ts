import { createHash, randomBytes } from 'node:crypto';
import { STAFF_XSRF_HEADER, type StaffRole } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { staffUsers } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { newTotpSecret, totpCode } from '../modules/staff/totp.ts';
import type { TestShop } from './app.ts';

/**
 * Staff helpers for server tests: people made straight in the database, a client that behaves
 * like the back office app (keeps the staff cookie, sends `X-Staff-XSRF` from the last reply
 * that carried one), and signed-in clients for each role.
 */

export const STAFF_TEST_PASSWORD = 'Staff-heslo-12345';
export const uniqueStaffEmail = (role = 'staff') => `${role}-${randomBytes(5).toString('hex')}@example.com`;

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  role: StaffRole;
  /** Base32, when the person has a second factor. */
  totpSecret: string | null;
}

export interface StaffOptions {
  email?: string;
  name?: string;
  /** null: no password yet (only a set-password link would help). */
  password?: string | null;
  /** A second factor; admins get one unless `totp: false` (an admin without it must set it up first). */
  totp?: boolean;
  exempt?: boolean;
  active?: boolean;
}

export async function createStaff(shop: TestShop, role: StaffRole, options: StaffOptions = {}): Promise<TestStaff> {
  const email = options.email ?? uniqueStaffEmail(role);
  const password = options.password === undefined ? STAFF_TEST_PASSWORD : options.password;
  const totpSecret = (options.totp ?? role === 'admin') ? newTotpSecret() : null;
  const [row] = await shop.app.shop.db
    .insert(staffUsers)
    .values({
      email,
      name: options.name ?? `Test ${role}`,
      role,
      passwordHash: password === null ? null : await hashPassword(password),
      totpSecret,
      totpRequiredExempt: options.exempt ?? false,
      active: options.active ?? true,
    })
    .returning({ id: staffUsers.id });
  if (!row) throw new Error('staff member not created');
  return { id: row.id, email, password: password ?? '', role, totpSecret };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Like the staff app: cookies kept, the XSRF token from replies sent back on every non-GET call. */
export function staffBrowser(app: FastifyInstance, remoteAddress = '127.0.0.1') {
  const jar = new Map<string, string>();
  const state = { xsrf: '' };
  async function call(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const options: InjectOptions = {
      method,
      url,
      remoteAddress,
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(method !== 'GET' && state.xsrf ? { [STAFF_XSRF_HEADER]: state.xsrf } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
    };
    const res = await app.inject(options);
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const gone = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now());
      if (gone) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    const xsrf = jsonOrNull(res)?.xsrf;
    if (typeof xsrf === 'string') state.xsrf = xsrf;
    return res;
  }
  return {
    jar,
    state,
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, body?: unknown, headers?: Record<string, string>) => call('POST', url, body ?? {}, headers),
    patch: (url: string, body?: unknown, headers?: Record<string, string>) => call('PATCH', url, body ?? {}, headers),
    put: (url: string, body?: unknown, headers?: Record<string, string>) => call('PUT', url, body ?? {}, headers),
    delete: (url: string, headers?: Record<string, string>) => call('DELETE', url, undefined, headers),
  };
}
export type StaffBrowser = ReturnType<typeof staffBrowser>;

function jsonOrNull(res: LightMyRequestResponse): Record<string, unknown> | null {
  try {
    return res.json() as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * Signs a client in through the API (password, then the TOTP code when the person has one).
 * `at` moves the code's time: a code is accepted once, so a second sign-in in the same 30 s
 * step passes a later time within the ±1-step window.
 */
export async function signInStaff(shop: TestShop, staff: TestStaff, client = staffBrowser(shop.app), at = Date.now()) {
  const res = await client.post('/admin/v1/staff/sign/in', { email: staff.email, password: staff.password });
  if (res.statusCode !== 200) throw new Error(`staff sign-in of ${staff.email}: ${res.statusCode} ${res.body}`);
  if (res.json().stage === 'totp') {
    if (!staff.totpSecret) throw new Error('asked for a code without a secret');
    const code = await client.post('/admin/v1/staff/sign/totp', { code: totpCode(staff.totpSecret, at) });
    if (code.statusCode !== 200) throw new Error(`TOTP step of ${staff.email}: ${code.statusCode} ${code.body}`);
  }
  return client;
}

/** A new person of the role and a client signed in as them through the API. */
export async function staffSession(shop: TestShop, role: StaffRole, options: StaffOptions = {}) {
  const staff = await createStaff(shop, role, options);
  return { staff, client: await signInStaff(shop, staff) };
}

/**
 * A signed-in client made by inserting the session row (fast; for tests about something other
 * than signing in, like the role matrix). The XSRF token is read from the session check.
 */
export async function staffSessionDirectly(shop: TestShop, staff: TestStaff) {
  const sid = randomBytes(32).toString('base64url');
  const idHash = createHash('sha256').update(sid).digest('base64url');
  await shop.app.shop.db.execute(
    sql`insert into staff_sessions (id_hash, staff_id, stage, expires_at)
        values (${idHash}, ${staff.id}, 'complete', now() + interval '1 hour')`,
  );
  const client = staffBrowser(shop.app);
  client.jar.set('staff_sid', sid);
  await client.get('/admin/v1/staff/session');
  return client;
}

/** The audit rows of a record, oldest first, straight from the table. */
export async function auditRows(shop: TestShop, entity: string, entityId: string | number) {
  const result = (await shop.app.shop.db.execute(
    sql`select a.*, u.email as staff_email from audit_log a left join staff_users u on u.id = a.staff_id
        where a.entity = ${entity} and a.entity_id = ${String(entityId)} order by a.id`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}
