import { XMLBuilder } from 'fast-xml-parser';
import type { CreditNoteLineSnapshot } from '../../db/schema/index.ts';
import type { Supplier } from '../../documents/supplier.ts';

/**
 * The POHODA XML import (dataPack 2.0) built from the shop's stored documents
 * (docs/decisions/014-bank-statements-and-accounting.md §POHODA export; the README has the mapping).
 * Pure: it takes what was stored and writes it; money is integer cents written as decimal text
 * by digits, never through a float. fast-xml-parser's builder escapes every value.
 */

export const POHODA_NS = {
  'xmlns:dat': 'http://www.stormware.cz/schema/version_2/data.xsd',
  'xmlns:ord': 'http://www.stormware.cz/schema/version_2/order.xsd',
  'xmlns:inv': 'http://www.stormware.cz/schema/version_2/invoice.xsd',
  'xmlns:typ': 'http://www.stormware.cz/schema/version_2/type.xsd',
} as const;

/** 12345 → `123.45`, −5 → `-0.05`. */
export function centsText(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not whole cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** POHODA SK's VAT classes: 23 % základná (high), 19 % znížená (low), 5 % druhá znížená (third), 0 % (none). */
export function pohodaRate(vatRate: number): 'high' | 'low' | 'third' | 'none' {
  if (vatRate === 23) return 'high';
  if (vatRate === 19) return 'low';
  if (vatRate === 5) return 'third';
  if (vatRate === 0) return 'none';
  throw new Error(`no POHODA VAT class for ${vatRate} %`);
}

export interface PohodaPartner {
  companyName: string;
  contactName: string;
  street: string;
  city: string;
  zip: string;
  companyId: string;
  vatRegistrationId: string;
  extVatRegistrationId: string;
}

/** A printed line: the invoice's and credit note's line snapshot (modules/invoices/credit-note-money.ts). */
export type PohodaLine = Pick<
  CreditNoteLineSnapshot,
  'code' | 'name' | 'quantity' | 'unit' | 'unitPriceExcVatCents' | 'vatRate'
>;

export interface PohodaVatRow {
  vatRate: number;
  taxableCents: number;
  vatCents: number;
}

export interface PohodaOrder {
  number: string;
  /** `YYYY-MM-DD` (Slovak day). */
  date: string;
  partner: PohodaPartner;
  note: string;
  lines: PohodaLine[];
  vat: PohodaVatRow[];
}

export interface PohodaInvoice {
  kind: 'issuedInvoice' | 'issuedCreditNotice';
  number: string;
  varsymbol: string;
  date: string;
  dateTax: string;
  dateDue: string;
  orderNumber: string;
  /** For a credit note: the invoice it credits. */
  originalDocument?: string;
  text: string;
  partner: PohodaPartner;
  lines: PohodaLine[];
  vat: PohodaVatRow[];
}

const partnerIdentity = (p: PohodaPartner) => ({
  'typ:address': {
    'typ:company': p.companyName,
    ...(p.contactName ? { 'typ:name': p.contactName } : {}),
    'typ:city': p.city,
    'typ:street': p.street,
    'typ:zip': p.zip,
    'typ:ico': p.companyId,
    ...(p.vatRegistrationId ? { 'typ:dic': p.vatRegistrationId } : {}),
    ...(p.extVatRegistrationId ? { 'typ:icDph': p.extVatRegistrationId } : {}),
  },
});

const item = (prefix: 'ord' | 'inv', line: PohodaLine) => ({
  [`${prefix}:text`]: line.name.slice(0, 90),
  [`${prefix}:quantity`]: String(line.quantity),
  ...(line.unit ? { [`${prefix}:unit`]: line.unit.slice(0, 10) } : {}),
  [`${prefix}:payVAT`]: 'false',
  [`${prefix}:rateVAT`]: pohodaRate(line.vatRate),
  [`${prefix}:percentVAT`]: String(line.vatRate),
  [`${prefix}:homeCurrency`]: { 'typ:unitPrice': centsText(line.unitPriceExcVatCents) },
  ...(line.code ? { [`${prefix}:code`]: line.code.slice(0, 64) } : {}),
});

/** The document's sums per VAT class (`priceHigh`, `priceHighVAT`, `priceHighSum`, …) from the stored breakdown. */
function summary(prefix: 'ord' | 'inv', vat: PohodaVatRow[]) {
  const home: Record<string, string> = {};
  for (const row of vat) {
    const rate = pohodaRate(row.vatRate);
    if (rate === 'none') {
      home['typ:priceNone'] = centsText(row.taxableCents);
      continue;
    }
    const name = rate === 'high' ? 'priceHigh' : rate === 'low' ? 'priceLow' : 'price3';
    home[`typ:${name}`] = centsText(row.taxableCents);
    home[`typ:${name}VAT`] = centsText(row.vatCents);
    home[`typ:${name}Sum`] = centsText(row.taxableCents + row.vatCents);
  }
  return { [`${prefix}:roundingDocument`]: 'none', [`${prefix}:homeCurrency`]: home };
}

const orderItem = (order: PohodaOrder) => ({
  'ord:order': {
    '@_version': '2.0',
    'ord:orderHeader': {
      'ord:orderType': 'receivedOrder',
      'ord:numberOrder': order.number,
      'ord:date': order.date,
      'ord:text': `Objednávka ${order.number} z e-shopu`,
      'ord:partnerIdentity': partnerIdentity(order.partner),
      ...(order.note ? { 'ord:note': order.note } : {}),
    },
    'ord:orderDetail': { 'ord:orderItem': order.lines.map((l) => item('ord', l)) },
    'ord:orderSummary': summary('ord', order.vat),
  },
});

const invoiceItem = (invoice: PohodaInvoice) => ({
  'inv:invoice': {
    '@_version': '2.0',
    'inv:invoiceHeader': {
      'inv:invoiceType': invoice.kind,
      'inv:number': { 'typ:numberRequested': invoice.number },
      'inv:symVar': invoice.varsymbol,
      ...(invoice.originalDocument ? { 'inv:originalDocument': invoice.originalDocument } : {}),
      'inv:date': invoice.date,
      'inv:dateTax': invoice.dateTax,
      'inv:dateDue': invoice.dateDue,
      'inv:text': invoice.text,
      'inv:partnerIdentity': partnerIdentity(invoice.partner),
      'inv:numberOrder': invoice.orderNumber,
      'inv:paymentType': { 'typ:paymentType': 'draft' },
    },
    'inv:invoiceDetail': { 'inv:invoiceItem': invoice.lines.map((l) => item('inv', l)) },
    'inv:invoiceSummary': summary('inv', invoice.vat),
  },
});

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: false,
});

/** One dataPack: every order, then every invoice and credit note, each a dataPackItem with its own id. */
export function pohodaDataPack(
  supplier: Supplier,
  id: string,
  documents: { orders: PohodaOrder[]; invoices: PohodaInvoice[] },
): string {
  const items = [
    ...documents.orders.map((o) => ({ '@_version': '2.0', '@_id': `OBJ${o.number}`, ...orderItem(o) })),
    ...documents.invoices.map((i) => ({ '@_version': '2.0', '@_id': i.number, ...invoiceItem(i) })),
  ];
  const body = builder.build({
    'dat:dataPack': {
      '@_version': '2.0',
      '@_id': id,
      '@_ico': supplier.companyId,
      '@_application': 'SecuriTrade e-shop',
      '@_note': 'Import objednávok, faktúr a dobropisov',
      ...Object.fromEntries(Object.entries(POHODA_NS).map(([k, v]) => [`@_${k}`, v])),
      'dat:dataPackItem': items,
    },
  }) as string;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}
