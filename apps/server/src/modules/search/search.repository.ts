import { type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, query } from '../../db/client.ts';
import { inText, plannedOnce, preparedShapes, queryPreparedShape } from '../../db/prepared.ts';
import { type ProductHitRow, productHitsSql } from '../catalog/catalog.repository.ts';
import { containsPattern, escapeLike, type SearchTerms, tsPrefixQuery, wordPrefixPattern } from './search-terms.ts';

/*
 * Product search over three keys PostgreSQL keeps on each product (migration 0002):
 * `search_text` (name and code folded, trigram GIN index), `code_key` (letters and digits of the
 * code, btree text_pattern_ops) and `search_doc` (description words, GIN). The first two are read
 * from `product_search`, a narrow copy kept by triggers (migration 0034): a tier reads up to 1,000
 * matching rows, and there they are short. Every value reaches SQL as a parameter. Results come in
 * relevance tiers, each its own query with a LIMIT, so a common word reads at most `cap` rows of a
 * tier instead of sorting every match.
 */

/** Vendor ids whose name has a word starting with a token, one list per token (resolved in memory). */
export type VendorIdsByToken = Map<string, number[]>;

const and = (parts: SQL[]) => sql.join(parts, sql` and `);
const or = (parts: SQL[]) => sql`(${sql.join(parts, sql` or `)})`;
const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

const codePrefix = (terms: SearchTerms) => sql`p.code_key like ${`${escapeLike(terms.codeKey)}%`}`;

/** The first string after every string starting with `prefix` (a–z and 0–9: its last character raised by one). */
const rangeEnd = (prefix: string) =>
  `${prefix.slice(0, -1)}${String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)}`;

/**
 * `codePrefix` as a range of the code index (text_pattern_ops compares bytes; the key holds a–z
 * and 0–9 only, never empty when there are words): unlike LIKE's prefix, which the planner takes
 * from a constant only, a range serves a prepared statement's generic plan. The bounds are planned
 * once: at 1M products a custom plan, priced for the prefix, always looked cheaper than the same
 * generic one, and PostgreSQL planned every call (docs/decisions/017-perf-listing.md §Planned once).
 */
const codeRange = (terms: SearchTerms) => codeRangeOf(prefixRange(terms.codeKey));
const codeRangeOf = (range: PrefixRange) => sql`p.code_key ~>=~ ${range.from} and p.code_key ~<~ ${range.to}`;

/** A prefix's range as two values planned once: the prefix, and `rangeEnd` of it. */
interface PrefixRange {
  from: SQL;
  to: SQL;
}
const prefixRange = (prefix: string): PrefixRange => ({
  from: plannedOnce(prefix, 'text'),
  to: plannedOnce(rangeEnd(prefix), 'text'),
});

/** A product_words range of the words starting with a prefix (`prefixRange`), planned once like `codeRange`. */
const wordRangeOf = (range: PrefixRange) => sql`w.word >= ${range.from} and w.word < ${range.to}`;

/**
 * For the word tiers (product_words `w`): leave out what the code tier found, as a hashed set
 * (they run only when it found fewer than the cap). Nothing when it found none.
 */
const notInCodeTier = (terms: SearchTerms, codeTierFound: boolean) =>
  codeTierFound
    ? sql`and w.product_id not in (select p.product_id from product_search p where p.active and ${codeRange(terms)})`
    : sql``;

/** How many products `notInCodeTier` can leave out (it reads them all too). */
const codeTierSize = (terms: SearchTerms) =>
  sql`(select count(*)::int from product_search p where p.active and ${codeRange(terms)})`;

/** Some word of the name or code starts with the token (`% kamer%`, served by the trigram index). */
const wordStart = (token: string) => sql`p.search_text like ${wordPrefixPattern(token)}`;
/** The token is in the name or code: inside a word from three characters on, else at a word start. */
const inNameOrCode = (token: string) => sql`p.search_text like ${containsPattern(token)}`;

