import { create } from 'xmlbuilder2';
import { FEE_UNIT_CODE, unitCode } from './unit-codes.ts';

/**
 * The e-invoice (docs/decisions/013-e-invoices.md): Peppol BIS Billing 3.0, UBL 2.1, EN 16931.
 * Every amount comes in whole cents from our pricing and is written as text by integer
 * arithmetic; nothing here computes money, it only states it.
 */

export const CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** The Peppol electronic address scheme of a Slovak DIČ (EAS 0245). */
export const SK_DIC_SCHEME = '0245';

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

export interface EInvoiceParty {
  name: string;
  street: string;
  city: string;
  zip: string;
  /** ISO 3166-1 alpha-2 */
  countryCode: string;
  /** IČO (BT-30 / BT-47) */
  companyId: string;
  /** DIČ: the Peppol endpoint (BT-34 / BT-49) under scheme 0245 */
  vatRegistrationId: string;
  /** IČ DPH (BT-31 / BT-48); empty for a buyer who is not a VAT payer */
  extVatRegistrationId: string;
  contactName?: string;
  phone?: string;
  email?: string;
}

export interface EInvoiceLine {
  /** Our product code (BT-155); empty for shipping and payment */
  code: string;
  name: string;
  quantity: number;
  /** Our unit (`ks`, `m` …), or null for a fee (C62) */
  unit: string | null;
  unitPriceExcVatCents: number;
  vatRate: number;
  /** BT-131 = quantity × unit price, exactly */
  totalExcVatCents: number;
}

export interface EInvoiceInput {
  /** 380 commercial invoice, 381 credit note */
  typeCode: '380' | '381';
  number: string;
  issuedAt: Date;
  /** BT-9; an invoice's due date (a credit note has none: we pay it back) */
  dueAt: Date | null;
  /** BT-72: the goods go out when the invoice is issued */
  deliveredAt: Date;
  /** BT-13 */
  orderNumber: string;
  /** BT-83: the variable symbol */
  paymentId: string;
  /** BG-3: the invoice a credit note corrects */
  precedingInvoice?: { number: string; issuedAt: Date };
  seller: EInvoiceParty & { tradingName: string; legalInfo: string; iban: string };
  buyer: EInvoiceParty;
  /** Products, then shipping and payment (positive amounts) */
  lines: EInvoiceLine[];
  /** BG-20: the discount, one allowance per VAT rate (positive amounts) */
  allowances: { vatRate: number; cents: number; reason: string }[];
  /** BG-23: one row per rate, from the same pricing that priced the order */
  vatBreakdown: { vatRate: number; taxableCents: number; vatCents: number }[];
  totals: { lineCents: number; allowanceCents: number; excVatCents: number; vatCents: number; incVatCents: number };
  /** BT-113 */
  paidCents: number;
  /** The human-readable document, embedded (BG-24) */
  pdf: { filename: string; bytes: Buffer; description: string };
}

