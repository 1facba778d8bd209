import { sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';

/** Company registrations waiting for a staff member's approval (docs/requirements/accounts.md §Approval). */
export async function countWaitingRegistrations(db: DbOrTx): Promise<number> {
  const rows = await query<{ n: number }>(db, sql`select count(*)::int as n from customers where status = 'pending'`);
  return Number(rows[0]?.n ?? 0);
}
