import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../modules/auth/password.ts';
import { cloneTemplate, type TestDatabase } from '../test/databases.ts';
import { workingDemoLogins } from './index.ts';

// The start-up line names the demo login only where it works: on the demo data, never on a
// database without it or where the demo account's password was changed.
let demo: TestDatabase;
let empty: TestDatabase;

beforeAll(async () => {
  [demo, empty] = await Promise.all([cloneTemplate('demo'), cloneTemplate('empty')]);
});
afterAll(async () => {
  await Promise.all([demo?.destroy(), empty?.destroy()]);
});

describe('workingDemoLogins', () => {
  it('names the demo login on the demo data', async () => {
    expect(await workingDemoLogins(demo.db)).toEqual({
      customer: { email: 'demo@example.com', password: 'demo12345' },
      staff: { email: 'admin@example.com', password: 'admin-demo-12345' },
    });
  });

  it('names nothing on a database without the demo data', async () => {
    expect(await workingDemoLogins(empty.db)).toEqual({ customer: null, staff: null });
  });

  it('names nothing once the demo password was changed', async () => {
    const hash = await hashPassword('a-real-password-now');
    await demo.db.execute(sql`update customers set password_hash = ${hash} where email = 'demo@example.com'`);
    await demo.db.execute(sql`update staff_users set password_hash = ${hash} where email = 'admin@example.com'`);
    expect(await workingDemoLogins(demo.db)).toEqual({ customer: null, staff: null });
  });
});
