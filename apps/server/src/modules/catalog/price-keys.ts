import { randomUUID } from 'node:crypto';
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

/** How often, and how far apart, a step of a rewrite tries for the keys' lock before it leaves the group to the next run. */
const LOCK_TRIES = 5;
const LOCK_PAUSE_MS = 200;
/**
 * Listing entries one step of a rewrite compares with their keys, under the keys' lock: 20–40 ms
 * at 100k products, about 75 at 1M (docs/decisions/017-perf-listing.md §A price key kept per price group).
 */
const RANGE_ENTRIES = 5_000;

export interface RefreshOptions {
  /** Stops the refresh between steps. */
  signal?: AbortSignal;
  /** Listing entries a step compares (tests take a few, so a small catalogue is rewritten in many steps). */
  rangeEntries?: number;
}

/**
 * Stores each group's current lookup whose fingerprint differs from the stored one and rewrites
 * that group's keys; returns the groups rewritten. A group whose keys' lock stays taken (a long
 * import holds it until it commits) is left to the next run, which starts it over.
 */
export async function refreshPriceKeys(db: Db, options: RefreshOptions = {}): Promise<number[]> {
  const { signal } = options;
  const lookups = await currentLookups(db);
  const stored = new Map(
    (
      await query<{ price_group_id: number; fingerprint: string }>(
        db,
        sql`select price_group_id, fingerprint from price_key_lookups`,
      )
    ).map((r) => [r.price_group_id, r.fingerprint]),
  );
  const changed = [...lookups].filter(([groupId, lookup]) => stored.get(groupId) !== lookupFingerprint(lookup));
  if (changed.length === 0) return [];
  const ranges = await productRanges(db, options.rangeEntries ?? RANGE_ENTRIES);
  const rewritten: number[] = [];
  for (const [groupId, lookup] of changed) {
    if (signal?.aborted) break;
    if ((await rewriteGroup(db, groupId, lookup, ranges, signal)) === 'rewritten') rewritten.push(groupId);
  }
  return rewritten;
}

const KEYS_LOCK = sql`hashtext('listing-price-keys')`;

/** Products whose listing entries one step compares: from inclusive, to exclusive; a missing bound is open. */
interface ProductRange {
  from?: number;
  to?: number;
}

/**
 * The products cut into ranges of about `size` listing entries; the first and the last are open,
 * so a product added meanwhile is in one. By product, not by category: both the entries and the
 * keys have an index on the product, while the keys' primary key orders a category by price,
 * where a range of a category's products would read all of the category's keys (at 1M products a
 * rewrite in ranges by category took 67–71 s, by product 56–61 s).
 */
async function productRanges(db: DbOrTx, size: number): Promise<ProductRange[]> {
  const bounds = await query<{ product_id: number }>(
    db,
    sql`select distinct product_id from (
          select product_id, row_number() over (order by product_id) as n from listing_entries) e
        where n % ${size} = 1 and n > 1 order by product_id`,
  );
  const cuts = bounds.map((b) => b.product_id);
  return [undefined, ...cuts].map((from, i) => ({ from, to: cuts[i] }));
}

function inRange(alias: string, range: ProductRange) {
  const product = sql.raw(`${alias}.product_id`);
  return sql.join(
    [
      range.from === undefined ? sql`true` : sql`${product} >= ${range.from}`,
      range.to === undefined ? sql`true` : sql`${product} < ${range.to}`,
    ],
    sql` and `,
  );
}

/**
 * One group's keys rewritten to its lookup, in steps that each hold the keys' lock for a range of
 * products only: at 1M products a group's first keys took half a minute in one transaction, and a
 * write of listing entries (an order whose stock crosses zero) waited for all of it.
 *
 * 1. The lookup is stored under a fingerprint of this rewrite's own (`rewriting:` and a random id),
 *    which no request's lookup has: the group's pages price their candidates themselves from now
 *    on, and the triggers write every entry changed from now on from the new lookup.
 * 2. Range after range, the keys that differ from the stored lookup's are deleted and written. Each
 *    step holds the lock exclusively (the triggers take it shared), so a write in flight, even one
 *    whose trigger read the old lookup, commits before the step reads its range, and none writes
 *    while the step does. A finished range stays right: the triggers keep it from the same lookup.
 * 3. Each step first checks that the rewrite's fingerprint is still stored: a rewrite that another
 *    one overtook (a second rule change, a second process) stops and never gives its keys to the
 *    pages. The last step puts the lookup's own fingerprint in its place: every range was then
 *    rewritten after this lookup was stored, and the pages read the keys.
 *
 * Every step only tries the lock, never waits for it: a step queued behind a long import would
 * make every later writer queue behind it too. A group left half-way keeps the rewrite's
 * fingerprint, so its pages stay priced per request until the next run starts it over.
 */
