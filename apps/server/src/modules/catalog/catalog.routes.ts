import {
  AttachmentsReplySchema,
  BannersReplySchema,
  CategoryReplySchema,
  LangParamsSchema,
  ProductCodeParamsSchema,
  ProductDetailReplySchema,
  ProductFilterBodySchema,
  ProductFilterParamsSchema,
  ProductFilterReplySchema,
  ProductListReplySchema,
  SlugSchema,
  VendorsReplySchema,
} from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { privateNoStore, publicCache } from '../../http/cache.ts';
import { sendJson } from '../../http/json.ts';
import { findBanners } from './catalog.repository.ts';
import type { CatalogService } from './catalog.service.ts';
import { breadcrumbsOf, toCategoryReply } from './category-tree.ts';

/** Anonymous replies are public and cacheable; a logged-in customer's carry prices and are private. */
async function viewerCache<T>(request: FastifyRequest, reply: FastifyReply, body: T): Promise<T> {
  if (await request.customer()) {
    privateNoStore(reply);
    return body;
  }
  reply.header('vary', 'cookie');
  return publicCache(request, reply, body, 30);
}

export function registerCatalogRoutes(app: FastifyInstance, catalog: CatalogService) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];

  api.get(
    '/banners/top/:lang',
    {
      schema: {
        tags,
        summary: 'Home slideshow banners',
        params: LangParamsSchema,
        response: { 200: BannersReplySchema },
      },
    },
    async (request, reply) =>
      publicCache(request, reply, { success: true as const, banners: await findBanners(app.shop.db, 'top') }),
  );

  api.get(
    '/category/url/:url/:lang',
    {
      config: { publicReply: true },
      schema: {
        tags,
        summary: 'A category by its path (percent-encoded as one segment, e.g. cctv%2Fip-kamery)',
        params: z.object({ url: SlugSchema, lang: z.literal('sk') }),
        response: { 200: CategoryReplySchema },
      },
    },
    async (request, reply) => {
      const { node, tree } = await catalog.category(request.params.url);
      return publicCache(request, reply, {
        success: true as const,
        category: toCategoryReply(node),
        breadcrumbs: breadcrumbsOf(tree, node),
      });
    },
  );

  api.post(
    '/product/filter/:lang/:limit/:offset',
    {
      schema: {
        tags,
        summary: 'Products of a category and all its descendants, ordered and paged',
        params: ProductFilterParamsSchema,
        body: ProductFilterBodySchema,
        response: { 200: ProductFilterReplySchema },
      },
    },
    async (request, reply) => {
      const { limit, offset } = request.params;
      const { cards, count } = await catalog.filter(request, request.body, limit, offset);
      // The reply as JSON text around the cards' text (the schema above documents it; catalog.test.ts
      // checks replies against it): the busiest read builds no objects to validate and serialize.
      // docs/decisions/017-perf-listing.md §Cards as JSON text
      const json = `{"success":true,"products":[${cards.join(',')}],"paging":{"filtered_products_count":${count}}}`;
      return sendJson(reply, await viewerCache(request, reply, json));
    },
  );

  api.get(
    '/product/detail/url/:url/:lang',
    {
      config: { publicReply: true },
      schema: {
        tags,
        summary: 'Product detail with images (cover first), parameters and related products',
        params: z.object({ url: SlugSchema, lang: z.literal('sk') }),
        response: { 200: ProductDetailReplySchema },
      },
    },
    async (request, reply) =>
      viewerCache(request, reply, {
        success: true as const,
        product: await catalog.detail(request, request.params.url),
      }),
  );

  api.get(
    '/product/homepage/:lang',
    {
      config: { publicReply: true },
      schema: {
        tags,
        summary: 'Products of the "our offers" scroller',
        params: LangParamsSchema,
        response: { 200: ProductListReplySchema },
      },
    },
    async (request, reply) =>
      viewerCache(request, reply, { success: true as const, products: await catalog.homepage(request) }),
  );

  api.get(
    '/vendors/:lang',
    {
      config: { publicReply: true },
      schema: {
        tags,
        summary: 'The brands on sale: every vendor with at least one active product, by name',
        params: LangParamsSchema,
        response: { 200: VendorsReplySchema },
      },
    },
    async (request, reply) => publicCache(request, reply, { success: true as const, vendors: await catalog.vendors() }),
  );

  api.get(
    '/attachments/:productCode',
    {
      schema: {
        tags,
        summary: 'Attachments of a product grouped by title (logged-in customers only)',
        params: ProductCodeParamsSchema,
        response: { 200: AttachmentsReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      return { success: true as const, attachments: await catalog.attachments(request, request.params.productCode) };
    },
  );
}
