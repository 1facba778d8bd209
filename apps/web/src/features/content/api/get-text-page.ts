import { LANG, type TextPage, TextPageReplySchema } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, segment } from '../../../lib/api-client';
import type { RequestMeta } from '../../../lib/query-client';

/** GET /text-pages/url/{lang}/{slug} (spec part 2 "Blog and text pages"). */
export async function getTextPage(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<TextPage> {
  const reply = await api.get(`/text-pages/url/${LANG}/${segment(slug)}`, TextPageReplySchema, { signal });
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
