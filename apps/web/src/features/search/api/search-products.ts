import { LANG, SEARCH_PAGE_SIZE, type SearchProductsReply } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, segment } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';

export type SearchProductsPage = Omit<SearchProductsReply, 'success'>;

/** GET /search-products/{query}/{lang}/{limit}/{offset}: the results page (docs/requirements/api.md §Paths: search). */
export async function searchProducts(
  query: string,
  { limit = SEARCH_PAGE_SIZE, offset = 0, signal }: { limit?: number; offset?: number; signal?: AbortSignal } = {},
): Promise<SearchProductsPage> {
  const { items, full_count } = await api.get(
    `/search-products/${segment(query)}/${LANG}/${limit}/${offset}`,
    'SearchProductsReplySchema',
    { signal },
  );
  return { items, full_count };
}

/** `page` is 1-based; SEARCH_PAGE_SIZE (12) products a page. `viewer`: see searchQueryOptions. */
export const searchProductsQueryOptions = (query: string, page: number, viewer: string | null) =>
  queryOptions({
    queryKey: ['search', 'products', LANG, viewer, query, page] as const,
    queryFn: ({ signal }) =>
      searchProducts(query, { limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE, signal }),
  });

/** One page of results; the previous page stays on screen while the next one loads. */
export function useSearchProducts(query: string, page: number) {
  const { status, user } = useUser();
  return useQuery({
    ...searchProductsQueryOptions(query, page, user?.username ?? null),
    // Wait for the session check: prices depend on it, and the key would change under the request.
    enabled: query.trim().length > 0 && status !== 'unknown',
    placeholderData: keepPreviousData,
  });
}
