import { ErrorCode, LANG, type TextPage } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError, segment } from '../../../lib/api-client';
import type { RequestMeta } from '../../../lib/query-client';

/** GET /text-pages/url/{lang}/{slug} (docs/requirements/content.md §Text pages). */
export async function getTextPage(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<TextPage> {
  const reply = await api.get(`/text-pages/url/${LANG}/${segment(slug)}`, 'TextPageReplySchema', { signal });
  return reply.page;
}

/** `meta` lets a caller handle the error itself (`{ errorToast: false }`); default: generic toast. */
export const textPageQueryOptions = (slug: string, meta?: RequestMeta) =>
  queryOptions({
    queryKey: ['text-page', LANG, slug] as const,
    queryFn: ({ signal }) => getTextPage(slug, { signal }),
    staleTime: 5 * 60_000,
    ...(meta ? { meta } : {}),
  });

export function useTextPage(slug: string, meta?: RequestMeta) {
  return useQuery(textPageQueryOptions(slug, meta));
}

/**
 * The text page, or `null` when there is none (404): the screen shows the not-found page without
 * an error toast. Other failures throw (generic error toast: docs/requirements/content.md §Text pages).
 */
export async function findTextPage(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<TextPage | null> {
  try {
    return await getTextPage(slug, { signal });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.hasCode(ErrorCode.notFound))) return null;
    throw error;
  }
}

export const textPageLookupQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['text-page', LANG, slug, 'lookup'] as const,
    queryFn: ({ signal }) => findTextPage(slug, { signal }),
    staleTime: 5 * 60_000,
  });

/** For the text-page screen: `data` is the page, or null for an unknown slug. */
export function useTextPageLookup(slug: string) {
  return useQuery(textPageLookupQueryOptions(slug));
}
