import { type CategoryReply, LANG } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, segment } from '../../../lib/api-client';

/**
 * GET /category/url/{path}/{lang}: the category and its breadcrumbs, or null when no category
 * has this path (the screen shows the not-found page; no error toast for that).
 */
export async function getCategory(path: string, { signal }: { signal?: AbortSignal } = {}) {
  try {
    return await api.get(`/category/url/${segment(path)}/${LANG}`, 'CategoryReplySchema', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export type CategoryData = CategoryReply | null;

export const categoryQueryOptions = (path: string) =>
  queryOptions({
    queryKey: ['catalog', 'category', LANG, path] as const,
    queryFn: ({ signal }) => getCategory(path, { signal }),
    staleTime: 5 * 60_000,
    enabled: path.length > 0,
  });

export function useCategory(path: string) {
  return useQuery(categoryQueryOptions(path));
}
