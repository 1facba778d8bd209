import { HomepageBodySchema, HomepageReplySchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { homepage, saveHomepage } from './homepage.staff.service.ts';

/** The home page's banners, offer products and brands (docs/requirements/back-office.md §Homepage). */
export function registerHomepageStaffRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  const config = { staff: ['content' as const] };

  api.get(
    '/staff/homepage',
    {
      config,
      schema: {
        tags,
        summary: 'The banners, offer products and brands of the home page',
        response: { 200: HomepageReplySchema },
      },
    },
    async () => homepage(app.shop),
  );
  api.put(
    '/staff/homepage',
    {
      config,
      schema: {
        tags,
        summary: 'Store the banners, offer products (in order) and shown brands at once; audited',
        body: HomepageBodySchema,
        response: { 200: HomepageReplySchema },
      },
    },
    async (request) => saveHomepage(app.shop, request, request.body),
  );
}
