import { roundDiv, type TaxableAmount, type VatRateRow, vatBreakdown, vatCents } from '../pricing/pricing.ts';

/** A priced product line as the totals need it (cents). */
export interface TotalsLine {
  vatRate: number;
  lineTotalExcVatCents: number;
}

export interface Fee {
  priceCents: number;
  vatRate: number;
}

export interface CouponTerms {
  discountPercent: number | null;
  discountAmountCents: number | null;
}

/**
 * One part of the coupon discount: the share of the products taxed at `vatRate` (positive cents)
 * and the VAT it takes off, i.e. VAT(products of the rate) − VAT(products of the rate − the part).
 * Never more than the VAT of what it discounts, never below zero.
 */
export interface DiscountPart {
  vatRate: number;
  excVatCents: number;
  vatCents: number;
}

export interface BasketTotals {
  productsExcVatCents: number;
  /** VAT of the products before the discount (rounded per rate, like every VAT here). */
  productsVatCents: number;
  shippingExcVatCents: number;
  paymentExcVatCents: number;
  /** The discount excl. VAT and the VAT it takes off, as positive amounts (sums of the parts). */
  discountExcVatCents: number;
  discountVatCents: number;
  discountParts: DiscountPart[];
  /** Per VAT rate: products + fees − discount part, and its VAT; adds up to the totals. */
  vatBreakdown: VatRateRow[];
  totalExcVatCents: number;
  totalVatCents: number;
  totalIncVatCents: number;
}

/** A percentage of the products excl. VAT, or a fixed amount excl. VAT capped at the products total. */
export function couponDiscountCents(productsExcVatCents: number, coupon: CouponTerms | null): number {
  if (!coupon || productsExcVatCents <= 0) return 0;
  if (coupon.discountPercent !== null && coupon.discountPercent > 0) {
    const percent = Math.min(100, coupon.discountPercent);
    return roundDiv(productsExcVatCents * percent, 100);
  }
  if (coupon.discountAmountCents !== null && coupon.discountAmountCents > 0) {
    return Math.min(coupon.discountAmountCents, productsExcVatCents);
  }
  return 0;
}

/** The products excl. VAT per rate. */
function productsByRate(lines: readonly TotalsLine[]): Map<number, number> {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.lineTotalExcVatCents);
  return byRate;
}

/**
 * Splits a discount over the VAT rates of the products, proportionally to each rate's share of
 * the products excl. VAT (largest remainder, so the parts add up to the discount exactly, and no
 * part exceeds its rate's products: a 100 % discount takes exactly each rate's amount).
 * Proportional, not "all at the dominant rate": the VAT taken off then matches the VAT that was
 * charged. Each part's VAT is what it takes off its rate's VAT (see `DiscountPart`).
 */
export function splitDiscountByVat(lines: readonly TotalsLine[], discountCents: number): DiscountPart[] {
  const groups = [...productsByRate(lines)].filter(([, base]) => base > 0).sort((a, b) => b[0] - a[0]);
  const total = groups.reduce((sum, [, base]) => sum + base, 0);
  if (discountCents <= 0 || total <= 0) return [];
  const discount = Math.min(discountCents, total);
  // BigInt: discount × base can pass 2^53 for large baskets.
  const shares = groups.map(([rate, base]) => {
    const exact = BigInt(discount) * BigInt(base);
    return { rate, base, cents: Number(exact / BigInt(total)), remainder: Number(exact % BigInt(total)) };
  });
  let left = discount - shares.reduce((sum, s) => sum + s.cents, 0);
  // Ties go to the larger base, then the higher rate: deterministic, so cart and order agree.
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || b.base - a.base || b.rate - a.rate);
  for (const share of byRemainder) {
    if (left <= 0) break;
    if (share.remainder === 0) continue;
    share.cents += 1;
    left -= 1;
  }
  return shares
    .filter((s) => s.cents > 0)
    .map((s) => ({
      vatRate: s.rate,
      excVatCents: s.cents,
      vatCents: vatCents(s.base, s.rate) - vatCents(s.base - s.cents, s.rate),
    }));
}

/**
 * Products + shipping + payment − discount, VAT once per rate on what is left of each rate
 * (pricing.ts `vatBreakdown`): the totals are the sums of the breakdown, to the cent. Used for a
 * basket (with its coupon, `basketTotals`) and for a stored order (with its stored discount).
 */
export function orderTotals(
  lines: readonly TotalsLine[],
  shipping: Fee | null,
  payment: Fee | null,
  discountExcVatCents: number,
): BasketTotals {
  const products = productsByRate(lines);
  const discountParts = splitDiscountByVat(lines, discountExcVatCents);
  const fees = [shipping, payment].filter((fee): fee is Fee => fee !== null);
  const amounts: TaxableAmount[] = [
    ...[...products].map(([vatRate, excVatCents]) => ({ vatRate, excVatCents })),
    ...discountParts.map((p) => ({ vatRate: p.vatRate, excVatCents: -p.excVatCents })),
    ...fees.map((fee) => ({ vatRate: fee.vatRate, excVatCents: fee.priceCents })),
  ];
  const breakdown = vatBreakdown(amounts);
  const totalExc = breakdown.reduce((sum, row) => sum + row.taxableCents, 0);
  const totalVat = breakdown.reduce((sum, row) => sum + row.vatCents, 0);
  return {
    productsExcVatCents: [...products.values()].reduce((sum, cents) => sum + cents, 0),
    productsVatCents: [...products].reduce((sum, [rate, cents]) => sum + vatCents(cents, rate), 0),
    shippingExcVatCents: shipping?.priceCents ?? 0,
    paymentExcVatCents: payment?.priceCents ?? 0,
    discountExcVatCents: discountParts.reduce((sum, p) => sum + p.excVatCents, 0),
    discountVatCents: discountParts.reduce((sum, p) => sum + p.vatCents, 0),
    discountParts,
    vatBreakdown: breakdown,
    totalExcVatCents: totalExc,
    totalVatCents: totalVat,
    totalIncVatCents: totalExc + totalVat,
  };
}

/** The basket's totals with its coupon (the order is placed with exactly these). */
export function basketTotals(
  lines: readonly TotalsLine[],
  shipping: Fee | null,
  payment: Fee | null,
  coupon: CouponTerms | null,
): BasketTotals {
  const productsExc = lines.reduce((sum, line) => sum + line.lineTotalExcVatCents, 0);
  return orderTotals(lines, shipping, payment, couponDiscountCents(productsExc, coupon));
}
