import {
  ChangePasswordBodySchema,
  CustomerAddressesReplySchema,
  CustomerAddressReplySchema,
  CustomerProfileReplySchema,
  IdParamsSchema,
  OkReplySchema,
  UpdateAddressBodySchema,
  UpdateCompanyBodySchema,
  UpdateProfileBodySchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { privateNoStore } from '../../http/cache.ts';
import { changePassword } from '../auth/password-reset.service.ts';
import {
  changeAddress,
  getProfile,
  listAddresses,
  removeAddress,
  updateCompany,
  updateProfile,
} from './account.service.ts';
import { registerCustomerOrderRoutes } from './orders.routes.ts';

/** The account area: profile, addresses, password, orders and invoices (all private, all logged-in). */
export function registerCustomerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer'];

  api.get(
    '/customer/profile',
    { schema: { tags, summary: "The logged-in customer's profile", response: { 200: CustomerProfileReplySchema } } },
    async (request, reply) => {
      privateNoStore(reply);
      const customer = await request.requireCustomer();
      return { success: true as const, customer: await getProfile(app.shop.db, customer.id) };
    },
  );

  api.patch(
    '/customer/profile',
    {
      schema: {
        tags,
        summary: 'Change name, surname and display name (e-mail and company data are read-only)',
        body: UpdateProfileBodySchema,
        response: { 200: CustomerProfileReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const customer = await request.requireCustomer();
      return { success: true as const, customer: await updateProfile(app.shop.db, customer.id, request.body) };
    },
  );

  api.patch(
    '/customer/company',
    {
      schema: {
        tags,
        summary: 'Change the company name, IČO, DIČ and IČ DPH (a new IČ DPH is checked in VIES)',
        body: UpdateCompanyBodySchema,
        response: { 200: CustomerProfileReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const customer = await request.requireCustomer();
      return { success: true as const, customer: await updateCompany(app.shop, customer.id, request.body) };
    },
  );

  api.get(
    '/customer/address',
    {
      schema: {
        tags,
        summary: 'Invoice (type 1) and delivery (type 2) addresses',
        response: { 200: CustomerAddressesReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const customer = await request.requireCustomer();
      return { success: true as const, addresses: await listAddresses(app.shop.db, customer.id) };
    },
  );

  api.patch(
    '/customer/address/:id',
    {
      schema: {
        tags,
        summary: "Change a saved address (own only: another customer's id is 404)",
        params: IdParamsSchema,
        body: UpdateAddressBodySchema,
        response: { 200: CustomerAddressReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const customer = await request.requireCustomer();
      const address = await changeAddress(app.shop.db, customer.id, request.params.id, request.body);
      return { success: true as const, address };
    },
  );

  api.delete(
    '/customer/address/:id',
    {
      schema: {
        tags,
        summary: "Delete a saved address (own only: another customer's id is 404)",
        params: IdParamsSchema,
        response: { 200: OkReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const customer = await request.requireCustomer();
      await removeAddress(app.shop.db, customer.id, request.params.id);
      return { success: true as const };
    },
  );

  api.patch(
    '/customer/password',
    {
      schema: {
        tags,
        summary: 'Change the password (old one required); other sessions end, this one stays',
        body: ChangePasswordBodySchema,
        response: { 200: OkReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      await changePassword(app.shop, request, request.body);
      return { success: true as const };
    },
  );

  registerCustomerOrderRoutes(app);
}
