import { type BlogArticle, ErrorCode, LANG } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError, segment } from '../../../lib/api-client';

/**
 * GET /blog/url/{lang}/{slug}. A missing (or unpublished) post is `null`, not an error: the screen
 * shows the not-found page and no error toast. Other failures throw (generic error toast).
 */
export async function getBlogArticle(
  slug: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BlogArticle | null> {
  try {
    const reply = await api.get(`/blog/url/${LANG}/${segment(slug)}`, 'BlogArticleReplySchema', { signal });
    return reply.blog;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.hasCode(ErrorCode.notFound))) return null;
    throw error;
  }
}

export const blogArticleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['blog', 'article', LANG, slug] as const,
    queryFn: ({ signal }) => getBlogArticle(slug, { signal }),
    staleTime: 5 * 60_000,
  });

export function useBlogArticle(slug: string) {
  return useQuery(blogArticleQueryOptions(slug));
}
