import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { discountRules, priceGroups, productCategories, products } from '../../db/schema/index.ts';
import { customerSession, ensurePriceGroup } from '../../test/accounts.ts';
import { type Browser, createTestShop, type TestShop } from '../../test/app.ts';
import { type DiscountLookup, lookupFingerprint } from './customer-prices.ts';
import { currentLookups, refreshPriceKeys } from './price-keys.ts';

/**
 * The price keys kept per group (price-keys.ts, migration 0045_price_keys;
 * docs/decisions/017-perf-listing.md §A price key kept per price group): the triggers keep them
 * as a rewrite would write them, a page reads them only while they were computed from its own
 * lookup, and the job rewrites a group whose lookup changed. The order itself, through both
 * paths, is proven against the pricing module in price-order.test.ts.
 */

let shop: TestShop;
let groupId: number;
let client: Browser;
const db = () => shop.app.shop.db;

interface Ids {
  leaves: number[];
  vendors: number[];
  products: number[];
}
let ids: Ids;

beforeAll(async () => {
  shop = await createTestShop('demo');
  groupId = await ensurePriceGroup(shop, 'Kľúče cien', 700);
  client = (await customerSession(shop, { priceGroupId: groupId })).client;
  const leaves = await query<{ id: number }>(
    db(),
    sql`select c.id from categories c where not exists (select 1 from categories x where x.parent_id = c.id) order by c.id`,
  );
  const vendors = await query<{ id: number }>(db(), sql`select id from vendors order by id`);
  const sold = await query<{ id: number }>(db(), sql`select id from products where active order by id limit 60`);
  ids = { leaves: leaves.map((r) => r.id), vendors: vendors.map((r) => r.id), products: sold.map((r) => r.id) };
  // Rules of every kind: a category, a category and vendor, a vendor, a product.
  await db()
    .insert(discountRules)
    .values([
      { priceGroupId: groupId, categoryId: ids.leaves[0], discountBp: 2500 },
      { priceGroupId: groupId, categoryId: ids.leaves[1], vendorId: ids.vendors[0], discountBp: 4000 },
      { priceGroupId: groupId, vendorId: ids.vendors[1], discountBp: 1500 },
      { priceGroupId: groupId, productId: ids.products[0], discountBp: 9000 },
    ]);
  expect(await refreshPriceKeys(db())).toContain(groupId);
});
afterAll(() => shop.close());

/**
 * Kept keys that a rewrite would not write, and keys a rewrite would write that are missing; of the
 * groups whose rewrite has finished, when `finished` (a group half-way through one is left out).
 */
async function keysAgainstRewrite({ finished = false } = {}) {
  const groups = finished
    ? sql`(select price_group_id from price_key_lookups where fingerprint not like 'rewriting:%')`
    : sql`(select price_group_id from price_key_lookups)`;
  return query<{ side: string; price_group_id: number; category_id: number; product_id: number }>(
    db(),
    sql`
    (select 'kept only' as side, * from (
       select price_group_id, category_id, price_key, product_id, in_stock from listing_price_keys
       where price_group_id in ${groups}
       except all
       select price_group_id, category_id, price_key, product_id, in_stock from listing_price_key_sources) a)
    union all
    (select 'missing' as side, * from (
       select price_group_id, category_id, price_key, product_id, in_stock from listing_price_key_sources
       where price_group_id in ${groups}
       except all
       select price_group_id, category_id, price_key, product_id, in_stock from listing_price_keys) b)
    limit 5`,
  );
}

/**
 * Groups whose stored fingerprint (a finished rewrite's, not a rewrite's own) is not that of the
 * lookup stored with it: the pages would read keys as if computed from another lookup.
 */
