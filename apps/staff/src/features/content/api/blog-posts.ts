import type { BlogPostListReply, BlogPostReply } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { blogPostKey, blogPostsKey } from './keys';

/** Every blog post with its state, newest first. */
export const useBlogPosts = () =>
  useQuery({ queryKey: blogPostsKey, queryFn: () => api<BlogPostListReply>('GET', '/blog-posts') });

/** One post as stored (`null`: a new one, nothing to load). */
export const useBlogPost = (id: number | null) =>
  useQuery({
    queryKey: blogPostKey(id ?? 0),
    queryFn: () => api<BlogPostReply>('GET', `/blog-posts/${id}`),
    enabled: id !== null,
  });
