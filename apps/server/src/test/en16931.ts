import { convert } from 'xmlbuilder2';
/**
 * The EN 16931 calculation rules an invoice's amounts must satisfy, checked independently of
 * pricing.ts (exact integer arithmetic in cents, its own rounding), for the tests of every place
 * that states an order's money: basket, order, invoice PDF, e-invoice. Rates are percentages;
 * rate 0 is category Z, any other rate category S.
 */

export interface En16931Amounts {
  /** BT-131 of each invoice line (products, and shipping and payment as lines), with its rate. */
  lines: readonly { vatRate: number; netCents: number }[];
  /** BT-92 of each document-level allowance (the discount, one per rate), positive, with its rate. */
  allowances: readonly { vatRate: number; cents: number }[];
  /** BT-99 of each document-level charge, with its rate. */
  charges?: readonly { vatRate: number; cents: number }[];
  /** BG-23: BT-119 rate, BT-116 taxable amount, BT-117 VAT, one row per rate. */
  breakdown: readonly { vatRate: number; taxableCents: number; vatCents: number }[];
  /** BT-106 sum of line net amounts, if the document states it. */
  lineTotalCents?: number;
  /** BT-107 sum of allowances, if the document states it. */
  allowanceTotalCents?: number;
  /** BT-109, BT-110, BT-112 */
  totalExcVatCents: number;
  totalVatCents: number;
  totalIncVatCents: number;
  /** BT-113 and BT-115, if the document states them. */
  paidCents?: number;
  dueCents?: number;
}

