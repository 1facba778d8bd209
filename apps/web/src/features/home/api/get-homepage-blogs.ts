import { type BlogCard, LANG } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /blog/homepage/{lang}: the cards of the home blog scroller. */
export async function getHomepageBlogs({ signal }: { signal?: AbortSignal } = {}): Promise<BlogCard[]> {
  const reply = await api.get(`/blog/homepage/${LANG}`, 'BlogHomepageReplySchema', { signal });
  return reply.blogs;
}

export const homepageBlogsQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'blogs', LANG] as const,
    queryFn: ({ signal }) => getHomepageBlogs({ signal }),
    staleTime: 5 * 60_000,
  });

export function useHomepageBlogs() {
  return useQuery(homepageBlogsQueryOptions());
}
