import {
  BasketAddBodySchema,
  BasketLineParamsSchema,
  BasketReplySchema,
  BasketUpdateBodySchema,
  DuplicateOrderBodySchema,
  DuplicateOrderParamsSchema,
  DuplicateOrderReplySchema,
  LangParamsSchema,
} from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { privateNoStore } from '../../http/cache.ts';
import {
  addToBasket,
  duplicateOrderIntoBasket,
  readBasket,
  removeBasketLine,
  updateBasketLine,
} from './basket.service.ts';

/** Before validation, so an anonymous call is 401 whatever its body. */
export async function requireLogin(request: FastifyRequest) {
  await request.requireCustomer();
}

/**
 * The logged-in customer's cart, kept in the database; 401 for anonymous
 * (docs/requirements/cart-and-checkout.md §Who has a cart).
 */
export function registerBasketRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['basket'];
  const shop = () => app.shop;

  api.get(
    '/basket/:lang',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: 'The cart with prices and checkout choices',
        params: LangParamsSchema,
        response: { 200: BasketReplySchema },
      },
    },
    async (request, reply) => {
      const customer = await request.requireCustomer();
      privateNoStore(reply);
      return { success: true as const, basket: await readBasket(shop(), customer) };
    },
  );

  api.put(
    '/basket/add',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: 'Adds a product (an existing line is raised, at most to 9999)',
        body: BasketAddBodySchema,
        response: { 200: BasketReplySchema },
      },
    },
    async (request, reply) => {
      const customer = await request.requireCustomer();
      privateNoStore(reply);
      const { product, quantity } = request.body;
      return { success: true as const, basket: await addToBasket(shop(), customer, product, quantity) };
    },
  );

  api.patch(
    '/basket/update',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: "Sets a line's quantity",
        body: BasketUpdateBodySchema,
        response: { 200: BasketReplySchema },
      },
    },
    async (request, reply) => {
      const customer = await request.requireCustomer();
      privateNoStore(reply);
      const { id, quantity, product } = request.body;
      return { success: true as const, basket: await updateBasketLine(shop(), customer, id, quantity, product) };
    },
  );

  api.delete(
    '/basket/remove/:id',
    {
      preValidation: requireLogin,
      schema: { tags, summary: 'Removes a line', params: BasketLineParamsSchema, response: { 200: BasketReplySchema } },
    },
    async (request, reply) => {
      const customer = await request.requireCustomer();
      privateNoStore(reply);
      return { success: true as const, basket: await removeBasketLine(shop(), customer, request.params.id) };
    },
  );

  api.put(
    '/customer/order/duplicateIntoBasket/:orderId',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: "Adds an earlier order's products to the cart; products no longer sold are skipped",
        params: DuplicateOrderParamsSchema,
        body: DuplicateOrderBodySchema,
        response: { 200: DuplicateOrderReplySchema },
      },
    },
    async (request, reply) => {
      const customer = await request.requireCustomer();
      privateNoStore(reply);
      const result = await duplicateOrderIntoBasket(shop(), customer, request.params.orderId);
      return { success: true as const, ...result };
    },
  );
}
