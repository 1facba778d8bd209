import { BlogHomepageReplySchema, LangParamsSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicCache } from '../../http/cache.ts';
import { findHomepageBlogs } from './blog.repository.ts';
import { toBlogCard } from './blog.service.ts';

const HOMEPAGE_BLOGS = 12;

export function registerBlogRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/blog/homepage/:lang',
    { schema: { tags: ['blog'], summary: 'Blog cards for the home scroller', params: LangParamsSchema, response: { 200: BlogHomepageReplySchema } } },
    async (request, reply) =>
      publicCache(request, reply, {
        success: true as const,
        blogs: (await findHomepageBlogs(app.shop.db, HOMEPAGE_BLOGS)).map(toBlogCard),
      }),
  );
}
