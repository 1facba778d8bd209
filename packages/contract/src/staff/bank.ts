import { z } from 'zod';
import { ok } from '../envelope.ts';
import { dbText } from '../text.ts';
import { STAFF_PAGE_SIZE } from './constants.ts';

/**
 * Bank statements (camt.053) matched to invoices, and the accounting hand-off (POHODA export and
 * stock import, the polling token): docs/decisions/014-bank-statements-and-accounting.md.
 */

/** The statement's and the accounting files' error codes; Slovak texts in apps/staff/src/i18n/sk.json. */
export const BankErrorCode = {
  malformed: 'bank.malformed',
  doctype: 'bank.doctype',
  notCamt053: 'bank.not-camt053',
  currency: 'bank.currency',
  account: 'bank.account',
  duplicateReference: 'bank.duplicate-reference',
  entryDecided: 'bank.entry-decided',
  pohodaMalformed: 'accounting.pohoda-malformed',
} as const;

/** What became of a credit: booked to an invoice (paid / partly / overpaid), or waiting, or decided by staff. */
export const BANK_ENTRY_OUTCOMES = ['paid', 'partly', 'overpaid', 'unmatched', 'assigned', 'dismissed'] as const;
export type BankEntryOutcome = (typeof BANK_ENTRY_OUTCOMES)[number];

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const cents = z.number().int();
const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

/** The statement as the browser read the file (UTF-8 text; 5 MB at most, checked by the server). */
export const ImportStatementBodySchema = z.object({
  fileName: dbText().trim().max(200).default(''),
  xml: z.string().min(1).max(6_000_000),
});
export type ImportStatementBody = z.input<typeof ImportStatementBodySchema>;

export const BankEntrySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  amountCents: cents,
  bookedOn: z.string(),
  varsymbol: z.string().nullable(),
  counterpartyName: z.string(),
  counterpartyIban: z.string(),
  remittance: z.string(),
  outcome: z.enum(BANK_ENTRY_OUTCOMES),
  invoice: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  note: z.string(),
});
export type BankEntry = z.infer<typeof BankEntrySchema>;

/** One credit of an uploaded statement: what it became, and whether an earlier load had already booked it. */
export const StatementResultRowSchema = BankEntrySchema.extend({ alreadyLoaded: z.boolean() });
export type StatementResultRow = z.infer<typeof StatementResultRowSchema>;

export const ImportStatementReplySchema = ok({
  statement: z.object({ id: z.number().int(), statementId: z.string(), iban: z.string(), version: z.string() }),
  /** True when this statement had been loaded before: nothing was booked now. */
  alreadyLoaded: z.boolean(),
  entries: z.array(StatementResultRowSchema),
});
export type ImportStatementReply = z.infer<typeof ImportStatementReplySchema>;

export const UnmatchedQuerySchema = z.object({
  after: id.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(STAFF_PAGE_SIZE),
});
export const UnmatchedReplySchema = ok({ entries: z.array(BankEntrySchema), next: z.string().nullable() });
export type UnmatchedReply = z.infer<typeof UnmatchedReplySchema>;

export const BankEntryIdParamsSchema = z.object({ id });
/** Book an unmatched credit to an invoice, by its number (FA…) or variable symbol. */
export const AssignEntryBodySchema = z.object({ invoice: dbText().trim().min(1).max(20) });
export const DismissEntryBodySchema = z.object({ reason: dbText().trim().min(3).max(500) });
export const BankEntryReplySchema = ok({ entry: BankEntrySchema });
export type BankEntryReply = z.infer<typeof BankEntryReplySchema>;

/** The accounting system's token: shown once, at rotation. */
export const AccountingTokenStatusReplySchema = ok({
  token: z.object({ createdAt: z.string(), createdBy: z.string().nullable() }).nullable(),
});
export type AccountingTokenStatusReply = z.infer<typeof AccountingTokenStatusReplySchema>;
export const RotateAccountingTokenReplySchema = ok({ token: z.string(), createdAt: z.string() });
export type RotateAccountingTokenReply = z.infer<typeof RotateAccountingTokenReplySchema>;

/** New orders for the accounting system: ids above the mark, oldest first. */
export const AccountingOrdersQuerySchema = z.object({
  since: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const AccountingOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  createdAt: z.string(),
  status: z.string(),
  customer: z.object({ companyName: z.string(), companyId: z.string(), vatRegistrationId: z.string() }),
  totalExcVatCents: cents,
  totalVatCents: cents,
  totalIncVatCents: cents,
  lines: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      unitPriceExcVatCents: cents,
      vatRate: z.number(),
      totalExcVatCents: cents,
    }),
  ),
});
export const AccountingOrdersReplySchema = ok({
  orders: z.array(AccountingOrderSchema),
  /** Pass as `since` next time; the same mark when nothing new came. */
  next: z.string(),
});
export type AccountingOrdersReply = z.infer<typeof AccountingOrdersReplySchema>;

/** The POHODA export's days (Slovak calendar days, both inclusive). */
export const PohodaExportQuerySchema = z
  .object({ from: dateOnly, to: dateOnly })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'to is before from' });

export const PohodaStockBodySchema = z.object({
  fileName: dbText().trim().max(200).default(''),
  xml: z.string().min(1).max(6_000_000),
});
export const PohodaStockReplySchema = ok({
  updated: z.number().int(),
  unchanged: z.number().int(),
  unknownCodes: z.array(z.string()),
});
export type PohodaStockReply = z.infer<typeof PohodaStockReplySchema>;
