import { ContentSlugParamsSchema, TextPageReplySchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicCache } from '../../http/cache.ts';
import { notFound } from '../../http/errors.ts';
import { findTextPageBySlug } from './text-pages.repository.ts';

/** GET /text-pages/url/{lang}/{slug}: a text page (o-nas, obchodné podmienky …); 404 when unknown. */
export function registerTextPageRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/text-pages/url/:lang/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'A text page by its slug (404 when unknown)',
        params: ContentSlugParamsSchema,
        response: { 200: TextPageReplySchema },
      },
    },
    async (request, reply) => {
      const page = await findTextPageBySlug(app.shop.db, request.params.slug);
      if (!page) throw notFound();
      return publicCache(request, reply, {
        success: true as const,
        page: { title: page.title, content: page.content },
      });
    },
  );
}
