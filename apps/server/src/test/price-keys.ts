import { sql } from 'drizzle-orm';
import { type Db, query } from '../db/client.ts';
import { type DiscountLookup, lookupFingerprint } from '../modules/catalog/customer-prices.ts';
import { currentLookups } from '../modules/catalog/price-keys.ts';
import { until } from './app.ts';

/** The fingerprint of the lookup the group's rules and the category tree give now. */
export async function currentFingerprint(db: Db, group: number): Promise<string> {
  return lookupFingerprint((await currentLookups(db)).get(group) as DiscountLookup);
}

/** Waits until the group's stored keys are those of `fingerprint` (its current lookup if not given). */
export async function keysFollow(db: Db, group: number, what: string, fingerprint?: string): Promise<void> {
  await until(
    async () => {
      const [stored] = await query<{ fingerprint: string }>(
        db,
        sql`select fingerprint from price_key_lookups where price_group_id = ${group}`,
      );
      return stored?.fingerprint === (fingerprint ?? (await currentFingerprint(db, group)));
    },
    what,
    15_000,
  );
}
