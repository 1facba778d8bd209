import { MenuLinksBodySchema, MenuLinksReplySchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { menuLinks, saveMenuLinks } from './menus.staff.service.ts';

/** The header menu's own links (docs/requirements/back-office.md §Menus), for content and admin. */
export function registerMenuStaffRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  const config = { staff: ['content' as const] };
  api.get(
    '/staff/menus/main',
    {
      config,
      schema: {
        tags,
        summary: "The header menu's links to the blog and text pages",
        response: { 200: MenuLinksReplySchema },
      },
    },
    async () => menuLinks(app.shop),
  );
  api.put(
    '/staff/menus/main',
    {
      config,
      schema: {
        tags,
        summary: "Store the header menu's links (after the categories, in order); audited",
        body: MenuLinksBodySchema,
        response: { 200: MenuLinksReplySchema },
      },
    },
    async (request) => saveMenuLinks(app.shop, request, request.body),
  );
}
