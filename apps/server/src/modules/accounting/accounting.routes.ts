import {
  AccountingOrdersQuerySchema,
  AccountingOrdersReplySchema,
  AccountingTokenStatusReplySchema,
  RotateAccountingTokenReplySchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { privateNoStore } from '../../http/cache.ts';
import { accountingOrders, requireAccountingToken, rotateToken, tokenStatus } from './accounting-token.service.ts';

/**
 * The accounting system's polling endpoint and its token's management (admins). Paths are
 * relative to /admin/v1. The polling route is outside /staff: a program calls it with a bearer
 * token, never a browser, so it has no session and no XSRF (docs/decisions/014-…).
 */
export function registerAccountingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const shop = () => app.shop;
  const admins = { staff: ['admin'] } as const;

  api.get(
    '/accounting/orders',
    {
      config: { machineClient: true },
      schema: {
        tags: ['accounting'],
        summary: 'New orders after a mark, for an accounting system (Authorization: Bearer <token>)',
        querystring: AccountingOrdersQuerySchema,
        response: { 200: AccountingOrdersReplySchema },
      },
      // The token before the query: a caller without it learns nothing, not even a 400.
      onRequest: async (request, reply) => {
        privateNoStore(reply);
        await requireAccountingToken(shop(), request);
      },
    },
    async (request) => accountingOrders(shop(), request.query.since, request.query.limit),
  );

  api.get(
    '/staff/accounting/token',
    {
      config: admins,
      schema: {
        tags: ['staff'],
        summary: 'Whether an accounting token is in force, since when and by whom (never the token)',
        response: { 200: AccountingTokenStatusReplySchema },
      },
    },
    async () => tokenStatus(shop()),
  );

  api.post(
    '/staff/accounting/token',
    {
      config: admins,
      schema: {
        tags: ['staff'],
        summary: 'Make a new accounting token (shown once); the old one stops working',
        response: { 200: RotateAccountingTokenReplySchema },
      },
    },
    async (request) => rotateToken(shop(), request),
  );
}
