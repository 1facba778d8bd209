import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import { auditRows, signInStaff, staffBrowser, uniqueStaffEmail } from '../../test/staff.ts';
import { runStaffCommand, StaffUsageError } from './staff-cli.ts';

/** `npm run shop -- staff …` as plain functions over the test's database (cli/shop.ts only opens one and calls this). */
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop('demo');
});
afterAll(() => shop.close());

const cli = (...args: string[]) => runStaffCommand({ db: shop.app.shop.db, config: shop.config }, args);
const tokenIn = (output: string) => output.match(/\/staff\/set-password\/([A-Za-z0-9_-]{43})$/m)?.[1] ?? '';

describe('npm run shop -- staff', () => {
  it('add prints a one-time link that sets the password, audited as done from the command line', async () => {
    const email = uniqueStaffEmail('cli');
    const output = await cli('add', email, '--role', 'warehouse', '--name', 'Ján Skladový');
    expect(output).toContain(`${email} added as warehouse`);
    expect(output).toMatch(new RegExp(`^${shop.config.publicUrl}/staff/set-password/[A-Za-z0-9_-]{43}$`, 'm'));
    const set = await staffBrowser(shop.app).post('/admin/v1/staff/sign/set-password', {
      token: tokenIn(output),
      password: 'skladove-heslo-1',
    });
    expect(set.statusCode).toBe(200);
    const [row] = await query<{ id: number }>(shop.app.shop.db, sql`select id from staff_users where email = ${email}`);
    await signInStaff(shop, {
      id: Number(row?.id),
      email,
      password: 'skladove-heslo-1',
      role: 'warehouse',
      totpSecret: null,
    });
    expect((await auditRows(shop, 'staff', Number(row?.id)))[0]).toMatchObject({
      action: 'staff.create',
      staff_id: null,
      ip: null,
      summary: `Pridal zamestnanca Ján Skladový (${email}) s rolou sklad`,
    });
  });

  it('reset prints a new link and voids the old one', async () => {
    const email = uniqueStaffEmail('cli');
    const first = tokenIn(await cli('add', email, '--role', 'sales'));
    const second = tokenIn(await cli('reset', email.toUpperCase()));
    expect(second).not.toBe(first);
    const setWith = (token: string) =>
      staffBrowser(shop.app).post('/admin/v1/staff/sign/set-password', { token, password: 'nove-heslo-12345' });
    expect((await setWith(first)).statusCode).toBe(400);
    expect((await setWith(second)).statusCode).toBe(200);
  });

  it('refuses a missing or bad role, a bad address, a taken address and an unknown one', async () => {
    await expect(cli('add', uniqueStaffEmail())).rejects.toBeInstanceOf(StaffUsageError);
    await expect(cli('add', uniqueStaffEmail(), '--role', 'boss')).rejects.toBeInstanceOf(StaffUsageError);
    await expect(cli('add', 'not-an-address', '--role', 'sales')).rejects.toBeInstanceOf(StaffUsageError);
    await expect(cli('remove', 'a@example.com')).rejects.toBeInstanceOf(StaffUsageError);
    await expect(cli('add', 'ADMIN@example.com', '--role', 'sales')).rejects.toThrow(/exists already/);
    await expect(cli('reset', 'nikto@example.com')).rejects.toThrow(/No staff member/);
  });
});

describe('the demo staff', () => {
  it('signs in as admin (no second factor needed: the exempt demo admin), sales and warehouse', async () => {
    const logins = [
      ['admin@example.com', 'admin-demo-12345', 'admin'],
      ['predaj@example.com', 'predaj-demo-12345', 'sales'],
      ['sklad@example.com', 'sklad-demo-12345', 'warehouse'],
    ] as const;
    for (const [email, password, role] of logins) {
      const res = await staffBrowser(shop.app).post('/admin/v1/staff/sign/in', { email, password });
      expect(res.statusCode, email).toBe(200);
      expect(res.json()).toMatchObject({ stage: 'complete', staff: { role, mustSetUpTotp: false } });
    }
  });
});
