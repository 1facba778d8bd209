import type { QueryClient } from '@tanstack/react-query';
import { categoryPathFromParams } from '../config/paths';
import { productFilterQueryOptions } from '../features/catalog/api/filter-products';
import { categoryQueryOptions } from '../features/catalog/api/get-category';
import { homepageProductsQueryOptions } from '../features/catalog/api/get-homepage-products';
import { productQueryOptions } from '../features/catalog/api/get-product';
import { listingOffset, parseListingParams } from '../features/catalog/listing-params';
import { bannersQueryOptions } from '../features/home/api/get-banners';
import { homepageBlogsQueryOptions } from '../features/home/api/get-homepage-blogs';
import { menuQueryOptions } from '../features/menu/api/get-menu';
import { searchProductsQueryOptions } from '../features/search/api/search-products';
import { userQueryOptions } from '../lib/auth';
import type { LoaderFunction, LoaderFunctionArgs } from '../lib/router';

/** The longest the first paint waits for a screen's data; after that it shows its skeletons. */
export const FIRST_LOAD_WAIT_MS = 2500;

type Prefetch = (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * What each screen shows first, with the same query options (and keys) its components use, so
 * they find the data in the cache. Only data above the fold and what decides the layout.
 */
const prefetches = {
  root: (qc) => Promise.all([qc.prefetchQuery(userQueryOptions()), qc.prefetchQuery(menuQueryOptions('main'))]),
  home: (qc) =>
    Promise.all([
      qc.prefetchQuery(bannersQueryOptions()),
      qc.prefetchQuery(menuQueryOptions('bottom-second')),
      qc.prefetchQuery(homepageProductsQueryOptions()),
      qc.prefetchQuery(homepageBlogsQueryOptions()),
    ]),
  category: (qc, { params, url }) => {
    const path = categoryPathFromParams(params);
    const listing = parseListingParams(url.searchParams);
    return Promise.all([
      qc.prefetchQuery(menuQueryOptions('bottom-second')),
      // As CategoryPage: the products once the category (its id) is known.
      qc.ensureQueryData(categoryQueryOptions(path)).then((data) =>
        data
          ? qc.prefetchQuery(
              productFilterQueryOptions({
                categoryId: data.category.id,
                limit: listing.limit,
                offset: listingOffset(listing),
                order: listing.order,
                inStock: listing.inStock,
              }),
            )
          : undefined,
      ),
    ]);
  },
  product: (qc, { params }) => qc.prefetchQuery(productQueryOptions(params.productName ?? '')),
  search: async (qc, { params, url }) => {
    // As SearchRoute: the key names the viewer (prices), so the session check comes first.
    const query = (params.searchQuery ?? '').trim();
    if (!query) return;
    const page = Math.max(1, Number.parseInt(url.searchParams.get('pg') ?? '', 10) || 1);
    const user = await qc.ensureQueryData(userQueryOptions());
    await qc.prefetchQuery(searchProductsQueryOptions(query, page, user?.username ?? null));
  },
} satisfies Record<string, Prefetch>;

export type RouteDataKey = keyof typeof prefetches;
export type RouteLoaders = (key: RouteDataKey) => LoaderFunction;

/**
 * Route loaders that start a screen's first queries together with its code chunk instead of after
 * it has rendered. On the first load of the page they are awaited (at most FIRST_LOAD_WAIT_MS)
 * before anything is painted, so the first paint is the page itself rather than skeletons replaced
 * (and shifted) a moment later by a second, long render. On later navigations they only start the
 * requests: the screen appears at once with its skeletons, as before.
 */
export function createRouteLoaders(queryClient: QueryClient): { loaders: RouteLoaders; firstLoadDone(): void } {
  let firstLoad = true;
  const loaders: RouteLoaders = (key) => async (args) => {
    // Out of the router's start-up task: each route's requests are started in a task of their own.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const done = prefetches[key](queryClient, args).catch(() => undefined);
    if (firstLoad) await Promise.race([done, new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS))]);
    return null;
  };
  return {
    loaders,
    firstLoadDone() {
      firstLoad = false;
    },
  };
}