const allWordPrefixes = (terms: SearchTerms) => and(terms.tokens.map(wordStart));
const allContained = (terms: SearchTerms) => and(terms.tokens.map(inNameOrCode));

/**
 * A token found in the name or code, the description, or the vendor's name. In descriptions a
 * two-letter token must be a whole word and a single character is not looked for: as prefixes
 * they would merge the posting lists of a large part of the vocabulary and match nearly everything.
 */
function tokenAnywhere(token: string, vendors: VendorIdsByToken): SQL {
  if (token.length < 2) return inNameOrCode(token);
  const words = token.length >= 3 ? tsPrefixQuery([token]) : token;
  const parts = [inNameOrCode(token), sql`p.search_doc @@ to_tsquery('simple', ${words})`];
  const vendorIds = vendors.get(token) ?? [];
  // Literal ids (not a subquery) let the planner estimate how many rows the vendor brings.
  if (vendorIds.length > 0) parts.push(sql`p.vendor_id in (${idList(vendorIds)})`);
  return or(parts);
}

/**
 * Runs a search's product queries in one transaction that forbids sequential scans. The planner
 * prices a scan that stops after `cap` matches as cheap, but its filter (trigram patterns, a
 * description tsvector, vendor ids) costs far more per row than it assumes, and when matches are
 * rarer than estimated it reads the whole table: measured on 100k products, 2–4× the CPU of the
 * index plans it passed over. Bitmap scans read only matching rows.
 */
export function withIndexScans<T>(db: Db, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return work(tx);
  });
}

export interface ProductTier {
  where: SQL;
  /**
   * A one-word search's "a word starts with it" tier: the word (three or more characters) read as
   * a range of product_words instead (`findWordTier`); `where` says the same for the trigram index.
   */
  word?: string;
  /**
   * A one-word search's "inside a word" tier: the word (three or more characters) looked up in
   * product_word_list and product_words instead (`findInsideWordTier`); `where` says the same.
   */
  inside?: string;
  /** true: walk the code index in order (the exact code comes first); false: sort a capped set by name */
  byCode: boolean;
  /** description and vendor matches: consulted only when names and codes match too few products */
  fallback: boolean;
}

/**
 * The relevance tiers, best first; each excludes the earlier ones, so walking them in order lists
 * every match once: the code starts with the query (exact code first), every word starts a word
 * of the name or code, every word is inside the name or code, anything else (description, vendor).
 */
export function productTiers(terms: SearchTerms, vendors: VendorIdsByToken): ProductTier[] {
  const notCode = sql`not (${codePrefix(terms)})`;
  const prefixes = allWordPrefixes(terms);
  const contained = allContained(terms);
  const [only, ...more] = terms.tokens;
  const word = only !== undefined && more.length === 0 && only.length >= WORD_MIN ? only : undefined;
  const tiers: ProductTier[] = [
    { where: codeRange(terms), byCode: true, fallback: false },
    { where: sql`${notCode} and ${prefixes}`, byCode: false, fallback: false, ...(word ? { word } : {}) },
  ];
  if (terms.tokens.some((t) => t.length >= 3)) {
    tiers.push({
      where: sql`${notCode} and ${contained} and not (${prefixes})`,
      byCode: false,
      fallback: false,
      ...(word ? { inside: word } : {}),
    });
  }
  // Descriptions and vendors are searched for words of two or more characters only.
  if (terms.tokens.some((t) => t.length >= 2)) {
    const elsewhere = and(terms.tokens.map((t) => tokenAnywhere(t, vendors)));
    tiers.push({ where: sql`${notCode} and not (${contained}) and ${elsewhere}`, byCode: false, fallback: true });
  }
  return tiers;
}

/** product_words holds words of this many characters or more (migration 0035). */
const WORD_MIN = 3;

/**
 * The products with a word of their name or code starting with `word`, as `findProductTier`
 * gives them (the first `limit` by `search_text`, and how many up to `cap`), read from product_words
 * and product_word_list (`wordTierSql`). `codeTierFound`: the code tier found products, which this
 * tier leaves out (else none can be there to leave out).
 * docs/decisions/017-perf-listing.md §Words for a one-word search
 */