/** round(amount × rate / 100) half up, for amounts ≥ 0 (half away from zero below). */
function expectedVat(taxableCents: number, ratePercent: number): number {
  const doubled = BigInt(Math.abs(taxableCents)) * BigInt(ratePercent) * 2n;
  const rounded = Number((doubled + 100n) / 200n);
  return taxableCents < 0 ? -rounded : rounded;
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/** The rule ids the amounts break (an empty list when they satisfy every one), with the numbers. */
export function en16931Problems(a: En16931Amounts): string[] {
  const problems: string[] = [];
  const charges = a.charges ?? [];
  const lineTotal = sum(a.lines.map((l) => l.netCents));
  const allowanceTotal = sum(a.allowances.map((x) => x.cents));
  const chargeTotal = sum(charges.map((x) => x.cents));
  const fail = (rule: string, detail: string) => problems.push(`${rule}: ${detail}`);

  if (a.lineTotalCents !== undefined && a.lineTotalCents !== lineTotal)
    fail('BR-CO-10', `BT-106 ${a.lineTotalCents} ≠ Σ BT-131 ${lineTotal}`);
  if (a.allowanceTotalCents !== undefined && a.allowanceTotalCents !== allowanceTotal)
    fail('BR-CO-11', `BT-107 ${a.allowanceTotalCents} ≠ Σ BT-92 ${allowanceTotal}`);
  if (a.totalExcVatCents !== lineTotal - allowanceTotal + chargeTotal)
    fail('BR-CO-13', `BT-109 ${a.totalExcVatCents} ≠ ${lineTotal} − ${allowanceTotal} + ${chargeTotal}`);
  const vatTotal = sum(a.breakdown.map((row) => row.vatCents));
  if (a.totalVatCents !== vatTotal) fail('BR-CO-14', `BT-110 ${a.totalVatCents} ≠ Σ BT-117 ${vatTotal}`);
  if (a.totalIncVatCents !== a.totalExcVatCents + a.totalVatCents)
    fail('BR-CO-15', `BT-112 ${a.totalIncVatCents} ≠ ${a.totalExcVatCents} + ${a.totalVatCents}`);
  if (a.dueCents !== undefined && a.dueCents !== a.totalIncVatCents - (a.paidCents ?? 0))
    fail('BR-CO-16', `BT-115 ${a.dueCents} ≠ ${a.totalIncVatCents} − ${a.paidCents ?? 0}`);

  const rates = new Set([...a.lines, ...a.allowances, ...charges].map((x) => x.vatRate));
  const rows = new Map<number, number>();
  for (const row of a.breakdown) rows.set(row.vatRate, (rows.get(row.vatRate) ?? 0) + 1);
  for (const rate of new Set([...rates, ...rows.keys()])) {
    if (rows.get(rate) !== 1) fail('BG-23', `rate ${rate} has ${rows.get(rate) ?? 0} breakdown rows, not one`);
  }
  for (const row of a.breakdown) {
    const ofRate = <T extends { vatRate: number }>(xs: readonly T[], cents: (x: T) => number) =>
      sum(xs.filter((x) => x.vatRate === row.vatRate).map(cents));
    const taxable =
      ofRate(a.lines, (l) => l.netCents) + ofRate(charges, (c) => c.cents) - ofRate(a.allowances, (x) => x.cents);
    const category = row.vatRate === 0 ? 'Z' : 'S';
    if (row.taxableCents !== taxable)
      fail(`BR-${category}-08`, `rate ${row.vatRate}: BT-116 ${row.taxableCents} ≠ ${taxable}`);
    const vat = expectedVat(row.taxableCents, row.vatRate);
    if (row.vatCents !== vat)
      fail(category === 'Z' ? 'BR-Z-09' : 'BR-S-09/BR-CO-17', `rate ${row.vatRate}: BT-117 ${row.vatCents} ≠ ${vat}`);
    if (row.taxableCents < 0 || row.vatCents < 0)
      fail('no negative VAT', `rate ${row.vatRate}: ${row.taxableCents} taxable, ${row.vatCents} VAT`);
  }
  return problems;
}

// ------------------------------------------------------------------ the e-invoice (UBL 2.1)

/** A parsed UBL element: text, or an object of children (`cbc:ID`), attributes (`@x`) and text (`#`). */
export type UblNode = string | { [key: string]: UblNode | UblNode[] };

/** The UBL document as an object tree (xmlbuilder2's reader; the XML we write has no DTD). */
export function parseUbl(xml: string): { name: 'Invoice' | 'CreditNote'; doc: Record<string, UblNode | UblNode[]> } {
  const tree = convert(xml, { format: 'object' }) as Record<string, Record<string, UblNode | UblNode[]>>;
  const name = Object.keys(tree)[0];
  if ((name !== 'Invoice' && name !== 'CreditNote') || !tree[name]) throw new Error(`not a UBL document: ${name}`);
  return { name, doc: tree[name] };
}

/** The children of a node named `key`, as a list (none, one or many). */
export function children(node: UblNode | UblNode[] | undefined, key: string): UblNode[] {
  if (node === undefined || typeof node === 'string' || Array.isArray(node)) return [];
  const value = node[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
/** The first node down a path of names. */
export function at(node: UblNode | UblNode[] | undefined, ...path: string[]): UblNode | undefined {
  let current: UblNode | undefined = Array.isArray(node) ? node[0] : node;
  for (const key of path) current = children(current, key)[0];
  return current;
}
/** The text of a node (its `#` when it has attributes), or undefined. */
export function textOf(node: UblNode | undefined): string | undefined {
  if (node === undefined) return undefined;
  if (typeof node === 'string') return node;
  const text = node['#'];
  return typeof text === 'string' ? text : undefined;
}
export const attrOf = (node: UblNode | undefined, name: string) =>
  node && typeof node !== 'string' && typeof node[`@${name}`] === 'string' ? (node[`@${name}`] as string) : undefined;

/** An amount's text as cents, refusing more than two decimals (BR-DEC-*) by returning NaN. */
export function centsOf(text: string | undefined): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text?.trim() ?? '');
  if (!match) return Number.NaN;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}
const percentOf = (node: UblNode | undefined) => Number(textOf(at(node, 'cbc:Percent')));

/** The amounts a UBL invoice or credit note states, for `en16931Problems`. */
export function ublAmounts(xml: string): En16931Amounts {
  const { name, doc } = parseUbl(xml);
  const lineKey = name === 'Invoice' ? 'cac:InvoiceLine' : 'cac:CreditNoteLine';
  const total = at(doc, 'cac:LegalMonetaryTotal');
  const taxTotals = children(doc, 'cac:TaxTotal').filter((t) => children(t, 'cac:TaxSubtotal').length > 0);
  const allowancesAndCharges = children(doc, 'cac:AllowanceCharge');
  const byIndicator = (indicator: string) =>
    allowancesAndCharges
      .filter((a) => textOf(at(a, 'cbc:ChargeIndicator'))?.trim() === indicator)
      .map((a) => ({ vatRate: percentOf(at(a, 'cac:TaxCategory')), cents: centsOf(textOf(at(a, 'cbc:Amount'))) }));
  const optional = (key: string) => {
    const text = textOf(at(total, key));
    return text === undefined ? undefined : centsOf(text);
  };
  return {
    lines: children(doc, lineKey).map((l) => ({
      vatRate: percentOf(at(l, 'cac:Item', 'cac:ClassifiedTaxCategory')),
      netCents: centsOf(textOf(at(l, 'cbc:LineExtensionAmount'))),
    })),
    allowances: byIndicator('false'),
    charges: byIndicator('true'),
    breakdown: children(taxTotals[0], 'cac:TaxSubtotal').map((row) => ({
      vatRate: percentOf(at(row, 'cac:TaxCategory')),
      taxableCents: centsOf(textOf(at(row, 'cbc:TaxableAmount'))),
      vatCents: centsOf(textOf(at(row, 'cbc:TaxAmount'))),
    })),
    lineTotalCents: centsOf(textOf(at(total, 'cbc:LineExtensionAmount'))),
    allowanceTotalCents: optional('cbc:AllowanceTotalAmount') ?? 0,
    totalExcVatCents: centsOf(textOf(at(total, 'cbc:TaxExclusiveAmount'))),
    totalVatCents: centsOf(textOf(at(taxTotals[0], 'cbc:TaxAmount'))),
    totalIncVatCents: centsOf(textOf(at(total, 'cbc:TaxInclusiveAmount'))),
    paidCents: optional('cbc:PrepaidAmount') ?? 0,
    dueCents: centsOf(textOf(at(total, 'cbc:PayableAmount'))),
  };
}

/** UNCL 5305 VAT categories, UNCL 4461 payment means we may use, UNCL 5189 allowance reasons. */
const VAT_CATEGORIES = new Set(['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M']);
export const ALLOWANCE_REASONS = new Set('41 42 60 62 63 64 65 66 67 68 70 71 88 95 100 102 103 104 105'.split(' '));
/** The unit codes our documents use (unit-codes.ts), all in UN/ECE Rec. 20 or Rec. 21 (X-prefixed). */
const UNIT_CODES = new Set(['H87', 'C62', 'MTR', 'XPK', 'XRL', 'PR', 'SET', 'KGM', 'LTR', 'HUR']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The EN 16931 rules (CEN's UBL validation artefact) a document of ours can touch, beyond the
 * calculation rules of `en16931Problems`: mandatory elements, identifiers, code lists, decimals,
 * the VAT category rules of S and Z. The list and why each holds: docs/decisions/013-e-invoices.md.
 */
export function en16931DocumentProblems(xml: string): string[] {
  const { name, doc } = parseUbl(xml);
  const problems: string[] = [];
  const fail = (rule: string, detail: string) => problems.push(`${rule}: ${detail}`);
  const invoice = name === 'Invoice';
  const text = (...path: string[]) => textOf(at(doc, ...path))?.trim() ?? '';
  const seller = at(doc, 'cac:AccountingSupplierParty', 'cac:Party');
  const buyer = at(doc, 'cac:AccountingCustomerParty', 'cac:Party');
  const lines = children(doc, invoice ? 'cac:InvoiceLine' : 'cac:CreditNoteLine');
  const total = at(doc, 'cac:LegalMonetaryTotal');
  const subtotals = children(
    children(doc, 'cac:TaxTotal').find((t) => children(t, 'cac:TaxSubtotal').length > 0),
    'cac:TaxSubtotal',
  );

  if (!text('cbc:CustomizationID')) fail('BR-01', 'no specification identifier');
  if (!text('cbc:ID')) fail('BR-02', 'no invoice number');
  if (!ISO_DATE.test(text('cbc:IssueDate'))) fail('BR-03', 'no issue date');
  const typeCode = text(invoice ? 'cbc:InvoiceTypeCode' : 'cbc:CreditNoteTypeCode');
  if (!typeCode) fail('BR-04', 'no type code');
  if (!(invoice ? ['380'] : ['381']).includes(typeCode)) fail('BR-CL-01', `type code ${typeCode}`);
  if (text('cbc:DocumentCurrencyCode') !== 'EUR') fail('BR-05/BR-CL-04', 'currency is not EUR');
  if (!textOf(at(seller, 'cac:PartyLegalEntity', 'cbc:RegistrationName'))) fail('BR-06', 'no seller name');
  if (!textOf(at(buyer, 'cac:PartyLegalEntity', 'cbc:RegistrationName'))) fail('BR-07', 'no buyer name');
  if (!at(seller, 'cac:PostalAddress')) fail('BR-08', 'no seller address');
  if (!textOf(at(seller, 'cac:PostalAddress', 'cac:Country', 'cbc:IdentificationCode')))
    fail('BR-09', 'no seller country');
  if (!at(buyer, 'cac:PostalAddress')) fail('BR-10', 'no buyer address');
  if (!textOf(at(buyer, 'cac:PostalAddress', 'cac:Country', 'cbc:IdentificationCode')))
    fail('BR-11', 'no buyer country');
  for (const country of [seller, buyer].map((p) =>
    textOf(at(p, 'cac:PostalAddress', 'cac:Country', 'cbc:IdentificationCode')),
  ))
    if (country !== 'SK') fail('BR-CL-14', `country ${country}`);
  for (const [rule, key] of [
    ['BR-12', 'cbc:LineExtensionAmount'],
    ['BR-13', 'cbc:TaxExclusiveAmount'],
    ['BR-14', 'cbc:TaxInclusiveAmount'],
    ['BR-15', 'cbc:PayableAmount'],
  ] as const)
    if (textOf(at(total, key)) === undefined) fail(rule, `no ${key}`);
  if (lines.length === 0) fail('BR-16', 'no lines');

  // Lines (BG-25): BR-21 … BR-27, BR-CO-04, BR-S-05, BR-Z-05, BR-CL-23, BR-DEC-23.
  const ids = new Set<string>();
  for (const [i, l] of lines.entries()) {
    const where = `line ${i + 1}`;
    const id = textOf(at(l, 'cbc:ID'))?.trim() ?? '';
    if (!id || ids.has(id)) fail('BR-21', `${where}: identifier "${id}" missing or repeated`);
    ids.add(id);
    const quantity = at(l, invoice ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity');
    if (!textOf(quantity)) fail('BR-22', `${where}: no quantity`);
    const unit = attrOf(quantity, 'unitCode');
    if (!unit) fail('BR-23', `${where}: no unit code`);
    else if (!UNIT_CODES.has(unit)) fail('BR-CL-23', `${where}: unit ${unit}`);
    if (Number.isNaN(centsOf(textOf(at(l, 'cbc:LineExtensionAmount')))))
      fail('BR-24/BR-DEC-23', `${where}: net amount`);
    if (!textOf(at(l, 'cac:Item', 'cbc:Name'))?.trim()) fail('BR-25', `${where}: no item name`);
    const price = centsOf(textOf(at(l, 'cac:Price', 'cbc:PriceAmount')));
    if (Number.isNaN(price)) fail('BR-26', `${where}: no net price`);
    if (price < 0) fail('BR-27', `${where}: negative price`);
    const category = at(l, 'cac:Item', 'cac:ClassifiedTaxCategory');
    const code = textOf(at(category, 'cbc:ID'));
    if (!code || textOf(at(category, 'cac:TaxScheme', 'cbc:ID')) !== 'VAT')
      fail('BR-CO-04', `${where}: no VAT category`);
    else if (!VAT_CATEGORIES.has(code)) fail('BR-CL-18', `${where}: category ${code}`);
    if (code === 'S' && !(percentOf(category) > 0)) fail('BR-S-05', `${where}: rate ${percentOf(category)}`);
    if (code === 'Z' && percentOf(category) !== 0) fail('BR-Z-05', `${where}: rate ${percentOf(category)}`);
  }

  // Document-level allowances (BG-20): BR-31, BR-32, BR-33, BR-CO-21, BR-CL-19, BR-S-06, BR-Z-06, BR-DEC-01.
  for (const [i, a] of children(doc, 'cac:AllowanceCharge').entries()) {
    const where = `allowance ${i + 1}`;
    if (textOf(at(a, 'cbc:ChargeIndicator'))?.trim() !== 'false') continue;
    if (Number.isNaN(centsOf(textOf(at(a, 'cbc:Amount'))))) fail('BR-31/BR-DEC-01', `${where}: amount`);
    const category = at(a, 'cac:TaxCategory');
    const code = textOf(at(category, 'cbc:ID'));
    if (!code || textOf(at(category, 'cac:TaxScheme', 'cbc:ID')) !== 'VAT') fail('BR-32', `${where}: no VAT category`);
    if (!textOf(at(a, 'cbc:AllowanceChargeReason')) && !textOf(at(a, 'cbc:AllowanceChargeReasonCode')))
      fail('BR-33/BR-CO-21', `${where}: no reason`);
    const reason = textOf(at(a, 'cbc:AllowanceChargeReasonCode'));
    if (reason !== undefined && !ALLOWANCE_REASONS.has(reason)) fail('BR-CL-19', `${where}: reason code ${reason}`);
    if (code === 'S' && !(percentOf(category) > 0)) fail('BR-S-06', `${where}: rate ${percentOf(category)}`);
    if (code === 'Z' && percentOf(category) !== 0) fail('BR-Z-06', `${where}: rate ${percentOf(category)}`);
  }

  // VAT breakdown (BG-23): BR-CO-18, BR-45 … BR-48, BR-S-01, BR-Z-01, BR-S-10, BR-Z-10, BR-DEC-19/20.
  if (subtotals.length === 0) fail('BR-CO-18', 'no VAT breakdown');
  const breakdownCodes = subtotals.map((row) => textOf(at(row, 'cac:TaxCategory', 'cbc:ID')));
  for (const row of subtotals) {
    const category = at(row, 'cac:TaxCategory');
    if (Number.isNaN(centsOf(textOf(at(row, 'cbc:TaxableAmount'))))) fail('BR-45/BR-DEC-19', 'taxable amount');
    if (Number.isNaN(centsOf(textOf(at(row, 'cbc:TaxAmount'))))) fail('BR-46/BR-DEC-20', 'VAT amount');
    if (!textOf(at(category, 'cbc:ID'))) fail('BR-47', 'no category code');
    if (Number.isNaN(percentOf(category))) fail('BR-48', 'no rate');
    if (textOf(at(category, 'cbc:TaxExemptionReason')) || textOf(at(category, 'cbc:TaxExemptionReasonCode')))
      fail('BR-S-10/BR-Z-10', 'an exemption reason on a taxed category');
  }
  const usedCodes = new Set(
    [
      ...lines.map((l) => textOf(at(l, 'cac:Item', 'cac:ClassifiedTaxCategory', 'cbc:ID'))),
      ...children(doc, 'cac:AllowanceCharge').map((a) => textOf(at(a, 'cac:TaxCategory', 'cbc:ID'))),
    ].filter(Boolean),
  );
  if (usedCodes.has('S') && !breakdownCodes.includes('S')) fail('BR-S-01', 'S used but not in the breakdown');
  if (usedCodes.has('Z') && breakdownCodes.filter((c) => c === 'Z').length !== 1) fail('BR-Z-01', 'Z breakdown');
  const sellerVat = children(seller, 'cac:PartyTaxScheme').find(
    (s) => textOf(at(s, 'cac:TaxScheme', 'cbc:ID')) === 'VAT',
  );
  if ((usedCodes.has('S') || usedCodes.has('Z')) && !textOf(at(sellerVat, 'cbc:CompanyID')))
    fail('BR-S-02/BR-Z-02', 'no seller VAT identifier');
  for (const party of [seller, buyer]) {
    for (const scheme of children(party, 'cac:PartyTaxScheme')) {
      const id = textOf(at(scheme, 'cbc:CompanyID')) ?? '';
      if (textOf(at(scheme, 'cac:TaxScheme', 'cbc:ID')) === 'VAT' && !/^[A-Z]{2}/.test(id))
        fail('BR-CO-09', `VAT identifier ${id} without a country prefix`);
    }
  }

  // Electronic addresses: BR-62, BR-63 (a scheme), BR-CL-25 (ours is 0245, the Slovak DIČ).
  for (const [rule, party] of [
    ['BR-62', seller],
    ['BR-63', buyer],
  ] as const) {
    const endpoint = at(party, 'cbc:EndpointID');
    if (!attrOf(endpoint, 'schemeID')) fail(rule, 'electronic address without a scheme');
    else if (attrOf(endpoint, 'schemeID') !== '0245') fail('BR-CL-25', `scheme ${attrOf(endpoint, 'schemeID')}`);
  }

  // Payment (BG-16/BG-17): BR-49, BR-50/BR-61, BR-CL-16; BR-CO-25 due date for an amount due.
  for (const means of children(doc, 'cac:PaymentMeans')) {
    const code = textOf(at(means, 'cbc:PaymentMeansCode'));
    if (!code) fail('BR-49', 'no payment means code');
    else if (!['30', '58'].includes(code)) fail('BR-CL-16', `payment means ${code}`);
    if ((code === '30' || code === '58') && !textOf(at(means, 'cac:PayeeFinancialAccount', 'cbc:ID')))
      fail('BR-61', 'credit transfer without an account');
  }
  if (
    invoice &&
    centsOf(textOf(at(total, 'cbc:PayableAmount'))) > 0 &&
    !text('cbc:DueDate') &&
    !text('cac:PaymentTerms', 'cbc:Note')
  )
    fail('BR-CO-25', 'an amount due without a due date');

  // Supporting documents (BG-24): BR-52, BR-CL-24; preceding invoice (BG-3): BR-55.
  for (const reference of children(doc, 'cac:AdditionalDocumentReference')) {
    if (!textOf(at(reference, 'cbc:ID'))) fail('BR-52', 'supporting document without a reference');
    const attachment = at(reference, 'cac:Attachment', 'cbc:EmbeddedDocumentBinaryObject');
    if (attachment && attrOf(attachment, 'mimeCode') !== 'application/pdf') fail('BR-CL-24', 'mime code');
    if (attachment && !attrOf(attachment, 'filename')) fail('BR-CL-24', 'attachment without a filename');
  }
  for (const reference of children(doc, 'cac:BillingReference'))
    if (!textOf(at(reference, 'cac:InvoiceDocumentReference', 'cbc:ID')))
      fail('BR-55', 'preceding invoice without a number');

  // Decimals of the document totals (BR-DEC-09 … BR-DEC-18) are checked by parsing them as cents.
  for (const key of [
    'cbc:LineExtensionAmount',
    'cbc:TaxExclusiveAmount',
    'cbc:TaxInclusiveAmount',
    'cbc:PayableAmount',
  ]) {
    if (Number.isNaN(centsOf(textOf(at(total, key))))) fail('BR-DEC-09…18', `${key} has more than two decimals`);
  }
  const amounts = ublAmounts(xml);
  const chargeTotal = textOf(at(total, 'cbc:ChargeTotalAmount'));
  if ((chargeTotal === undefined ? 0 : centsOf(chargeTotal)) !== sum((amounts.charges ?? []).map((c) => c.cents)))
    fail('BR-CO-12', 'charge total');
  return [...problems, ...en16931Problems(amounts)];
}
