import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../db/client.ts';
import { tokenExists } from '../modules/auth/tokens.repository.ts';
import { customerSession } from '../test/accounts.ts';
import { createTestShop, type TestShop } from '../test/app.ts';
import { createStaff, staffSessionDirectly } from '../test/staff.ts';
import { deleteExpiredRows } from './expired-rows.job.ts';
import { shopJobs } from './index.ts';
import { createJobRunner } from './runner.ts';

/**
 * The daily job that deletes what nobody reads any more: sessions and staff sessions past their
 * end, links past their end (a customer's after 30 more days), throttle windows that are over.
 * Each kind has a live row beside the dead one, which must outlive the job and still work.
 */

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop('empty');
});
afterAll(async () => {
  await shop?.close();
});

const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url');
const db = () => shop.app.shop.db;
const count = async (statement: ReturnType<typeof sql>) =>
  (await query<{ n: number }>(db(), sql`select count(*)::int as n from (${statement}) rows`))[0]?.n;

describe('the expired-rows job', () => {
  it('deletes the rows whose use is over and keeps the live ones working', async () => {
    const live = await customerSession(shop);
    const ended = await customerSession(shop);
    await db().execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where customer_id = ${ended.customer.id}`,
    );

    const tokenAt = async (expiresIn: string) => {
      const hash = hashOf(randomBytes(16).toString('hex'));
      await db().execute(
        sql`insert into tokens (customer_id, kind, token_hash, expires_at)
            values (${live.customer.id}, 'reset', ${hash}, now() + ${expiresIn}::interval)`,
      );
      return hash;
    };
    const longGone = await tokenAt('-31 days');
    const recentlyEnded = await tokenAt('-29 days');
    const usable = await tokenAt('1 hour');

    const liveStaff = await staffSessionDirectly(shop, await createStaff(shop, 'sales'));
    const endedStaff = await createStaff(shop, 'sales');
    await staffSessionDirectly(shop, endedStaff);
    await db().execute(
      sql`update staff_sessions set expires_at = now() - interval '1 minute' where staff_id = ${endedStaff.id}`,
    );
    const staffId = endedStaff.id;
    await db().execute(
      sql`insert into staff_tokens (token_hash, staff_id, purpose, expires_at) values
            (${hashOf('ended link')}, ${staffId}, 'set-password', now() - interval '1 minute'),
            (${hashOf('live link')}, ${staffId}, 'set-password', now() + interval '1 day')`,
    );
    await db().execute(
      sql`insert into throttles (key, hits, reset_at) values
            ('test:window-over', 3, now() - interval '1 second'),
            ('test:window-open', 3, now() + interval '10 minutes')`,
    );

    expect(await deleteExpiredRows(db())).toEqual({
      sessions: 1,
      staffSessions: 1,
      tokens: 1,
      staffTokens: 1,
      throttles: 1,
    });

    expect(await count(sql`select 1 from sessions where customer_id = ${ended.customer.id}`)).toBe(0);
    expect((await live.client.get('/admin/v1/sign/user')).statusCode).toBe(200);
    expect(await tokenExists(db(), 'reset', longGone)).toBe(false);
    // An old link still tells "used or expired" from made-up for a while, and a live one stays.
    expect(await tokenExists(db(), 'reset', recentlyEnded)).toBe(true);
    expect(await tokenExists(db(), 'reset', usable)).toBe(true);
    expect(await count(sql`select 1 from staff_sessions where staff_id = ${endedStaff.id}`)).toBe(0);
    expect((await liveStaff.get('/admin/v1/staff/session')).statusCode).toBe(200);
    expect(await count(sql`select 1 from staff_tokens where token_hash = ${hashOf('live link')}`)).toBe(1);
    expect(await count(sql`select 1 from staff_tokens where token_hash = ${hashOf('ended link')}`)).toBe(0);
    expect(await count(sql`select 1 from throttles where key like 'test:%'`)).toBe(1);
    expect(await count(sql`select 1 from throttles where key = 'test:window-open' and hits = 3`)).toBe(1);

    // Nothing left to delete: a second run deletes nothing.
    expect(Object.values(await deleteExpiredRows(db())).every((n) => n === 0)).toBe(true);
  });

  it('is one of the shop jobs, so a started runner runs it', async () => {
    await db().execute(
      sql`insert into throttles (key, hits, reset_at) values ('test:over', 1, now() - interval '1 second')`,
    );
    const runner = createJobRunner(db(), shopJobs(shop.app.shop), { log: () => {} });
    try {
      expect(await runner.tick()).toContainEqual({ name: 'expired-rows', outcome: 'ran' });
    } finally {
      await runner.stop();
    }
    expect(await count(sql`select 1 from throttles where key = 'test:over'`)).toBe(0);
  });
});
