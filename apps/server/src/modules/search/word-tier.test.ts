import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import { findProductsByIds } from '../catalog/catalog.repository.ts';
import {
  findCodeAndWordTiers,
  findInsideWordTier,
  findProductTier,
  findWordTier,
  productTiers,
  withIndexScans,
} from './search.repository.ts';
import { parseSearchTerms } from './search-terms.ts';
import { pruneWordList } from './word-list.job.ts';

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

/** Products of these names and codes, in the vendor and category of a demo product. */
async function insertNamed(named: [name: string, code: string][]) {
  const db = shop.app.shop.db;
  const [some] = await query<{ vendor_id: number; category_id: number }>(
    db,
    sql`select vendor_id, category_id from products limit 1`,
  );
  await db.insert(products).values(
    named.map(([name, code]) => ({
      code,
      name,
      slug: `wt-${code.toLowerCase()}`,
      vendorId: some?.vendor_id ?? 0,
      categoryId: some?.category_id ?? 0,
      priceCents: 100,
    })),
  );
}

/** Prefixes of the demo catalogue's words (the commonest and some rare ones), whole words, and a code prefix. */
async function sampleTokens() {
  const db = shop.app.shop.db;
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
  return [...words.map((w) => w.word), ...(code && /^[a-z]/.test(code.prefix) ? [code.prefix] : [])];
}

