import { type BlogCard, LANG } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Blog cards a page: 12 fills the 3/2/1-column grid evenly. */
export const BLOG_PAGE_SIZE = 12;

export interface BlogListPage {
  blogs: BlogCard[];
  /** all published posts */
  count: number;
}

/** GET /blog/list/{lang}/{limit}/{offset}: published posts, newest first. */
export async function getBlogList(
  { limit = BLOG_PAGE_SIZE, offset = 0 }: { limit?: number; offset?: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<BlogListPage> {
  const { blogs, count } = await api.get(`/blog/list/${LANG}/${limit}/${offset}`, 'BlogListReplySchema', { signal });
  return { blogs, count };
}

/** `page` is 1-based. */
export const blogListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['blog', 'list', LANG, page] as const,
    queryFn: ({ signal }) => getBlogList({ limit: BLOG_PAGE_SIZE, offset: (page - 1) * BLOG_PAGE_SIZE }, { signal }),
    staleTime: 5 * 60_000,
  });

/** One page of blog cards; the previous page stays on screen while the next one loads. */
export function useBlogList(page: number) {
  return useQuery({ ...blogListQueryOptions(page), placeholderData: keepPreviousData });
}