export async function findWordTier(
  db: DbOrTx,
  terms: SearchTerms,
  word: string,
  limit: number,
  cap: number,
  codeTierFound: boolean,
) {
  // Prepared, one shape per count of entries and per leaving out the code tier or not: the word
  // and the page's size are planned once (`prefixRange`, `plannedOnce`).
  const exclude = notInCodeTier(terms, codeTierFound);
  const wanted = plannedOnce(limit, 'int');
  return readWordEntries(
    db,
    (entries) => sql`
      with ${wordTierSql({
        word: prefixRange(word),
        exclude,
        needless: sql`false`,
        excluded: codeTierFound ? codeTierSize(terms) : inText(0),
        wanted,
        cap,
        entries,
      })}
      select c.read, c.size, ${wordTierPageSql(wanted, exclude)} as ids from counts c`,
    cap,
  );
}

/**
 * A one-word search's "inside a word" tier as `findProductTier` gives it: the products with a
 * word of their name or code that holds `word` after its start, and none that starts with it (those
 * are the word tier's). The words holding it come from product_word_list's trigram index, a few
 * hundred at most where the products' search keys are 100,000; their products from product_words.
 * Products with a word starting with it are left out as a hashed set: this tier runs only when
 * the tiers before it found fewer than `cap` products. docs/decisions/017-perf-listing.md §Words a token is inside of
 */
export async function findInsideWordTier(
  db: DbOrTx,
  terms: SearchTerms,
  word: string,
  limit: number,
  cap: number,
  codeTierFound: boolean,
) {
  // The word planned once and the count of entries in the text: PostgreSQL had planned each call
  // for its pattern (0.63 ms of planning against 0.58 of execution). The words reach
  // product_words one at a time (`lateral … offset 0`), so that generic plan never joins them to
  // a scan of all of it. docs/decisions/017-perf-listing.md §Planned once
  const hidden = (value: string) => plannedOnce(value, 'text');
  return pageOfWordEntries(
    db,
    (entries) => sql`
      select w.product_id, w.sort_key
      from (select l.word from product_word_list l
            where l.word like ${hidden(containsPattern(word))} and not (l.word like ${hidden(`${escapeLike(word)}%`)}) offset 0) l
      cross join lateral (select w.product_id, w.sort_key from product_words w where w.word = l.word offset 0) w
      where w.product_id not in (
          select s.product_id from product_words s where s.word >= ${hidden(word)} and s.word < ${hidden(rangeEnd(word))})
        ${notInCodeTier(terms, codeTierFound)}
      limit ${inText(entries)}`,
    limit,
    cap,
  );
}

/** How many product_words entries a word tier reads first: a product has one per matching word. */
const firstEntries = (cap: number) => Math.ceil(cap * 1.25);

/**
 * A word range with more words than this (codes' words, each held by one product or a few) is
 * paged from the entries read for its count, not word by word.
 */
const FEW_WORDS = 32;

/**
 * The common table expressions of a word tier (`words`, `shape`, `hits`, `counts`): the products
 * with a word starting with `word`, without those `exclude` leaves out (a condition on
 * product_words `w`); `excluded` bounds how many it can leave out. `needless`: the tier is not needed.
 *
 * - `words`: the range's words in product_word_list with how many products hold each, up to
 *   FEW_WORDS + 1 of them.
 * - `shape.counted`: a few words, one held by `cap` + `excluded` products or more: the count is
 *   `cap` and no entry is read. Otherwise `hits` reads up to `entries` entries of the range, and
 *   `counts` counts their products (a product has one entry per matching word, so `entries` is a
 *   quarter more than `cap`; read on with more when duplicates left fewer, `findWordTier`).
 * - The page (`wordTierPageSql`): with a few words, each word's first `wanted` entries, which its
 *   key keeps in name order, merged: the first by name of all the tier's products. With many
 *   words, the first by name of the entries read.
 *
 * docs/decisions/017-perf-listing.md §Counted words
 */
