import {
  type ProductCard,
  SEARCH_COUNT_CAP,
  SEARCH_DROPDOWN_LIMITS,
  SEARCH_PAGE_SIZE,
  type SearchItem,
  type SearchProductsReply,
  type SearchReply,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { findProductsByIds, inIdOrder, type ProductHitRow } from '../catalog/catalog.repository.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CategoryCache } from '../catalog/category-tree.ts';
import { keptValue } from '../catalog/read-cache.ts';
import { htmlToPlainText } from '../content/sanitize.ts';
import {
  type CodeAndWordTiers,
  findCodeAndWordTiers,
  findInsideWordTier,
  findProductTier,
  findVendorNames,
  findVocabulary,
  findWordTier,
  productTiers,
  type VendorIdsByToken,
  withIndexScans,
} from './search.repository.ts';
import { blogHits, loadBlogWords } from './search-blog.ts';
import { createResultCache } from './search-cache.ts';
import { matchCategories } from './search-categories.ts';
import { foldForSearch, parseSearchTerms, type SearchTerms } from './search-terms.ts';
import { buildVocabulary, correctTerms, type Vocabulary } from './search-vocabulary.ts';

const DESCRIPTION_LENGTH = 160;
const RESULT_CACHE_ENTRIES = 2000;
const RESULT_CACHE_TTL_MS = 30_000;
const EMPTY_COUNTS = { product: 0, blog: 0, category: 0 };

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

export interface SearchServiceOptions {
  /** How long identical queries share one result in this process (0 turns the cache off). */
  resultCacheTtlMs?: number;
}

export function createSearchService(
  db: Db,
  catalog: CatalogService,
  categories: CategoryCache,
  options: SearchServiceOptions = {},
) {
  const resultCacheTtlMs = options.resultCacheTtlMs ?? RESULT_CACHE_TTL_MS;
  const vendorWords = keptValue(
    async () =>
      (await findVendorNames(db)).map((v) => ({
        id: v.id,
        words: foldForSearch(v.name)
          .split(/[^a-z0-9]+/)
          .filter(Boolean),
      })),
    60_000,
  );
  // A vendor renamed in the back office is searched by its new name at once.
  catalog.onCatalogueChange(vendorWords.drop, { stock: false });
  // Only asked when a query matched nothing, so a few minutes of staleness costs nothing.
  const vocabulary = keptValue<Vocabulary>(async () => buildVocabulary(await findVocabulary(db)), 300_000);
  // Kept like the category tree (also with the read cache off): dropped by every change of the
  // catalogue or the blog in any process (a post saved in the back office, catalogueChanged), not by
  // an order's stock change; the 30 s bound what a lost announcement could leave behind.
  const blogWords = keptValue(() => loadBlogWords(db), 30_000);
  catalog.onCatalogueChange(blogWords.drop, { stock: false });

  async function vendorsFor(terms: SearchTerms): Promise<VendorIdsByToken> {
    const vendors = await vendorWords();
    return new Map(
      terms.tokens.map((t) => [t, vendors.filter((v) => v.words.some((w) => w.startsWith(t))).map((v) => v.id)]),
    );
  }

  /**
   * One page of products in relevance order and how many match (up to SEARCH_COUNT_CAP).
   * Name and code tiers are walked in order, each giving ids while the page needs them and its
   * size (capped) for the total. Description and vendor matches join only when names and codes
   * match fewer than a results page: a common word then costs no scan of every description.
   */
  async function rankedProducts(
    terms: SearchTerms,
    limit: number,
    offset: number,
  ): Promise<{ products: ProductHitRow[]; count: number }> {
    const vendors = await vendorsFor(terms);
    const wanted = Math.min(offset + limit, SEARCH_COUNT_CAP);
    const ids: number[] = [];
    let count = 0;
    let codeFound = false;
    const tiers = productTiers(terms, vendors);
    let first: CodeAndWordTiers | undefined;
    // A one-word search reads its code and word tiers, and the page's products, in one statement.
    const [codeTier, wordTier] = tiers;
    if (codeTier?.byCode && wordTier?.word !== undefined) {
      first = await findCodeAndWordTiers(db, terms, wordTier.word, { wanted, offset, limit }, SEARCH_COUNT_CAP);
      const codeIds = first.ids.slice(0, Math.min(first.codeSize, wanted));
      ids.push(...(first.wordComplete ? first.ids : codeIds));
      count = first.codeSize + (first.wordComplete ? first.wordSize : 0);
      codeFound = first.codeSize > 0;
    }
    const done = first === undefined ? 0 : first.wordComplete ? 2 : 1;
    for (const tier of tiers.slice(done)) {
      if (count >= SEARCH_COUNT_CAP || (tier.fallback && count >= SEARCH_PAGE_SIZE)) break;
      const limit = Math.max(wanted - ids.length, 0);
      // The code, word and inside-a-word tiers read index ranges, which the planner never trades
      // for a scan; the trigram tiers run where sequential scans are off. Each statement reads its
      // own snapshot either way (read committed), so a search that ends before them spares the
      // transaction's three round trips. The word tiers leave out what the code tier found.
      const found: { ids: number[]; size: number } = tier.word
        ? await findWordTier(db, terms, tier.word, limit, SEARCH_COUNT_CAP, codeFound)
        : tier.inside
          ? await findInsideWordTier(db, terms, tier.inside, limit, SEARCH_COUNT_CAP, codeFound)
          : tier.byCode
            ? await findProductTier(db, tier, limit, SEARCH_COUNT_CAP)
            : await withIndexScans(db, (tx) => findProductTier(tx, tier, limit, SEARCH_COUNT_CAP));
      if (tier.byCode) codeFound = found.size > 0;
      ids.push(...found.ids);
      count += found.size;
    }
    const pageIds = ids.slice(offset, offset + limit);
    // The statement read the products of its page; later tiers may have added to that page.
    const products =
      first?.wordComplete && sameIds(first.pageIds, pageIds)
        ? inIdOrder(pageIds, first.products)
        : await findProductsByIds(db, pageIds);
    return { products, count: Math.min(count, SEARCH_COUNT_CAP) };
  }

  /** The same search with typos corrected, when the words as typed find nothing anywhere. */
  async function corrected(terms: SearchTerms): Promise<SearchTerms | null> {
    return correctTerms(await vocabulary(), terms);
  }

  // A category's description and a post's perex may hold HTML, and the sanitizer that makes them
  // plain text was 2.6 % of a dropdown's CPU profile. Both come from objects kept in memory (the
  // category tree, the blog's words) and replaced whenever they change, so the text is made once
  // per object (docs/decisions/017-perf-listing.md §Work a returning visitor's request did again).
  const previews = new WeakMap<object, string>();
  const previewOf = (owner: object, html: string) => {
    let text = previews.get(owner);
    if (text === undefined) {
      text = htmlToPlainText(html, DESCRIPTION_LENGTH);
      previews.set(owner, text);
    }
    return text;
  };

  async function productItems(request: FastifyRequest, rows: ProductHitRow[]): Promise<SearchItem[]> {
    // Prices only for a logged-in customer (docs/requirements/catalogue.md §Prices for logged-in customers only):
    // anonymous items carry no price key at all.
    const prices = new Map<number, number>();
    if (rows.length > 0 && (await request.customer())) {
      for (const card of await catalog.cardsFor(request, rows)) {
        if (card.price_exc_vat !== undefined) prices.set(card.id, card.price_exc_vat);
      }
    }
    return rows.map((row) => {
      const item: SearchItem = {
        type: 'product',
        id: row.id,
        name: row.name,
        code: row.code,
        description: htmlToPlainText(row.short_description, DESCRIPTION_LENGTH),
        // The cover as the card shows it (product_cards), not read a second time.
        image: (JSON.parse(row.card) as ProductCard).image[0]?.src ?? null,
        url: { url: row.slug },
      };
      const price = prices.get(row.id);
      if (price !== undefined) item.price_exc_vat = price;
      return item;
    });
  }

  async function dropdownHits(terms: SearchTerms) {
    const [products, tree, blog] = await Promise.all([
      rankedProducts(terms, SEARCH_DROPDOWN_LIMITS.product, 0),
      categories.get(),
      blogWords(),
    ]);
    const categoryHits = matchCategories(tree, terms, SEARCH_DROPDOWN_LIMITS.category);
    const blogs = blogHits(blog, terms, SEARCH_DROPDOWN_LIMITS.blog);
    const counts = { product: products.count, category: categoryHits.total, blog: blogs.total };
    return { products: products.products, categories: categoryHits.nodes, blogs: blogs.hits, counts };
  }
  type DropdownHits = Awaited<ReturnType<typeof dropdownHits>>;

  /** Dropdown hits for the words as typed, or for the corrected words when those find nothing anywhere. */
  async function dropdownHitsOrCorrected(terms: SearchTerms): Promise<DropdownHits> {
    const hits = await dropdownHits(terms);
    if (hits.counts.product + hits.counts.category + hits.counts.blog > 0) return hits;
    const fixed = await corrected(terms);
    return fixed ? dropdownHits(fixed) : hits;
  }

  async function pageOrCorrected(terms: SearchTerms, limit: number, offset: number) {
    const page = await rankedProducts(terms, limit, offset);
    if (page.count > 0) return page;
    const fixed = await corrected(terms);
    return fixed ? rankedProducts(fixed, limit, offset) : page;
  }

  // Rows, not replies: prices are added per request for whoever asks.
  const dropdownCache = createResultCache<DropdownHits>(RESULT_CACHE_ENTRIES, resultCacheTtlMs);
  const pageCache = createResultCache<{ products: ProductHitRow[]; count: number }>(
    RESULT_CACHE_ENTRIES,
    resultCacheTtlMs,
  );
  // A staff edit (a withdrawn or renamed product) shows in search at once, not after the TTL.
  catalog.onCatalogueChange(() => {
    dropdownCache.clear();
    pageCache.clear();
  });
  const cacheKey = (terms: SearchTerms) => `${terms.tokens.join(' ')}|${terms.codeKey}`;

  return {
    /** The catalogue changed (in any process: app.ts registers this with the cache events). */
    clear() {
      dropdownCache.clear();
      pageCache.clear();
    },

    /** The search-bar dropdown: a few products, categories and blog posts, with the total of each. */
    async dropdown(request: FastifyRequest, query: string): Promise<Omit<SearchReply, 'success'>> {
      const terms = parseSearchTerms(query);
      if (terms.tokens.length === 0) return { items: [], more_results: EMPTY_COUNTS, full_count: 0 };
      const hits = await dropdownCache.get(cacheKey(terms), () => dropdownHitsOrCorrected(terms));
      const items: SearchItem[] = [
        ...(await productItems(request, hits.products)),
        ...hits.categories.map(
          (c): SearchItem => ({
            type: 'category',
            id: c.id,
            name: c.label,
            code: '',
            description: previewOf(c, c.description),
            image: null,
            url: { url: c.path },
          }),
        ),
        ...hits.blogs.map(
          (b): SearchItem => ({
            type: 'blog',
            id: b.id,
            name: b.title,
            code: '',
            description: previewOf(b, b.perex),
            image: b.image,
            url: { url: `/${b.slug}` },
          }),
        ),
      ];
      const { counts } = hits;
      return { items, more_results: counts, full_count: counts.product + counts.category + counts.blog };
    },

    /** The search results page: product cards (prices for logged-in customers only), best first. */
    async products(
      request: FastifyRequest,
      query: string,
      limit: number,
      offset: number,
    ): Promise<Omit<SearchProductsReply, 'success'>> {
      const terms = parseSearchTerms(query);
      if (terms.tokens.length === 0) return { items: [], full_count: 0 };
      const page = await pageCache.get(`${cacheKey(terms)}|${limit}|${offset}`, () =>
        pageOrCorrected(terms, limit, offset),
      );
      const cards: ProductCard[] = await catalog.cardsFor(request, page.products);
      return { items: cards, full_count: page.count };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
