import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { categories, discountRules, priceGroups, products, vendors, wishlistItems } from '../../db/schema/index.ts';
import { customerSession, ensurePriceGroup } from '../../test/accounts.ts';
import { type Browser, browser, createTestShop, type TestShop } from '../../test/app.ts';
import { type DiscountRuleSet, discountedUnitCents, resolveDiscountBp } from '../pricing/pricing.ts';
import { type DiscountLookup, lookupFingerprint } from './customer-prices.ts';
import { currentLookups, refreshPriceKeys } from './price-keys.ts';

/**
 * Orderings 4 and 5 sort by the signed-in customer's own unit price excl. VAT, in the listing and
 * the wishlist: the database's order must be the order of the prices the pricing module gives,
 * whatever the rules (docs/decisions/004-listing-price-order.md).
 */

let shop: TestShop;
let groupId: number;
let client: Browser;
let customerId: number;

beforeAll(async () => {
  shop = await createTestShop('empty');
  groupId = await ensurePriceGroup(shop, 'Poradie podľa ceny');
  const session = await customerSession(shop, { priceGroupId: groupId });
  client = session.client;
  customerId = session.customer.id;
});
afterAll(() => shop.close());

interface Scenario {
  /** parent of category i: -1 = the scenario's root, else an earlier category */
  parents: number[];
  vendorCount: number;
  products: { priceCents: number; vendor: number; category: number }[];
  defaultBp: number;
  rules: { vendor: number | null; category: number | null; bp: number }[];
  /** Rules for single products (index into `products`): they beat every other rule. */
  productRules?: { product: number; bp: number }[];
}

const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    categoryCount: fc.integer({ min: 1, max: 6 }),
    vendorCount: fc.integer({ min: 1, max: 3 }),
  })
  .chain(({ categoryCount, vendorCount }) =>
    fc.record({
      parents: fc.tuple(...Array.from({ length: categoryCount }, (_, i) => fc.integer({ min: -1, max: i - 1 }))),
      vendorCount: fc.constant(vendorCount),
      products: fc.array(
        fc.record({
          // small prices make rounding ties likely; large ones test the arithmetic
          priceCents: fc.oneof(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 2_000_000 })),
          vendor: fc.integer({ min: 0, max: vendorCount - 1 }),
          // -1: the root itself
          category: fc.integer({ min: -1, max: categoryCount - 1 }),
        }),
        { minLength: 1, maxLength: 25 },
      ),
      // Often one of the rules' values: a rule equal to the default is where the lookup leaves
      // entries out (customer-prices.ts discountLookup).
      defaultBp: fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.constantFrom(1250, 3333, 5000)),
      rules: fc.array(
        fc
          .record({
            vendor: fc.option(fc.integer({ min: 0, max: vendorCount - 1 })),
            category: fc.option(fc.integer({ min: -1, max: categoryCount - 1 })),
            bp: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(1250, 3333, 5000, 12_000)),
          })
          .filter((r) => r.vendor !== null || r.category !== null),
        { maxLength: 8 },
      ),
      productRules: fc.array(
        fc.record({
          product: fc.integer({ min: 0, max: 24 }),
          bp: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(1250, 3333, 12_000)),
        }),
        { maxLength: 6 },
      ),
    }),
  );

