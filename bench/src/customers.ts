import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, query } from '../../apps/server/src/db/client.ts';

/**
 * Approved bench customers (spread over the price groups) with a session each, written straight into the database before the
 * server starts (PGlite allows one process at a time). Sessions are inserted like the tests do,
 * so the run needs no password hashing and meets no login throttle. Returns the session ids.
 */
export async function prepareCustomers(env: Record<string, string>, count: number): Promise<string[]> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dbDir: path.join(env.DATA_DIR ?? './var', 'db'),
  });
  try {
    await database.migrate();
    // Mail left by earlier runs' orders (two per order) would be sent by the server while it is
    // measured: 11,572 of them once lowered a run's figures by about a third. The bench's mail goes nowhere.
    await database.db.execute(
      sql`update mail_outbox set sent_at = now(), last_error = 'bench: not sent' where sent_at is null`,
    );
    // Spread over every price group: the listing ordered by price differs per group.
    const groups = await query<{ id: number }>(database.db, sql`select id from price_groups order by id`);
    const sids: string[] = [];
    for (let i = 0; i < count; i++) {
      const groupId = groups[i % Math.max(1, groups.length)]?.id ?? null;
      const email = `bench-${i}@bench.example`;
      const [found] = await query<{ id: number }>(
        database.db,
        sql`
        insert into customers (email, password_hash, first_name, last_name, company_name, company_id,
                               vat_registration_id, ext_vat_registration_id, price_group_id, status, approved_at)
        values (${email}, 'bench', 'Bench', ${`Zákazník ${i}`}, ${`Bench ${i} s.r.o.`}, '12345678',
                '2020123456', 'SK2020123456', ${groupId}, 'approved', now())
        on conflict (lower(email)) do update set status = 'approved', price_group_id = ${groupId}
        returning id`,
      );
      const customerId = found?.id;
      if (!customerId) throw new Error(`bench customer ${email} not created`);
      const sid = randomBytes(32).toString('base64url');
      const idHash = createHash('sha256').update(sid).digest('base64url');
      await database.db.execute(
        sql`insert into sessions (id_hash, customer_id, expires_at) values (${idHash}, ${customerId}, now() + interval '1 day')`,
      );
      sids.push(sid);
    }
    return sids;
  } finally {
    await database.close();
  }
}

/**
 * A sales person of the back office with a complete session, written straight into the database
 * like the customers above (no password hashing, no second factor, no throttle). Returns the
 * `staff_sid` cookie's value (the bench server runs on http, so the cookie has its plain name).
 */
export async function prepareStaffSession(env: Record<string, string>): Promise<string> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dbDir: path.join(env.DATA_DIR ?? './var', 'db'),
  });
  try {
    await database.migrate();
    const [staff] = await query<{ id: number }>(
      database.db,
      sql`
      insert into staff_users (email, name, role, password_hash, active)
      values ('bench-sales@bench.example', 'Bench Predaj', 'sales', 'bench', true)
      on conflict (lower(email)) do update set active = true, role = 'sales'
      returning id`,
    );
    if (!staff) throw new Error('bench staff member not created');
    const sid = randomBytes(32).toString('base64url');
    const idHash = createHash('sha256').update(sid).digest('base64url');
    await database.db.execute(
      sql`insert into staff_sessions (id_hash, staff_id, stage, expires_at)
          values (${idHash}, ${staff.id}, 'complete', now() + interval '12 hours')`,
    );
    return sid;
  } finally {
    await database.close();
  }
}
