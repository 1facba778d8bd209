import { ProductCardSchema } from '@shop/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { categories, productImages, products, vendors } from '../../db/schema/index.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';

/**
 * product_cards is written only by triggers (migration 0033): whatever writes products, vendors or
 * images — the back office, imports, orders, the CLI, a plain SQL statement — each card must stay
 * what `product_card_sources` gives for the product now.
 */
let shop: TestShop;
let productId: number;
let vendorId: number;

/** Cards that differ from their source, and products without a card. */
async function staleCards() {
  return query<{ product_id: number }>(
    shop.app.shop.db,
    sql`select s.product_id from product_card_sources s left join product_cards k using (product_id)
        where k.card is distinct from s.card or (k.price_cents, k.vat_rate, k.vendor_id, k.category_id)
          is distinct from (s.price_cents, s.vat_rate, s.vendor_id, s.category_id)
        union all
        select k.product_id from product_cards k where not exists (select 1 from products p where p.id = k.product_id)`,
  );
}

async function cardOf(id: number) {
  const [row] = await query<{ card: string }>(
    shop.app.shop.db,
    sql`select card from product_cards where product_id = ${id}`,
  );
  return row ? ProductCardSchema.strict().parse(JSON.parse(row.card)) : null;
}

beforeAll(async () => {
  shop = await createTestShop('empty');
  const db = shop.app.shop.db;
  const [vendor] = await db.insert(vendors).values({ name: 'Výrobca', slug: 'vyrobca-karty' }).returning();
  const [category] = await db
    .insert(categories)
    .values({ label: 'Karty', slug: 'karty', path: 'karty', depth: 0 })
    .returning();
  vendorId = vendor?.id ?? 0;
  const [product] = await db
    .insert(products)
    .values({
      code: 'KARTA-1',
      name: 'Kamera "Dome" 4 Mpx',
      slug: 'kamera-dome',
      shortDescription: 'Krátky popis s úvodzovkami " a \\ lomkou',
      vendorId,
      categoryId: category?.id ?? 0,
      stock: 3,
      priceCents: 12_345,
    })
    .returning();
  productId = product?.id ?? 0;
});
afterAll(() => shop.close());