/** Writes the scenario under a fresh root category; the group's rules are replaced by its rules. */
async function writeScenario(s: Scenario) {
  const db = shop.app.shop.db;
  const tag = randomBytes(4).toString('hex');
  const [root] = await db
    .insert(categories)
    .values({ label: `Koreň ${tag}`, slug: `po-${tag}`, path: `po-${tag}`, depth: 0 })
    .returning();
  if (!root) throw new Error('no root');
  const cats: { id: number; path: string }[] = [];
  for (const [i, parent] of s.parents.entries()) {
    const above = parent < 0 ? root : cats[parent];
    if (!above) throw new Error('bad parent');
    const path = `${above.path}/k${i}`;
    const [row] = await db
      .insert(categories)
      .values({ label: `K${i}`, slug: `k${i}`, path, depth: path.split('/').length - 1, parentId: above.id })
      .returning();
    if (!row) throw new Error('no category');
    cats.push({ id: row.id, path });
  }
  const category = (i: number) => (i < 0 ? root : cats[i]) ?? root;
  const vendorIds: number[] = [];
  for (let i = 0; i < s.vendorCount; i++) {
    const [row] = await db
      .insert(vendors)
      .values({ name: `V${i} ${tag}`, slug: `v${i}-${tag}` })
      .returning();
    if (row) vendorIds.push(row.id);
  }
  const vendor = (i: number) => vendorIds[i] ?? 0;
  const created = await db
    .insert(products)
    .values(
      s.products.map((p, i) => ({
        code: `PO-${tag}-${i}`,
        name: `Produkt ${i}`,
        slug: `po-${tag}-${i}`,
        vendorId: vendor(p.vendor),
        categoryId: category(p.category).id,
        stock: 1,
        priceCents: p.priceCents,
      })),
    )
    .returning({ id: products.id });
  await db.update(priceGroups).set({ defaultDiscountBp: s.defaultBp }).where(eq(priceGroups.id, groupId));
  await db.delete(discountRules).where(eq(discountRules.priceGroupId, groupId));
  // product rules for products the scenario has (an index past the end is left out)
  const productRules = (s.productRules ?? []).flatMap((r) => {
    const product = created[r.product];
    return product ? [{ productId: product.id, bp: r.bp }] : [];
  });
  if (s.rules.length + productRules.length > 0) {
    await db.insert(discountRules).values([
      ...s.rules.map((r) => ({
        priceGroupId: groupId,
        vendorId: r.vendor === null ? null : vendor(r.vendor),
        categoryId: r.category === null ? null : category(r.category).id,
        discountBp: r.bp,
      })),
      ...productRules.map((r) => ({ priceGroupId: groupId, productId: r.productId, discountBp: r.bp })),
    ]);
  }
  await db.delete(wishlistItems).where(eq(wishlistItems.customerId, customerId));
  await db.insert(wishlistItems).values(created.map((p) => ({ customerId, productId: p.id })));
  // A staff change of categories and rules: this process reads them afresh.
  shop.app.shop.categories.invalidate();
  shop.app.shop.catalog.catalogueChanged();

  const ruleSet: DiscountRuleSet = {
    defaultDiscountBp: s.defaultBp,
    rules: [
      ...s.rules.map((r) => ({
        vendorId: r.vendor === null ? null : vendor(r.vendor),
        categoryPath: r.category === null ? null : category(r.category).path,
        discountBp: r.bp,
      })),
      ...productRules.map((r) => ({ productId: r.productId, discountBp: r.bp })),
    ],
  };
  const priced = s.products.map((p, i) => ({
    id: created[i]?.id ?? 0,
    unit: discountedUnitCents(
      p.priceCents,
      resolveDiscountBp(ruleSet, {
        productId: created[i]?.id ?? 0,
        vendorId: vendor(p.vendor),
        categoryPath: category(p.category).path,
      }),
    ),
  }));
  return { rootId: root.id, priced };
}

/** Ids sorted by the unit price, ties by id, in one direction. */
const expectedOrder = (priced: { id: number; unit: number }[], direction: 1 | -1) =>
  [...priced].sort((a, b) => direction * (a.unit - b.unit || a.id - b.id)).map((p) => p.id);

/**
 * The listing and the wishlist of the scenario's root in both price orderings, whole and page by
 * page, against the order and the prices the pricing module gives.
 */
async function expectPriceOrder(rootId: number, priced: { id: number; unit: number }[]) {
  for (const [order, direction] of [
    [4, 1],
    [5, -1],
  ] as const) {
    const listing = await client.post('/admin/v1/product/filter/sk/100/0', {
      condition: { categories: { id: rootId } },
      order,
    });
    expect(listing.statusCode).toBe(200);
    const cards = listing.json().products as { id: number; price_exc_vat: number }[];
    expect(cards.map((c) => c.id)).toEqual(expectedOrder(priced, direction));
    // the cards show the prices they were ordered by
    const shown = new Map(priced.map((p) => [p.id, p.unit / 100]));
    for (const card of cards) expect(card.price_exc_vat).toBe(shown.get(card.id));
    // Pages of 4 and of 12: each is read from a list-price range bounded by the page's end
    // (catalog.repository.ts priceRange), which must never cut off a product of the page. 12
    // is a storefront size, read by the statement built once with placeholders
    // (`pricePages`); 4 by the same text with the values in it.
    for (const size of [4, 12]) {
      for (let offset = 0; offset < priced.length; offset += size) {
        const page = await client.post(`/admin/v1/product/filter/sk/${size}/${offset}`, {
          condition: { categories: { id: rootId } },
          order,
        });
        expect((page.json().products as { id: number }[]).map((c) => c.id)).toEqual(
          expectedOrder(priced, direction).slice(offset, offset + size),
        );
      }
    }

    const wishlist = await client.get(`/admin/v1/customer/wish-list/sk/100/0/${order}`);
    expect(wishlist.statusCode).toBe(200);
    expect((wishlist.json().products as { id: number }[]).map((c) => c.id)).toEqual(expectedOrder(priced, direction));
  }
}

/** The fingerprint of the lookup the group's kept keys were computed from (none before the first rewrite). */
async function keptFingerprint(): Promise<string | undefined> {
  const [row] = await query<{ fingerprint: string }>(
    shop.app.shop.db,
    sql`select fingerprint from price_key_lookups where price_group_id = ${groupId}`,
  );
  return row?.fingerprint;
}

