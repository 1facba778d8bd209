/**
 * Pricing arithmetic, all in integer cents and basis points (1 bp = 0,01 %). Pure functions: the
 * basket, checkout, order placement, invoices and the demo seed all compute money through these,
 * so a price shown in the cart is the price stored in the order.
 *
 * Rounding is "half away from zero" to whole cents, done per unit (discount) and per line (VAT),
 * never on sums: an order total is the plain sum of its rounded lines.
 */

/** Divides and rounds half away from zero, exactly (no floating point on the integer path). */
export function roundDiv(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) {
    return Math.round(numerator / denominator);
  }
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const q = Math.floor(n / d);
  const r = n - q * d;
  return sign * (2 * r >= d ? q + 1 : q);
}

/** A discount as applied: whole basis points between 0 and 100 %. */
export function effectiveDiscountBp(discountBp: number): number {
  return Math.min(10000, Math.max(0, Math.trunc(discountBp)));
}

/** The customer's unit price excl. VAT: round(base × (1 − discount_bp / 10000)). */
export function discountedUnitCents(baseCents: number, discountBp: number): number {
  return roundDiv(baseCents * (10000 - effectiveDiscountBp(discountBp)), 10000);
}

/** VAT on an amount excl. VAT: round(amount × rate / 100). */
export function vatCents(amountCents: number, ratePercent: number): number {
  return roundDiv(amountCents * ratePercent, 100);
}

/** The amount incl. VAT, as the amount plus its rounded VAT (so exc + vat = inc holds exactly). */
export function withVatCents(amountCents: number, ratePercent: number): number {
  return amountCents + vatCents(amountCents, ratePercent);
}

export interface LineAmounts {
  unitPriceExcVatCents: number;
  lineTotalExcVatCents: number;
  lineVatCents: number;
  lineTotalIncVatCents: number;
}

/** One order or basket line: unit price after discount × quantity, VAT rounded once per line. */
export function lineAmounts(baseCents: number, discountBp: number, quantity: number, vatRate: number): LineAmounts {
  const unit = discountedUnitCents(baseCents, discountBp);
  const total = unit * quantity;
  const vat = vatCents(total, vatRate);
  return {
    unitPriceExcVatCents: unit,
    lineTotalExcVatCents: total,
    lineVatCents: vat,
    lineTotalIncVatCents: total + vat,
  };
}

export interface OrderTotals {
  productsExcVatCents: number;
  productsVatCents: number;
  totalExcVatCents: number;
  totalVatCents: number;
  totalIncVatCents: number;
}

/**
 * Products + shipping + payment. Each fee is a line of its own (its VAT rounded once); the totals
 * are plain sums, so Σ lines = total holds to the cent.
 */
export function orderTotals(
  lines: ReadonlyArray<Pick<LineAmounts, 'lineTotalExcVatCents' | 'lineVatCents'>>,
  fees: ReadonlyArray<{ priceCents: number; vatRate: number }>,
): OrderTotals {
  let productsExc = 0;
  let productsVat = 0;
  for (const line of lines) {
    productsExc += line.lineTotalExcVatCents;
    productsVat += line.lineVatCents;
  }
  let exc = productsExc;
  let vat = productsVat;
  for (const fee of fees) {
    exc += fee.priceCents;
    vat += vatCents(fee.priceCents, fee.vatRate);
  }
  return {
    productsExcVatCents: productsExc,
    productsVatCents: productsVat,
    totalExcVatCents: exc,
    totalVatCents: vat,
    totalIncVatCents: exc + vat,
  };
}

/** A price group's rules as the pricing needs them (category rules carry the category path). */
export interface DiscountRuleSet {
  defaultDiscountBp: number;
  rules: ReadonlyArray<{
    vendorId?: number | null;
    /** Category path (`cctv/ip-kamery`); the rule also covers every subcategory. */
    categoryPath?: string | null;
    discountBp: number;
  }>;
}

export interface PricedProduct {
  vendorId: number;
  /** Path of the product's category (`cctv/ip-kamery/bullet-kamery`). */
  categoryPath: string;
}

function categoryDepthCovering(rulePath: string, productPath: string): number {
  if (productPath === rulePath || productPath.startsWith(`${rulePath}/`)) return rulePath.split('/').length;
  return -1;
}

/**
 * The discount that applies to a product in a price group; the most specific rule wins:
 * 1. a category rule on the deepest category covering the product (a rule on `cctv` covers
 *    `cctv/ip-kamery/…`); among rules on the same category, one also limited to the product's
 *    vendor beats one that is not, then the larger discount;
 * 2. otherwise a vendor rule (without category) for the product's vendor (the larger, if several);
 * 3. otherwise the group's default.
 */
export function resolveDiscountBp(ruleSet: DiscountRuleSet | null | undefined, product: PricedProduct): number {
  if (!ruleSet) return 0;
  let best: { depth: number; vendor: boolean; bp: number } | null = null;
  let vendorBp: number | null = null;
  for (const rule of ruleSet.rules) {
    const vendorMatches = rule.vendorId == null || rule.vendorId === product.vendorId;
    if (!vendorMatches) continue;
    if (rule.categoryPath) {
      const depth = categoryDepthCovering(rule.categoryPath, product.categoryPath);
      if (depth < 0) continue;
      const cand = { depth, vendor: rule.vendorId != null, bp: rule.discountBp };
      if (
        !best ||
        cand.depth > best.depth ||
        (cand.depth === best.depth && cand.vendor && !best.vendor) ||
        (cand.depth === best.depth && cand.vendor === best.vendor && cand.bp > best.bp)
      ) {
        best = cand;
      }
    } else if (rule.vendorId != null) {
      vendorBp = vendorBp === null ? rule.discountBp : Math.max(vendorBp, rule.discountBp);
    }
  }
  if (best) return best.bp;
  if (vendorBp !== null) return vendorBp;
  return ruleSet.defaultDiscountBp;
}
