import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { categories, products, vendors } from '../../db/schema/index.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';

/**
 * product_search is written only by triggers (migration 0034), product_words (0035) and
 * product_word_list (0038) too: whatever writes products, the search must read the keys and words
 * the product has now.
 */
let shop: TestShop;

/** Rows of product_search that differ from their product, and products without one. */
async function staleKeys() {
  return query<{ id: number }>(
    shop.app.shop.db,
    sql`select p.id from products p left join product_search s on s.product_id = p.id
        where (s.active, s.search_text, s.code_key) is distinct from (p.active, p.search_text, p.code_key)
        union all
        select s.product_id from product_search s where not exists (select 1 from products p where p.id = s.product_id)`,
  );
}

/** Words of product_words that are not those of an active product's search_text now, and words missing. */
async function staleWords() {
  return query<{ word: string; product_id: number }>(
    shop.app.shop.db,
    sql`(select word, product_id from product_words
         except select distinct w, product_id from product_search, regexp_split_to_table(search_text, ' ') w
                where active and length(w) >= 3)
        union all
        (select distinct w, product_id from product_search, regexp_split_to_table(search_text, ' ') w
         where active and length(w) >= 3
         except select word, product_id from product_words)`,
  );
}

/** Words of product_words missing from product_word_list (stale words there are allowed: they match nothing). */
async function unlistedWords() {
  return query<{ word: string }>(
    shop.app.shop.db,
    sql`select word from product_words except select word from product_word_list`,
  );
}

beforeAll(async () => {
  shop = await createTestShop('empty');
});
afterAll(() => shop.close());

describe('product_search and product_words kept by PostgreSQL', () => {
  it('follow products inserted, renamed, recoded, withdrawn and deleted', async () => {
    const db = shop.app.shop.db;
    const [vendor] = await db.insert(vendors).values({ name: 'Výrobca', slug: 'vyrobca-hladanie' }).returning();
    const [category] = await db
      .insert(categories)
      .values({ label: 'Hľadanie', slug: 'hladanie', path: 'hladanie', depth: 0 })
      .returning();
    const made = await db
      .insert(products)
      .values(
        ['Kamera', 'Detektor'].map((name, i) => ({
          code: `HL-${i}`,
          name,
          slug: `hl-${i}`,
          vendorId: vendor?.id ?? 0,
          categoryId: category?.id ?? 0,
          priceCents: 100,
        })),
      )
      .returning({ id: products.id });
    const id = made[0]?.id ?? 0;
    expect(await staleKeys()).toEqual([]);
    await db.update(products).set({ name: 'Siréna vonkajšia', code: 'SIR/01' }).where(eq(products.id, id));
    const [row] = await query<{ search_text: string; code_key: string }>(
      db,
      sql`select search_text, code_key from product_search where product_id = ${id}`,
    );
    expect(row).toEqual({ search_text: ' sirena vonkajsia sir 01', code_key: 'sir01' });
    const words = await query<{ word: string }>(
      db,
      sql`select word from product_words where product_id = ${id} order by word`,
    );
    expect(words.map((w) => w.word)).toEqual(['sir', 'sirena', 'vonkajsia']);
    expect(await unlistedWords()).toEqual([]);
    await db.update(products).set({ active: false }).where(eq(products.id, id));
    await db.update(products).set({ stock: 7 });
    expect(await staleKeys()).toEqual([]);
    expect(await staleWords()).toEqual([]);
    await db.delete(products).where(eq(products.id, made[1]?.id ?? 0));
    expect(await staleKeys()).toEqual([]);
    expect(await staleWords()).toEqual([]);
    // The bulk seed (no triggers) rebuilds the same.
    await db.execute(sql`select shop_search_rebuild(), shop_words_rebuild()`);
    await db.execute(sql`select shop_word_list_rebuild()`);
    expect(await staleKeys()).toEqual([]);
    expect(await staleWords()).toEqual([]);
    expect(await unlistedWords()).toEqual([]);
  });
});
