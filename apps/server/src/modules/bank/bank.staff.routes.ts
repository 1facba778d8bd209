import {
  AssignEntryBodySchema,
  BankEntryIdParamsSchema,
  BankEntryReplySchema,
  DismissEntryBodySchema,
  ImportStatementBodySchema,
  ImportStatementReplySchema,
  UnmatchedQuerySchema,
  UnmatchedReplySchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assignEntry, dismissEntry, importStatement, unmatchedEntries } from './bank-statements.service.ts';
import { MAX_STATEMENT_BYTES } from './camt053.ts';

/**
 * Bank statements in the back office (docs/decisions/014-bank-statements-and-accounting.md):
 * sales and admins, like payments by hand (docs/decisions/010-back-office.md §Roles).
 */
export function registerBankStaffRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const shop = () => app.shop;
  const tags = ['staff'];
  const sales = { staff: ['sales'] } as const;

  api.post(
    '/staff/bank/statements',
    {
      config: sales,
      // The XML travels as JSON text; its own 5 MB limit is checked with a clear message.
      bodyLimit: 2 * MAX_STATEMENT_BYTES,
      schema: {
        tags,
        summary: 'Load a camt.053 statement: credits matched to invoices by variable symbol, booked once',
        body: ImportStatementBodySchema,
        response: { 200: ImportStatementReplySchema },
      },
    },
    async (request) => importStatement(shop(), request, request.body),
  );

  api.get(
    '/staff/bank/unmatched',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Credits that matched no invoice, waiting for a decision, oldest first',
        querystring: UnmatchedQuerySchema,
        response: { 200: UnmatchedReplySchema },
      },
    },
    async (request) => unmatchedEntries(shop(), request.query),
  );

  api.post(
    '/staff/bank/entries/:id/assign',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Book an unmatched credit to an invoice (number or variable symbol)',
        params: BankEntryIdParamsSchema,
        body: AssignEntryBodySchema,
        response: { 200: BankEntryReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      entry: await assignEntry(shop(), request, request.params.id, request.body),
    }),
  );

  api.post(
    '/staff/bank/entries/:id/dismiss',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Decide an unmatched credit is no invoice payment, with a reason',
        params: BankEntryIdParamsSchema,
        body: DismissEntryBodySchema,
        response: { 200: BankEntryReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      entry: await dismissEntry(shop(), request, request.params.id, request.body),
    }),
  );
}