describe('price orderings for a signed-in customer', () => {
  it('list the category and the wishlist in the order of the prices the pricing module gives', async () => {
    let staleRuns = 0;
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (s) => {
        const { rootId, priced } = await writeScenario(s);
        // First with the group's kept keys stale: computed from the previous scenario's rules, and
        // the new products' keys written by the triggers from those rules. The page must see that
        // and price the candidates itself (price-keys.ts).
        // (A scenario whose lookup equals the previous one's has keys that are right already.)
        const current = lookupFingerprint((await currentLookups(shop.app.shop.db)).get(groupId) as DiscountLookup);
        if ((await keptFingerprint()) !== current) staleRuns++;
        await expectPriceOrder(rootId, priced);
        // Then with the keys rewritten from the scenario's rules: the pages read them.
        expect(await refreshPriceKeys(shop.app.shop.db)).toContain(groupId);
        expect(await keptFingerprint()).toBe(current);
        await expectPriceOrder(rootId, priced);
      }),
      { seed: 20_260_004, numRuns: 30 },
    );
    expect(staleRuns).toBeGreaterThan(20);
  });

  it('list by the list price for a group that discounts nothing, through the list-price index', async () => {
    // No discount at all: the customer's price is the list price, so the page is the list-price
    // ordering's (catalog.repository.ts `discountsAnything`); ties of price still go by id.
    const { rootId, priced } = await writeScenario({
      parents: [-1],
      vendorCount: 2,
      products: Array.from({ length: 20 }, (_, i) => ({
        priceCents: 100 + (i % 4) * 7,
        vendor: i % 2,
        category: (i % 2) - 1,
      })),
      defaultBp: 0,
      rules: [],
    });
    await expectPriceOrder(rootId, priced);
  });

  it('pages through the customer price order without gaps or repeats', async () => {
    const s: Scenario = {
      parents: [-1, 0],
      vendorCount: 2,
      products: Array.from({ length: 30 }, (_, i) => ({
        priceCents: 1000 + ((i * 37) % 11) * 100,
        vendor: i % 2,
        category: (i % 3) - 1,
      })),
      defaultBp: 500,
      rules: [
        { vendor: 1, category: null, bp: 2500 },
        { vendor: null, category: 1, bp: 4000 },
      ],
      productRules: [
        { product: 3, bp: 9000 },
        { product: 7, bp: 0 },
      ],
    };
    const { rootId, priced } = await writeScenario(s);
    const seen: number[] = [];
    for (let offset = 0; offset < 30; offset += 12) {
      const page = await client.post(`/admin/v1/product/filter/sk/12/${offset}`, {
        condition: { categories: { id: rootId } },
        order: 4,
      });
      seen.push(...(page.json().products as { id: number }[]).map((p) => p.id));
    }
    expect(seen).toEqual(expectedOrder(priced, 1));
  });
});

describe('cached listing pages', () => {
  it('are kept per price group for the price orderings: each group gets its own order', async () => {
    // Group A discounts vendor 0 by 90 %, group B vendor 1: the same page orders the other way round.
    const { rootId, priced } = await writeScenario({
      parents: [],
      vendorCount: 2,
      products: [
        { priceCents: 1000, vendor: 0, category: -1 },
        { priceCents: 500, vendor: 1, category: -1 },
      ],
      defaultBp: 0,
      rules: [{ vendor: 0, category: null, bp: 9000 }],
    });
    const [cheapForA, cheapForB] = [priced[0]?.id, priced[1]?.id];
    const db = shop.app.shop.db;
    const [otherGroup] = await db.insert(priceGroups).values({ name: 'Skupina B' }).returning();
    const vendorOfB = await db
      .select({ id: products.vendorId })
      .from(products)
      .where(eq(products.id, cheapForB ?? 0));
    await db
      .insert(discountRules)
      .values({ priceGroupId: otherGroup?.id ?? 0, vendorId: vendorOfB[0]?.id ?? 0, discountBp: 9000 });
    const groupB = await customerSession(shop, { priceGroupId: otherGroup?.id ?? 0 });
    const firstPage = async (who: Browser) =>
      (
        (
          await who.post('/admin/v1/product/filter/sk/12/0', { condition: { categories: { id: rootId } }, order: 4 })
        ).json().products as { id: number }[]
      ).map((p) => p.id);
    expect(await firstPage(client)).toEqual([cheapForA, cheapForB]);
    expect(await firstPage(groupB.client)).toEqual([cheapForB, cheapForA]);
    expect(await firstPage(client)).toEqual([cheapForA, cheapForB]);
  });
});

describe('price orderings for anonymous visitors', () => {
  it('fall back to the default ordering (newest first), so the price ranking is not revealed', async () => {
    const { rootId } = await writeScenario({
      parents: [],
      vendorCount: 1,
      products: [
        { priceCents: 900, vendor: 0, category: -1 },
        { priceCents: 100, vendor: 0, category: -1 },
        { priceCents: 500, vendor: 0, category: -1 },
      ],
      defaultBp: 0,
      rules: [],
    });
    const anonymous = browser(shop.app);
    const ids = async (order: number) =>
      (
        (
          await anonymous.post('/admin/v1/product/filter/sk/12/0', { condition: { categories: { id: rootId } }, order })
        ).json().products as { id: number }[]
      ).map((p) => p.id);
    const newest = await ids(1);
    expect(newest).toHaveLength(3);
    expect(await ids(4)).toEqual(newest);
    expect(await ids(5)).toEqual(newest);
  });
});