/** Whole cents as an amount with two decimals ("1234.05"), without floating point. */
export function amountText(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A calendar day in Slovakia as YYYY-MM-DD. */
export function slovakDate(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava' }).format(date);
}

/** VAT category (UNCL 5305): standard rate, or zero rated for 0 %. */
export const vatCategory = (rate: number) => (rate === 0 ? 'Z' : 'S');

const EUR = { '@currencyID': 'EUR' };
const money = (cents: number) => ({ ...EUR, '#': amountText(cents) });
const VAT_SCHEME = { 'cbc:ID': 'VAT' };
const taxCategory = (rate: number) => ({
  'cbc:ID': vatCategory(rate),
  'cbc:Percent': String(rate),
  'cac:TaxScheme': VAT_SCHEME,
});
/** Leaves out what is empty: Peppol refuses empty elements (PEPPOL-EN16931-R008). */
const present = <T extends Record<string, unknown>>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;

/** An identifier without the spaces people type into it ("2020 123 456"). */
const compact = (id: string) => id.replace(/\s+/g, '');

/**
 * The VAT identifier with its country prefix (BR-CO-09): companies registered before the format
 * was checked may have typed it in lower case, with spaces or without `SK`. What still does not
 * look like one is left out (BT-48 is optional for a domestic invoice) rather than stated wrongly.
 */
export function vatIdentifier(id: string, countryCode: string): string {
  const value = compact(id).toUpperCase();
  if (/^\d{8,12}$/.test(value)) return `${countryCode}${value}`;
  // Every EU VAT number is a country prefix and 2–13 letters or digits, at least one a digit.
  return /^[A-Z]{2}(?=[0-9A-Z]*\d)[0-9A-Z]{2,13}$/.test(value) ? value : '';
}

function party(p: EInvoiceParty, extra: { tradingName?: string; legalInfo?: string } = {}) {
  const vatId = vatIdentifier(p.extVatRegistrationId, p.countryCode);
  return {
    'cbc:EndpointID': { '@schemeID': SK_DIC_SCHEME, '#': compact(p.vatRegistrationId) },
    'cac:PartyName': { 'cbc:Name': extra.tradingName ?? p.name },
    'cac:PostalAddress': present({
      'cbc:StreetName': p.street.trim(),
      'cbc:CityName': p.city.trim(),
      'cbc:PostalZone': p.zip.trim(),
      'cac:Country': { 'cbc:IdentificationCode': p.countryCode },
    }),
    ...(vatId ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': vatId, 'cac:TaxScheme': VAT_SCHEME } } : {}),
    'cac:PartyLegalEntity': present({
      'cbc:RegistrationName': p.name,
      'cbc:CompanyID': compact(p.companyId),
      'cbc:CompanyLegalForm': extra.legalInfo,
    }),
    ...(p.contactName?.trim() || p.phone?.trim() || p.email?.trim()
      ? {
          'cac:Contact': present({
            'cbc:Name': p.contactName?.trim(),
            'cbc:Telephone': p.phone?.trim(),
            'cbc:ElectronicMail': p.email?.trim(),
          }),
        }
      : {}),
  };
}

function line(l: EInvoiceLine, index: number, credit: boolean) {
  return {
    'cbc:ID': String(index + 1),
    [credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity']: {
      '@unitCode': l.unit === null ? FEE_UNIT_CODE : unitCode(l.unit),
      '#': String(l.quantity),
    },
    'cbc:LineExtensionAmount': money(l.totalExcVatCents),
    'cac:Item': {
      'cbc:Name': l.name.trim() || '-',
      ...(l.code.trim() ? { 'cac:SellersItemIdentification': { 'cbc:ID': l.code.trim() } } : {}),
      'cac:ClassifiedTaxCategory': taxCategory(l.vatRate),
    },
    'cac:Price': { 'cbc:PriceAmount': money(l.unitPriceExcVatCents) },
  };
}

/**
 * The UBL document (Invoice, or CreditNote for type 381) as UTF-8 XML text. Elements follow the
 * order of the UBL 2.1 schema, which is a sequence.
 */
export function eInvoiceXml(input: EInvoiceInput): string {
  const credit = input.typeCode === '381';
  const payable = input.totals.incVatCents - input.paidCents;
  const body = {
    '@xmlns': credit ? NS.creditNote : NS.invoice,
    '@xmlns:cac': NS.cac,
    '@xmlns:cbc': NS.cbc,
    'cbc:CustomizationID': CUSTOMIZATION_ID,
    'cbc:ProfileID': PROFILE_ID,
    'cbc:ID': input.number,
    'cbc:IssueDate': slovakDate(input.issuedAt),
    ...(!credit && input.dueAt ? { 'cbc:DueDate': slovakDate(input.dueAt) } : {}),
    [credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode']: input.typeCode,
    'cbc:DocumentCurrencyCode': 'EUR',
    'cac:OrderReference': { 'cbc:ID': input.orderNumber },
    ...(input.precedingInvoice
      ? {
          'cac:BillingReference': {
            'cac:InvoiceDocumentReference': {
              'cbc:ID': input.precedingInvoice.number,
              'cbc:IssueDate': slovakDate(input.precedingInvoice.issuedAt),
            },
          },
        }
      : {}),
    'cac:AdditionalDocumentReference': {
      'cbc:ID': input.number,
      'cbc:DocumentDescription': input.pdf.description,
      'cac:Attachment': {
        'cbc:EmbeddedDocumentBinaryObject': {
          '@mimeCode': 'application/pdf',
          '@filename': input.pdf.filename,
          '#': input.pdf.bytes.toString('base64'),
        },
      },
    },
    'cac:AccountingSupplierParty': {
      'cac:Party': party(input.seller, { tradingName: input.seller.tradingName, legalInfo: input.seller.legalInfo }),
    },
    'cac:AccountingCustomerParty': { 'cac:Party': party(input.buyer) },
    'cac:Delivery': { 'cbc:ActualDeliveryDate': slovakDate(input.deliveredAt) },
    ...(credit
      ? {}
      : {
          'cac:PaymentMeans': {
            'cbc:PaymentMeansCode': { '@name': 'SEPA credit transfer', '#': '58' },
            'cbc:PaymentID': input.paymentId,
            'cac:PayeeFinancialAccount': { 'cbc:ID': input.seller.iban, 'cbc:Name': input.seller.name },
          },
        }),
    ...(input.allowances.length
      ? {
          'cac:AllowanceCharge': input.allowances.map((a) => ({
            'cbc:ChargeIndicator': 'false',
            'cbc:AllowanceChargeReasonCode': '95',
            'cbc:AllowanceChargeReason': a.reason,
            'cbc:Amount': money(a.cents),
            'cac:TaxCategory': taxCategory(a.vatRate),
          })),
        }
      : {}),
    'cac:TaxTotal': {
      'cbc:TaxAmount': money(input.totals.vatCents),
      'cac:TaxSubtotal': input.vatBreakdown.map((row) => ({
        'cbc:TaxableAmount': money(row.taxableCents),
        'cbc:TaxAmount': money(row.vatCents),
        'cac:TaxCategory': taxCategory(row.vatRate),
      })),
    },
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': money(input.totals.lineCents),
      'cbc:TaxExclusiveAmount': money(input.totals.excVatCents),
      'cbc:TaxInclusiveAmount': money(input.totals.incVatCents),
      ...(input.allowances.length ? { 'cbc:AllowanceTotalAmount': money(input.totals.allowanceCents) } : {}),
      ...(input.paidCents ? { 'cbc:PrepaidAmount': money(input.paidCents) } : {}),
      'cbc:PayableAmount': money(payable),
    },
    [credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine']: input.lines.map((l, i) => line(l, i, credit)),
  };
  // A character XML 1.0 does not allow (a control character pasted into a product name) is left
  // out: xmlbuilder2 would otherwise write it and the document would not parse.
  const options = { version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' } as const;
  return create(options, { [credit ? 'CreditNote' : 'Invoice']: body }).end({
    prettyPrint: true,
  });
}
