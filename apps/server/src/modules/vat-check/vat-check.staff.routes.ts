import { CustomerVatCheckReplySchema, VatCheckParamsSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerVatCheck, recheckCustomerVat } from './vat-check.service.ts';

/** The customer's IČ DPH as VIES saw it, and a new check on demand (docs/decisions/013-e-invoices.md). */
export function registerVatCheckStaffRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];

  api.get(
    '/staff/customers/:id/vat-check',
    {
      config: { staff: ['sales'] },
      schema: {
        tags,
        summary: "The customer's IČ DPH and its newest VIES check",
        params: VatCheckParamsSchema,
        response: { 200: CustomerVatCheckReplySchema },
      },
    },
    async (request) => ({ success: true as const, ...(await customerVatCheck(app.shop.db, request.params.id)) }),
  );

  api.post(
    '/staff/customers/:id/vies-check',
    {
      config: { staff: ['sales'] },
      schema: {
        tags,
        summary: "Check the customer's IČ DPH in VIES again (audited); VIES down gives a stored 'not verified'",
        params: VatCheckParamsSchema,
        response: { 200: CustomerVatCheckReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await recheckCustomerVat(app.shop, request, request.params.id)),
    }),
  );
}
