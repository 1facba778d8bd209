import { StaffErrorCode } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../test/app.ts';
import {
  auditRows,
  createStaff,
  type StaffBrowser,
  signInStaff,
  staffBrowser,
  staffSession,
  uniqueStaffEmail,
} from '../../test/staff.ts';
import { updateStaffUser } from './staff-users.service.ts';

let shop: TestShop;
let admin: StaffBrowser;
let adminId: number;
beforeAll(async () => {
  shop = await createTestShop('empty');
  const session = await staffSession(shop, 'admin', { name: 'Hlavný Správca' });
  admin = session.client;
  adminId = session.staff.id;
});
afterAll(() => shop.close());

const USERS = '/admin/v1/staff/users';

describe('staff management (admins)', () => {
  it('adds a person and shows their one-time link once; they set a password through it and sign in', async () => {
    const email = uniqueStaffEmail('novy');
    const res = await admin.post(USERS, { email: email.toUpperCase(), name: 'Nový Predajca', role: 'sales' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email, name: 'Nový Predajca', role: 'sales', active: true, passwordSet: false });
    expect(body.link).toMatch(new RegExp(`^${shop.config.publicUrl}/staff/set-password/[A-Za-z0-9_-]{43}$`));
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 3600 * 1000);

    const list = await admin.get(USERS);
    const listed = list.json().users.find((u: { email: string }) => u.email === email);
    expect(listed).toMatchObject({ passwordSet: false });
    expect(JSON.stringify(list.json())).not.toContain(body.link.split('/').at(-1));

    const token = body.link.split('/').at(-1);
    const set = await staffBrowser(shop.app).post('/admin/v1/staff/sign/set-password', {
      token,
      password: 'moje-nove-heslo-1',
    });
    expect(set.statusCode).toBe(200);
    await signInStaff(shop, {
      id: body.user.id,
      email,
      password: 'moje-nove-heslo-1',
      role: 'sales',
      totpSecret: null,
    });

    const rows = await auditRows(shop, 'staff', body.user.id);
    expect(rows[0]).toMatchObject({
      action: 'staff.create',
      staff_id: adminId,
      summary: `Pridal zamestnanca Nový Predajca (${email}) s rolou obchod`,
      changes: { email: [null, email], name: [null, 'Nový Predajca'], role: [null, 'sales'] },
    });
  });

  it('refuses an address that is taken (any case) and a bad role', async () => {
    const taken = await createStaff(shop, 'sales');
    const dup = await admin.post(USERS, { email: taken.email.toUpperCase(), role: 'sales' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error[0]).toEqual({ code: StaffErrorCode.emailExists, key: 'email' });
    const role = await admin.post(USERS, { email: uniqueStaffEmail(), role: 'boss' });
    expect(role.statusCode).toBe(400);
    expect(role.json().error[0].key).toBe('role');
  });

  it('changes a role, audited with the change', async () => {
    const person = await createStaff(shop, 'sales');
    const res = await admin.patch(`${USERS}/${person.id}`, { role: 'warehouse' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('warehouse');
    expect((await auditRows(shop, 'staff', person.id)).at(-1)).toMatchObject({
      action: 'staff.update',
      changes: { role: ['sales', 'warehouse'] },
    });
  });

  it('deactivating ends the person’s sessions; reactivating lets them sign in again', async () => {
    const { staff, client } = await staffSession(shop, 'warehouse');
    const off = await admin.patch(`${USERS}/${staff.id}`, { active: false });
    expect(off.json().user.active).toBe(false);
    expect((await client.get('/admin/v1/staff/session')).statusCode).toBe(401);
    await expect(signInStaff(shop, staff)).rejects.toThrow(/400/);

    const on = await admin.patch(`${USERS}/${staff.id}`, { active: true });
    expect(on.json().user.active).toBe(true);
    await signInStaff(shop, staff);
    expect((await auditRows(shop, 'staff', staff.id)).map((r) => [r.action, r.changes])).toEqual([
      ['staff.sign-in', {}],
      ['staff.update', { active: [true, false] }],
      ['staff.sign-in-failed', {}],
      ['staff.update', { active: [false, true] }],
      ['staff.sign-in', {}],
    ]);
  });

  it('an admin cannot demote or deactivate themselves', async () => {
    const demote = await admin.patch(`${USERS}/${adminId}`, { role: 'sales' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().error[0]).toEqual({ code: StaffErrorCode.ownAccount, key: 'role' });
    const off = await admin.patch(`${USERS}/${adminId}`, { active: false });
    expect(off.json().error[0]).toEqual({ code: StaffErrorCode.ownAccount, key: 'active' });
    // a name change of one's own account is fine
    expect((await admin.patch(`${USERS}/${adminId}`, { name: 'Hlavná Správkyňa' })).statusCode).toBe(200);
  });

  describe('never zero active admins', () => {
    let fresh: TestShop;
    beforeAll(async () => {
      fresh = await createTestShop('empty');
    });
    afterAll(() => fresh.close());
    const activeAdmins = async () =>
      (await fresh.app.shop.db.execute(
        sql`select count(*)::int as n from staff_users where role = 'admin' and active`,
      )) as unknown as {
        rows: { n: number }[];
      };

    it('two admins removing each other at the same time: exactly one succeeds', async () => {
      const a = await staffSession(fresh, 'admin');
      const b = await staffSession(fresh, 'admin');
      const replies = await Promise.all([
        a.client.patch(`${USERS}/${b.staff.id}`, { role: 'sales' }),
        b.client.patch(`${USERS}/${a.staff.id}`, { active: false }),
      ]);
      const statuses = replies.map((r) => r.statusCode).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      expect((await activeAdmins()).rows[0]?.n).toBe(1);
    });

    it('the last active admin is never removed, even by a request the guard let through before a demotion', async () => {
      const [remaining] = (
        (await fresh.app.shop.db.execute(
          sql`select id from staff_users where role = 'admin' and active`,
        )) as unknown as {
          rows: { id: number }[];
        }
      ).rows;
      const formerAdmin = await createStaff(fresh, 'sales');
      // As if `formerAdmin` passed the guard as an admin a moment before being demoted.
      const request = {
        ip: '127.0.0.1',
        staffMember: null,
        requireStaff: async () => ({ staffId: formerAdmin.id, role: 'admin' }),
      } as unknown as FastifyRequest;
      const attempt = updateStaffUser(fresh.app.shop, request, remaining?.id ?? 0, { role: 'warehouse' });
      await expect(attempt).rejects.toMatchObject({
        statusCode: 409,
        errors: [{ code: StaffErrorCode.lastAdmin, key: 'role' }],
      });
      expect((await activeAdmins()).rows[0]?.n).toBe(1);
    });
  });

  it('resets access: password and second factor cleared, sessions ended, a new link', async () => {
    const { staff, client } = await staffSession(shop, 'sales', { totp: true });
    const res = await admin.post(`${USERS}/${staff.id}/reset`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ passwordSet: false, totpEnabled: false });
    expect(res.json().link).toContain('/staff/set-password/');
    expect((await client.get('/admin/v1/staff/session')).statusCode).toBe(401);
    expect((await auditRows(shop, 'staff', staff.id)).at(-1)).toMatchObject({
      action: 'staff.reset',
      changes: { passwordSet: [true, false], totpEnabled: [true, false] },
    });
  });

  it('answers 404 for someone who does not exist', async () => {
    expect((await admin.patch(`${USERS}/999999`, { role: 'sales' })).statusCode).toBe(404);
    expect((await admin.post(`${USERS}/999999/reset`)).statusCode).toBe(404);
  });
});
