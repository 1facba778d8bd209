import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, query } from '../../db/client.ts';
import type { Job } from '../../jobs/runner.ts';
import { findDiscountRules } from './catalog.repository.ts';
import { loadCategoryTree } from './category-tree.ts';
import { type DiscountLookup, discountLookup, discountRuleSet, lookupFingerprint } from './customer-prices.ts';

/*
 * docs/decisions/017-perf-listing.md §A price key kept per price group
 * `listing_price_keys` holds every listing entry's price for each group whose discount
 * lookup is stored in `price_key_lookups`. Triggers on listing_entries keep the keys of a stored
 * lookup (migration 0045_price_keys); this module stores a group's lookup when its rules, its
 * default or the category tree have changed it, and rewrites the group's keys to match. Until it
 * has, a page sees a fingerprint that is not its own and prices its candidates itself
 * (catalog.repository.ts `findProductsInCategory`), so no page is ever ordered by old prices.
 */

/** How often the job compares the stored lookups with the rules (a page is right meanwhile, only slower). */
const PRICE_KEYS_EVERY_MS = 60_000;

/** A group's lookup as the storefront computes it: its rules over the whole category tree. */
export async function currentLookups(db: DbOrTx): Promise<Map<number, DiscountLookup>> {
  const tree = await loadCategoryTree(db);
  const groups = await query<{ id: number }>(db, sql`select id from price_groups order by id`);
  const lookups = new Map<number, DiscountLookup>();
  for (const { id } of groups) {
    const rules = discountRuleSet(await findDiscountRules(db, id), tree);
    lookups.set(id, discountLookup(rules, tree, [...tree.byId.keys()]));
  }
  return lookups;
}

/** How often, and how far apart, a rewrite tries for the keys' lock before it leaves the group to the next run. */
const LOCK_TRIES = 5;
const LOCK_PAUSE_MS = 200;

/**
 * Stores each group's current lookup whose fingerprint differs from the stored one and rewrites
 * that group's keys; returns the groups rewritten. `signal` stops it between groups. A group
 * whose keys' lock stays taken (a long import holds it until it commits) is left to the next run.
 */
export async function refreshPriceKeys(db: Db, signal?: AbortSignal): Promise<number[]> {
  const lookups = await currentLookups(db);
  const stored = new Map(
    (
      await query<{ price_group_id: number; fingerprint: string }>(
        db,
        sql`select price_group_id, fingerprint from price_key_lookups`,
      )
    ).map((r) => [r.price_group_id, r.fingerprint]),
  );
  const rewritten: number[] = [];
  for (const [groupId, lookup] of lookups) {
    if (signal?.aborted) break;
    const fingerprint = lookupFingerprint(lookup);
    if (stored.get(groupId) === fingerprint) continue;
    for (let tries = 1; tries <= LOCK_TRIES && !signal?.aborted; tries++) {
      const outcome = await db.transaction((tx) => storeLookup(tx, groupId, lookup, fingerprint));
      if (outcome === 'rewritten') rewritten.push(groupId);
      if (outcome !== 'busy') break;
      if (tries < LOCK_TRIES) await new Promise((resolve) => setTimeout(resolve, LOCK_PAUSE_MS));
    }
  }
  return rewritten;
}

const KEYS_LOCK = sql`hashtext('listing-price-keys')`;

/**
 * One group's lookup stored and its keys rewritten where they differ, in one transaction under
 * the keys' lock taken exclusively: the triggers take it shared, so an entry written meanwhile
 * waits and then gets its keys from this lookup (each trigger statement reads afresh after the
 * wait), and one committed before is seen here. A write of listing entries waits while this runs:
 * 1.0 s at 100k products, 8 s at 1M (docs/decisions/017-perf-listing.md §A price key kept per price group).
 * The lock is only tried, never waited for: a rewrite queued behind a long import would make
 * every later writer (an order whose stock crosses zero) queue behind it too. `busy` then;
 * `unchanged` when another process stored this lookup first, or the group is gone.
 */
