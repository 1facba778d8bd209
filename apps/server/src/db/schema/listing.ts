import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { priceGroups } from './customers.ts';

/**
 * What a category's listing reads (docs/decisions/017-perf-listing.md): one row per active product
 * and every category whose subtree lists it — each category the product is in (its main
 * `products.category_id` and its `product_categories`) and all their ancestors, once each. A
 * listing of any category is then one index range, already in the page's order, however deep the
 * category and however many categories the product is in. Written only by PostgreSQL triggers on
 * products, product_categories and categories (migration `perf_listing_triggers`), so no write
 * path needs to know it exists; the ordering keys are copies of the product's columns.
 */
export const listingEntries = pgTable(
  'listing_entries',
  {
    categoryId: integer('category_id').notNull(),
    productId: integer('product_id').notNull(),
    /** stock > 0 (docs/requirements/catalogue.md §Orderings, the in-stock filter). */
    inStock: boolean('in_stock').notNull(),
    sortWeight: integer('sort_weight').notNull(),
    nameKey: text('name_key').notNull(),
    priceCents: integer('price_cents').notNull(),
    code: text('code').notNull(),
    /** The product's main category and vendor: what its customer discount depends on. */
    mainCategoryId: integer('main_category_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
  },
  // One index per ordering, each starting with the category; the migration adds INCLUDE columns
  // (drizzle cannot declare them) so a page and its in-stock filter are read from the index alone.
  (t) => [
    primaryKey({ columns: [t.categoryId, t.productId] }),
    index('listing_entries_default_idx').on(t.categoryId, sql`${t.sortWeight} desc`, sql`${t.productId} desc`),
    index('listing_entries_name_idx').on(t.categoryId, t.nameKey, t.productId),
    index('listing_entries_price_idx').on(t.categoryId, t.priceCents, t.productId),
    index('listing_entries_code_idx').on(t.categoryId, t.code),
    index('listing_entries_product_idx').on(t.productId),
  ],
);

/**
 * Every product's card as a listing sends it: the card's JSON text (contract `ProductCardSchema`
 * without the price fields) and what a customer's price is computed from, so a listing page reads
 * one narrow row per card (docs/decisions/017-perf-listing.md §Cards kept by PostgreSQL). Written
 * only by triggers on products, vendors and product_images from the view `product_card_sources`,
 * the one home of the card's shape (migration `product_cards`).
 */
export const productCards = pgTable('product_cards', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  priceCents: integer('price_cents').notNull(),
  vatRate: integer('vat_rate').notNull(),
  vendorId: integer('vendor_id').notNull(),
  categoryId: integer('category_id').notNull(),
  card: text('card').notNull(),
});

/**
 * The discount lookup a price group's keys were computed from (modules/catalog/price-keys.ts): the
 * lookup's fingerprint, its default and (`priceKeyDiscounts`) its entries. A page ordered by a
 * customer's price reads `listingPriceKeys` only when this fingerprint is the one of the lookup the
 * request priced its cards with; otherwise it prices the candidates itself
 * (docs/decisions/017-perf-listing.md §A price key kept per price group).
 */
export const priceKeyLookups = pgTable('price_key_lookups', {
  priceGroupId: integer('price_group_id')
    .primaryKey()
    .references(() => priceGroups.id, { onDelete: 'cascade' }),
  fingerprint: text('fingerprint').notNull(),
  defaultBp: integer('default_bp').notNull(),
});

/**
 * A stored lookup's entries, as `discountLookup` gives them: a product's own discount
 * (`productId`), or one per category and vendor, category, or vendor (the others null).
 */
export const priceKeyDiscounts = pgTable(
  'price_key_discounts',
  {
    priceGroupId: integer('price_group_id')
      .notNull()
      .references(() => priceKeyLookups.priceGroupId, { onDelete: 'cascade' }),
    productId: integer('product_id'),
    categoryId: integer('category_id'),
    vendorId: integer('vendor_id'),
    bp: integer('bp').notNull(),
  },
  // At most one entry per product and one per (category, vendor), so each of the key's joins adds
  // at most one row (migration price_keys adds the unique indexes: drizzle cannot say NULLS NOT DISTINCT).
  (t) => [index('price_key_discounts_group_idx').on(t.priceGroupId)],
);

/**
 * Every listing entry's price for each price group with a stored lookup, in cents excl. VAT,
 * rounded as the pricing module rounds: a page ordered by a customer's price is one range of the
 * primary key, like the other orderings' pages. Written only by triggers on listing_entries and
 * by the rebuild of a group's keys (migration price_keys).
 */
export const listingPriceKeys = pgTable(
  'listing_price_keys',
  {
    priceGroupId: integer('price_group_id').notNull(),
    categoryId: integer('category_id').notNull(),
    priceKey: bigint('price_key', { mode: 'number' }).notNull(),
    productId: integer('product_id').notNull(),
    inStock: boolean('in_stock').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.priceGroupId, t.categoryId, t.priceKey, t.productId] }),
    index('listing_price_keys_product_idx').on(t.productId),
  ],
);
