import { sql } from 'drizzle-orm';
import { type Db, deletedCount } from '../../db/client.ts';
import type { Job } from '../../jobs/runner.ts';

/**
 * Drops the words no product holds any more from product_word_list (migration 0043 counts each
 * word's products; a word whose count fell to 0 stayed). Renamed, withdrawn and deleted products
 * leave such words behind, codes most of all, and a one-word search's word tiers read the list's
 * ranges and its trigram index: over years of catalogue changes they would read more dead words
 * than live ones. Under the words' lock (shop_words_lock), so no writer's count of a word can
 * meet its deletion half-way. docs/decisions/017-perf-listing.md §Counted words
 */
export async function pruneWordList(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select shop_words_lock()`);
    return deletedCount(tx, sql`delete from product_word_list where products = 0`);
  });
}

/** Once a day, in one process at a time (jobs/runner.ts). */
export function wordListJob(): Job {
  return {
    name: 'search-word-list',
    leaseMs: 15 * 60_000,
    nextRunAfter: (startedAt) => new Date(startedAt.getTime() + 24 * 60 * 60_000),
    async run({ db }) {
      await pruneWordList(db);
    },
  };
}
