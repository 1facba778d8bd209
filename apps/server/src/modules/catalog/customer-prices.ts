import { createHash } from 'node:crypto';
import type { PriceFieldsSchema, ProductCard } from '@shop/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { SessionCustomer } from '../auth/session.repository.ts';
import {
  type DiscountRuleSet,
  discountedUnitCents,
  effectiveDiscountBp,
  resolveDiscountBp,
  withVatCents,
} from '../pricing/pricing.ts';
import { type CardRow, type DiscountRuleRow, findDiscountRules, type PricedRow } from './catalog.repository.ts';
import type { CategoryTree } from './category-tree.ts';

export const centsToEuros = (cents: number) => Math.round(cents) / 100;

/**
 * Who is asking decides the price fields: null = anonymous, who gets none at all
 * (docs/requirements/catalogue.md §Prices for logged-in customers only).
 */
export interface PriceViewer {
  customerId: number;
  rules: DiscountRuleSet | null;
  wishlisted: Set<number>;
}

export async function loadDiscountRules(
  db: DbOrTx,
  customer: SessionCustomer,
  tree: CategoryTree,
): Promise<DiscountRuleSet | null> {
  if (customer.priceGroupId === null) return null;
  return discountRuleSet(await findDiscountRules(db, customer.priceGroupId), tree);
}

/** The rules of a price group from its rows (the group's default on each, one row per rule). */
export function discountRuleSet(rows: DiscountRuleRow[], tree: CategoryTree): DiscountRuleSet | null {
  if (rows.length === 0) return null;
  return ruleSetOf(
    Number(rows[0]?.default_bp ?? 0),
    rows.flatMap((r) =>
      r.discount_bp === null
        ? []
        : [
            {
              productId: r.product_id,
              vendorId: r.vendor_id,
              categoryId: r.category_id,
              discountBp: Number(r.discount_bp),
            },
          ],
    ),
    tree,
  );
}

/** A rule as stored: the category by id. */
export interface StoredDiscountRule {
  productId: number | null;
  vendorId: number | null;
  categoryId: number | null;
  discountBp: number;
}

/**
 * The pricing's rule set from rules as stored (or as staff are editing them: the preview prices
 * unsaved rules through this too, so a preview is what the save will give).
 */
export function ruleSetOf(defaultDiscountBp: number, rules: StoredDiscountRule[], tree: CategoryTree): DiscountRuleSet {
  return {
    defaultDiscountBp,
    rules: rules
      .filter((r) => r.productId !== null || r.vendorId !== null || r.categoryId !== null)
      .map((r) =>
        r.productId !== null
          ? { productId: r.productId, discountBp: r.discountBp }
          : {
              vendorId: r.vendorId,
              categoryPath: r.categoryId === null ? null : (tree.byId.get(r.categoryId)?.path ?? null),
              discountBp: r.discountBp,
            },
      ),
  };
}

/**
 * A price group's discounts as a lookup the database can sort by (orderings 4 and 5), looked up
 * most specific first: per product with a rule of its own its discount (`productId`; it wins over
 * the rest); per category in `categoryIds` and rule vendor (`categoryId` and `vendorId`); per
 * category for any vendor (`vendorId` null); per rule vendor (`categoryId` null: also a category
 * newer than the cached tree); otherwise `defaultBp`. Entries the next level would give anyway are
 * left out. Every value comes from `resolveDiscountBp`, so the precedence of the rules has one
 * home (modules/pricing/pricing.ts) and the SQL only looks the discount up and rounds like
 * `discountedUnitCents`
 * (catalog.repository.ts `customerPriceOrder`; docs/decisions/004-listing-price-order.md).
 */
export interface DiscountLookup {
  defaultBp: number;
  entries: { categoryId: number | null; vendorId: number | null; bp: number }[];
  /** Products with a rule of their own and their discount (whatever their vendor and category). */
  products: { productId: number; bp: number }[];
}

/** A vendor id no product has: `resolveDiscountBp` then applies no vendor-limited rule. */
const ANY_OTHER_VENDOR = -1;

