import type { Scenario } from './load.ts';

export interface CatalogSample {
  /** A top category with many products (listing scenarios). */
  categoryId: number;
  slugs: string[];
  searchTerms: string[];
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** Reads what the scenarios need from a running shop: a big category and product slugs. */
export async function sampleCatalog(baseUrl: string): Promise<CatalogSample> {
  const menu = (await (await fetch(`${baseUrl}/admin/v1/menu/bottom-second/sk`)).json()) as {
    menu: { url: { url: string } | null }[];
  };
  let best = { id: 0, count: -1 };
  for (const item of menu.menu) {
    if (!item.url) continue;
    const category = (await (
      await fetch(`${baseUrl}/admin/v1/category/url/${encodeURIComponent(item.url.url)}/sk`)
    ).json()) as { category: { id: number } };
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
  for (const offset of [0, 72, 720, 7200]) {
    const page = (await (
      await fetch(`${baseUrl}/admin/v1/product/filter/sk/72/${offset}`, {
        method: 'POST',
        headers: await xsrfHeaders(baseUrl),
        body: JSON.stringify({ condition: { categories: { id: best.id } }, order: 2 }),
      })
    ).json()) as { products: { url: { url: string } }[] };
    slugs.push(...page.products.map((p) => p.url.url));
  }
  return {
    categoryId: best.id,
    slugs,
    searchTerms: ['kamera', 'kamer', 'čidlo', 'switch', 'ústredňa', 'dome 4mpx', 'poe'],
  };
}

let cachedXsrf: Record<string, string> | undefined;
/** A session cookie and its XSRF header, so POST scenarios pass the double-submit check. */
export async function xsrfHeaders(baseUrl: string): Promise<Record<string, string>> {
  if (cachedXsrf) return cachedXsrf;
  const res = await fetch(`${baseUrl}/admin/v1/health`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  cachedXsrf = { cookie: cookies.join('; '), 'x-xsrf-token': xsrf, 'content-type': 'application/json' };
  return cachedXsrf;
}

export function catalogScenarios(sample: CatalogSample, headers: Record<string, string>): Scenario[] {
  const filterBody = (order: number) => JSON.stringify({ condition: { categories: { id: sample.categoryId } }, order });
  const filter = (name: string, order: number, offset: number): Scenario => ({
    name,
    headers,
    request: () => ({ method: 'POST', path: `/admin/v1/product/filter/sk/12/${offset}`, body: filterBody(order) }),
  });
  return [
    { name: 'baseline (ping, no database)', request: () => ({ path: '/admin/v1/ping' }) },
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
  ];
}
