import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Takes back one hit of a throttle counter (see modules/throttle): attempts are counted before
 * they run, so a burst of parallel requests cannot slip past the limit, and the ones that turn
 * out not to be failures are forgiven afterwards.
 */
export async function forgiveHit(db: DbOrTx, key: string) {
  await db.execute(sql`update throttles set hits = greatest(hits - 1, 0) where key = ${key}`);
}