function wordTierSql(opts: {
  word: PrefixRange;
  exclude: SQL;
  needless: SQL;
  excluded: SQL;
  wanted: SQL;
  cap: number;
  entries: number;
}): SQL {
  const cap = inText(opts.cap);
  return sql`
    words as materialized (
      select l.word, l.products from product_word_list l
      where not (${opts.needless}) and l.word >= ${opts.word.from} and l.word < ${opts.word.to}
        and l.products > 0
      limit ${inText(FEW_WORDS + 1)}),
    shape as materialized (
      select few, few and most >= ${cap} + ${opts.excluded} as counted
      from (select count(*) <= ${inText(FEW_WORDS)} as few, coalesce(max(products), 0) as most from words) w),
    hits as materialized (
      select w.product_id, w.sort_key from product_words w
      where not (${opts.needless}) and not (select counted from shape) and ${wordRangeOf(opts.word)} ${opts.exclude}
      limit ${inText(opts.entries)}),
    counts as materialized (
      select case when s.counted then 0 else h.read end as read,
        case when s.counted then ${cap} else h.size end as size, s.few
      from shape s, (select count(*)::int as read, count(distinct product_id)::int as size from hits) h)`;
}

/**
 * A page of `limit` products (an int[] of ids, by sort key) from the product_words entries a
 * statement has read (`hits`) and their `counts`: the first `limit` + (entries read − products)
 * entries by sort key, deduplicated, a top-N sort that cannot miss a product however the
 * duplicates fall, where deduplicating every entry read before sorting cost twice the time
 * (pgbench, `kam`: 1.2 → 0.6 ms).
 */
const wordPageSql = (limit: SQL) => sql`
      coalesce((select array_agg(f.product_id order by f.sort_key, f.product_id)
                from (select distinct product_id, sort_key from (
                        select * from hits order by sort_key, product_id limit ${limit} + (select read - size from counts)) t
                      order by sort_key, product_id limit ${limit}) f), '{}')`;

/** The word tier's page of `limit` products from the CTEs of `wordTierSql`; `exclude` as given to it. */
const wordTierPageSql = (limit: SQL, exclude: SQL) => sql`
      case when (select few from counts) then
        coalesce((select array_agg(f.product_id order by f.sort_key, f.product_id)
                  from (select distinct e.product_id, e.sort_key from words l
                        cross join lateral (select w.product_id, w.sort_key from product_words w
                                            where w.word = l.word ${exclude}
                                            order by w.sort_key, w.product_id limit ${limit}) e
                        order by e.sort_key, e.product_id limit ${limit}) f), '{}')
      else ${wordPageSql(limit)}
      end`;

/**
 * The first `limit` products of product_words entries by sort key, and how many products (up to
 * `cap`), from the entries `hits` gives (at most `entries` of them).
 */
function pageOfWordEntries(db: DbOrTx, hits: (entries: number) => SQL, limit: number, cap: number) {
  return readWordEntries(
    db,
    (entries) => sql`
      with hits as materialized (${hits(entries)}),
      counts as materialized (select count(*)::int as read, count(distinct product_id)::int as size from hits)
      select c.read, c.size, ${wordPageSql(sql`${limit}`)} as ids
      from counts c`,
    cap,
  );
}

/**
 * Runs a word tier's `statement` (its entries read, the products among them, the page's ids) with a
 * quarter more entries than `cap`, and four times as many while a product's several matching
 * words left fewer than `cap` products in what was read.
 */
async function readWordEntries(db: DbOrTx, statement: (entries: number) => SQL, cap: number) {
  for (let entries = firstEntries(cap); ; entries *= 4) {
    const [row] = await queryPreparedShape<{ read: number; size: number; ids: number[] }>(db, statement(entries));
    const read = Number(row?.read ?? 0);
    const size = Number(row?.size ?? 0);
    if (size >= cap || read < entries || entries > cap * 64) {
      return { ids: (row?.ids ?? []).map(Number), size: Math.min(size, cap) };
    }
  }
}

