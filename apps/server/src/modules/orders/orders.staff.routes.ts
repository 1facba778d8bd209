import {
  StaffOrderDetailReplySchema,
  StaffOrderFacetsReplySchema,
  StaffOrderListQuerySchema,
  StaffOrderListReplySchema,
  StaffOrderParamsSchema,
  StaffOrderStatusBodySchema,
  StaffOrderStatusReplySchema,
  StaffPickingListQuerySchema,
  type StaffRole,
} from '@shop/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deliveryNotePdf, packingSlipPdf, pickingListPdf } from './order-documents.ts';
import { changeOrderStatus, listOrders, orderDetail, orderFacets } from './orders.staff.service.ts';

/**
 * Orders in the back office (docs/decisions/016-orders-back-office.md): list, one order, status
 * changes and the papers. Sales and the warehouse both work here; what the warehouse may not
 * see (money) and may not do (cancel, take back) the service decides, from the same tables.
 * Paths are relative to /admin/v1.
 */
const ORDER_ROLES: readonly StaffRole[] = ['sales', 'warehouse'];

const sendPdf = (reply: FastifyReply, filename: string, pdf: Buffer) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .send(pdf);

export function registerOrderStaffRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const shop = () => app.shop;
  const tags = ['staff'];
  const config = { staff: ORDER_ROLES };

  api.get(
    '/staff/orders',
    {
      config,
      schema: {
        tags,
        summary:
          'Orders, filtered and searched, one keyset page (`next` → `after`) with a count capped at 10 000; no money for the warehouse',
        querystring: StaffOrderListQuerySchema,
        response: { 200: StaffOrderListReplySchema },
      },
    },
    async (request) => listOrders(shop(), await request.requireStaff(), request.query),
  );

  api.get(
    '/staff/orders/facets',
    {
      config,
      schema: { tags, summary: "Choices of the order list's filters", response: { 200: StaffOrderFacetsReplySchema } },
    },
    async () => orderFacets(shop()),
  );

  api.get(
    '/staff/orders/picking-list.pdf',
    {
      config,
      schema: {
        tags,
        summary: 'The picking list of several orders (`ids=1,2,3`) as PDF: each product once, with its orders',
        querystring: StaffPickingListQuerySchema,
      },
    },
    async (request, reply) =>
      sendPdf(reply, 'vychystavaci-zoznam.pdf', await pickingListPdf(shop(), request.query.ids)),
  );

  api.get(
    '/staff/orders/:id',
    {
      config,
      schema: {
        tags,
        summary: "One order with the moves this staff member may make, its mails and the customer's history",
        params: StaffOrderParamsSchema,
        response: { 200: StaffOrderDetailReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      order: await orderDetail(shop().db, (await request.requireStaff()).role, request.params.id),
    }),
  );

  api.post(
    '/staff/orders/:id/status',
    {
      config,
      schema: {
        tags,
        summary:
          'Move the order to another status, made on its `version` (409 `orders.stale` when older); shipped needs carrier and parcel number, cancelled a reason (stock and coupon use come back)',
        params: StaffOrderParamsSchema,
        body: StaffOrderStatusBodySchema,
        response: { 200: StaffOrderStatusReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      order: await changeOrderStatus(shop(), request, request.params.id, request.body),
    }),
  );

  api.get(
    '/staff/orders/:id/packing-slip.pdf',
    {
      config,
      schema: { tags, summary: 'The packing slip of an order as PDF (no prices)', params: StaffOrderParamsSchema },
    },
    async (request, reply) => {
      const { number, pdf } = await packingSlipPdf(shop(), request.params.id);
      return sendPdf(reply, `baliaci-list-${number}.pdf`, pdf);
    },
  );

  api.get(
    '/staff/orders/:id/delivery-note.pdf',
    {
      config,
      schema: { tags, summary: 'The delivery note of an order as PDF (no prices)', params: StaffOrderParamsSchema },
    },
    async (request, reply) => {
      const { number, pdf } = await deliveryNotePdf(shop(), request.params.id);
      return sendPdf(reply, `dodaci-list-${number}.pdf`, pdf);
    },
  );
}
