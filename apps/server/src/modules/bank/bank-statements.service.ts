import {
  type AssignEntryBodySchema,
  type BankEntry,
  type BankEntryOutcome,
  BankErrorCode,
  type DismissEntryBodySchema,
  type ImportStatementBodySchema,
  type ImportStatementReply,
  type StatementResultRow,
  type UnmatchedQuerySchema,
  type UnmatchedReply,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import { paymentState } from '../invoices/invoice-balance.ts';
import { addPayment } from '../invoices/payments.service.ts';
import { recordAudit } from '../staff/audit.ts';
import {
  type BankEntryWithInvoice,
  decideEntry,
  entriesByReference,
  findEntry,
  findInvoiceByVarsymbolOrNumber,
  findStatement,
  insertEntry,
  insertStatement,
  lockStatementImports,
  lockUnmatchedEntry,
  unmatchedPage,
} from './bank.repository.ts';
import { parseCamt053, type StatementTransaction } from './camt053.ts';

/**
 * Payments from bank statements (docs/decisions/014-bank-statements-and-accounting.md): every
 * booked credit of a camt.053 statement is matched to an invoice by its variable symbol and booked
 * through the one payments service (modules/invoices/payments.service.ts), so the invoice and the
 * customer's account show it at once; what matches no invoice waits for a staff decision.
 */

const euro = new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR' });
const money = (cents: number) => euro.format(cents / 100);

const OUTCOME_NAMES: Record<BankEntryOutcome, string> = {
  paid: 'uhradená',
  partly: 'uhradená čiastočne',
  overpaid: 'preplatená',
  unmatched: 'nepriradená',
  assigned: 'priradená ručne',
  dismissed: 'zamietnutá',
};

export const toBankEntry = (e: BankEntryWithInvoice): BankEntry => ({
  id: e.id,
  reference: e.reference,
  amountCents: e.amountCents,
  bookedOn: e.bookedOn,
  varsymbol: e.varsymbol,
  counterpartyName: e.counterpartyName,
  counterpartyIban: e.counterpartyIban,
  remittance: e.remittance,
  outcome: e.outcome as BankEntryOutcome,
  invoice: e.invoiceId !== null && e.invoiceNumber !== null ? { id: e.invoiceId, number: e.invoiceNumber } : null,
  note: e.note,
});

/** Books one new credit: to the invoice its variable symbol names, or as unmatched. */
async function bookCredit(
  tx: Tx,
  request: FastifyRequest,
  statement: { id: number; statementId: string },
  credit: StatementTransaction,
): Promise<BankEntryWithInvoice> {
  const invoice = credit.varsymbol ? await findInvoiceByVarsymbolOrNumber(tx, credit.varsymbol) : null;
  const base = {
    statementId: statement.id,
    reference: credit.reference,
    amountCents: credit.amountCents,
    bookedOn: credit.bookedOn,
    varsymbol: credit.varsymbol,
    counterpartyName: credit.counterpartyName,
    counterpartyIban: credit.counterpartyIban,
    remittance: credit.remittance,
  };
  if (!invoice) {
    const entry = await insertEntry(tx, { ...base, outcome: 'unmatched' });
    return { ...entry, invoiceNumber: null };
  }
  const booked = await bookPayment(tx, request, invoice.id, credit, {
    staffId: null,
    how: `z bankového výpisu ${statement.statementId}`,
  });
  const entry = await insertEntry(tx, {
    ...base,
    outcome: booked.outcome,
    invoiceId: invoice.id,
    paymentId: booked.paymentId,
  });
  return { ...entry, invoiceNumber: invoice.number };
}

/** The payment through the payments service, with its entry in the invoice's history. */
async function bookPayment(
  tx: Tx,
  request: FastifyRequest,
  invoiceId: number,
  credit: Pick<StatementTransaction, 'amountCents' | 'bookedOn' | 'reference' | 'varsymbol' | 'counterpartyName'>,
  by: { staffId: number | null; how: string },
): Promise<{ paymentId: number; outcome: 'paid' | 'partly' | 'overpaid' }> {
  const { payment, invoice } = await addPayment(tx, invoiceId, {
    amountCents: credit.amountCents,
    paidOn: credit.bookedOn,
    method: 'bank',
    reference: credit.varsymbol ?? '',
    note: credit.counterpartyName,
    staffId: by.staffId,
    bankTransactionId: credit.reference,
  });
  const state = paymentState(invoice);
  const outcome = state === 'overpaid' ? 'overpaid' : state === 'paid' ? 'paid' : 'partly';
  await recordAudit(tx, request, {
    action: 'invoice.payment',
    entity: 'invoice',
    entityId: invoiceId,
    summary: `Platba ${money(credit.amountCents)} (bankový prevod, ${credit.bookedOn}) ${by.how} k faktúre ${invoice.number} – ${OUTCOME_NAMES[outcome]}`,
    changes: {
      paidCents: [invoice.paidCents - credit.amountCents, invoice.paidCents],
      payment: [null, { id: payment.id, amountCents: credit.amountCents, method: 'bank', reference: credit.reference }],
    },
  });
  return { paymentId: payment.id, outcome };
}

/**
 * Loads a statement: parsed and checked first (a 400 changes nothing), then in one transaction
 * every credit the shop has not seen (by the bank's reference) is booked or listed as unmatched.
 * A credit seen before — the same statement again, or statements that overlap — is reported
 * with what became of it then, and nothing is booked twice.
 */
export async function importStatement(
  shop: Shop,
  request: FastifyRequest,
  body: z.output<typeof ImportStatementBodySchema>,
): Promise<ImportStatementReply> {
  const staff = await request.requireStaff();
  const parsed = parseCamt053(body.xml, shop.config.iban);
  return shop.db.transaction(async (tx) => {
    await lockStatementImports(tx);
    const earlier = await findStatement(tx, parsed.iban, parsed.statementId);
    const statement =
      earlier ??
      (await insertStatement(tx, {
        statementId: parsed.statementId,
        iban: parsed.iban,
        fileName: body.fileName,
        version: parsed.version,
        staffId: staff.staffId,
      }));
    const known = await entriesByReference(
      tx,
      parsed.credits.map((c) => c.reference),
    );
    const entries: StatementResultRow[] = [];
    for (const credit of parsed.credits) {
      const seen = known.get(credit.reference);
      if (seen) {
        entries.push({ ...toBankEntry(seen), alreadyLoaded: true });
        continue;
      }
      entries.push({ ...toBankEntry(await bookCredit(tx, request, statement, credit)), alreadyLoaded: false });
    }
    const fresh = entries.filter((e) => !e.alreadyLoaded);
    const count = (outcome: BankEntryOutcome) => fresh.filter((e) => e.outcome === outcome).length;
    await recordAudit(tx, request, {
      action: 'bank.statement',
      entity: 'bank_statement',
      entityId: statement.id,
      summary:
        fresh.length === 0
          ? `Načítal bankový výpis ${parsed.statementId} znova – nič nové sa nezaúčtovalo`
          : `Načítal bankový výpis ${parsed.statementId}: ${fresh.length} pripísaní, uhradené ${count('paid')}, čiastočne ${count('partly')}, preplatené ${count('overpaid')}, nepriradené ${count('unmatched')}`,
      changes: { entries: [null, fresh.map((e) => ({ reference: e.reference, outcome: e.outcome }))] },
    });
    return {
      success: true as const,
      statement: {
        id: statement.id,
        statementId: statement.statementId,
        iban: statement.iban,
        version: statement.version,
      },
      alreadyLoaded: earlier !== null && fresh.length === 0,
      entries,
    };
  });
}

export async function unmatchedEntries(
  shop: Shop,
  query: z.output<typeof UnmatchedQuerySchema>,
): Promise<UnmatchedReply> {
  const rows = await unmatchedPage(shop.db, query.after, query.limit);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    success: true,
    entries: page.map(toBankEntry),
    next: rows.length > query.limit && last ? String(last.id) : null,
  };
}