export function discountLookup(
  rules: DiscountRuleSet | null,
  tree: CategoryTree,
  categoryIds: number[],
): DiscountLookup {
  const discount = (vendorId: number, categoryPath: string) =>
    effectiveDiscountBp(resolveDiscountBp(rules, { vendorId, categoryPath }));
  const defaultBp = discount(ANY_OTHER_VENDOR, '');
  const entries: DiscountLookup['entries'] = [];
  if (!rules) return { defaultBp, entries, products: [] };
  // A product rule beats every other rule, so the product's vendor and category do not matter here
  // (resolveDiscountBp: "a rule for the product itself … beats every other rule").
  const ruleProducts = [...new Set(rules.rules.flatMap((r) => (r.productId == null ? [] : [r.productId])))];
  const products = ruleProducts.map((productId) => ({
    productId,
    bp: effectiveDiscountBp(resolveDiscountBp(rules, { productId, vendorId: ANY_OTHER_VENDOR, categoryPath: '' })),
  }));
  const ruleVendors = [...new Set(rules.rules.flatMap((r) => (r.vendorId == null ? [] : [r.vendorId])))];
  const vendorBps = new Map<number, number>();
  for (const vendorId of ruleVendors) {
    const bp = discount(vendorId, '');
    if (bp === defaultBp) continue;
    entries.push({ categoryId: null, vendorId, bp });
    vendorBps.set(vendorId, bp);
  }
  // Only the entries the lookup's fallbacks would not already give, so a group whose rules touch
  // a few categories sends a few entries, not one per category (each query parses and hashes the
  // list): a category's entry where it differs from the default; a category and vendor entry
  // where it differs from what the category's entry, else the vendor's, else the default gives.
  for (const categoryId of categoryIds) {
    const categoryPath = tree.byId.get(categoryId)?.path ?? '';
    const bp = discount(ANY_OTHER_VENDOR, categoryPath);
    if (bp !== defaultBp) entries.push({ categoryId, vendorId: null, bp });
    for (const vendorId of ruleVendors) {
      const fallback = bp !== defaultBp ? bp : (vendorBps.get(vendorId) ?? defaultBp);
      const vendorBp = discount(vendorId, categoryPath);
      if (vendorBp !== fallback) entries.push({ categoryId, vendorId, bp: vendorBp });
    }
  }
  return { defaultBp, entries, products };
}

/**
 * What identifies a lookup's values, whatever the order of its entries: the price keys kept per
 * group (price-keys.ts) are read only for a lookup with the fingerprint they were computed from,
 * and the read cache keeps price pages per fingerprint (catalog.service.ts). Hashed once a lookup.
 */
export function lookupFingerprint(lookup: DiscountLookup): string {
  let fingerprint = fingerprints.get(lookup);
  if (fingerprint === undefined) {
    const entries = lookup.entries.map((e) => `${e.categoryId ?? ''}:${e.vendorId ?? ''}:${e.bp}`).sort();
    const products = lookup.products.map((e) => `${e.productId}:${e.bp}`).sort();
    fingerprint = createHash('sha1')
      .update(`${lookup.defaultBp}|${entries.join(',')}|${products.join(',')}`)
      .digest('base64url');
    fingerprints.set(lookup, fingerprint);
  }
  return fingerprint;
}
const fingerprints = new WeakMap<DiscountLookup, string>();

export interface CustomerPrice {
  baseCents: number;
  baseIncVatCents: number;
  discountBp: number;
  unitExcVatCents: number;
  unitIncVatCents: number;
}

export function customerPrice(row: PricedRow, rules: DiscountRuleSet | null, tree: CategoryTree): CustomerPrice {
  const discountBp = resolveDiscountBp(rules, {
    productId: row.id,
    vendorId: row.vendor_id,
    categoryPath: tree.byId.get(row.category_id)?.path ?? '',
  });
  const unitExcVatCents = discountedUnitCents(row.price_cents, discountBp);
  return {
    baseCents: row.price_cents,
    baseIncVatCents: withVatCents(row.price_cents, row.vat_rate),
    discountBp,
    unitExcVatCents,
    unitIncVatCents: withVatCents(unitExcVatCents, row.vat_rate),
  };
}

/** The fields a logged-in viewer's card adds to the card everyone sees: prices and the wishlist flag. */
type ViewerFields = Required<z.infer<typeof PriceFieldsSchema>>;
type CardFields = Omit<ProductCard, keyof ViewerFields>;

function viewerFields(row: PricedRow, viewer: PriceViewer, tree: CategoryTree): ViewerFields {
  const price = customerPrice(row, viewer.rules, tree);
  return {
    base_price_exc_vat: centsToEuros(price.baseCents),
    base_price: centsToEuros(price.baseIncVatCents),
    discount: price.discountBp / 100,
    price_exc_vat: centsToEuros(price.unitExcVatCents),
    price: centsToEuros(price.unitIncVatCents),
    vat_rate: row.vat_rate,
    wish_list: viewer.wishlisted.has(row.id),
  };
}

/**
 * A card as JSON text for whoever asks: the card the database keeps (`product_cards`, migration
 * 0033), and for a logged-in viewer their prices and wishlist flag appended to it.
 */
export function productCardJson(row: CardRow, viewer: PriceViewer | null, tree: CategoryTree): string {
  if (!viewer) return row.card;
  return `${row.card.slice(0, -1)},${JSON.stringify(viewerFields(row, viewer, tree)).slice(1)}`;
}

export function toProductCard(row: CardRow, viewer: PriceViewer | null, tree: CategoryTree): ProductCard {
  const card = JSON.parse(row.card) as CardFields;
  return viewer ? { ...card, ...viewerFields(row, viewer, tree) } : card;
}