async function fingerprintsNotOfStoredLookups(): Promise<number[]> {
  const stored = await query<{ price_group_id: number; fingerprint: string; default_bp: number }>(
    db(),
    sql`select price_group_id, fingerprint, default_bp from price_key_lookups where fingerprint not like 'rewriting:%'`,
  );
  const discounts = await query<{
    price_group_id: number;
    product_id: number | null;
    category_id: number | null;
    vendor_id: number | null;
    bp: number;
  }>(db(), sql`select price_group_id, product_id, category_id, vendor_id, bp from price_key_discounts`);
  return stored
    .filter((group) => {
      const own = discounts.filter((d) => d.price_group_id === group.price_group_id);
      const lookup: DiscountLookup = {
        defaultBp: group.default_bp,
        entries: own
          .filter((d) => d.product_id === null)
          .map((d) => ({ categoryId: d.category_id, vendorId: d.vendor_id, bp: d.bp })),
        products: own.flatMap((d) => (d.product_id === null ? [] : [{ productId: d.product_id, bp: d.bp }])),
      };
      return lookupFingerprint(lookup) !== group.fingerprint;
    })
    .map((group) => group.price_group_id);
}

async function keptFingerprint(group: number): Promise<string | undefined> {
  const [row] = await query<{ fingerprint: string }>(
    db(),
    sql`select fingerprint from price_key_lookups where price_group_id = ${group}`,
  );
  return row?.fingerprint;
}

/** What a catalogue write may do to the listing entries, and so to the keys. */
type Write =
  | { kind: 'price'; product: number; cents: number }
  | { kind: 'stock'; product: number; stock: number }
  | { kind: 'category'; product: number; leaf: number }
  | { kind: 'vendor'; product: number; vendor: number }
  | { kind: 'further'; product: number; leaf: number }
  | { kind: 'unfurther'; product: number }
  | { kind: 'active'; product: number; active: boolean }
  | { kind: 'insert'; leaf: number; vendor: number; cents: number }
  | { kind: 'delete' };

const writeArb = (): fc.Arbitrary<Write> => {
  const product = fc.integer({ min: 0, max: ids.products.length - 1 });
  const leaf = fc.integer({ min: 0, max: ids.leaves.length - 1 });
  const vendor = fc.integer({ min: 0, max: ids.vendors.length - 1 });
  return fc.oneof(
    fc.record({ kind: fc.constant('price' as const), product, cents: fc.integer({ min: 0, max: 500_000 }) }),
    fc.record({ kind: fc.constant('stock' as const), product, stock: fc.constantFrom(0, 3) }),
    fc.record({ kind: fc.constant('category' as const), product, leaf }),
    fc.record({ kind: fc.constant('vendor' as const), product, vendor }),
    fc.record({ kind: fc.constant('further' as const), product, leaf }),
    fc.record({ kind: fc.constant('unfurther' as const), product }),
    fc.record({ kind: fc.constant('active' as const), product, active: fc.boolean() }),
    fc.record({ kind: fc.constant('insert' as const), leaf, vendor, cents: fc.integer({ min: 0, max: 500_000 }) }),
    fc.record({ kind: fc.constant('delete' as const) }),
  );
};

/** Products this test inserted, which it may delete (the demo's have orders). */
const inserted: number[] = [];

async function apply(w: Write) {
  const product = 'product' in w ? (ids.products[w.product] as number) : 0;
  const leaf = 'leaf' in w ? (ids.leaves[w.leaf] as number) : 0;
  switch (w.kind) {
    case 'price':
      return db().update(products).set({ priceCents: w.cents }).where(eq(products.id, product));
    case 'stock':
      return db().update(products).set({ stock: w.stock }).where(eq(products.id, product));
    case 'category':
      return db().update(products).set({ categoryId: leaf }).where(eq(products.id, product));
    case 'vendor':
      return db()
        .update(products)
        .set({ vendorId: ids.vendors[w.vendor] as number })
        .where(eq(products.id, product));
    case 'further':
      return db().insert(productCategories).values({ productId: product, categoryId: leaf }).onConflictDoNothing();
    case 'unfurther':
      return db().delete(productCategories).where(eq(productCategories.productId, product));
    case 'active':
      return db().update(products).set({ active: w.active }).where(eq(products.id, product));
    case 'insert': {
      const tag = randomBytes(4).toString('hex');
      const [row] = await db()
        .insert(products)
        .values({
          code: `PK-${tag}`,
          name: `Kľúč ${tag}`,
          slug: `pk-${tag}`,
          vendorId: ids.vendors[w.vendor] as number,
          categoryId: leaf,
          stock: 2,
          priceCents: w.cents,
        })
        .returning({ id: products.id });
      if (row) inserted.push(row.id);
      return;
    }
    case 'delete': {
      const id = inserted.pop();
      if (id !== undefined) await db().delete(products).where(eq(products.id, id));
      return;
    }
  }
}

