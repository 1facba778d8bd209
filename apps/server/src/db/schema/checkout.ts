import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { customers } from './customers.ts';

export const shippingMethods = pgTable('shipping_methods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
  vatRate: integer('vat_rate').notNull().default(23),
  pickUp: boolean('pick_up').notNull().default(false),
  isDefault: boolean('is_default').notNull().default(false),
  isPacketa: boolean('is_packeta').notNull().default(false),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const paymentOptions = pgTable('payment_options', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** bank_transfer | cash_on_delivery | cash */
  kind: text('kind').notNull(),
  priceCents: integer('price_cents').notNull(),
  vatRate: integer('vat_rate').notNull().default(23),
  allowForStore: boolean('allow_for_store').notNull(),
  allowForShipping: boolean('allow_for_shipping').notNull(),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** HTML (street, line break, zip and city, opening hours) */
  address: text('address').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    discountPercent: integer('discount_percent'),
    discountAmountCents: integer('discount_amount_cents'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    /** Only this customer may use it; null: every customer. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** Staff switch a coupon off without deleting it (its orders keep naming it). */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Codes compare case-insensitively (the checkout looks them up by lower()), so they are unique so.
  (t) => [uniqueIndex('coupons_code_lower_idx').on(sql`lower(${t.code})`)],
);

export interface AddressSnapshot {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  zip: string;
  phone: string;
  email?: string;
}

/** One basket per customer, kept across sessions and devices. */
export const baskets = pgTable('baskets', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  shippingMethodId: integer('shipping_method_id').references(() => shippingMethods.id, { onDelete: 'set null' }),
  salePointId: integer('sale_point_id').references(() => warehouses.id, { onDelete: 'set null' }),
  paymentOptionId: integer('payment_option_id').references(() => paymentOptions.id, { onDelete: 'set null' }),
  packetaPointId: text('packeta_point_id'),
  packetaPointName: text('packeta_point_name'),
  packetaPointAddress: text('packeta_point_address'),
  note: text('note').notNull().default(''),
  couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
  invoiceAddress: jsonb('invoice_address').$type<AddressSnapshot>(),
  deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Raised by a trigger on every update of the row; every change of the lines updates the row
   * too. An order writes only if the basket still has the version it priced (place-order.ts).
   */
  version: integer('version').notNull().default(0),
});

export const basketItems = pgTable(
  'basket_items',
  {
    id: serial('id').primaryKey(),
    basketId: integer('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('basket_items_basket_product_idx').on(t.basketId, t.productId)],
);

/** Named counters (order numbers per year, invoice numbers), advanced inside the order transaction. */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    shippingMethodId: integer('shipping_method_id'),
    shippingName: text('shipping_name').notNull(),
    shippingPriceCents: integer('shipping_price_cents').notNull(),
    shippingVatRate: integer('shipping_vat_rate').notNull(),
    pickUp: boolean('pick_up').notNull().default(false),
    salePointName: text('sale_point_name'),
    salePointAddress: text('sale_point_address'),
    packetaPointId: text('packeta_point_id'),
    packetaPointName: text('packeta_point_name'),
    packetaPointAddress: text('packeta_point_address'),
    paymentOptionId: integer('payment_option_id'),
    paymentName: text('payment_name').notNull(),
    paymentKind: text('payment_kind').notNull(),
    paymentPriceCents: integer('payment_price_cents').notNull(),
    paymentVatRate: integer('payment_vat_rate').notNull(),
    note: text('note').notNull().default(''),
    couponCode: text('coupon_code'),
    couponDiscountCents: integer('coupon_discount_cents').notNull().default(0),
    invoiceAddress: jsonb('invoice_address').$type<AddressSnapshot>().notNull(),
    deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>().notNull(),
    companySnapshot: jsonb('company_snapshot')
      .$type<{ companyName: string; companyId: string; vatRegistrationId: string; extVatRegistrationId: string }>()
      .notNull(),
    productsExcVatCents: integer('products_exc_vat_cents').notNull(),
    totalExcVatCents: integer('total_exc_vat_cents').notNull(),
    totalVatCents: integer('total_vat_cents').notNull(),
    totalIncVatCents: integer('total_inc_vat_cents').notNull(),
    newsletterConsentAt: timestamp('newsletter_consent_at', { withTimezone: true }),
    /**
     * Raised by every status change (modules/orders/order-status.ts): a staff change names the
     * version it was made on, and one made on an older version is refused (409), so two people
     * changing one order at once cannot overwrite each other.
     */
    version: integer('version').notNull().default(0),
    /** Set when the order is shipped: a carrier of CARRIERS (packages/contract/src/staff/orders.ts) and its number. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** Why staff cancelled it (mailed to the customer). When it happened is in the audit log. */
    cancelReason: text('cancel_reason'),
    /**
     * The company an order was placed by, as the staff list searches and sorts it: without case or
     * diacritics (`Ťažké Šťastie` is found by `tazke sta`). Stored, computed by PostgreSQL on write,
     * rather than an indexed expression: the search rechecks every trigram candidate and the list
     * filters rows while walking the date index, and shop_unaccent() costs 7–12 µs a row there
     * (docs/decisions/016-orders-back-office.md §Company search).
     */
    companyKey: text('company_key').generatedAlwaysAs(sql`lower(shop_unaccent(company_snapshot ->> 'companyName'))`),
  },
  // The staff list's filters and orderings (modules/orders/orders.staff.repository.ts): each
  // ordering has an index ending in the id, the keyset cursor's tie-breaker.
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_total_idx').on(t.totalIncVatCents, t.id),
    index('orders_company_idx').on(t.companyKey, t.id),
    index('orders_company_trgm_idx').using('gin', sql`${t.companyKey} gin_trgm_ops`),
    index('orders_number_prefix_idx').on(t.number.op('text_pattern_ops')),
    // A coupon's uses (the back office's coupon page); most orders have none.
    index('orders_coupon_code_idx').on(t.couponCode).where(sql`${t.couponCode} is not null`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image'),
    quantity: integer('quantity').notNull(),
    unitOfMeasure: text('unit_of_measure').notNull().default('ks'),
    basePriceCents: integer('base_price_cents').notNull(),
    discountBp: integer('discount_bp').notNull().default(0),
    unitPriceExcVatCents: integer('unit_price_exc_vat_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    lineTotalExcVatCents: integer('line_total_exc_vat_cents').notNull(),
    lineVatCents: integer('line_vat_cents').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.sort)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    varsymbol: text('varsymbol').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Σ of the invoice's payments (modules/invoices/payments.service.ts keeps it in the payment's transaction). */
    paidCents: integer('paid_cents').notNull().default(0),
    /** Σ of its credit notes (modules/invoices/credit-notes.service.ts, likewise). Balance = total − paid − credited. */
    creditedCents: integer('credited_cents').notNull().default(0),
  },
  (t) => [
    index('invoices_customer_idx').on(t.customerId, t.issuedAt),
    // The staff list's default order and keyset (newest first).
    index('invoices_issued_idx').on(t.issuedAt, t.id),
    // Invoices with something left to pay, by due date: the overdue list, the reminder job, the
    // unpaid filters. Paid invoices (nearly all, in time) stay out of it.
    index('invoices_open_due_idx').on(t.dueAt, t.id).where(sql`${t.paidCents} + ${t.creditedCents} < ${t.totalCents}`),
  ],
);

/** Claimed inside the order transaction: the same key never makes a second order. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] })],
);

/**
 * Transactional outbox: a mail is written in the same transaction as what causes it and sent
 * afterwards, so a crash between commit and sending loses nothing and sends nothing twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    dedupeKey: text('dedupe_key').unique(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; contentBase64: string; cid?: string }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The order a mail is about (confirmation, status mails): the order's page lists them. */
    orderId: integer('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    /**
     * The body is built when the mail is sent, by the outbox's renderer of this name (the order
     * mails, from the order: modules/checkout/order-mail.ts); null once sent and for mails queued
     * with their body.
     */
    render: text('render'),
  },
  (t) => [
    // The outbox claims the oldest unsent mails by id; sent ones (nearly all, forever) stay out of the index.
    index('mail_outbox_unsent_idx').on(t.id).where(sql`${t.sentAt} is null`),
    index('mail_outbox_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);
