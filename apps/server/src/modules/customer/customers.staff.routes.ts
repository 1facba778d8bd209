import {
  ApproveRegistrationBodySchema,
  BlockCustomerBodySchema,
  CustomerIdParamsSchema,
  CustomerPriceGroupBodySchema,
  CustomerReplySchema,
  CustomersQuerySchema,
  CustomersReplySchema,
  PriceGroupsReplySchema,
  RegistrationReplySchema,
  RegistrationsQuerySchema,
  RegistrationsReplySchema,
  RejectRegistrationBodySchema,
  UnblockCustomerBodySchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  blockCustomer,
  changePriceGroup,
  customerDetail,
  customerList,
  decide,
  priceGroupChoices,
  registrationQueue,
  registrationView,
  reopen,
  unblockCustomer,
} from './customers.staff.service.ts';

/**
 * The back office's customers (docs/decisions/010-back-office.md §Roles: sales and admin): the
 * approval queue, the customer list and a customer's page with its price group and blocking.
 * Paths are relative to /admin/v1; each route is one service call (customers.staff.service.ts).
 */
export function registerCustomerStaffRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const shop = () => app.shop;
  const tags = ['staff'];
  const config = { staff: ['sales'] as const };

  api.get(
    '/staff/customers/price-groups',
    {
      config,
      schema: {
        tags,
        summary: 'Every price group and the one a new registration gets',
        response: { 200: PriceGroupsReplySchema },
      },
    },
    async () => priceGroupChoices(shop()),
  );

  api.get(
    '/staff/customers/registrations',
    {
      config,
      schema: {
        tags,
        summary: 'Registrations waiting for approval, oldest first (keyset paging)',
        querystring: RegistrationsQuerySchema,
        response: { 200: RegistrationsReplySchema },
      },
    },
    async (request) => registrationQueue(shop(), request.query),
  );

  api.get(
    '/staff/customers/registrations/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One registration: waiting, or what was decided, by whom and when',
        params: CustomerIdParamsSchema,
        response: { 200: RegistrationReplySchema },
      },
    },
    async (request) => registrationView(shop(), request.params.id),
  );

  api.post(
    '/staff/customers/registrations/:id/approve',
    {
      config,
      schema: {
        tags,
        summary:
          "Approve in a price group (the same decision as the staff mail's link); the customer is mailed; 409 when decided already",
        params: CustomerIdParamsSchema,
        body: ApproveRegistrationBodySchema,
        response: { 200: RegistrationReplySchema },
      },
    },
    async (request) =>
      decide(shop(), request, request.params.id, { kind: 'approve', priceGroupId: request.body.priceGroupId }),
  );

  api.post(
    '/staff/customers/registrations/:id/reject',
    {
      config,
      schema: {
        tags,
        summary: 'Reject with a reason, which is mailed to the registrant; 409 when decided already',
        params: CustomerIdParamsSchema,
        body: RejectRegistrationBodySchema,
        response: { 200: RegistrationReplySchema },
      },
    },
    async (request) => decide(shop(), request, request.params.id, { kind: 'reject', reason: request.body.reason }),
  );

  api.post(
    '/staff/customers/registrations/:id/reopen',
    {
      config,
      schema: {
        tags,
        summary: 'Put a rejected registration back in the queue; 409 when it is not rejected',
        params: CustomerIdParamsSchema,
        response: { 200: RegistrationReplySchema },
      },
    },
    async (request) => reopen(shop(), request, request.params.id),
  );

  api.get(
    '/staff/customers',
    {
      config,
      schema: {
        tags,
        summary: 'Customers: search (company, IČO, e-mail), filters, sort, keyset paging',
        querystring: CustomersQuerySchema,
        response: { 200: CustomersReplySchema },
      },
    },
    async (request) => customerList(shop(), request.query),
  );

  api.get(
    '/staff/customers/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A customer: company, users, price group, orders, invoices, balance due, block state',
        params: CustomerIdParamsSchema,
        response: { 200: CustomerReplySchema },
      },
    },
    async (request) => ({ success: true as const, customer: await customerDetail(shop(), request.params.id) }),
  );

  api.put(
    '/staff/customers/:id/price-group',
    {
      config,
      schema: {
        tags,
        summary: 'Change the price group (in effect at once); 409 when it changed since the form was shown',
        params: CustomerIdParamsSchema,
        body: CustomerPriceGroupBodySchema,
        response: { 200: CustomerReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      customer: await changePriceGroup(shop(), request, request.params.id, request.body),
    }),
  );

  api.post(
    '/staff/customers/:id/block',
    {
      config,
      schema: {
        tags,
        summary: 'Block an approved customer with a reason: every session ends at once, sign-in is refused',
        params: CustomerIdParamsSchema,
        body: BlockCustomerBodySchema,
        response: { 200: CustomerReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      customer: await blockCustomer(shop(), request, request.params.id, request.body),
    }),
  );

  api.post(
    '/staff/customers/:id/unblock',
    {
      config,
      schema: {
        tags,
        summary: 'Unblock a blocked customer (an optional note for the record)',
        params: CustomerIdParamsSchema,
        body: UnblockCustomerBodySchema,
        response: { 200: CustomerReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      customer: await unblockCustomer(shop(), request, request.params.id, request.body),
    }),
  );
}