describe('kept price keys', () => {
  it('are written for every price group by the demo seed, from the lookup the storefront computes', async () => {
    const lookups = await currentLookups(db());
    const demoGroups = [...lookups.keys()].filter((g) => g !== groupId);
    expect(demoGroups.length).toBeGreaterThan(0);
    for (const g of demoGroups)
      expect(await keptFingerprint(g)).toBe(lookupFingerprint(lookups.get(g) as DiscountLookup));
    expect(await keysAgainstRewrite()).toEqual([]);
  });

  it('are kept by the triggers as a rewrite would write them, whatever the catalogue writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(writeArb(), { minLength: 1, maxLength: 8 }), async (writes) => {
        for (const w of writes) await apply(w);
        expect(await keysAgainstRewrite()).toEqual([]);
      }),
      { seed: 20_261_128, numRuns: 25 },
    );
    // a category moved under another parent rewrites its products' entries, and their keys
    const [moved] = await query<{ id: number; parent_id: number }>(
      db(),
      sql`select c.id, c.parent_id from categories c where c.parent_id is not null and c.id = ${ids.leaves[2]}`,
    );
    const [elsewhere] = await query<{ id: number }>(
      db(),
      sql`select id from categories where parent_id is null and id <> (select parent_id from categories where id = ${moved?.parent_id ?? 0}) limit 1`,
    );
    await db().execute(sql`update categories set parent_id = ${elsewhere?.id ?? null} where id = ${moved?.id ?? 0}`);
    expect(await keysAgainstRewrite()).toEqual([]);
  });

  it('are read by a page only while they were computed from its own lookup; the job rewrites them', async () => {
    const category = await smallCategory();
    const page = () => pricePage(category, 4);
    // The order of the prices the cards show (the pricing module's, price-order.test.ts proves it).
    const byShownPrice = (cards: { id: number; price_exc_vat: number }[]) =>
      [...cards].sort((a, b) => a.price_exc_vat - b.price_exc_vat || a.id - b.id).map((c) => c.id);
    const idsOf = (cards: { id: number }[]) => cards.map((c) => c.id);
    await refreshPriceKeys(db());
    const right = await page();
    expect(right.length).toBeGreaterThanOrEqual(8);
    expect(idsOf(right)).toEqual(byShownPrice(right));
    // Keys that say the opposite order: a page that reads them comes out in their order.
    await db().execute(sql`update listing_price_keys set price_key = -price_key where price_group_id = ${groupId}`);
    shop.app.shop.catalog.catalogueChanged();
    const tampered = await page();
    expect(idsOf(tampered)).toEqual(await keysOrder(category));
    expect(idsOf(tampered)).not.toEqual(idsOf(right));
    // A rule changes: the request's lookup is not the one the keys were computed from, so the page
    // prices its candidates itself and is right again although the keys are still wrong.
    await db().insert(discountRules).values({ priceGroupId: groupId, categoryId: ids.leaves[3], discountBp: 100 });
    shop.app.shop.catalog.catalogueChanged();
    const priced = await page();
    expect(idsOf(priced)).toEqual(byShownPrice(priced));
    // The job sees the changed lookup and rewrites the group's keys (the wrong ones among them).
    const ran = await shop.app.shop.jobs.tick();
    expect(ran).toContainEqual({ name: 'price-keys', outcome: 'ran' });
    expect(await keptFingerprint(groupId)).toBe(
      lookupFingerprint((await currentLookups(db())).get(groupId) as DiscountLookup),
    );
    expect(await keysAgainstRewrite()).toEqual([]);
    expect(idsOf(await page())).toEqual(idsOf(priced));
  });

  // Skipped on PGlite: it has one connection, so no other transaction can hold the lock meanwhile (CI's PostgreSQL pass runs it).
  it.runIf(process.env.TEST_DATABASE_URL)(
    'are rewritten without waiting for the lock: while a long write holds it, the group is left to the next run',
    async () => {
      // A long write (an import): it changed listing entries, so it holds the keys' lock shared until it commits.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let writing = () => {};
      const written = new Promise<void>((resolve) => {
        writing = resolve;
      });
      const longWrite = db().transaction(async (tx) => {
        await tx
          .update(products)
          .set({ priceCents: sql`${products.priceCents} + 1` })
          .where(eq(products.id, ids.products[5] as number));
        writing();
        await held;
      });
      await written;
      await db().update(priceGroups).set({ defaultDiscountBp: 1234 }).where(eq(priceGroups.id, groupId));
      const started = Date.now();
      expect(await refreshPriceKeys(db())).not.toContain(groupId);
      expect(Date.now() - started).toBeLessThan(5000);
      // No rewrite waits in the lock's queue, so another writer is not queued behind one.
      await db()
        .update(products)
        .set({ active: false })
        .where(eq(products.id, ids.products[6] as number));
      await db()
        .update(products)
        .set({ active: true })
        .where(eq(products.id, ids.products[6] as number));
      release();
      await longWrite;
      expect(await refreshPriceKeys(db())).toContain(groupId);
      expect(await keysAgainstRewrite()).toEqual([]);
    },
  );

  it('are rewritten range by range: a rewrite left half-way keeps the pages priced per request, the next run starts over', async () => {
    const category = await smallCategory();
    const page = async () => (await pricePage(category, 5)).map((c) => [c.price_exc_vat, c.id]);
    await db().update(priceGroups).set({ defaultDiscountBp: 2200 }).where(eq(priceGroups.id, groupId));
    shop.app.shop.catalog.catalogueChanged();
    // Stopped once its first ranges are written: each range is a transaction of its own.
    const stop = new AbortController();
    const refreshing = refreshPriceKeys(db(), { signal: stop.signal, rangeEntries: 5 });
    const seen = await rewriteStarted();
    stop.abort();
    expect(await refreshing).not.toContain(groupId);
    expect(seen).toMatch(/^rewriting:/);
    expect(await keptFingerprint(groupId)).toMatch(/^rewriting:/);
    // Its pages are priced per request meanwhile: in the order of the prices their cards show.
    const halfWay = await page();
    expect(halfWay.length).toBeGreaterThanOrEqual(8);
    expect(halfWay).toEqual(
      [...halfWay].sort((a, b) => (b[0] as number) - (a[0] as number) || (b[1] as number) - (a[1] as number)),
    );
    expect(await refreshPriceKeys(db(), { rangeEntries: 25 })).toContain(groupId);
    expect(await keysAgainstRewrite()).toEqual([]);
    expect(await keptFingerprint(groupId)).toBe(
      lookupFingerprint((await currentLookups(db())).get(groupId) as DiscountLookup),
    );
    expect(await page()).toEqual(halfWay);
  });

  it('are left to a later rewrite that stored its lookup while an earlier one was half-way', async () => {
    await db().update(priceGroups).set({ defaultDiscountBp: 1800 }).where(eq(priceGroups.id, groupId));
    const earlier = refreshPriceKeys(db(), { rangeEntries: 2 });
    expect(await rewriteStarted()).toMatch(/^rewriting:/);
    // The rules change, and another process's rewrite stores the new lookup (its first step, as
    // rewriteGroup writes it) while this one still has ranges to go; then that process stops.
    await db().update(priceGroups).set({ defaultDiscountBp: 2700 }).where(eq(priceGroups.id, groupId));
    await db().execute(
      sql`update price_key_lookups set default_bp = 2700, fingerprint = 'rewriting:another' where price_group_id = ${groupId}`,
    );
    expect(await earlier).not.toContain(groupId);
    expect(await keptFingerprint(groupId)).toBe('rewriting:another');
    // The next run starts it over.
    expect(await refreshPriceKeys(db())).toContain(groupId);
    const current = lookupFingerprint((await currentLookups(db())).get(groupId) as DiscountLookup);
    expect(await keptFingerprint(groupId)).toBe(current);
    expect(await fingerprintsNotOfStoredLookups()).toEqual([]);
    expect(await keysAgainstRewrite()).toEqual([]);
  });

  it('stay right when rewrites and catalogue writes run at the same time', async () => {
    for (let round = 0; round < 6; round++) {
      await db()
        .update(priceGroups)
        .set({ defaultDiscountBp: 300 + round * 450 })
        .where(eq(priceGroups.id, groupId));
      const writes = fc.sample(writeArb(), { numRuns: 12, seed: round });
      await Promise.all([
        // Two rewrites in small ranges, the second of a lookup changed again: only the one whose
        // lookup is stored last may give its keys to the pages.
        refreshPriceKeys(db(), { rangeEntries: 40 }),
        (async () => {
          await db()
            .insert(discountRules)
            .values({ priceGroupId: groupId, categoryId: ids.leaves[4 + round], discountBp: 500 + round });
          await refreshPriceKeys(db(), { rangeEntries: 40 });
        })(),
        ...[0, 1, 2].map(async (lane) => {
          for (const w of writes.filter((_, i) => i % 3 === lane)) await apply(w);
        }),
      ]);
      expect(await fingerprintsNotOfStoredLookups()).toEqual([]);
      expect(await keysAgainstRewrite({ finished: true })).toEqual([]);
      await refreshPriceKeys(db());
      expect(await keysAgainstRewrite()).toEqual([]);
      expect(await fingerprintsNotOfStoredLookups()).toEqual([]);
      expect(await keptFingerprint(groupId)).toBe(
        lookupFingerprint((await currentLookups(db())).get(groupId) as DiscountLookup),
      );
    }
  });
});

