import {
  AccountingOrdersQuerySchema,
  AccountingOrdersReplySchema,
  AccountingTokenStatusReplySchema,
  PohodaExportQuerySchema,
  PohodaStockBodySchema,
  PohodaStockReplySchema,
  RotateAccountingTokenReplySchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { privateNoStore } from '../../http/cache.ts';
import { MAX_XML_BYTES } from '../../http/untrusted-xml.ts';
import { accountingOrders, requireAccountingToken, rotateToken, tokenStatus } from './accounting-token.service.ts';
import { auditStockImport, exportPohoda, importPohodaStock, parsePohodaStock } from './pohoda.service.ts';

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

  api.get(
    '/staff/accounting/pohoda',
    {
      config: { staff: ['sales'] },
      schema: {
        tags: ['staff'],
        summary: 'Orders, invoices and credit notes of the days from–to as a POHODA dataPack (XML download)',
        querystring: PohodaExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const xml = await exportPohoda(shop().db, shop().config, from, to);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="pohoda-${from}-${to}.xml"`)
        .send(xml);
    },
  );

  api.post(
    '/staff/accounting/pohoda/stock',
    {
      config: { staff: ['sales'] },
      bodyLimit: 2 * MAX_XML_BYTES,
      schema: {
        tags: ['staff'],
        summary: "POHODA's stock list (lStk:listStock): stock and base price by product code; unknown codes reported",
        body: PohodaStockBodySchema,
        response: { 200: PohodaStockReplySchema },
      },
    },
    async (request) => {
      const rows = parsePohodaStock(request.body.xml);
      const result = await importPohodaStock(shop().db, rows, (tx, done) =>
        auditStockImport(tx, request, request.body.fileName || 'súbor', done),
      );
      return { success: true as const, ...result };
    },
  );
}