describe('the word tier of a one-word search', () => {
  it('finds what the trigram index finds, in the same order, for common and rare prefixes and whole words', async () => {
    const db = shop.app.shop.db;
    // Products first by name with several words of one prefix each: one entry per word, so a
    // page taken from the entries before removing duplicates would hold fewer products.
    // And a product whose code key starts with `ame` (no word of it does) and whose name holds it
    // inside a word: the code tier has it, so the inside-a-word tier must leave it out.
    await insertNamed([
      ['Aaa kamera kamerový kamerka', 'WT-0'],
      ['Aab kamera kamery', 'WT-1'],
      ['Aac kamerový kábel', 'WT-2'],
      ['Aad kamera amerika', 'WT-3'],
      ['Aae kamera', 'AM-EX-4'],
    ]);
    for (const token of await sampleTokens()) {
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

  it('is read with the code tier and the page of products in one statement, as the separate statements read them', async () => {
    const db = shop.app.shop.db;
    // One product holding four words of one prefix: four entries in a row, so a first read of a
    // quarter more than a small cap finds fewer products than the cap.
    await insertNamed([['Zyxq zyxqa zyxqb zyxqc', 'WT-ZX']]);
    let incomplete = 0;
    let codeFilled = 0;
    for (const token of [...(await sampleTokens()), 'zyxq']) {
      const terms = parseSearchTerms(token);
      const [codeTier] = productTiers(terms, new Map());
      if (!codeTier) throw new Error('no code tier');
      // A dropdown, pages of results, and caps so small that the code tier fills them or the word
      // tier's first read of entries (a quarter more than the cap) is not enough.
      for (const [offset, limit, cap] of [
        [0, 5, 1000],
        [0, 12, 1000],
        [12, 12, 1000],
        [0, 5, 1],
        [0, 3, 2],
        [1, 2, 3],
      ] as const) {
        const wanted = Math.min(offset + limit, cap);
        const together = await findCodeAndWordTiers(db, terms, token, { wanted, offset, limit }, cap);
        const code = await findProductTier(db, codeTier, wanted, cap);
        expect(together.codeSize, `${token} code count`).toBe(code.size);
        expect(together.ids.slice(0, code.ids.length), `${token} code`).toEqual(code.ids);
        if (code.size >= cap) {
          codeFilled++;
          // The search stops at the code tier: the word tier is not read.
          expect(together.wordSize, token).toBe(0);
          expect(together.ids, token).toEqual(code.ids);
        } else {
          const word = await findWordTier(db, terms, token, wanted - code.ids.length, cap, code.size > 0);
          if (together.wordComplete) {
            expect(together.wordSize, `${token} word count`).toBe(word.size);
            // Below the cap both read every match; at the cap each pages the entries it read.
            if (word.size < cap) expect(together.ids, token).toEqual([...code.ids, ...word.ids]);
          } else {
            incomplete++;
            expect(word.size, token).toBeLessThan(cap);
          }
        }
        const pageIds = together.ids.slice(offset, offset + limit);
        expect(together.pageIds, token).toEqual(pageIds);
        const hits = await findProductsByIds(db, pageIds);
        expect(together.products.map((p) => p.id).sort(), token).toEqual(hits.map((p) => p.id).sort());
        expect(
          together.products.find((p) => p.id === hits[0]?.id),
          token,
        ).toEqual(hits[0]);
      }
    }
    // Both shortcuts were met.
    expect(codeFilled).toBeGreaterThan(0);
    expect(incomplete).toBeGreaterThan(0);
  });

  it('pages a common prefix by name over all its products, with the count read from the word list', async () => {
    const db = shop.app.shop.db;
    // Three words of one prefix: the commonest first in the key's order, held by products last by
    // name; the two first by name hold the other two.
    await insertNamed([
      ['Bbb qwvrb', 'WT-Q0'],
      ['Bbc qwvrc qwvrb', 'WT-Q1'],
      ...Array.from({ length: 12 }, (_, i): [string, string] => [`Zzz qwvra ${i}`, `WT-QA${i}`]),
    ]);
    const terms = parseSearchTerms('qwvr');
    const all = await query<{ product_id: number }>(
      db,
      sql`select distinct product_id, sort_key from product_words where word >= 'qwvr' and word < 'qwvs' order by sort_key, product_id`,
    );
    expect(all.length).toBe(14);
    const firstByName = all.map((r) => r.product_id);
    // A cap the commonest word reaches alone: its count comes from the word list. The entries a
    // first read would take (a quarter more than the cap, in the key's order) hold the common
    // word's products only, so a page of those would miss the two first by name.
    for (const cap of [4, 10, 14, 20]) {
      const word = await findWordTier(db, terms, 'qwvr', 3, cap, false);
      expect(word.size, `cap ${cap}`).toBe(Math.min(14, cap));
      expect(word.ids, `cap ${cap}`).toEqual(firstByName.slice(0, 3));
      const together = await findCodeAndWordTiers(db, terms, 'qwvr', { wanted: 3, offset: 1, limit: 2 }, cap);
      expect(together.wordComplete).toBe(true);
      expect(together.wordSize, `cap ${cap}`).toBe(Math.min(14, cap));
      expect(together.ids, `cap ${cap}`).toEqual(firstByName.slice(0, 3));
      expect(together.products.map((p) => p.id).sort()).toEqual(firstByName.slice(1, 3).sort());
    }
  });

  it("keeps each word's count of products as names change, products are withdrawn or deleted", async () => {
    const db = shop.app.shop.db;
    const mismatches = () =>
      query<{ word: string }>(
        db,
        sql`select coalesce(l.word, c.word) as word from product_word_list l
            full join (select word, count(*)::int as n from product_words group by word) c on c.word = l.word
            where coalesce(l.products, -1) <> coalesce(c.n, 0)`,
      );
    expect(await mismatches()).toEqual([]);
    await insertNamed([
      ['Cnta cntb', 'WT-C0'],
      ['Cnta cntc', 'WT-C1'],
      ['Cnta cntb cntc', 'WT-C2'],
    ]);
    const counts = async () =>
      Object.fromEntries(
        (
          await query<{ word: string; products: number }>(
            db,
            sql`select word, products from product_word_list where word like 'cnt%' order by word`,
          )
        ).map((r) => [r.word, r.products]),
      );
    expect(await counts()).toEqual({ cnta: 3, cntb: 2, cntc: 2 });
    await db.execute(sql`update products set name = 'Cnta cntd' where code = 'WT-C0'`);
    await db.execute(sql`update products set active = false where code = 'WT-C1'`);
    expect(await counts()).toEqual({ cnta: 2, cntb: 1, cntc: 1, cntd: 1 });
    await db.execute(sql`delete from products where code in ('WT-C0', 'WT-C2')`);
    expect(await counts()).toEqual({ cnta: 0, cntb: 0, cntc: 0, cntd: 0 });
    // A word no product holds any more is not searched word by word.
    const gone = await findWordTier(db, parseSearchTerms('cnt'), 'cnt', 5, 10, false);
    expect(gone).toEqual({ ids: [], size: 0 });
    expect(await mismatches()).toEqual([]);
    // The daily job drops such words from the list, and only those; a word that comes back is
    // counted again from one.
    expect(await pruneWordList(db)).toBeGreaterThanOrEqual(4);
    expect(await counts()).toEqual({});
    const [anyWord] = await query<{ n: number }>(db, sql`select count(*)::int as n from product_word_list`);
    expect(anyWord?.n).toBeGreaterThan(0);
    expect(await mismatches()).toEqual([]);
    await insertNamed([['Cnta cnte', 'WT-C3']]);
    expect(await counts()).toEqual({ cnta: 1, cnte: 1 });
    expect(await mismatches()).toEqual([]);
  });

  it('keeps the counts exact, without deadlocks, while renames and upserts of products sharing words overlap', async () => {
    const db = shop.app.shop.db;
    const codes = Array.from({ length: 24 }, (_, i) => `WT-P${i}`);
    await insertNamed(codes.map((code, i): [string, string] => [`Prll prla ${i}`, code]));
    const pool = ['prla', 'prlb', 'prlc', 'prld', 'prle', 'prlf'];
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    // Each write its own statement and transaction, all at once: on PostgreSQL they overlap on the
    // pool's connections and meet the same words in every order (migration 0043's lock; without
    // it these statements deadlocked).
    const [some] = await query<{ vendor_id: number; category_id: number }>(
      db,
      sql`select vendor_id, category_id from products limit 1`,
    );
    const name = () =>
      `Prll ${pool
        .filter(() => random() < 0.5)
        .sort(() => random() - 0.5)
        .join(' ')}`;
    for (let round = 0; round < 6; round++) {
      await Promise.all(
        codes.map((code, i) =>
          // Every other one as the import writes: a new product and a renamed one in one upsert,
          // whose words are refreshed twice in the statement (the inserted rows and the updated one).
          i % 2 === 0
            ? db.execute(sql`update products set name = ${name()} where code = ${code}`)
            : db.execute(sql`
                insert into products (code, name, slug, vendor_id, category_id, price_cents)
                values (${`${code}-${round}`}, ${name()}, ${`wt-${code.toLowerCase()}-${round}`}, ${some?.vendor_id}, ${some?.category_id}, 100),
                       (${code}, ${name()}, ${`wt-${code.toLowerCase()}`}, ${some?.vendor_id}, ${some?.category_id}, 100)
                on conflict (code) do update set name = excluded.name`),
        ),
      );
    }
    const [wrong] = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from product_word_list l
          full join (select word, count(*)::int as n from product_words group by word) c using (word)
          where coalesce(l.products, -1) <> coalesce(c.n, 0)`,
    );
    expect(wrong?.n).toBe(0);
  });
});