const alreadyDecided = () =>
  new HttpError(409, [
    { code: BankErrorCode.entryDecided, message: 'O tomto pripísaní už niekto rozhodol; obnovte zoznam.' },
  ]);

/** Books an unmatched credit to the invoice staff name (number or variable symbol). */
export async function assignEntry(
  shop: Shop,
  request: FastifyRequest,
  entryId: number,
  body: z.output<typeof AssignEntryBodySchema>,
): Promise<BankEntry> {
  const staff = await request.requireStaff();
  await shop.db.transaction(async (tx) => {
    const entry = await lockUnmatchedEntry(tx, entryId);
    if (!entry) throw (await findEntry(tx, entryId)) ? alreadyDecided() : notFound();
    const invoice = await findInvoiceByVarsymbolOrNumber(tx, body.invoice);
    if (!invoice)
      throw badRequest('invoice', 'invoices.not-found', 'Faktúru s týmto číslom alebo variabilným symbolom nepoznáme.');
    const booked = await bookPayment(tx, request, invoice.id, entry, {
      staffId: staff.staffId,
      how: 'z bankového výpisu, priradená ručne',
    });
    await decideEntry(tx, entryId, {
      outcome: 'assigned',
      invoiceId: invoice.id,
      paymentId: booked.paymentId,
      decidedBy: staff.staffId,
      note: '',
    });
    await recordAudit(tx, request, {
      action: 'bank.assign',
      entity: 'bank_entry',
      entityId: entryId,
      summary: `Priradil pripísanie ${money(entry.amountCents)} (${entry.reference}) k faktúre ${invoice.number}`,
      changes: { outcome: ['unmatched', 'assigned'], invoice: [null, invoice.number] },
    });
  });
  const entry = await findEntry(shop.db, entryId);
  if (!entry) throw notFound();
  return toBankEntry(entry);
}

/** Staff decide a credit is no invoice's payment (a refund, a mistake): kept, with the reason. */
export async function dismissEntry(
  shop: Shop,
  request: FastifyRequest,
  entryId: number,
  body: z.output<typeof DismissEntryBodySchema>,
): Promise<BankEntry> {
  const staff = await request.requireStaff();
  await shop.db.transaction(async (tx) => {
    const entry = await lockUnmatchedEntry(tx, entryId);
    if (!entry) throw (await findEntry(tx, entryId)) ? alreadyDecided() : notFound();
    await decideEntry(tx, entryId, {
      outcome: 'dismissed',
      invoiceId: null,
      paymentId: null,
      decidedBy: staff.staffId,
      note: body.reason,
    });
    await recordAudit(tx, request, {
      action: 'bank.dismiss',
      entity: 'bank_entry',
      entityId: entryId,
      summary: `Zamietol pripísanie ${money(entry.amountCents)} (${entry.reference}). Dôvod: ${body.reason}`,
      changes: { outcome: ['unmatched', 'dismissed'], reason: [null, body.reason] },
    });
  });
  const entry = await findEntry(shop.db, entryId);
  if (!entry) throw notFound();
  return toBankEntry(entry);
}