/** The group's fingerprint once a rewrite has stored its own (`rewriting:…`), polled while one runs. */
async function rewriteStarted(): Promise<string | undefined> {
  let seen: string | undefined;
  for (let polls = 0; polls < 2000 && !seen?.startsWith('rewriting:'); polls++) seen = await keptFingerprint(groupId);
  return seen;
}

/** A category of 8 to 100 listing entries: its page ordered by price is all of it. */
async function smallCategory(): Promise<number> {
  const [category] = await query<{ id: number }>(
    db(),
    sql`select category_id as id from listing_entries group by 1 having count(*) between 8 and 100 order by 1 limit 1`,
  );
  return category?.id ?? 0;
}

/** The category's first page of 100 for the group's customer, by its price ascending (4) or descending (5). */
async function pricePage(category: number, order: 4 | 5) {
  const res = await client.post('/admin/v1/product/filter/sk/100/0', {
    condition: { categories: { id: category } },
    order,
  });
  expect(res.statusCode).toBe(200);
  return res.json().products as { id: number; price_exc_vat: number }[];
}

/** The category's ids as the kept keys order them (ascending), as a page reading them lists them. */
async function keysOrder(categoryId: number): Promise<number[]> {
  const rows = await query<{ product_id: number }>(
    db(),
    sql`select product_id from listing_price_keys where price_group_id = ${groupId} and category_id = ${categoryId}
        order by price_key, product_id limit 100`,
  );
  return rows.map((r) => r.product_id);
}
