import type { Scenario } from './load.ts';
import { xsrfHeaders } from './scenarios.ts';

/**
 * Requests as a shop is really used, so the figures measure the database work and not the 30 s
 * reply cache: every category at every level, any page up to the last (at most 30), every
 * ordering, in-stock on 30 % of listings, page sizes 12/36/72, many products, search prefixes and
 * whole words, customers of every price group. A seeded generator, so two runs send the same
 * sequence (per connection order aside).
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface VariedSample {
  /** Every category with its number of active products (all and in stock). */
  categories: { id: number; all: number; inStock: number }[];
  slugs: string[];
  searches: string[];
}

interface CategoryNode {
  id: number;
  children?: CategoryNode[];
}

const PAGE_SIZES = [12, 36, 72] as const;

async function filter(baseUrl: string, body: object, limit: number, offset: number) {
  const res = await fetch(`${baseUrl}/admin/v1/product/filter/sk/${limit}/${offset}`, {
    method: 'POST',
    headers: await xsrfHeaders(baseUrl),
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`filter: ${res.status}`);
  return (await res.json()) as {
    products: { name: string; url: { url: string } }[];
    paging: { filtered_products_count: number };
  };
}

/** Reads every category (all levels) with its counts, and products and words spread over them. */
export async function sampleVaried(baseUrl: string, seed = 17): Promise<VariedSample> {
  const random = seededRandom(seed);
  const menu = (await (await fetch(`${baseUrl}/admin/v1/menu/bottom-second/sk`)).json()) as {
    menu: { url: { url: string } | null }[];
  };
  const ids: number[] = [];
  const collect = (nodes: CategoryNode[]) => {
    for (const n of nodes) {
      ids.push(n.id);
      collect(n.children ?? []);
    }
  };
  for (const item of menu.menu) {
    if (!item.url) continue;
    const reply = (await (
      await fetch(`${baseUrl}/admin/v1/category/url/${encodeURIComponent(item.url.url)}/sk`)
    ).json()) as { category: CategoryNode };
    collect([reply.category]);
  }
  const categories: VariedSample['categories'] = [];
  const slugs = new Set<string>();
  const words = new Set<string>();
  for (const id of ids) {
    const all = await filter(baseUrl, { condition: { categories: { id } }, order: 2 }, 72, 0);
    const inStock = await filter(baseUrl, { condition: { categories: { id }, inStock: true }, order: 1 }, 1, 0);
    const count = all.paging.filtered_products_count;
    categories.push({ id, all: count, inStock: inStock.paging.filtered_products_count });
    // A page somewhere in the category, for products beyond the first page's.
    const deep = await filter(
      baseUrl,
      { condition: { categories: { id } }, order: 3 },
      72,
      Math.floor(random() * count),
    );
    for (const p of [...all.products, ...deep.products]) {
      slugs.add(p.url.url);
      for (const w of p.name.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (w.length >= 4) words.add(w);
    }
  }
  const wordList = [...words];
  const searches: string[] = [];
  for (let i = 0; i < 400; i++) {
    const word = wordList[Math.floor(random() * wordList.length)] ?? 'kamera';
    // Half whole words, half prefixes of 3–5 letters as the debounced search bar sends them.
    searches.push(random() < 0.5 ? word : word.slice(0, 3 + Math.floor(random() * 3)));
  }
  return { categories, slugs: [...slugs], searches };
}

/** A listing request: category, page (up to the last, at most 30), ordering, in-stock, page size. */
export function listingRequest(sample: VariedSample, random: () => number) {
  const category = sample.categories[Math.floor(random() * sample.categories.length)] ?? { id: 0, all: 0, inStock: 0 };
  const inStock = random() < 0.3;
  const limit = PAGE_SIZES[Math.floor(random() * PAGE_SIZES.length)] ?? 12;
  const count = inStock ? category.inStock : category.all;
  const pages = Math.max(1, Math.min(30, Math.ceil(count / limit)));
  return filterRequest(category.id, inStock, limit, limit * Math.floor(random() * pages), random);
}

/** The listing request itself, with any of the seven orderings. */
function filterRequest(categoryId: number, inStock: boolean, limit: number, offset: number, random: () => number) {
  const order = 1 + Math.floor(random() * 7);
  return {
    method: 'POST' as const,
    path: `/admin/v1/product/filter/sk/${limit}/${offset}`,
    body: JSON.stringify({ condition: { categories: { id: categoryId }, ...(inStock ? { inStock } : {}) }, order }),
  };
}

/** The page size of the full-page listings: the smallest, so the 1k catalogue's categories fill it too. */
const FULL_PAGE = 12;

/**
 * A listing whose reply holds a full page of 12 at any size of catalogue: a category (every level)
 * with at least 12 matching products, a page from the first to the last full one (at most 30), any
 * ordering, in-stock on 30 %. The open mix above returns 17 products a listing on average at 1k and
 * 40 at 100k (small categories, short last pages), so its ratio of req/s between the sizes also
 * compares replies of different sizes; this one compares the same work on catalogues of different
 * sizes (docs/requirements/performance.md §API latency targets: cost must not grow with the catalogue).
 */
export function fullPageListingRequest(sample: VariedSample, random: () => number) {
  const inStock = random() < 0.3;
  const fitting = sample.categories.filter((c) => (inStock ? c.inStock : c.all) >= FULL_PAGE);
  const category = fitting[Math.floor(random() * fitting.length)] ?? { id: 0, all: 0, inStock: 0 };
  const count = inStock ? category.inStock : category.all;
  const pages = Math.max(1, Math.min(30, Math.floor(count / FULL_PAGE)));
  return filterRequest(category.id, inStock, FULL_PAGE, FULL_PAGE * Math.floor(random() * pages), random);
}

/**
 * The varied scenarios, anonymous and with customers (`customers`: session headers, one per
 * connection, spread over the price groups).
 */
export function variedScenarios(
  sample: VariedSample,
  anonymous: Record<string, string>,
  customers: Record<string, string>[],
  seed = 17,
): Scenario[] {
  const random = seededRandom(seed);
  let next = 0;
  const customerOf = (connection: Record<string, unknown>) => {
    connection.customer ??= customers[next++ % Math.max(1, customers.length)];
    return connection.customer as Record<string, string>;
  };
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
  const detail = () => ({ path: `/admin/v1/product/detail/url/${pick(sample.slugs)}/sk` });
  const search = () => ({ path: `/admin/v1/search/${encodeURIComponent(pick(sample.searches))}/sk` });
  return [
    { name: 'varied listing, anonymous', headers: anonymous, request: () => listingRequest(sample, random) },
    {
      name: 'varied listing, logged in',
      request: (c) => ({ ...listingRequest(sample, random), headers: customerOf(c) }),
    },
    {
      name: 'varied listing of full pages (12), anonymous',
      headers: anonymous,
      request: () => fullPageListingRequest(sample, random),
    },
    {
      name: 'varied listing of full pages (12), logged in',
      request: (c) => ({ ...fullPageListingRequest(sample, random), headers: customerOf(c) }),
    },
    // Anonymous visitors carry the cookies their first page gave them, as a browser does: without
    // them every request was handed a new session and its reply turned private.
    { name: 'varied product detail, anonymous', headers: anonymous, request: detail },
    { name: 'varied product detail, logged in', request: (c) => ({ ...detail(), headers: customerOf(c) }) },
    { name: 'varied search dropdown, anonymous', headers: anonymous, request: search },
    { name: 'varied search dropdown, logged in', request: (c) => ({ ...search(), headers: customerOf(c) }) },
  ];
}
