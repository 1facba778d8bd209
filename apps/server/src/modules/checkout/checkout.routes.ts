import {
  BasketAddressBodySchema,
  BasketAddressReplySchema,
  BasketNoteBodySchema,
  BasketPaymentBodySchema,
  BasketReplySchema,
  BasketSalePointBodySchema,
  BasketShippingBodySchema,
  CheckoutTotalsQuerySchema,
  CheckoutTotalsReplySchema,
  CouponBodySchema,
  CouponReplySchema,
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  LangParamsSchema,
  PaymentOptionsReplySchema,
  PlaceOrderBodySchema,
  PlaceOrderReplySchema,
  ShippingMethodsReplySchema,
  WarehousesReplySchema,
} from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { privateNoStore } from '../../http/cache.ts';
import { badRequest } from '../../http/errors.ts';
import { requireLogin } from '../basket/basket.routes.ts';
import {
  applyCoupon,
  checkoutTotals,
  paymentOptionsFor,
  removeCoupon,
  setAddresses,
  setNote,
  setPayment,
  setSalePoint,
  setShipping,
  shippingMethodsFor,
  warehousesFor,
} from './checkout.service.ts';
import { placeOrder } from './place-order.ts';

function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) throw badRequest(IDEMPOTENCY_KEY_HEADER, ErrorCode.required);
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw badRequest(IDEMPOTENCY_KEY_HEADER, ErrorCode.validation, '8 to 100 characters of A-Z, a-z, 0-9, _ and -');
  }
  return value;
}

/**
 * Checkout steps on the customer's basket and order placement (docs/requirements/cart-and-checkout.md; paths:
 * docs/requirements/api.md §Paths: cart and checkout).
 */
export function registerCheckoutRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['checkout'];
  const shop = () => app.shop;
  const basketReply = { 200: BasketReplySchema };

  api.get(
    '/basket/shipping-methods/:lang',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: 'Shipping methods (Packeta ones only with a Packeta key)',
        params: LangParamsSchema,
        response: { 200: ShippingMethodsReplySchema },
      },
    },
    async (_request, reply) => {
      privateNoStore(reply);
      return {
        success: true as const,
        shipping_methods: await shippingMethodsFor(shop()),
        packeta_api_key: shop().config.packetaApiKey ?? null,
      };
    },
  );

  api.get(
    '/basket/payment-options/:lang',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: 'Payment options',
        params: LangParamsSchema,
        response: { 200: PaymentOptionsReplySchema },
      },
    },
    async (_request, reply) => {
      privateNoStore(reply);
      return { success: true as const, payment_options: await paymentOptionsFor(shop()) };
    },
  );

  api.get(
    '/basket/warehouses/:lang',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: 'Warehouses (sale points for pick-up)',
        params: LangParamsSchema,
        response: { 200: WarehousesReplySchema },
      },
    },
    async (_request, reply) => {
      privateNoStore(reply);
      return { success: true as const, warehouses: await warehousesFor(shop()) };
    },
  );

  api.get(
    '/basket/totals/:lang',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: 'The basket totals with the shipping method and payment option being chosen',
        params: LangParamsSchema,
        querystring: CheckoutTotalsQuerySchema,
        response: { 200: CheckoutTotalsReplySchema },
      },
    },
    async (request, reply) => {
      const customer = await request.requireCustomer();
      privateNoStore(reply);
      return { success: true as const, totals: await checkoutTotals(shop(), customer, request.query) };
    },
  );

  api.patch(
    '/basket/address',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: 'Invoice and optional delivery address',
        body: BasketAddressBodySchema,
        response: { 200: BasketAddressReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const results = await setAddresses(shop(), await request.requireCustomer(), request.body);
      return { success: true as const, results };
    },
  );

  api.patch(
    '/basket/shipping',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: 'Shipping method (+ Packeta point)',
        body: BasketShippingBodySchema,
        response: basketReply,
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const { id, packetaData } = request.body;
      return {
        success: true as const,
        basket: await setShipping(shop(), await request.requireCustomer(), id, packetaData),
      };
    },
  );

  api.patch(
    '/basket/sale-point',
    {
      preValidation: requireLogin,
      schema: { tags, summary: 'Sale point for pick-up', body: BasketSalePointBodySchema, response: basketReply },
    },
    async (request, reply) => {
      privateNoStore(reply);
      return {
        success: true as const,
        basket: await setSalePoint(shop(), await request.requireCustomer(), request.body.id),
      };
    },
  );

  api.patch(
    '/basket/payment',
    {
      preValidation: requireLogin,
      schema: { tags, summary: 'Payment option', body: BasketPaymentBodySchema, response: basketReply },
    },
    async (request, reply) => {
      privateNoStore(reply);
      return {
        success: true as const,
        basket: await setPayment(shop(), await request.requireCustomer(), request.body.id),
      };
    },
  );

  api.patch(
    '/basket/note',
    {
      preValidation: requireLogin,
      schema: { tags, summary: 'Order note', body: BasketNoteBodySchema, response: basketReply },
    },
    async (request, reply) => {
      privateNoStore(reply);
      return {
        success: true as const,
        basket: await setNote(shop(), await request.requireCustomer(), request.body.note),
      };
    },
  );

  api.post(
    '/basket/coupon',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: 'Checks a coupon and attaches it',
        body: CouponBodySchema,
        response: { 200: CouponReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      return {
        success: true as const,
        coupon: await applyCoupon(shop(), await request.requireCustomer(), request.body.code),
      };
    },
  );

  api.delete(
    '/basket/coupon',
    { preValidation: requireLogin, schema: { tags, summary: 'Removes the coupon', response: basketReply } },
    async (request, reply) => {
      privateNoStore(reply);
      return { success: true as const, basket: await removeCoupon(shop(), await request.requireCustomer()) };
    },
  );

  api.post(
    '/basket/order',
    {
      preValidation: requireLogin,
      schema: {
        tags,
        summary: 'Places the order (header Idempotency-Key; the same key answers the same order)',
        body: PlaceOrderBodySchema,
        response: { 200: PlaceOrderReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const key = idempotencyKeyOf(request);
      const { order, created } = await placeOrder(shop(), await request.requireCustomer(), request.body, key);
      // The order's statement announced the change to the other processes (writeOrder).
      if (created) shop().cacheEvents.stockChangeAnnounced();
      return { success: true as const, order };
    },
  );
}
