import { BankErrorCode } from '@shop/contract';
import { HttpError } from '../../http/errors.ts';
import {
  asArray,
  child,
  isNode,
  MAX_XML_BYTES,
  parseUntrustedXml,
  text,
  type XmlNode,
} from '../../http/untrusted-xml.ts';

/**
 * Reads an ISO 20022 camt.053 bank statement (BankToCustomerStatement, versions 001.02 to
 * 001.13, which is what Slovak banks export) into the credit transactions the shop matches to
 * invoices (docs/decisions/014-bank-statements-and-accounting.md §What we read).
 *
 * Hostile input is refused before any parsing: a DOCTYPE (and with it every entity declaration,
 * external entity or billion-laughs payload) is never legitimate in camt.053, so the text is
 * rejected when it contains one; fast-xml-parser then runs with entity processing off. Amounts
 * are read as text and turned into cents by digits, never through a float.
 */

export interface StatementTransaction {
  /** The bank's reference of this transaction, unique per account (see `transactionReference`). */
  reference: string;
  amountCents: number;
  /** The booking day, `YYYY-MM-DD`. */
  bookedOn: string;
  /** The variable symbol without leading zeros, or null when the entry carries none. */
  varsymbol: string | null;
  counterpartyName: string;
  counterpartyIban: string;
  /** The remittance text as the payer wrote it (unstructured lines and structured references). */
  remittance: string;
}

export interface ParsedStatement {
  /** `camt.053.001.08` */
  version: string;
  statementId: string;
  iban: string;
  /** Booked credits only; debits, pending entries and reversals are not payments to us. */
  credits: StatementTransaction[];
}

/** The largest statement we accept (a month of a busy account is far below it). */
export const MAX_STATEMENT_BYTES = MAX_XML_BYTES;

const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.(\d{2})$/;
const MIN_VERSION = 2;
const MAX_VERSION = 13;

const refuse = (code: string, key: string, message: string) => new HttpError(400, [{ code, key, message }]);