async function storeLookup(
  tx: DbOrTx,
  groupId: number,
  lookup: DiscountLookup,
  fingerprint: string,
): Promise<'rewritten' | 'unchanged' | 'busy'> {
  const [lock] = await query<{ taken: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${KEYS_LOCK}) as taken`);
  if (!lock?.taken) return 'busy';
  // The comparisons below hash a whole group's keys (2.9M at 1M products): in memory, not in
  // batches on disk (14.5 s → 8.0 s at 1M).
  await tx.execute(sql`set local work_mem = '256MB'`);
  const [stored] = await query<{ fingerprint: string; keyed: boolean }>(
    tx,
    sql`select fingerprint, exists (select 1 from listing_price_keys where price_group_id = ${groupId}) as keyed
        from price_key_lookups where price_group_id = ${groupId}`,
  );
  if (stored?.fingerprint === fingerprint) return 'unchanged';
  const [group] = await query<{ id: number }>(tx, sql`select id from price_groups where id = ${groupId} for key share`);
  if (!group) return 'unchanged';
  await writeLookup(tx, groupId, lookup, fingerprint);
  if (!stored?.keyed) {
    // The group's first keys: nothing to compare with.
    await tx.execute(sql`
      insert into listing_price_keys (price_group_id, category_id, price_key, product_id, in_stock)
      select s.price_group_id, s.category_id, s.price_key, s.product_id, s.in_stock
      from listing_price_key_sources s where s.price_group_id = ${groupId}
      order by s.category_id, s.price_key, s.product_id`);
    return 'rewritten';
  }
  // Only the keys that differ: a rule for one category moves that category's products, not all.
  await tx.execute(sql`
    delete from listing_price_keys k where k.price_group_id = ${groupId} and not exists (
      select 1 from listing_price_key_sources s
      where s.price_group_id = ${groupId} and s.category_id = k.category_id and s.product_id = k.product_id
        and s.price_key = k.price_key and s.in_stock = k.in_stock)`);
  await tx.execute(sql`
    insert into listing_price_keys (price_group_id, category_id, price_key, product_id, in_stock)
    select s.price_group_id, s.category_id, s.price_key, s.product_id, s.in_stock
    from listing_price_key_sources s
    where s.price_group_id = ${groupId} and not exists (
      select 1 from listing_price_keys k
      where k.price_group_id = ${groupId} and k.category_id = s.category_id and k.price_key = s.price_key
        and k.product_id = s.product_id)`);
  return 'rewritten';
}

/** A group's lookup and its entries as stored: what the keys' triggers and the page's check read. */
async function writeLookup(tx: DbOrTx, groupId: number, lookup: DiscountLookup, fingerprint: string) {
  await tx.execute(sql`
    insert into price_key_lookups (price_group_id, fingerprint, default_bp)
    values (${groupId}, ${fingerprint}, ${lookup.defaultBp})
    on conflict (price_group_id) do update set fingerprint = excluded.fingerprint, default_bp = excluded.default_bp`);
  await tx.execute(sql`delete from price_key_discounts where price_group_id = ${groupId}`);
  const entries = JSON.stringify([
    ...lookup.products.map((e) => ({ p: e.productId, c: null, v: null, bp: e.bp })),
    ...lookup.entries.map((e) => ({ p: null, c: e.categoryId, v: e.vendorId, bp: e.bp })),
  ]);
  await tx.execute(sql`
    insert into price_key_discounts (price_group_id, product_id, category_id, vendor_id, bp)
    select ${groupId}, d.p, d.c, d.v, d.bp from json_to_recordset(${entries}::json) as d(p int, c int, v int, bp int)`);
}

/**
 * Every group's keys written afresh, for a bulk load that ran without triggers
 * (seed/big-catalogue.ts): the keys' indexes are dropped and built after the rows, as the bulk
 * load does for the listing's tables (at 1M products, two groups: 24 s this way, 62 s one group
 * after the other with the indexes kept up to date row by row).
 * The table is locked meanwhile: for a load, not for a shop serving customers.
 */
export async function rewriteAllPriceKeys(db: Db): Promise<number> {
  const lookups = await currentLookups(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEYS_LOCK})`);
    await tx.execute(sql`set local work_mem = '256MB'`);
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    await tx.execute(sql`truncate listing_price_keys`);
    await tx.execute(sql`delete from price_key_lookups`);
    for (const [groupId, lookup] of lookups) await writeLookup(tx, groupId, lookup, lookupFingerprint(lookup));
    await tx.execute(sql`alter table listing_price_keys drop constraint ${sql.identifier(PRIMARY_KEY)}`);
    await tx.execute(sql`drop index listing_price_keys_product_idx`);
    await tx.execute(sql`
      insert into listing_price_keys (price_group_id, category_id, price_key, product_id, in_stock)
      select s.price_group_id, s.category_id, s.price_key, s.product_id, s.in_stock from listing_price_key_sources s`);
    // As migration 0045_price_keys declares them.
    await tx.execute(
      sql`alter table listing_price_keys add constraint ${sql.identifier(PRIMARY_KEY)}
          primary key (price_group_id, category_id, price_key, product_id) include (in_stock)`,
    );
    await tx.execute(sql`create index listing_price_keys_product_idx on listing_price_keys (product_id)`);
  });
  return lookups.size;
}
const PRIMARY_KEY = 'listing_price_keys_price_group_id_category_id_price_key_product_id_pk';

/**
 * Every minute, the stored lookups compared with the rules and the tree, and a group whose
 * lookup changed rewritten: outside the staff member's request (at 1M products a group's keys
 * take seconds), in one process at a time (the runner's lease).
 */
export function priceKeysJob(): Job {
  return {
    name: 'price-keys',
    leaseMs: 30 * 60_000,
    nextRunAfter: (startedAt) => new Date(startedAt.getTime() + PRICE_KEYS_EVERY_MS),
    async run({ db, signal }) {
      await refreshPriceKeys(db, signal);
    },
  };
}
