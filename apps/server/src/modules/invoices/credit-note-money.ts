import type { CreditNoteLineSnapshot } from '../../db/schema/index.ts';
import { splitDiscountByVat } from '../basket/basket-totals.ts';
import { type VatRateRow, vatBreakdown } from '../pricing/pricing.ts';

/**
 * The money of a credit note, pure (docs/requirements/orders-and-invoices.md §Credit notes). A
 * credit note is a document of its own: its lines are the credited amounts (positive; a coupon's
 * share negative, as on the invoice) and its VAT is rounded once per rate on its own taxable
 * amounts — the rule every document of the shop follows (pricing.ts `vatBreakdown`,
 * docs/decisions/007-money-vat-rounding.md).
 */

/** What of the order a credit note needs (the order's snapshot, as invoiced). */
export interface CreditableOrder {
  shippingName: string;
  shippingPriceCents: number;
  shippingVatRate: number;
  paymentName: string;
  paymentPriceCents: number;
  paymentVatRate: number;
  couponCode: string | null;
  couponDiscountCents: number;
}

/** A product line of the order. */
export interface CreditableLine {
  id: number;
  code: string;
  name: string;
  quantity: number;
  unitOfMeasure: string;
  unitPriceExcVatCents: number;
  vatRate: number;
  lineTotalExcVatCents: number;
}

export interface CreditNoteMoney {
  lines: CreditNoteLineSnapshot[];
  vatBreakdown: VatRateRow[];
  totalExcVatCents: number;
  totalVatCents: number;
  totalIncVatCents: number;
}

/** How invoices and credit notes name the discount (a line of the PDF, the allowance's reason in the e-invoice). */
export const discountName = (order: Pick<CreditableOrder, 'couponCode'>) =>
  order.couponCode ? `Zľava – kupón ${order.couponCode}` : 'Zľava';

const productLine = (line: CreditableLine, quantity: number): CreditNoteLineSnapshot => ({
  orderLineId: line.id,
  code: line.code,
  name: line.name,
  quantity,
  unit: line.unitOfMeasure,
  unitPriceExcVatCents: line.unitPriceExcVatCents,
  vatRate: line.vatRate,
  totalExcVatCents: line.unitPriceExcVatCents * quantity,
});

const feeLine = (name: string, priceCents: number, vatRate: number): CreditNoteLineSnapshot => ({
  orderLineId: null,
  code: '',
  name,
  quantity: 1,
  unit: 'ks',
  unitPriceExcVatCents: priceCents,
  vatRate,
  totalExcVatCents: priceCents,
});

const discountLine = (order: CreditableOrder, vatRate: number, cents: number): CreditNoteLineSnapshot => ({
  orderLineId: null,
  code: '',
  name: discountName(order),
  quantity: 1,
  unit: '',
  unitPriceExcVatCents: -cents,
  vatRate,
  totalExcVatCents: -cents,
});

/**
 * What an invoice charges before the discount: the products, then shipping and payment as lines of
 * their own (`orderLineId` null). The e-invoice states these as its lines and the discount as
 * allowances; the PDF prints them followed by the discount lines (`invoiceLinesOf`).
 */
export function chargedLinesOf(order: CreditableOrder, lines: readonly CreditableLine[]): CreditNoteLineSnapshot[] {
  return [
    ...lines.map((l) => ({ ...productLine(l, l.quantity), totalExcVatCents: l.lineTotalExcVatCents })),
    feeLine(`Doprava: ${order.shippingName}`, order.shippingPriceCents, order.shippingVatRate),
    feeLine(`Platba: ${order.paymentName}`, order.paymentPriceCents, order.paymentVatRate),
  ];
}

/**
 * The lines an invoice prints for an order: the products, shipping and payment as lines, then the
 * coupon's discount as one negative line per VAT rate it takes off. The invoice PDF
 * (modules/customer/invoice-document.service.ts) and a full credit note print exactly these.
 */
export function invoiceLinesOf(order: CreditableOrder, lines: readonly CreditableLine[]): CreditNoteLineSnapshot[] {
  return [
    ...chargedLinesOf(order, lines),
    ...splitDiscountByVat(lines, order.couponDiscountCents).map((part) =>
      discountLine(order, part.vatRate, part.excVatCents),
    ),
  ];
}

