import { LANG, type SearchReply } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, segment } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';

/** The shortest query the dropdown searches for (one letter matches half the catalogue). */
export const SEARCH_MIN_CHARS = 2;

/** The reply plus the query it answers (the dropdown keeps an older answer on screen while typing). */
export type SearchResults = Omit<SearchReply, 'success'> & { query: string };

/** GET /search/{query}/{lang}: the search-bar dropdown (docs/requirements/api.md §Paths: search). */
export async function search(query: string, { signal }: { signal?: AbortSignal } = {}): Promise<SearchResults> {
  const { items, more_results, full_count } = await api.get(`/search/${segment(query)}/${LANG}`, 'SearchReplySchema', {
    signal,
  });
  return { query, items, more_results, full_count };
}

/**
 * `viewer` is part of the key because logged-in replies carry prices and anonymous ones do not:
 * after a login the dropdown must not show the cached anonymous answer.
 */
export const searchQueryOptions = (query: string, viewer: string | null) =>
  queryOptions({
    queryKey: ['search', 'dropdown', LANG, viewer, query] as const,
    queryFn: ({ signal }) => search(query, { signal }),
    staleTime: 60_000,
  });

/**
 * The dropdown's results for an already debounced `query`; nothing is fetched below
 * SEARCH_MIN_CHARS. The previous answer stays while the next one loads (no flicker while typing).
 */
export function useSearch(query: string) {
  const { status, user } = useUser();
  return useQuery({
    ...searchQueryOptions(query, user?.username ?? null),
    enabled: query.length >= SEARCH_MIN_CHARS && status !== 'unknown',
    placeholderData: keepPreviousData,
  });
}
