import { sql } from 'drizzle-orm';
import { type Db, query } from '../client.ts';

export interface SeedOptions {
  log?: (msg: string) => void;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await query<{ n: number }>(db, sql`select count(*)::int as n from products`);
  return Number(rows[0]?.n ?? 0) === 0;
}

/** Loads the demo shop (SEED HELPER: replace with the real demo data). */
export async function seedDemo(_db: Db, _options: SeedOptions = {}): Promise<void> {}
