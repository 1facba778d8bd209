import { sql } from 'drizzle-orm';
import { type DbOrTx, query } from './client.ts';

/**
 * Advances a named counter (`order:2026`, `invoice:2026`) and returns the new value. Run it in the
 * transaction that uses the number: the row lock serialises concurrent callers, and a rollback
 * gives the number back.
 */
export async function nextCounterValue(db: DbOrTx, name: string): Promise<number> {
  const rows = await query<{ value: number }>(
    db,
    sql`insert into counters (name, value) values (${name}, 1)
        on conflict (name) do update set value = counters.value + 1
        returning value`,
  );
  const value = rows[0]?.value;
  if (value === undefined) throw new Error(`counter ${name} returned nothing`);
  return Number(value);
}
