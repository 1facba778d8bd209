import type { BlogPostBody, BlogPostReply } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { recordHistoryKey } from '../../audit/api/record-history';
import { blogPostKey, blogPostsKey } from './keys';

/** Creates a post (`id` null) or changes one made on `version` (409 `content.stale` when older). */
export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, body }: { id: number | null; version: number | null; body: BlogPostBody }) =>
      id === null
        ? api<BlogPostReply>('POST', '/blog-posts', body)
        : api<BlogPostReply>('PUT', `/blog-posts/${id}`, { ...body, version: version ?? 0 }),
    onSuccess: (reply) => {
      queryClient.setQueryData(blogPostKey(reply.post.id), reply);
      void queryClient.invalidateQueries({ queryKey: blogPostsKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: recordHistoryKey('blog_post', reply.post.id) });
    },
  });
}
