import { LangParamsSchema, MenuReplySchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicCache } from '../../http/cache.ts';
import type { MenuCache } from './menu.service.ts';
import { registerTextPageRoutes } from './text-pages.routes.ts';

export function registerContentRoutes(app: FastifyInstance, menus: MenuCache) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const menuRoute = (path: string, menu: string, summary: string) =>
    api.get(
      path,
      { schema: { tags: ['content'], summary, params: LangParamsSchema, response: { 200: MenuReplySchema } } },
      async (request, reply) => {
        const items = await menus.get(menu);
        return publicCache(request, reply, { success: true as const, menu: items });
      },
    );
  menuRoute('/menu/main/:lang', 'main', 'Header menu (three levels)');
  menuRoute('/menu/bottom-second/:lang', 'bottom-second', 'Category side menu');
  registerTextPageRoutes(app);
}
