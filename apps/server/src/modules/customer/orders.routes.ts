import {
  CustomerCreditNotesReplySchema,
  CustomerInvoicesReplySchema,
  CustomerOrdersReplySchema,
  IdParamsSchema,
  OrderDetailParamsSchema,
  OrderDetailReplySchema,
  OrderPaymentReplySchema,
  PagingParamsSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { privateNoStore } from '../../http/cache.ts';
import { sendPdf, sendXmlDocument } from '../../http/pdf.ts';
import { creditNoteFilename, customerCreditNoteDocuments } from '../invoices/credit-note-documents.service.ts';
import { listCustomerCreditNotes } from '../invoices/customer-credit-notes.service.ts';
import { invoiceFilename } from '../invoices/invoice-documents.service.ts';
import { listInvoices, listOrders, orderDetail, orderPayment } from './account.service.ts';
import { customerInvoiceDocuments } from './invoice-document.service.ts';

/** Orders and invoices of the logged-in customer; anyone else's answer 404 exactly like missing ones. */
export function registerCustomerOrderRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer'];

  api.get(
    '/customer/orders/:limit/:offset',
    {
      schema: {
        tags,
        summary: 'Order history, newest first',
        params: PagingParamsSchema,
        response: { 200: CustomerOrdersReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const customer = await request.requireCustomer();
      const { orders, count } = await listOrders(app.shop.db, customer.id, request.params.limit, request.params.offset);
      return { success: true as const, orders, orders_count: count };
    },
  );

  api.get(
    '/customer/order/detail/:orderId/:lang',
    {
      schema: {
        tags,
        summary: 'One order with its lines',
        params: OrderDetailParamsSchema,
        response: { 200: OrderDetailReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const customer = await request.requireCustomer();
      return { success: true as const, orders: await orderDetail(app.shop.db, customer.id, request.params.orderId) };
    },
  );

  api.get(
    '/customer/order/payment/:id',
    {
      schema: {
        tags,
        summary: 'How to pay an own order: bank details and PAY by square QR for a bank transfer',
        params: IdParamsSchema,
        response: { 200: OrderPaymentReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const customer = await request.requireCustomer();
      const payment = await orderPayment(app.shop.db, app.shop.config, customer.id, request.params.id);
      return { success: true as const, payment };
    },
  );

  api.get(
    '/customer/invoices/:limit/:offset',
    {
      schema: {
        tags,
        summary: 'Invoices, newest first',
        params: PagingParamsSchema,
        response: { 200: CustomerInvoicesReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const customer = await request.requireCustomer();
      const { invoices, count } = await listInvoices(
        app.shop.db,
        customer.id,
        request.params.limit,
        request.params.offset,
      );
      return { success: true as const, invoices, invoices_count: count };
    },
  );

  api.get(
    '/customer/invoice/:id/pdf',
    { schema: { tags, summary: 'An invoice as PDF (application/pdf)', params: IdParamsSchema } },
    async (request, reply) => {
      privateNoStore(reply);
      const customer = await request.requireCustomer();
      const { number, pdf } = await customerInvoiceDocuments(app.shop, customer.id, request.params.id);
      return sendPdf(reply, invoiceFilename(number, 'pdf'), pdf);
    },
  );

  api.get(
    '/customer/credit-notes/:limit/:offset',
    {
      schema: {
        tags,
        summary: 'Credit notes (dobropisy), newest first',
        params: PagingParamsSchema,
        response: { 200: CustomerCreditNotesReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const customer = await request.requireCustomer();
      const { creditNotes, count } = await listCustomerCreditNotes(
        app.shop,
        customer.id,
        request.params.limit,
        request.params.offset,
      );
      return { success: true as const, credit_notes: creditNotes, credit_notes_count: count };
    },
  );

  api.get(
    '/customer/credit-note/:id/pdf',
    { schema: { tags, summary: 'A credit note as PDF (application/pdf)', params: IdParamsSchema } },
    async (request, reply) => {
      privateNoStore(reply);
      const customer = await request.requireCustomer();
      const { number, pdf } = await customerCreditNoteDocuments(app.shop, customer.id, request.params.id);
      return sendPdf(reply, creditNoteFilename(number, 'pdf'), pdf);
    },
  );

  api.get(
    '/customer/credit-note/:id/xml',
    {
      schema: {
        tags,
        summary: 'A credit note as e-invoice: UBL CreditNote (type 381), Peppol BIS Billing 3.0, the PDF embedded',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const customer = await request.requireCustomer();
      const { number, ubl } = await customerCreditNoteDocuments(app.shop, customer.id, request.params.id);
      return sendXmlDocument(reply, creditNoteFilename(number, 'xml'), ubl);
    },
  );

  api.get(
    '/customer/invoice/:id/xml',
    {
      schema: {
        tags,
        summary: 'An invoice as e-invoice: UBL 2.1, Peppol BIS Billing 3.0, the PDF embedded (application/xml)',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const customer = await request.requireCustomer();
      const { number, ubl } = await customerInvoiceDocuments(app.shop, customer.id, request.params.id);
      return sendXmlDocument(reply, invoiceFilename(number, 'xml'), ubl);
    },
  );
}
