import {
  IdParamsSchema,
  WishListAddBodySchema,
  WishListCountReplySchema,
  WishListParamsSchema,
  WishListReplySchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { privateNoStore } from '../../http/cache.ts';
import { addToWishlist, removeFromWishlist, wishlistCount, wishlistPage } from './wishlist.service.ts';

export function registerWishlistRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wishlist'];

  api.get(
    '/customer/wish-list-count',
    { schema: { tags, summary: 'How many products the wishlist holds', response: { 200: WishListCountReplySchema } } },
    async (request, reply) => {
      privateNoStore(reply);
      return { success: true as const, count_all: await wishlistCount(app.shop, request) };
    },
  );

  api.patch(
    '/customer/wish-list/add',
    {
      schema: {
        tags,
        summary: 'Add a product (idempotent); answers the new count',
        body: WishListAddBodySchema,
        response: { 200: WishListCountReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      return { success: true as const, count_all: await addToWishlist(app.shop, request, request.body.id) };
    },
  );

  api.delete(
    '/customer/wish-list/remove/:id',
    {
      schema: {
        tags,
        summary: 'Remove a product (by product id); answers the new count',
        params: IdParamsSchema,
        response: { 200: WishListCountReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      return { success: true as const, count_all: await removeFromWishlist(app.shop, request, request.params.id) };
    },
  );

  api.get(
    '/customer/wish-list/:lang/:limit/:offset/:ordering',
    {
      schema: {
        tags,
        summary: "A page of the wishlist as product cards with the customer's prices",
        params: WishListParamsSchema,
        response: { 200: WishListReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const { limit, offset, ordering } = request.params;
      const { products, count } = await wishlistPage(app.shop, request, { ordering, limit, offset });
      return { success: true as const, products, count };
    },
  );
}
