import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, products, vendors } from './catalog.ts';

export const priceGroups = pgTable('price_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Discount in basis points (1250 = 12,5 %) when no product, vendor or category rule applies. */
  defaultDiscountBp: integer('default_discount_bp').notNull().default(0),
  /**
   * Raised by every save of the group's rules: a save names the version it was edited from, so two
   * people editing one group cannot overwrite each other unknowingly (modules/pricing/price-groups.service.ts).
   */
  version: integer('version').notNull().default(0),
});

/**
 * A discount for a product, a vendor or a category (inherited by subcategories), or a vendor within
 * a category; the most specific rule wins (modules/pricing/pricing.ts `resolveDiscountBp`). A
 * product rule names the product only.
 */
export const discountRules = pgTable(
  'discount_rules',
  {
    id: serial('id').primaryKey(),
    priceGroupId: integer('price_group_id')
      .notNull()
      .references(() => priceGroups.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    discountBp: integer('discount_bp').notNull(),
  },
  (t) => [
    index('discount_rules_group_idx').on(t.priceGroupId),
    check(
      'discount_rules_target_check',
      sql`(${t.productId} is not null and ${t.vendorId} is null and ${t.categoryId} is null)
        or (${t.productId} is null and (${t.vendorId} is not null or ${t.categoryId} is not null))`,
    ),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    displayName: text('display_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    companyName: text('company_name').notNull(),
    /** IČO */
    companyId: text('company_id').notNull(),
    /** DIČ */
    vatRegistrationId: text('vat_registration_id').notNull(),
    /** IČ DPH */
    extVatRegistrationId: text('ext_vat_registration_id').notNull(),
    priceGroupId: integer('price_group_id').references(() => priceGroups.id, { onDelete: 'set null' }),
    /**
     * pending (waits for approval) | approved | rejected (the registration was refused; the
     * address stays taken) | blocked (staff ended the account's access). Only `approved` signs in
     * (docs/requirements/accounts.md §Approval, §Blocking).
     */
    status: text('status').notNull().default('pending'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /** Mailed to the registrant with the refusal. */
    rejectionReason: text('rejection_reason'),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    newsletterConsentAt: timestamp('newsletter_consent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the back office's customer search matches: company, IČO and e-mail without case or diacritics. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(shop_unaccent(company_name || ' ' || company_id || ' ' || email))`,
    ),
    /** The company name as the customer list sorts it (without case or diacritics). */
    companyKey: text('company_key').generatedAlwaysAs(sql`lower(shop_unaccent(company_name))`),
  },
  (t) => [
    uniqueIndex('customers_email_idx').on(sql`lower(${t.email})`),
    check('customers_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'blocked')`),
    index('customers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The customer list's orders and keyset cursors; the approval queue reads the oldest pending first.
    index('customers_company_key_idx').on(t.companyKey, t.id),
    index('customers_created_idx').on(t.createdAt, t.id),
  ],
);

/** An address field as compared for "the same address": case, outer and repeated spaces ignored. */
const sameText = (column: AnyPgColumn) => sql`lower(regexp_replace(btrim(${column}), '[[:space:]]+', ' ', 'g'))`;
/** Digits and "+" only: "040 01" is "04001", "+421 900 123 456" is "+421900123456". */
const sameDigits = (column: AnyPgColumn) => sql`regexp_replace(${column}, '[^0-9+]', '', 'g')`;

/**
 * Saved addresses: one invoice (company) address and any number of delivery addresses per
 * customer. Placing an order saves both in its one write (modules/checkout/order.repository.ts,
 * docs/decisions/009-saved-addresses.md).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 1 invoice, 2 delivery */
    type: integer('type').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    zip: text('zip').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    country: integer('country').notNull().default(32),
  },
  (t) => [
    // The order upserts the invoice address on this index.
    uniqueIndex('addresses_customer_invoice_idx').on(t.customerId).where(sql`${t.type} = 1`),
    // A delivery address typed again with other case or spacing is the same one (the order's
    // insert does nothing on conflict).
    uniqueIndex('addresses_customer_delivery_idx')
      .on(
        t.customerId,
        sameText(t.firstName),
        sameText(t.lastName),
        sameText(t.street),
        sameText(t.city),
        sameDigits(t.zip),
        sameDigits(t.phone),
      )
      .where(sql`${t.type} = 2`),
  ],
);

/** Server-side sessions; `idHash` is the SHA-256 of the cookie value, so a database leak reveals no session. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Single-use tokens (password reset, registration approval), stored hashed. */
export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tokens_customer_idx').on(t.customerId, t.kind)],
);

/** Fixed-window counters for throttling shared by every server process. */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wishlist_customer_product_idx').on(t.customerId, t.productId)],
);
