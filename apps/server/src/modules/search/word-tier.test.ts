import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import {
  findInsideWordTier,
  findProductTier,
  findWordTier,
  productTiers,
  withIndexScans,
} from './search.repository.ts';
import { parseSearchTerms } from './search-terms.ts';

/**
 * A one-word search's "a word starts with it" tier reads product_words (migration 0035) instead
 * of the trigram index, and its "inside a word" tier product_word_list and product_words
 * (migration 0038): each must find what the trigram index finds, in the same order, with the
 * same count.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop('demo');
});
afterAll(() => shop.close());

describe('the word tier of a one-word search', () => {
  it('finds what the trigram index finds, in the same order, for common and rare prefixes and whole words', async () => {
    const db = shop.app.shop.db;
    // Products first by name with several words of one prefix each: one entry per word, so a
    // page taken from the entries before removing duplicates would hold fewer products.
    const [some] = await query<{ vendor_id: number; category_id: number }>(
      db,
      sql`select vendor_id, category_id from products limit 1`,
    );
    // And a product whose code key starts with `ame` (no word of it does) and whose name holds it
    // inside a word: the code
    // tier has it, so the inside-a-word tier must leave it out.
    await db.insert(products).values(
      [
        ['Aaa kamera kamerový kamerka', 'WT-0'],
        ['Aab kamera kamery', 'WT-1'],
        ['Aac kamerový kábel', 'WT-2'],
        ['Aad kamera amerika', 'WT-3'],
        ['Aae kamera', 'AM-EX-4'],
      ].map(([name, code], i) => ({
        code: code as string,
        name: name as string,
        slug: `wt-${i}`,
        vendorId: some?.vendor_id ?? 0,
        categoryId: some?.category_id ?? 0,
        priceCents: 100,
      })),
    );
    // Prefixes of the demo catalogue's words: the commonest and some rare ones, and whole words.
    const words = await query<{ word: string }>(
      db,
      sql`(select left(word, 3) as word from product_words group by 1 order by count(*) desc limit 6)
          union (select word from product_words group by 1 order by count(*) asc, word limit 6)
          union (select left(word, 4) from product_words group by 1 order by count(*) desc limit 4)
          union (select 'kam')
          union (select substr(word, 2, 3) from product_words where length(word) >= 5 group by 1 order by count(*) desc limit 5)
          union (select substr(word, 3, 4) from product_words where length(word) >= 7 group by 1 order by count(*) asc, 1 limit 3)
          union (select 'ame')`,
    );
    expect(words.length).toBeGreaterThan(8);
    // A code prefix too, so the word tier must leave out what the code tier found.
    const [code] = await query<{ prefix: string }>(
      db,
      sql`select left(code_key, 3) as prefix from product_search limit 1`,
    );
    const tokens = [...words.map((w) => w.word), ...(code && /^[a-z]/.test(code.prefix) ? [code.prefix] : [])];
    for (const token of tokens) {
      const terms = parseSearchTerms(token);
      const [codeTier, wordTier, insideTier] = productTiers(terms, new Map());
      expect(wordTier?.word, token).toBe(token);
      expect(insideTier?.inside, token).toBe(token);
      if (!codeTier || !wordTier || !insideTier) throw new Error('no tiers');
      await withIndexScans(db, async (tx) => {
        const codeFound = await findProductTier(tx, codeTier, 0, 1000);
        for (const [limit, cap] of [
          [5, 1000],
          [1000, 1000],
          [3, 2],
        ] as const) {
          const viaTrigrams = await findProductTier(tx, { ...wordTier, word: undefined }, limit, cap);
          const viaWords = await findWordTier(tx, terms, token, limit, cap, codeFound.size > 0);
          expect(viaWords.size, `${token} count`).toBe(viaTrigrams.size);
          // Below the cap both read every match, so the first by name are the same.
          if (viaTrigrams.size < cap) expect(viaWords.ids, token).toEqual(viaTrigrams.ids);
          const insideViaTrigrams = await findProductTier(tx, { ...insideTier, inside: undefined }, limit, cap);
          const insideViaWords = await findInsideWordTier(tx, terms, token, limit, cap, codeFound.size > 0);
          expect(insideViaWords.size, `${token} inside count`).toBe(insideViaTrigrams.size);
          if (insideViaTrigrams.size < cap)
            expect(insideViaWords.ids, `${token} inside`).toEqual(insideViaTrigrams.ids);
        }
      });
    }
  });
});
