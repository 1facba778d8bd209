/**
 * Pricing arithmetic, all in integer cents and basis points (1 bp = 0,01 %). Pure functions: the
 * basket, checkout, order placement, invoices and the demo seed all compute money through these,
 * so a price shown in the cart is the price stored in the order.
 *
 * Rounding is "half away from zero" to whole cents, in two places only
 * (docs/decisions/007-money-vat-rounding.md):
 *  - the customer's unit price, once per unit; a line's amount is unit price × quantity, exact;
 *  - VAT, once per VAT rate, on that rate's taxable amount (its lines and fees, less its part of
 *    the discount), never per line. This is the EN 16931 calculation (BT-116 × rate = BT-117), so
 *    the totals of an order, its invoice and its e-invoice agree to the cent, and a discount that
 *    takes a rate's whole amount off leaves exactly zero VAT at that rate.
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

/**
 * The amount incl. VAT, as the amount plus its rounded VAT (so exc + vat = inc holds exactly).
 * For one price on its own (a product's or a fee's list price incl. VAT); an order's VAT is
 * `vatBreakdown`'s.
 */
export function withVatCents(amountCents: number, ratePercent: number): number {
  return amountCents + vatCents(amountCents, ratePercent);
}

export interface LineAmounts {
  unitPriceExcVatCents: number;
  lineTotalExcVatCents: number;
  /**
   * The VAT of this line on its own. Informational (stored with an order line): totals never add
   * these up, an order's VAT is rounded per rate (`vatBreakdown`).
   */
  lineVatCents: number;
}

/** One order or basket line: unit price after discount × quantity (EN 16931 line net amount). */
export function lineAmounts(baseCents: number, discountBp: number, quantity: number, vatRate: number): LineAmounts {
  const unit = discountedUnitCents(baseCents, discountBp);
  const total = unit * quantity;
  return { unitPriceExcVatCents: unit, lineTotalExcVatCents: total, lineVatCents: vatCents(total, vatRate) };
}

/** An amount excl. VAT at a VAT rate: a line, a fee, or (negative) a part of a discount. */
export interface TaxableAmount {
  vatRate: number;
  excVatCents: number;
}

/** One row of the VAT breakdown: the taxable amount of a rate and its VAT. */
export interface VatRateRow {
  vatRate: number;
  taxableCents: number;
  vatCents: number;
}

/**
 * The VAT breakdown, highest rate first: the amounts of each rate added up exactly, then VAT
 * rounded once on the sum (EN 16931 BR-CO-17, BR-S-08/09, BR-Z-08). Every rate that occurs gets a
 * row, also one whose amounts add up to zero (a fully discounted rate: zero VAT).
 */
export function vatBreakdown(amounts: readonly TaxableAmount[]): VatRateRow[] {
  const taxable = new Map<number, number>();
  for (const a of amounts) taxable.set(a.vatRate, (taxable.get(a.vatRate) ?? 0) + a.excVatCents);
  return [...taxable]
    .sort((a, b) => b[0] - a[0])
    .map(([vatRate, taxableCents]) => ({ vatRate, taxableCents, vatCents: vatCents(taxableCents, vatRate) }));
}

/** A price group's rules as the pricing needs them (category rules carry the category path). */
export interface DiscountRuleSet {
  defaultDiscountBp: number;
  rules: ReadonlyArray<DiscountRule>;
}

/**
 * One rule: for a product (`productId` alone), for a vendor, for a category (`categoryPath`), or for
 * a vendor within a category (both).
 */
export interface DiscountRule {
  productId?: number | null;
  vendorId?: number | null;
  /** Category path (`cctv/ip-kamery`); the rule also covers every subcategory. */
  categoryPath?: string | null;
  discountBp: number;
}

export interface PricedProduct {
  /** The product's id; without it no product rule applies (a lookup for "any product"). */
  productId?: number;
  vendorId: number;
  /** Path of the product's category (`cctv/ip-kamery/bullet-kamery`). */
  categoryPath: string;
}

function categoryDepthCovering(rulePath: string, productPath: string): number {
  if (productPath === rulePath || productPath.startsWith(`${rulePath}/`)) return rulePath.split('/').length;
  return -1;
}

/**
 * The discount that applies to a product in a price group; the most specific rule wins
 * (docs/requirements/money.md §Discount rules):
 * 1. a rule for the product itself (the larger, if several): staff name one product when its
 *    category's or vendor's discount must not hold for it, so it beats every other rule;
 * 2. a category rule on the deepest category covering the product (a rule on `cctv` covers
 *    `cctv/ip-kamery/…`); among rules on the same category, one also limited to the product's
 *    vendor beats one that is not, then the larger discount;
 * 3. otherwise a vendor rule (without category) for the product's vendor (the larger, if several);
 * 4. otherwise the group's default.
 */
export function resolveDiscountBp(ruleSet: DiscountRuleSet | null | undefined, product: PricedProduct): number {
  if (!ruleSet) return 0;
  let productBp: number | null = null;
  let best: { depth: number; vendor: boolean; bp: number } | null = null;
  let vendorBp: number | null = null;
  for (const rule of ruleSet.rules) {
    if (rule.productId != null) {
      if (rule.productId === product.productId) {
        productBp = productBp === null ? rule.discountBp : Math.max(productBp, rule.discountBp);
      }
      continue;
    }
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
  if (productBp !== null) return productBp;
  if (best) return best.bp;
  if (vendorBp !== null) return vendorBp;
  return ruleSet.defaultDiscountBp;
}
