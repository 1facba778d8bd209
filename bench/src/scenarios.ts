import type { Scenario } from './load.ts';

export interface CatalogSample {
  /** A top category with many products (listing scenarios). */
  categoryId: number;
  /** Every category, all depths. */
  categoryIds: number[];
  slugs: string[];
  productIds: number[];
  searchTerms: string[];
  /** Word prefixes from product names: a query the search has not answered before, mostly. */
  searchPrefixes: string[];
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** Reads what the scenarios need from a running shop: a big category and product slugs. */
export async function sampleCatalog(baseUrl: string): Promise<CatalogSample> {
  const menu = (await (await fetch(`${baseUrl}/admin/v1/menu/bottom-second/sk`)).json()) as {
    menu: { url: { url: string } | null }[];
  };
  let best = { id: 0, count: -1 };
  const categoryIds: number[] = [];
  const collect = (nodes: { id: number; children?: unknown[] }[]) => {
    for (const n of nodes) {
      categoryIds.push(n.id);
      collect((n.children ?? []) as { id: number; children?: unknown[] }[]);
    }
  };
  for (const item of menu.menu) {
    if (!item.url) continue;
    const category = (await (
      await fetch(`${baseUrl}/admin/v1/category/url/${encodeURIComponent(item.url.url)}/sk`)
    ).json()) as { category: { id: number; children: { id: number; children?: unknown[] }[] } };
    collect([category.category]);
    const page = (await (
      await fetch(`${baseUrl}/admin/v1/product/filter/sk/72/0`, {
        method: 'POST',
        headers: await xsrfHeaders(baseUrl),
        body: JSON.stringify({ condition: { categories: { id: category.category.id } }, order: 1 }),
      })
    ).json()) as { products: { url: { url: string } }[]; paging: { filtered_products_count: number } };
    if (page.paging.filtered_products_count > best.count)
      best = { id: category.category.id, count: page.paging.filtered_products_count };
  }
  const slugs: string[] = [];
  const productIds: number[] = [];
  const words = new Set<string>();
  for (const offset of [0, 72, 720, 7200]) {
    const page = (await (
      await fetch(`${baseUrl}/admin/v1/product/filter/sk/72/${offset}`, {
        method: 'POST',
        headers: await xsrfHeaders(baseUrl),
        body: JSON.stringify({ condition: { categories: { id: best.id } }, order: 2 }),
      })
    ).json()) as { products: { id: number; name: string; url: { url: string } }[] };
    slugs.push(...page.products.map((p) => p.url.url));
    productIds.push(...page.products.map((p) => p.id));
    for (const p of page.products) for (const w of p.name.split(/\s+/)) if (w.length >= 4) words.add(w.toLowerCase());
  }
  const searchPrefixes: string[] = [];
  for (const w of words) for (let n = 3; n <= w.length; n++) searchPrefixes.push(w.slice(0, n));
  return {
    categoryId: best.id,
    categoryIds,
    slugs,
    productIds,
    searchPrefixes,
    searchTerms: ['kamera', 'kamer', 'čidlo', 'switch', 'ústredňa', 'dome 4mpx', 'poe'],
  };
}

const cachedXsrf = new Map<string, Record<string, string>>();
/** A new server on the same port has another session secret: forget the old session. */
export const forgetXsrf = () => cachedXsrf.clear();
/** A session cookie and its XSRF header, so POST scenarios pass the double-submit check. */
export async function xsrfHeaders(baseUrl: string): Promise<Record<string, string>> {
  const cached = cachedXsrf.get(baseUrl);
  if (cached) return cached;
  const res = await fetch(`${baseUrl}/admin/v1/health`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  const headers = { cookie: cookies.join('; '), 'x-xsrf-token': xsrf, 'content-type': 'application/json' };
  cachedXsrf.set(baseUrl, headers);
  return headers;
}

/**
 * The machine's floor: the same load on a route that does no work. A scenario's p99 cannot fall
 * below this one's measured in the same minute (the load generator, the server and PostgreSQL
 * share the cores).
 */
export const BASELINE: Scenario = { name: 'baseline (ping, no database)', request: () => ({ path: '/admin/v1/ping' }) };

export function catalogScenarios(sample: CatalogSample, headers: Record<string, string>): Scenario[] {
  const filterBody = (order: number) => JSON.stringify({ condition: { categories: { id: sample.categoryId } }, order });
  const filter = (name: string, order: number, offset: number): Scenario => ({
    name,
    headers,
    request: () => ({ method: 'POST', path: `/admin/v1/product/filter/sk/12/${offset}`, body: filterBody(order) }),
  });
  return [
    BASELINE,
    { name: 'home: menu', request: () => ({ path: '/admin/v1/menu/main/sk' }) },
    { name: 'home: banners', request: () => ({ path: '/admin/v1/banners/top/sk' }) },
    { name: 'home: products', request: () => ({ path: '/admin/v1/product/homepage/sk' }) },
    { name: 'home: blog', request: () => ({ path: '/admin/v1/blog/homepage/sk' }) },
    filter('filter p1 order 1', 1, 0),
    filter('filter p1 order 2', 2, 0),
    filter('filter p1 order 4', 4, 0),
    filter('filter p50 order 1', 1, 588),
    filter('filter p50 order 2', 2, 588),
    filter('filter p50 order 4', 4, 588),
    { name: 'product detail', request: () => ({ path: `/admin/v1/product/detail/url/${pick(sample.slugs)}/sk` }) },
    {
      name: 'search dropdown',
      request: () => ({ path: `/admin/v1/search/${encodeURIComponent(pick(sample.searchTerms))}/sk` }),
    },
    {
      name: 'search dropdown, varied',
      request: () => ({ path: `/admin/v1/search/${encodeURIComponent(pick(sample.searchPrefixes))}/sk` }),
    },
    {
      name: 'filter, random category+page',
      headers,
      request: () => ({
        method: 'POST',
        path: `/admin/v1/product/filter/sk/12/${12 * Math.floor(Math.random() * 50)}`,
        body: JSON.stringify({
          condition: { categories: { id: pick(sample.categoryIds) } },
          order: pick([1, 2, 3, 4, 5, 6, 7]),
        }),
      }),
    },
  ];
}

/**
 * Logged-in scenarios. Each autocannon connection takes its own customer (sessions prepared by
 * customers.ts), as real shoppers have their own baskets.
 */
export function customerScenarios(sample: CatalogSample, shoppers: { headers: Record<string, string> }[]): Scenario[] {
  const shopperOf = (connection: Record<string, unknown>) => {
    connection.shopper ??= shoppers[(customerScenarioConnections++ % (shoppers.length - 1)) + 1];
    return (connection.shopper as { headers: Record<string, string> }).headers;
  };
  const reader = shoppers[0]?.headers ?? {};
  return [
    { name: 'basket read (10 lines)', headers: reader, request: () => ({ path: '/admin/v1/basket/sk' }) },
    {
      name: 'product detail, logged in',
      headers: reader,
      request: () => ({ path: `/admin/v1/product/detail/url/${pick(sample.slugs)}/sk` }),
    },
    {
      name: 'add to basket',
      request: (connection) => ({
        method: 'PUT',
        path: '/admin/v1/basket/add',
        headers: shopperOf(connection),
        body: JSON.stringify({ product: pick(sample.productIds.slice(0, 20)), quantity: 1 }),
      }),
    },
  ];
}
let customerScenarioConnections = 0;

/**
 * The back office's order list over a large order history (`seed --orders N`): keyset cursors
 * of pages spread over the whole list, walked once before the run (`next` → `after`).
 */
export interface OrderListSample {
  cursors: string[];
  /** Order numbers' beginnings and company name parts, for the search. */
  searches: string[];
}

export async function sampleOrderList(baseUrl: string, staffHeaders: Record<string, string>): Promise<OrderListSample> {
  const cursors: string[] = [];
  const companies = new Set<string>();
  const numbers = new Set<string>();
  let after: string | null = null;
  // Every page is walked (a keyset list has no page numbers); each 20th cursor is kept.
  for (let page = 0; page < 5000; page++) {
    const query: string = after ? `?after=${after}` : '';
    const res = await fetch(`${baseUrl}/admin/v1/staff/orders${query}`, { headers: staffHeaders });
    if (!res.ok) throw new Error(`staff orders: ${res.status} ${await res.text()}`);
    const reply = (await res.json()) as { orders: { number: string; companyName: string }[]; next: string | null };
    if (page % 20 === 0) {
      for (const o of reply.orders.slice(0, 2)) {
        numbers.add(o.number.slice(0, 8));
        const word = o.companyName.split(/\s+/)[0];
        if (word && word.length >= 4) companies.add(word.toLowerCase());
      }
      if (after) cursors.push(after);
    }
    if (!reply.next) break;
    after = reply.next;
  }
  return { cursors, searches: [...numbers, ...companies] };
}

export function staffOrderScenarios(sample: OrderListSample, headers: Record<string, string>): Scenario[] {
  const list = (query: () => string) => () => ({ path: `/admin/v1/staff/orders?${query()}` });
  return [
    { name: 'staff orders p1', headers, request: list(() => 'sort=-created') },
    // A short history has no later pages: then page 1 stands in.
    {
      name: 'staff orders, deep page',
      headers,
      request: list(() => (sample.cursors.length ? `after=${pick(sample.cursors)}` : 'sort=-created')),
    },
    {
      name: 'staff orders, status+days',
      headers,
      request: list(() => `status=${pick(['new,processing', 'shipped', 'delivered', 'cancelled'])}&from=2026-01-01`),
    },
    {
      name: 'staff orders, search',
      headers,
      request: list(() => `q=${encodeURIComponent(pick(sample.searches))}`),
    },
    { name: 'staff orders, by total', headers, request: list(() => 'sort=-total') },
  ];
}
