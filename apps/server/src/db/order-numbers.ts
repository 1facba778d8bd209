import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, query } from './client.ts';
import { sqlState } from './errors.ts';

/**
 * Order numbers are year + 6-digit sequence (`2026000123`, docs/requirements/orders-and-invoices.md §Order numbers),
 * taken from one PostgreSQL sequence per year (`order_number_2026`).
 *
 * Why not the gapless `counters` row that invoices use: its row lock is held until the order
 * transaction commits, so parallel orders queued on it one after another (p99 ≈ 0.9 s at 10
 * connections in `npm run bench`). `nextval` never waits for another transaction. The price is a
 * gap when an order is not written after taking its number: the order's read takes it when the
 * basket has lines and the key is unused, so a checkout step still missing, a basket changed in
 * the meantime (the order reads again) or a crash leaves one. Order numbers need no continuity
 * (invoice numbers, which Slovak law wants gapless, keep the counter: invoices/invoice.service.ts).
 */

const YEAR = /^\d{4}$/;
/** Sequences known to exist per database handle, so an order pays the `create` once per year. */
const created = new WeakMap<DbOrTx, Set<string>>();

function sequenceName(year: string): string {
  if (!YEAR.test(year)) throw new Error(`not a year: ${year}`);
  return `order_number_${year}`;
}

/**
 * Creates the year's sequence when missing. Call it OUTSIDE the order transaction: two
 * connections creating the same sequence (the first orders after a start, in one process or
 * several) race on the catalog's unique index, and the loser's error would abort its order. Here
 * the loser just finds it created.
 */
export async function ensureOrderSequence(db: DbOrTx, year: string): Promise<void> {
  const name = sequenceName(year);
  let known = created.get(db);
  if (!known) {
    known = new Set<string>();
    created.set(db, known);
  }
  if (known.has(name)) return;
  try {
    await db.execute(sql.raw(`create sequence if not exists ${name} as integer minvalue 1 maxvalue 999999`));
  } catch (err) {
    // 23505 unique_violation / 42P07 duplicate_table: another connection created it at the same time.
    const code = sqlState(err);
    if (code !== '23505' && code !== '42P07') throw err;
  }
  known.add(name);
}

/**
 * SQL for the next order number of the year (`ensureOrderSequence` must have run for it), taken
 * in the order's read (modules/basket/basket.repository.ts: findBasketForOrder).
 */
export function nextOrderNumberSql(year: string): SQL<string> {
  return sql<string>`${year} || lpad(nextval(${sequenceName(year)})::text, 6, '0')`;
}

/** Makes the year's next order number `last + 1` (seed data, tests). */
export async function continueOrderNumbers(db: DbOrTx, year: string, last: number): Promise<void> {
  await ensureOrderSequence(db, year);
  await db.execute(
    last > 0
      ? sql.raw(`select setval('${sequenceName(year)}', ${Math.trunc(last)}, true)`)
      : sql.raw(`select setval('${sequenceName(year)}', 1, false)`),
  );
}

/** The last number handed out in the year, 0 when none. */
export async function lastOrderNumber(db: DbOrTx, year: string): Promise<number> {
  await ensureOrderSequence(db, year);
  const rows = await query<{ last_value: number | string; is_called: boolean }>(
    db,
    sql.raw(`select last_value, is_called from ${sequenceName(year)}`),
  );
  const row = rows[0];
  return row?.is_called ? Number(row.last_value) : 0;
}