describe('product cards kept by PostgreSQL', () => {
  it('follow every write to products, vendors and images, and go with a deleted product', async () => {
    const db = shop.app.shop.db;
    expect(await cardOf(productId)).toEqual({
      id: productId,
      code: 'KARTA-1',
      name: 'Kamera "Dome" 4 Mpx',
      short_description: 'Krátky popis s úvodzovkami " a \\ lomkou',
      vendor: 'Výrobca',
      url: { url: 'kamera-dome' },
      stock: 3,
      unit_of_measure: 'ks',
      image: [],
    });
    // An order's stock update, a price change, a rename.
    await db.update(products).set({ stock: 1 }).where(eq(products.id, productId));
    await db
      .update(products)
      .set({ priceCents: 999, vatRate: 5, name: 'Kamera 5 Mpx' })
      .where(eq(products.id, productId));
    expect(await cardOf(productId)).toMatchObject({ stock: 1, name: 'Kamera 5 Mpx' });
    // Images: the first added becomes the cover; a new cover replaces it; removing it falls back.
    await db
      .insert(productImages)
      .values({ productId, src: '/media/a.webp', caption: 'A', width: 640, height: 480, sort: 1 })
      .returning();
    expect((await cardOf(productId))?.image).toEqual([
      { src: '/media/a.webp', caption: 'A', cover: true, width: 640, height: 480, variants: null },
    ]);
    const [second] = await db
      .insert(productImages)
      .values({ productId, src: '/media/b.webp', caption: 'B', width: 320, height: 240, sort: 2, cover: true })
      .returning();
    expect((await cardOf(productId))?.image[0]?.src).toBe('/media/b.webp');
    await db
      .update(productImages)
      .set({ caption: 'Titulná' })
      .where(eq(productImages.id, second?.id ?? 0));
    expect((await cardOf(productId))?.image[0]?.caption).toBe('Titulná');
    await db.delete(productImages).where(eq(productImages.id, second?.id ?? 0));
    expect((await cardOf(productId))?.image[0]?.src).toBe('/media/a.webp');
    // The vendor renamed: every card of its products names it.
    await db.update(vendors).set({ name: 'Nový výrobca' }).where(eq(vendors.id, vendorId));
    expect((await cardOf(productId))?.vendor).toBe('Nový výrobca');
    expect(await staleCards()).toEqual([]);
    // A product deleted: its card goes with it.
    await db.delete(products).where(eq(products.id, productId));
    expect(await cardOf(productId)).toBeNull();
    expect(await staleCards()).toEqual([]);
  });

  it('take a stock change in place, byte for byte what the source gives, whatever the text around it', async () => {
    // A stock-only change rewrites the number in the card's text (migration 0042); names and
    // descriptions that spell the key inside a string must not be touched, and a negative or
    // multi-digit stock is written as row_to_json writes it.
    const db = shop.app.shop.db;
    const [category] = await db.select().from(categories).limit(1);
    const made = await db
      .insert(products)
      .values(
        [
          { name: 'Kábel "stock":12 m', shortDescription: '{"stock":7} \\"stock":8' },
          { name: 'Zdroj', shortDescription: '' },
          { name: 'Batéria "stock":', shortDescription: 'stock: 1' },
        ].map((p, i) => ({
          ...p,
          code: `KARTA-S${i}`,
          slug: `sklad-${i}`,
          vendorId,
          categoryId: category?.id ?? 0,
          stock: 5,
          priceCents: 100,
        })),
      )
      .returning({ id: products.id });
    const ids = made.map((m) => m.id);
    const cardsBefore = await Promise.all(ids.map(cardOf));
    // One statement for several products, as a stock feed does; then single ones, down and up.
    await db.execute(sql`update products set stock = case id when ${ids[0]} then 1234 when ${ids[1]} then -3 else 0 end
                         where ${inArray(products.id, ids)}`);
    expect(await staleCards()).toEqual([]);
    await db
      .update(products)
      .set({ stock: 40 })
      .where(eq(products.id, ids[1] ?? 0));
    await db
      .update(products)
      .set({ stock: 7 })
      .where(eq(products.id, ids[0] ?? 0));
    expect(await staleCards()).toEqual([]);
    const cardsAfter = await Promise.all(ids.map(cardOf));
    expect(cardsAfter.map((c) => c?.stock)).toEqual([7, 40, 0]);
    // Only the stock differs from the cards before.
    expect(cardsAfter.map((c) => ({ ...c, stock: 5 }))).toEqual(cardsBefore);
    // The stock and a name together: the card is rebuilt, both shown.
    await db
      .update(products)
      .set({ stock: 9, name: 'Zdroj 12 V' })
      .where(eq(products.id, ids[1] ?? 0));
    expect(await cardOf(ids[1] ?? 0)).toMatchObject({ stock: 9, name: 'Zdroj 12 V' });
    expect(await staleCards()).toEqual([]);
    await db.delete(products).where(inArray(products.id, ids));
  });

  it('are all rebuilt the same by shop_cards_rebuild (the bulk seed, which runs without triggers)', async () => {
    const db = shop.app.shop.db;
    const [category] = await db.select().from(categories).limit(1);
    const made = await db
      .insert(products)
      .values(
        [1, 2, 3].map((i) => ({
          code: `KARTA-R${i}`,
          name: `Rebuild ${i}`,
          slug: `rebuild-${i}`,
          vendorId,
          categoryId: category?.id ?? 0,
          stock: i,
          priceCents: 100 * i,
        })),
      )
      .returning({ id: products.id });
    await db
      .insert(productImages)
      .values({ productId: made[0]?.id ?? 0, src: '/media/r.webp', caption: 'R', width: 10, height: 10 });
    const before = await query<{ product_id: number; card: string }>(
      shop.app.shop.db,
      sql`select product_id, card from product_cards order by product_id`,
    );
    await shop.app.shop.db.execute(sql`select shop_cards_rebuild()`);
    const after = await query<{ product_id: number; card: string }>(
      shop.app.shop.db,
      sql`select product_id, card from product_cards order by product_id`,
    );
    expect(before).toHaveLength(3);
    expect(after).toEqual(before);
    expect(await staleCards()).toEqual([]);
  });
});
