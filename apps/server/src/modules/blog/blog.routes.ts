import {
  BlogArticleReplySchema,
  BlogHomepageReplySchema,
  BlogListParamsSchema,
  BlogListReplySchema,
  ContentSlugParamsSchema,
  LangParamsSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicCache } from '../../http/cache.ts';
import { findHomepageBlogs } from './blog.repository.ts';
import { blogArticle, blogPage, toBlogCard } from './blog.service.ts';

const HOMEPAGE_BLOGS = 12;

export function registerBlogRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['blog'];

  api.get(
    '/blog/homepage/:lang',
    {
      schema: {
        tags,
        summary: 'Blog cards for the home scroller',
        params: LangParamsSchema,
        response: { 200: BlogHomepageReplySchema },
      },
    },
    async (request, reply) =>
      publicCache(request, reply, {
        success: true as const,
        blogs: (await findHomepageBlogs(app.shop.db, HOMEPAGE_BLOGS)).map(toBlogCard),
      }),
  );

  api.get(
    '/blog/list/:lang/:limit/:offset',
    {
      schema: {
        tags,
        summary: 'Published blog posts, newest first, with the count of all of them',
        params: BlogListParamsSchema,
        response: { 200: BlogListReplySchema },
      },
    },
    async (request, reply) => {
      const { limit, offset } = request.params;
      return publicCache(request, reply, { success: true as const, ...(await blogPage(app.shop.db, limit, offset)) });
    },
  );

  api.get(
    '/blog/url/:lang/:slug',
    {
      schema: {
        tags,
        summary: 'One published blog article by its slug (404 when unknown)',
        params: ContentSlugParamsSchema,
        response: { 200: BlogArticleReplySchema },
      },
    },
    async (request, reply) =>
      publicCache(request, reply, {
        success: true as const,
        blog: await blogArticle(app.shop.db, request.params.slug),
      }),
  );
}