export interface CodeAndWordTiers {
  codeSize: number;
  wordSize: number;
  /** false: the word tier needs more than its first read of entries (`findWordTier` reads on). */
  wordComplete: boolean;
  /** The first `wanted` ids of the code tier, then of the word tier. */
  ids: number[];
  /** The ids of the page (`offset`, `limit`) of `ids`, and the hits of those on sale, in that order. */
  pageIds: number[];
  products: ProductHitRow[];
}

/**
 * `findCodeAndWordTiers`' statement for a cap, built once (`preparedShapes`) with its values as
 * placeholders: drizzle building its text from the fragments below on every request was 14.7 % of
 * a dropdown's server profile
 * (docs/decisions/017-perf-listing.md §The dropdown's statement built once). Its text does not
 * depend on the values, only on the cap (and on it the entries first read).
 */
function codeAndWordTiersStatement(cap: number): SQL {
  const value = (name: string, type: 'int' | 'text') => plannedOnce(sql.placeholder(name), type);
  const entries = firstEntries(cap);
  // Planned once: the cap and the entries read are fixed numbers, written into the text; the page's
  // end behind a one-row subquery. Seen by a custom plan, these and the words' ranges made
  // PostgreSQL plan every call at 1M products (0.9 ms, against 1.8 of execution).
  // docs/decisions/017-perf-listing.md §Planned once
  const capText = inText(cap);
  const wanted = value('wanted', 'int');
  const wordLimit = sql`greatest(${wanted} - (select cardinality(ids) from code_stats), 0)`;
  const inCode = sql`and w.product_id not in (select id from code)`;
  return sql`
    with code as materialized (
      select p.product_id as id, p.code_key as sort_key from product_search p
      where p.active and ${codeRangeOf({ from: value('codeKey', 'text'), to: value('codeEnd', 'text') })}
      order by p.code_key using ~<~, p.product_id limit ${capText}),
    code_stats as materialized (
      select count(*)::int as size,
        coalesce((select array_agg(f.id order by f.sort_key using ~<~, f.id)
                  from (select * from code order by sort_key using ~<~, id limit ${wanted}) f), '{}') as ids
      from code),
    ${wordTierSql({
      word: { from: value('word', 'text'), to: value('wordEnd', 'text') },
      exclude: inCode,
      needless: sql`(select size from code_stats) >= ${capText}`,
      excluded: sql`(select size from code_stats)`,
      wanted: wordLimit,
      cap,
      entries,
    })},
    tiers as materialized (
      select s.size as code_size, c.read as word_read, c.size as word_size, s.ids || ${wordTierPageSql(wordLimit, inCode)} as ids
      from code_stats s, counts c),
    page as materialized (
      select (t.ids)[${sql.placeholder('from')}::int:${sql.placeholder('to')}::int] as ids from tiers t)
    select t.code_size, t.word_read, t.word_size, t.ids, (select ids from page) as page_ids, h.*
    from tiers t left join (${productHitsSql(sql`((select ids from page))::int[]`)}) h on true`;
}
const codeAndWordTiers = preparedShapes<
  { code_size: number; word_read: number; word_size: number; ids: number[]; page_ids: number[] } & ProductHitRow,
  { codeKey: string; codeEnd: string; word: string; wordEnd: string; wanted: number; from: number; to: number }
>();

/**
 * A one-word search's first two tiers (the code tier as `findProductTier` reads it, the word
 * tier's first read as `findWordTier`) and the hits of the page they fill, in one statement: a
 * dropdown ran them as three, each costing a round trip, its protocol work on both sides and a
 * wake-up of the server and of PostgreSQL. The word tier runs only while the code tier found
 * fewer than `cap`, and leaves its products out. docs/decisions/017-perf-listing.md §One statement for the first tiers
 */
