import {
  CreditNoteBodySchema,
  CreditNoteIdParamsSchema,
  CreditNoteReplySchema,
  DeletePaymentBodySchema,
  InvoiceDetailReplySchema,
  InvoiceIdParamsSchema,
  InvoiceListQuerySchema,
  InvoiceListReplySchema,
  InvoicePaymentParamsSchema,
  InvoiceRowReplySchema,
  IssueInvoiceBodySchema,
  OverdueQuerySchema,
  OverdueReplySchema,
  RecordPaymentBodySchema,
  RecordPaymentReplySchema,
  ReminderBodySchema,
  ReminderReplySchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPdf, sendXmlDocument } from '../../http/pdf.ts';
import { creditNoteFilename, staffCreditNoteDocuments } from './credit-note-documents.service.ts';
import {
  creditNoteByStaff,
  deletePaymentByStaff,
  invoiceDetail,
  issueInvoiceByStaff,
  listInvoices,
  overdueInvoices,
  recordPaymentByStaff,
  remindByStaff,
  staffInvoicePdf,
} from './invoices.staff.service.ts';

/**
 * The back office's invoices and payments (docs/requirements/orders-and-invoices.md §Invoices):
 * sales and admins; the warehouse never sees invoices or money
 * (docs/decisions/010-back-office.md §Roles). Deleting a payment is for admins alone. Paths are relative to /admin/v1.
 */
export function registerInvoiceStaffRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const shop = () => app.shop;
  const tags = ['staff'];
  const sales = { staff: ['sales'] } as const;

  api.get(
    '/staff/invoices',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Invoices, filtered (payment state, overdue, customer, order, days of issue, text), one keyset page',
        querystring: InvoiceListQuerySchema,
        response: { 200: InvoiceListReplySchema },
      },
    },
    async (request) => listInvoices(shop(), request.query),
  );

  api.get(
    '/staff/invoices/overdue',
    {
      config: sales,
      schema: {
        tags,
        summary:
          'Overdue invoices with something due, longest overdue first, with the last reminder; count and sum due',
        querystring: OverdueQuerySchema,
        response: { 200: OverdueReplySchema },
      },
    },
    async (request) => overdueInvoices(shop(), request.query),
  );

  api.post(
    '/staff/invoices',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Issue the invoice for an order (not cancelled or returned, none yet); gapless number',
        body: IssueInvoiceBodySchema,
        response: { 200: InvoiceRowReplySchema },
      },
    },
    async (request) => ({ success: true as const, invoice: await issueInvoiceByStaff(shop(), request, request.body) }),
  );

  api.get(
    '/staff/invoices/:id',
    {
      config: sales,
      schema: {
        tags,
        summary: 'One invoice: lines and totals of its order, payments, credit notes, reminders, what may be done',
        params: InvoiceIdParamsSchema,
        response: { 200: InvoiceDetailReplySchema },
      },
    },
    async (request) => invoiceDetail(shop(), request.params.id),
  );

  api.get(
    '/staff/invoices/:id/pdf',
    { config: sales, schema: { tags, summary: 'The invoice as PDF', params: InvoiceIdParamsSchema } },
    async (request, reply) => {
      const { number, pdf } = await staffInvoicePdf(shop(), request.params.id);
      return sendPdf(reply, `faktura-${number}.pdf`, pdf);
    },
  );

  api.post(
    '/staff/invoices/:id/payments',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Record a payment received; an overpayment is recorded and flagged',
        params: InvoiceIdParamsSchema,
        body: RecordPaymentBodySchema,
        response: { 200: RecordPaymentReplySchema },
      },
    },
    async (request) => recordPaymentByStaff(shop(), request, request.params.id, request.body),
  );

  api.post(
    '/staff/invoices/:id/payments/:paymentId/delete',
    {
      config: { staff: ['admin'] },
      schema: {
        tags,
        summary: 'Delete a wrongly entered payment (admins), with a reason',
        params: InvoicePaymentParamsSchema,
        body: DeletePaymentBodySchema,
        response: { 200: InvoiceRowReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      invoice: await deletePaymentByStaff(
        shop(),
        request,
        request.params.id,
        request.params.paymentId,
        request.body.reason,
      ),
    }),
  );

  api.post(
    '/staff/invoices/:id/credit-notes',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Issue a credit note for a cancelled or returned order: the whole invoice, or returned lines',
        params: InvoiceIdParamsSchema,
        body: CreditNoteBodySchema,
        response: { 200: CreditNoteReplySchema },
      },
    },
    async (request) => creditNoteByStaff(shop(), request, request.params.id, request.body),
  );

  api.get(
    '/staff/credit-notes/:id/pdf',
    { config: sales, schema: { tags, summary: 'A credit note as PDF', params: CreditNoteIdParamsSchema } },
    async (request, reply) => {
      const { number, pdf } = await staffCreditNoteDocuments(shop(), request.params.id);
      return sendPdf(reply, creditNoteFilename(number, 'pdf'), pdf);
    },
  );

  api.get(
    '/staff/credit-notes/:id/xml',
    {
      config: sales,
      schema: {
        tags,
        summary: 'A credit note as e-invoice (UBL CreditNote, type 381), as stored when issued',
        params: CreditNoteIdParamsSchema,
      },
    },
    async (request, reply) => {
      const { number, ubl } = await staffCreditNoteDocuments(shop(), request.params.id);
      return sendXmlDocument(reply, creditNoteFilename(number, 'xml'), ubl);
    },
  );

  api.post(
    '/staff/invoices/:id/reminders',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Send a payment reminder now (at most one in 7 days; `force` lets an admin send sooner)',
        params: InvoiceIdParamsSchema,
        body: ReminderBodySchema,
        response: { 200: ReminderReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      reminder: await remindByStaff(shop(), request, request.params.id, request.body),
    }),
  );
}