async function rewriteGroup(
  db: Db,
  groupId: number,
  lookup: DiscountLookup,
  ranges: ProductRange[],
  signal?: AbortSignal,
): Promise<'rewritten' | 'unchanged' | 'busy'> {
  const rewriting = `rewriting:${randomUUID()}`;
  const stored = await underKeysLock(db, async (tx) => {
    const [group] = await query<{ id: number }>(
      tx,
      sql`select id from price_groups where id = ${groupId} for key share`,
    );
    if (!group) return false;
    await writeLookup(tx, groupId, lookup, rewriting);
    return true;
  });
  if (stored !== true) return stored === 'busy' ? 'busy' : 'unchanged';
  for (const [i, range] of ranges.entries()) {
    if (signal?.aborted) return 'busy';
    // The last step also gives the pages the keys, in its own transaction: no other rewrite can
    // store a lookup between its check and that.
    const done = i === ranges.length - 1 ? lookupFingerprint(lookup) : undefined;
    const step = await underKeysLock(db, (tx) => rewriteRange(tx, groupId, rewriting, range, done));
    if (step === 'busy') return 'busy';
    if (!step) return 'unchanged';
  }
  return 'rewritten';
}

/** `work` in a transaction holding the keys' lock exclusively, or `busy` when the lock stays taken. */
async function underKeysLock<T>(db: Db, work: (tx: DbOrTx) => Promise<T>): Promise<T | 'busy'> {
  for (let tries = 1; ; tries++) {
    const outcome = await db.transaction(async (tx) => {
      const [lock] = await query<{ taken: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${KEYS_LOCK}) as taken`);
      return lock?.taken ? { done: await work(tx) } : 'busy';
    });
    if (outcome !== 'busy') return outcome.done;
    if (tries === LOCK_TRIES) return 'busy';
    await new Promise((resolve) => setTimeout(resolve, LOCK_PAUSE_MS));
  }
}

/**
 * One range's keys made those of the stored lookup, and the lookup's own fingerprint stored when
 * `done` gives it (the last range); false when another rewrite has stored a lookup since.
 */
async function rewriteRange(
  tx: DbOrTx,
  groupId: number,
  rewriting: string,
  range: ProductRange,
  done?: string,
): Promise<boolean> {
  const [ours] = await query<{ price_group_id: number }>(
    tx,
    sql`select price_group_id from price_key_lookups where price_group_id = ${groupId} and fingerprint = ${rewriting}`,
  );
  if (!ours) return false;
  // Set differences, not anti-joins: right after a group's keys were removed or first written,
  // their statistics are stale, and an anti-join planned on them ran a range for minutes (the view
  // once per key). EXCEPT hashes or sorts each side once, whatever the estimates.
  await tx.execute(sql`set local work_mem = '64MB'`);
  const kept = sql`select category_id, price_key, product_id, in_stock from listing_price_keys k
                   where k.price_group_id = ${groupId} and ${inRange('k', range)}`;
  const computed = sql`select category_id, price_key, product_id, in_stock from listing_price_key_sources s
                       where s.price_group_id = ${groupId} and ${inRange('s', range)}`;
  await tx.execute(sql`
    delete from listing_price_keys k using (${kept} except ${computed}) d
    where k.price_group_id = ${groupId} and ${inRange('k', range)} and k.category_id = d.category_id
      and k.price_key = d.price_key and k.product_id = d.product_id`);
  // What is left of the range's keys is the computed keys' own, so the rest of them are new.
  await tx.execute(sql`
    insert into listing_price_keys (price_group_id, category_id, price_key, product_id, in_stock)
    select ${groupId}, d.category_id, d.price_key, d.product_id, d.in_stock from (${computed} except ${kept}) d`);
  if (done) await tx.execute(sql`update price_key_lookups set fingerprint = ${done} where price_group_id = ${groupId}`);
  return true;
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

/** The price keys' job; a staff change of what the lookups are made of asks for it `soon` (jobs/runner.ts). */
export const PRICE_KEYS_JOB = 'price-keys';

/**
 * Every minute, and soon after a staff save of a group's rules or of a category, the stored
 * lookups compared with the rules and the tree, and a group whose lookup changed rewritten:
 * outside the staff member's request (at 1M products a group's keys take seconds), in one process
 * at a time (the runner's lease).
 */
export function priceKeysJob(): Job {
  return {
    name: PRICE_KEYS_JOB,
    leaseMs: 30 * 60_000,
    nextRunAfter: (startedAt) => new Date(startedAt.getTime() + PRICE_KEYS_EVERY_MS),
    async run({ db, signal }) {
      await refreshPriceKeys(db, { signal });
    },
  };
}
