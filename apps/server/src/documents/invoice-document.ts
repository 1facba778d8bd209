import type { Supplier } from './supplier.ts';

/** The data an invoice prints, independent of how it is drawn. */

export interface InvoiceCustomer {
  companyName: string;
  /** Contact person from the invoice address. */
  contactName: string;
  street: string;
  zip: string;
  city: string;
  companyId: string;
  vatRegistrationId: string;
  extVatRegistrationId: string;
  email: string;
  phone: string;
}

export interface InvoiceLine {
  code: string;
  name: string;
  quantity: number;
  unit: string;
  unitPriceExcVatCents: number;
  vatRate: number;
  totalExcVatCents: number;
  vatCents: number;
}

/** Everything printed on an invoice; amounts in cents. */
export interface InvoiceDocument {
  number: string;
  varsymbol: string;
  orderNumber: string;
  issuedAt: Date;
  deliveredAt: Date;
  dueAt: Date;
  paymentMethod: string;
  supplier: Supplier;
  customer: InvoiceCustomer;
  /** Products, then shipping and payment (and a discount, if any). */
  lines: InvoiceLine[];
  totals: { excVatCents: number; vatCents: number; incVatCents: number };
  paidCents: number;
}

export interface VatSummaryRow {
  rate: number;
  baseCents: number;
  vatCents: number;
  totalCents: number;
}

/** Base, VAT and total per rate, highest rate first (the lines' VAT is already rounded per line). */
export function vatSummary(lines: readonly InvoiceLine[]): VatSummaryRow[] {
  const byRate = new Map<number, VatSummaryRow>();
  for (const line of lines) {
    const row = byRate.get(line.vatRate) ?? { rate: line.vatRate, baseCents: 0, vatCents: 0, totalCents: 0 };
    row.baseCents += line.totalExcVatCents;
    row.vatCents += line.vatCents;
    row.totalCents = row.baseCents + row.vatCents;
    byRate.set(line.vatRate, row);
  }
  return [...byRate.values()].sort((a, b) => b.rate - a.rate);
}

export const unpaidCents = (invoice: Pick<InvoiceDocument, 'totals' | 'paidCents'>) =>
  Math.max(0, invoice.totals.incVatCents - invoice.paidCents);
