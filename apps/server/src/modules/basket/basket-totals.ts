import { orderTotals, roundDiv, vatCents } from '../pricing/pricing.ts';

/** A priced product line as the totals need it (cents). */
export interface TotalsLine {
  vatRate: number;
  lineTotalExcVatCents: number;
  lineVatCents: number;
}

export interface Fee {
  priceCents: number;
  vatRate: number;
}

export interface CouponTerms {
  discountPercent: number | null;
  discountAmountCents: number | null;
}

/** One part of the coupon discount: the share of the products taxed at `vatRate` (positive cents). */
export interface DiscountPart {
  vatRate: number;
  excVatCents: number;
  vatCents: number;
}

export interface BasketTotals {
  productsExcVatCents: number;
  productsVatCents: number;
  shippingExcVatCents: number;
  shippingVatCents: number;
  paymentExcVatCents: number;
  paymentVatCents: number;
  /** The discount excl. VAT and its VAT, as positive amounts. */
  discountExcVatCents: number;
  discountVatCents: number;
  discountParts: DiscountPart[];
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

/**
 * Splits a discount over the VAT rates of the products, proportionally to each rate's share of
 * the products excl. VAT (largest remainder, so the parts add up to the discount exactly).
 * Proportional, not "all at the dominant rate": the VAT taken off then matches the VAT that was
 * charged, so the VAT of a rate never goes below zero, even for a 100 % coupon on mixed rates.
 * Each part is a negative line of its own with its VAT rounded once, like every other line.
 */
export function splitDiscountByVat(lines: readonly TotalsLine[], discountCents: number): DiscountPart[] {
  const baseByRate = new Map<number, number>();
  for (const line of lines)
    baseByRate.set(line.vatRate, (baseByRate.get(line.vatRate) ?? 0) + line.lineTotalExcVatCents);
  const groups = [...baseByRate].filter(([, base]) => base > 0).sort((a, b) => b[0] - a[0]);
  const total = groups.reduce((sum, [, base]) => sum + base, 0);
  if (discountCents <= 0 || total <= 0) return [];
  // BigInt: discount × base can pass 2^53 for large baskets.
  const shares = groups.map(([rate, base]) => {
    const exact = BigInt(discountCents) * BigInt(base);
    return { rate, base, cents: Number(exact / BigInt(total)), remainder: Number(exact % BigInt(total)) };
  });
  let left = discountCents - shares.reduce((sum, s) => sum + s.cents, 0);
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
    .map((s) => ({ vatRate: s.rate, excVatCents: s.cents, vatCents: vatCents(s.cents, s.rate) }));
}

/**
 * Products + shipping + payment − coupon. The discount parts are negative lines, so every total
 * is a plain sum of rounded lines and fees (pricing.ts): Σ lines = total, to the cent.
 */
export function basketTotals(
  lines: readonly TotalsLine[],
  shipping: Fee | null,
  payment: Fee | null,
  coupon: CouponTerms | null,
): BasketTotals {
  const products = orderTotals(lines, []);
  const discountParts = splitDiscountByVat(lines, couponDiscountCents(products.productsExcVatCents, coupon));
  const discountLines = discountParts.map((p) => ({ lineTotalExcVatCents: -p.excVatCents, lineVatCents: -p.vatCents }));
  const fees = [shipping, payment].filter((fee): fee is Fee => fee !== null);
  const all = orderTotals([...lines, ...discountLines], fees);
  return {
    productsExcVatCents: products.productsExcVatCents,
    productsVatCents: products.productsVatCents,
    shippingExcVatCents: shipping?.priceCents ?? 0,
    shippingVatCents: shipping ? vatCents(shipping.priceCents, shipping.vatRate) : 0,
    paymentExcVatCents: payment?.priceCents ?? 0,
    paymentVatCents: payment ? vatCents(payment.priceCents, payment.vatRate) : 0,
    discountExcVatCents: discountParts.reduce((sum, p) => sum + p.excVatCents, 0),
    discountVatCents: discountParts.reduce((sum, p) => sum + p.vatCents, 0),
    discountParts,
    totalExcVatCents: all.totalExcVatCents,
    totalVatCents: all.totalVatCents,
    totalIncVatCents: all.totalIncVatCents,
  };
}