function moneyOf(lines: CreditNoteLineSnapshot[]): CreditNoteMoney {
  const breakdown = vatBreakdown(lines.map((l) => ({ vatRate: l.vatRate, excVatCents: l.totalExcVatCents })));
  const exc = breakdown.reduce((sum, row) => sum + row.taxableCents, 0);
  const vat = breakdown.reduce((sum, row) => sum + row.vatCents, 0);
  return { lines, vatBreakdown: breakdown, totalExcVatCents: exc, totalVatCents: vat, totalIncVatCents: exc + vat };
}

/**
 * The whole invoice credited: its lines exactly, so the credit note's VAT per rate is the
 * invoice's and its total the invoice's total. The stored totals of the invoice win (an order
 * priced before per-rate VAT may differ from today's rule by a cent; what was invoiced is what
 * is credited).
 */
export function fullCreditNote(
  order: CreditableOrder & { totalExcVatCents: number; totalVatCents: number },
  lines: readonly CreditableLine[],
  invoiceTotalCents: number,
): CreditNoteMoney {
  const money = moneyOf(invoiceLinesOf(order, lines));
  return {
    ...money,
    totalExcVatCents: order.totalExcVatCents,
    totalVatCents: order.totalVatCents,
    totalIncVatCents: invoiceTotalCents,
  };
}

export class CreditRequestError extends Error {
  /** Which requested line is wrong (its index in the request) and how. */
  readonly index: number;
  readonly field: 'lineId' | 'quantity';

  constructor(index: number, field: CreditRequestError['field'], message: string) {
    super(message);
    this.name = 'CreditRequestError';
    this.index = index;
    this.field = field;
  }
}

/** `round(numerator / denominator)` half up for non-negative values, exact for any size (BigInt). */
function roundHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/**
 * Returned goods credited: the requested lines and quantities at the unit price they were sold
 * for, less their share of the coupon's discount. The share of a rate's discount part follows the
 * credited amount of that rate, counted cumulatively over every credit note of the order:
 * share = f(credited so far + this one) − f(credited so far), f(x) = round(part × x / products of
 * the rate). So the shares of all credit notes add up to the discount exactly once every item is
 * back, and a share is never more than what it is a share of. Shipping and payment are not
 * credited here (a return leaves them charged); the whole invoice is `fullCreditNote`.
 *
 * `credited` holds the quantities earlier credit notes took of each order line. Throws
 * `CreditRequestError` for an unknown line or a quantity beyond what is left.
 */
export function partialCreditNote(
  order: CreditableOrder,
  lines: readonly CreditableLine[],
  credited: ReadonlyMap<number, number>,
  request: readonly { lineId: number; quantity: number }[],
): CreditNoteMoney {
  const wanted = new Map<number, number>();
  for (const [index, item] of request.entries()) {
    const line = lines.find((l) => l.id === item.lineId);
    if (!line) throw new CreditRequestError(index, 'lineId', `line ${item.lineId} is not a product line of the order`);
    const total = (wanted.get(line.id) ?? 0) + item.quantity;
    const left = line.quantity - (credited.get(line.id) ?? 0);
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1 || total > left) {
      throw new CreditRequestError(index, 'quantity', `line ${line.id}: ${left} left to credit, ${total} asked`);
    }
    wanted.set(line.id, total);
  }

  const creditedLines = lines.filter((l) => wanted.has(l.id)).map((l) => productLine(l, wanted.get(l.id) ?? 0));
  const discountLines: CreditNoteLineSnapshot[] = [];
  for (const part of splitDiscountByVat(lines, order.couponDiscountCents)) {
    const ofRate = lines.filter((l) => l.vatRate === part.vatRate);
    const products = ofRate.reduce((sum, l) => sum + l.lineTotalExcVatCents, 0);
    const before = ofRate.reduce((sum, l) => sum + l.unitPriceExcVatCents * (credited.get(l.id) ?? 0), 0);
    const now = ofRate.reduce((sum, l) => sum + l.unitPriceExcVatCents * (wanted.get(l.id) ?? 0), 0);
    if (now === 0 || products <= 0) continue;
    const share = (x: number) => roundHalfUp(BigInt(part.excVatCents) * BigInt(x), BigInt(products));
    const cents = Math.min(now, Math.max(0, share(before + now) - share(before)));
    if (cents > 0) discountLines.push(discountLine(order, part.vatRate, cents));
  }
  return moneyOf([...creditedLines, ...discountLines]);
}