/** `1234.5` → 123450; null when it is not a plain non-negative decimal with at most 2 places. */
export function amountToCents(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * The variable symbol by the conventions Slovak banks use, first found wins
 * (docs/decisions/014-bank-statements-and-accounting.md §Variable symbol):
 *   1. EndToEndId in the SEPA form `/VS<digits>/SS<digits>/KS<digits>` (what Slovak internet
 *      banking fills in from the VS, SS and KS fields);
 *   2. the structured creditor reference (RmtInf/Strd/CdtrRefInf/Ref) when it is digits only, or
 *      has the `/VS…/` form;
 *   3. the unstructured remittance (RmtInf/Ustrd) with `/VS<digits>`, `VS:<digits>` or `VS <digits>`.
 * A variable symbol is 1–10 digits; leading zeros are dropped (banks pad it to 10).
 */
export function variableSymbol(endToEndId: string, structuredRefs: string[], unstructured: string[]): string | null {
  const normalise = (digits: string) => digits.replace(/^0+(?=\d)/, '');
  const slashForm = (value: string) => /(?:^|\/)VS(\d{1,10})(?=\/|$)/i.exec(value.replace(/\s+/g, ''))?.[1];
  const fromEndToEnd = slashForm(endToEndId);
  if (fromEndToEnd) return normalise(fromEndToEnd);
  for (const ref of structuredRefs) {
    const compact = ref.replace(/\s+/g, '');
    if (/^\d{1,10}$/.test(compact)) return normalise(compact);
    const slash = slashForm(compact);
    if (slash) return normalise(slash);
  }
  for (const line of unstructured) {
    const found = /(?:^|[^A-Z0-9])VS\s*[:.\-/]?\s*(\d{1,10})(?!\d)/i.exec(line)?.[1];
    if (found) return normalise(found);
  }
  return null;
}

/**
 * The one reference of a transaction: the account servicer's (unique per account), else the
 * entry's own `NtryRef`, which is unique only within its statement, so it is prefixed with the
 * statement id; the n-th transaction of a batch without references of its own gets `/n`.
 */
function transactionReference(
  statementId: string,
  entry: unknown,
  details: unknown,
  index: number,
  count: number,
): string {
  const own = text(child(details, 'Refs', 'AcctSvcrRef')) || (count === 1 ? text(child(entry, 'AcctSvcrRef')) : '');
  if (own) return own;
  const servicer = text(child(entry, 'AcctSvcrRef'));
  const entryRef = text(child(entry, 'NtryRef'));
  const base = servicer || (entryRef ? `${statementId}/${entryRef}` : '');
  if (!base) return '';
  return count === 1 ? base : `${base}/${index + 1}`;
}

/** Booked: `Sts` is `BOOK` (001.02–001.07) or `Sts/Cd` is `BOOK` (001.08 on). */
const isBooked = (entry: unknown) => (text(child(entry, 'Sts')) || text(child(entry, 'Sts', 'Cd'))) === 'BOOK';

function bookingDay(entry: unknown): string {
  const day = text(child(entry, 'BookgDt', 'Dt')) || text(child(entry, 'BookgDt', 'DtTm')).slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : '';
}

/** The payer: `RltdPties/Dbtr/Nm` (001.02) or `RltdPties/Dbtr/Pty/Nm` (001.08 on). */
const payerName = (details: unknown) =>
  text(child(details, 'RltdPties', 'Dbtr', 'Nm')) || text(child(details, 'RltdPties', 'Dbtr', 'Pty', 'Nm'));

/**
 * Parses and checks a statement: well-formed XML without a DOCTYPE, a camt.053 document, one
 * account that is `ourIban`, EUR only, every credit with an amount, a booking day and a
 * reference, and no reference twice in the file. Any failure is a 400 naming the field.
 */
export function parseCamt053(xml: string, ourIban: string): ParsedStatement {
  const root = parseUntrustedXml(xml, { malformed: BankErrorCode.malformed, doctype: BankErrorCode.doctype });
  const document = root.Document;
  // The parser drops namespace declarations with their prefixes; the root's is read from the text.
  const namespace = /<(?:[\w.-]+:)?Document\b[^>]*?\sxmlns(?::[\w.-]+)?\s*=\s*["']([^"']+)["']/.exec(xml)?.[1] ?? '';
  const version = NAMESPACE.exec(namespace);
  const versionNumber = Number(version?.[1]);
  if (!isNode(document) || !version || versionNumber < MIN_VERSION || versionNumber > MAX_VERSION) {
    throw refuse(
      BankErrorCode.notCamt053,
      'Document',
      'Súbor nie je výpis camt.053 (očakávame menný priestor urn:iso:std:iso:20022:tech:xsd:camt.053.001.02 až .13).',
    );
  }
  const statements = asArray(child(document, 'BkToCstmrStmt') && (document.BkToCstmrStmt as XmlNode).Stmt);
  if (statements.length !== 1) {
    throw refuse(BankErrorCode.malformed, 'Stmt', 'Výpis musí obsahovať práve jeden účet (jeden prvok Stmt).');
  }
  const statement = statements[0];
  const statementId = text(child(statement, 'Id'));
  if (!statementId) throw refuse(BankErrorCode.malformed, 'Stmt.Id', 'Výpisu chýba identifikátor (Stmt/Id).');
  const iban = text(child(statement, 'Acct', 'Id', 'IBAN'))
    .replace(/\s+/g, '')
    .toUpperCase();
  if (iban !== ourIban) {
    throw refuse(
      BankErrorCode.account,
      'Acct.Id.IBAN',
      `Výpis je z účtu ${iban || '(bez IBAN)'}, nie z nášho účtu ${ourIban}.`,
    );
  }
  const accountCurrency = text(child(statement, 'Acct', 'Ccy'));
  if (accountCurrency && accountCurrency !== 'EUR') {
    throw refuse(BankErrorCode.currency, 'Acct.Ccy', `Účet je vedený v mene ${accountCurrency}; prijímame len EUR.`);
  }

  const credits: StatementTransaction[] = [];
  const seen = new Set<string>();
  asArray(isNode(statement) ? statement.Ntry : undefined).forEach((entry, entryIndex) => {
    const at = `Stmt.Ntry[${entryIndex}]`;
    const amountNode = child(entry, 'Amt');
    const currency = isNode(amountNode) ? String(amountNode['@_Ccy'] ?? '') : '';
    if (currency !== 'EUR') {
      throw refuse(
        BankErrorCode.currency,
        `${at}.Amt.Ccy`,
        `Položka ${entryIndex + 1} je v mene „${currency}“; prijímame len EUR.`,
      );
    }
    const indicator = text(child(entry, 'CdtDbtInd'));
    if (indicator !== 'CRDT' && indicator !== 'DBIT') {
      throw refuse(
        BankErrorCode.malformed,
        `${at}.CdtDbtInd`,
        `Položke ${entryIndex + 1} chýba CdtDbtInd (CRDT alebo DBIT).`,
      );
    }
    const entryCents = amountToCents(text(amountNode));
    if (entryCents === null) {
      throw refuse(BankErrorCode.malformed, `${at}.Amt`, `Suma položky ${entryIndex + 1} nie je platná suma.`);
    }
    const reversal = text(child(entry, 'RvslInd')) === 'true';
    if (indicator !== 'CRDT' || reversal || !isBooked(entry)) return;
    const bookedOn = bookingDay(entry);
    if (!bookedOn)
      throw refuse(BankErrorCode.malformed, `${at}.BookgDt`, `Položke ${entryIndex + 1} chýba dátum zaúčtovania.`);

    const details = asArray(isNode(entry) ? entry.NtryDtls : undefined).flatMap((d) =>
      asArray(isNode(d) ? d.TxDtls : undefined),
    );
    const transactions = details.length > 0 ? details : [undefined];
    transactions.forEach((tx, txIndex) => {
      const txAt = details.length > 1 ? `${at}.NtryDtls.TxDtls[${txIndex}]` : at;
      let amountCents = entryCents;
      if (details.length > 1) {
        const own = text(child(tx, 'Amt')) || text(child(tx, 'AmtDtls', 'TxAmt', 'Amt'));
        const ownCents = amountToCents(own);
        if (ownCents === null) {
          throw refuse(BankErrorCode.malformed, `${txAt}.Amt`, `Transakcii v dávke chýba vlastná suma.`);
        }
        amountCents = ownCents;
      }
      const reference = transactionReference(statementId, entry, tx, txIndex, transactions.length);
      if (!reference) {
        throw refuse(
          BankErrorCode.malformed,
          `${txAt}.AcctSvcrRef`,
          `Položke ${entryIndex + 1} chýba referencia banky (AcctSvcrRef alebo NtryRef).`,
        );
      }
      if (seen.has(reference)) {
        throw refuse(
          BankErrorCode.duplicateReference,
          `${txAt}.AcctSvcrRef`,
          `Referencia transakcie ${reference} je vo výpise dvakrát.`,
        );
      }
      seen.add(reference);
      if (amountCents === 0) return;
      const structured = asArray(child(tx, 'RmtInf') && (child(tx, 'RmtInf') as XmlNode).Strd).map((s) =>
        text(child(s, 'CdtrRefInf', 'Ref')),
      );
      const unstructured = asArray(child(tx, 'RmtInf') && (child(tx, 'RmtInf') as XmlNode).Ustrd).map(text);
      const endToEndId = text(child(tx, 'Refs', 'EndToEndId'));
      credits.push({
        reference,
        amountCents,
        bookedOn,
        varsymbol: variableSymbol(endToEndId, structured, unstructured),
        counterpartyName: payerName(tx).slice(0, 140),
        counterpartyIban: text(child(tx, 'RltdPties', 'DbtrAcct', 'Id', 'IBAN')).slice(0, 34),
        remittance: [endToEndId && endToEndId !== 'NOTPROVIDED' ? endToEndId : '', ...structured, ...unstructured]
          .filter(Boolean)
          .join(' ')
          .slice(0, 500),
      });
    });
  });
  return { version: `camt.053.001.${version[1]}`, statementId, iban, credits };
}
