import { amountDueCents } from '../modules/invoices/invoice-balance.ts';
import { vatBreakdown } from '../modules/pricing/pricing.ts';
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
  /** quantity × unit price; negative for a discount */
  totalExcVatCents: number;
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
  /** Products, then shipping and payment, then the discount (one line per VAT rate it takes off). */
  lines: InvoiceLine[];
  totals: { excVatCents: number; vatCents: number; incVatCents: number };
  paidCents: number;
  /** What credit notes took off the invoice (0 without any). */
  creditedCents?: number;
}

/**
 * A credit note (dobropis) as printed: an invoice's parties and line table, its own number and
 * date, the invoice it corrects and why. `lines` and `totals` are the credited amounts,
 * positive; the document prints them as a reduction (negative), as a Slovak corrective tax
 * document does.
 */
export interface CreditNoteDocument {
  number: string;
  invoiceNumber: string;
  invoiceIssuedAt: Date;
  varsymbol: string;
  orderNumber: string;
  issuedAt: Date;
  reason: string;
  supplier: Supplier;
  customer: InvoiceCustomer;
  lines: InvoiceLine[];
  totals: { excVatCents: number; vatCents: number; incVatCents: number };
}

export interface VatSummaryRow {
  rate: number;
  baseCents: number;
  vatCents: number;
  totalCents: number;
}

/**
 * Base, VAT and total per rate, highest rate first: each rate's lines added up, VAT rounded once
 * on the sum (modules/pricing/pricing.ts `vatBreakdown`, the rule the order was priced by).
 */
export function vatSummary(lines: readonly InvoiceLine[]): VatSummaryRow[] {
  return vatBreakdown(lines.map((l) => ({ vatRate: l.vatRate, excVatCents: l.totalExcVatCents }))).map((row) => ({
    rate: row.vatRate,
    baseCents: row.taxableCents,
    vatCents: row.vatCents,
    totalCents: row.taxableCents + row.vatCents,
  }));
}

/** What is left to pay: total − paid − credited, never below zero (modules/invoices/invoice-balance.ts). */
export const unpaidCents = (invoice: Pick<InvoiceDocument, 'totals' | 'paidCents' | 'creditedCents'>) =>
  amountDueCents({
    totalCents: invoice.totals.incVatCents,
    paidCents: invoice.paidCents,
    creditedCents: invoice.creditedCents ?? 0,
  });
