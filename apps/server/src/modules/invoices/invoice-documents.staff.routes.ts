import { IdParamsSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendXmlDocument } from '../../http/pdf.ts';
import { invoiceFilename, staffInvoiceDocuments } from './invoice-documents.service.ts';

/** Staff download an invoice's e-invoice as the customer gets it (docs/decisions/013-e-invoices.md). */
export function registerInvoiceDocumentStaffRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/staff/invoices/:id/xml',
    {
      config: { staff: ['sales'] },
      schema: {
        tags: ['staff'],
        summary: 'An invoice as e-invoice (UBL 2.1, Peppol BIS Billing 3.0), as stored when issued',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const { number, ubl } = await staffInvoiceDocuments(app.shop, request.params.id);
      return sendXmlDocument(reply, invoiceFilename(number, 'xml'), ubl);
    },
  );
}