export async function findCodeAndWordTiers(
  db: DbOrTx,
  terms: SearchTerms,
  word: string,
  page: { wanted: number; offset: number; limit: number },
  cap: number,
): Promise<CodeAndWordTiers> {
  const rows = await codeAndWordTiers(`search_tiers_${cap}`, () => codeAndWordTiersStatement(cap))(db, {
    codeKey: terms.codeKey,
    codeEnd: rangeEnd(terms.codeKey),
    word,
    wordEnd: rangeEnd(word),
    wanted: page.wanted,
    from: page.offset + 1,
    to: page.offset + page.limit,
  });
  const first = rows[0];
  const wordSize = Number(first?.word_size ?? 0);
  return {
    codeSize: Number(first?.code_size ?? 0),
    wordSize: Math.min(wordSize, cap),
    wordComplete: wordSize >= cap || Number(first?.word_read ?? 0) < firstEntries(cap),
    ids: (first?.ids ?? []).map(Number),
    pageIds: (first?.page_ids ?? []).map(Number),
    products: rows
      .filter((r) => r.id !== null)
      .map(({ code_size: _c, word_read: _r, word_size: _w, ids: _i, page_ids: _p, ...hit }) => hit),
  };
}

/**
 * Ids of one tier and how many it holds (up to `cap`); `limit` 0 only counts. Name order uses
 * `search_text` (the folded name comes first in it), sorted over at most `cap` matches: without an
 * ORDER BY next to the LIMIT the inner query cannot be planned as a walk of a name index hoping to
 * meet matches early, which costs a full scan when the estimate is wrong. Code order walks the code index.
 */
export async function findProductTier(db: DbOrTx, tier: ProductTier, limit: number, cap: number) {
  // Names and codes from the narrow copy; descriptions and vendors only products have.
  const from = tier.fallback ? sql`products p` : sql`(select product_id as id, * from product_search) p`;
  if (limit === 0) {
    const rows = await query<{ n: number }>(
      db,
      sql`
      select count(*)::int as n from (select 1 from ${from} where p.active and ${tier.where} limit ${cap}) c`,
    );
    return { ids: [] as number[], size: Number(rows[0]?.n ?? 0) };
  }
  if (tier.byCode) {
    // In the order of the index of active codes (migration 0037), read until `cap`; one shape, prepared.
    const rows = await queryPreparedShape<{ id: number; size: number }>(
      db,
      sql`
      select c.id, count(*) over ()::int as size from (
        select p.id, p.code_key as sort_key from ${from} where p.active and ${tier.where}
        order by p.code_key using ~<~, p.id limit ${cap}) c
      order by c.sort_key using ~<~, c.id limit ${limit}`,
    );
    return { ids: rows.map((r) => r.id), size: Number(rows[0]?.size ?? 0) };
  }
  const rows = await query<{ id: number; size: number }>(
    db,
    sql`
    select c.id, count(*) over ()::int as size from (
      select p.id, p.search_text as sort_key from ${from} where p.active and ${tier.where} limit ${cap}) c
    order by c.sort_key, c.id limit ${limit}`,
  );
  return { ids: rows.map((r) => r.id), size: Number(rows[0]?.size ?? 0) };
}

/**
 * The words typos are corrected to: product names and codes (search_words, kept by a trigger),
 * vendor names, category labels and published blog titles, folded like the search keys.
 */
export async function findVocabulary(db: DbOrTx): Promise<string[]> {
  const words = (column: SQL) => sql`regexp_split_to_table(lower(shop_unaccent(${column})), '[^a-z0-9]+')`;
  const rows = await query<{ word: string }>(
    db,
    sql`
    select word from search_words
    union select ${words(sql`v.name`)} from vendors v
    union select ${words(sql`c.label`)} from categories c
    union select ${words(sql`b.title`)} from blog_posts b where b.status = 'published' and b.published_at <= now()`,
  );
  return rows.map((r) => r.word).filter((w) => /^[a-z]{4,40}$/.test(w));
}

export async function findVendorNames(db: DbOrTx): Promise<{ id: number; name: string }[]> {
  return query<{ id: number; name: string }>(db, sql`select id, name from vendors`);
}
