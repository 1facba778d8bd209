import {
  SearchParamsSchema,
  SearchProductsParamsSchema,
  SearchProductsReplySchema,
  SearchReplySchema,
} from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { privateNoStore, publicCache } from '../../http/cache.ts';
import { createSearchService } from './search.service.ts';

/** A logged-in customer's reply carries prices and stays private; anonymous ones are the same for everybody. */
async function viewerCache<T>(request: FastifyRequest, reply: FastifyReply, body: T): Promise<T> {
  if (await request.customer()) {
    privateNoStore(reply);
    return body;
  }
  reply.header('vary', 'cookie');
  return publicCache(request, reply, body, 30);
}

/** GET /search/{query}/{lang} (dropdown) and /search-products/{query}/{lang}/{limit}/{offset} (results page). */
export function registerSearchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const search = createSearchService(app.shop.db, app.shop.catalog, app.shop.categories, {
    ...(app.shop.config.readCache ? {} : { resultCacheTtlMs: 0 }),
  });
  app.shop.cacheEvents.shared(search.clear, { followsStock: true });
  const tags = ['search'];

  api.get(
    '/search/:query/:lang',
    {
      schema: {
        tags,
        summary: 'Search-bar dropdown: up to 5 products, 3 categories and 3 blog posts with match counts',
        params: SearchParamsSchema,
        response: { 200: SearchReplySchema },
      },
    },
    async (request, reply) => {
      const body = { success: true as const, ...(await search.dropdown(request, request.params.query)) };
      return viewerCache(request, reply, body);
    },
  );

  const productsRoute = (url: string) =>
    api.get(
      url,
      {
        schema: {
          tags,
          summary: 'Search results page: product cards in relevance order (limit ≤ 100, default 12/0)',
          params: SearchProductsParamsSchema,
          response: { 200: SearchProductsReplySchema },
        },
      },
      async (request, reply) => {
        const { query, limit, offset } = request.params;
        const body = { success: true as const, ...(await search.products(request, query, limit, offset)) };
        return viewerCache(request, reply, body);
      },
    );
  productsRoute('/search-products/:query/:lang/:limit/:offset');
  productsRoute('/search-products/:query/:lang');
}
