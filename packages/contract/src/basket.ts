import { z } from 'zod';
import { QUANTITY_MAX, QUANTITY_MIN } from './constants.ts';
import { ok } from './envelope.ts';
import { dbText } from './text.ts';

/**
 * A quantity is a whole number from 1 to 9999. No coercion: "2", 1.5, 0 and null are refused
 * with 400 and key `quantity`.
 */
export const QuantitySchema = z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX);

/**
 * The original storefront sends the basket id along (docs/requirements/api.md §Paths: cart and checkout); the basket is
 * always the logged-in customer's own, so the value is accepted and ignored.
 */
const BasketRefSchema = z.union([z.number(), dbText().max(100), z.null()]).optional();

/** An address as the basket and the order store it (snake_case like the account's addresses). */
export const BasketAddressSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  phone: z.string(),
  /** Only on the invoice address: always the customer account's e-mail. */
  email: z.string().optional(),
});
export type BasketAddress = z.infer<typeof BasketAddressSchema>;

/** One cart line. Amounts are euros excl. VAT with 2 decimals. */
export const BasketProductSchema = z.object({
  /** The line id (used by update and remove). */
  id: z.number().int(),
  product_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** the customer's unit price excl. VAT */
  price_unit_exc_vat: z.number(),
  /** unit price × quantity, excl. VAT */
  price_total_exc_vat: z.number(),
  /** list price excl. VAT and the percent the customer's price group takes off it */
  base_price_exc_vat: z.number(),
  discount: z.number(),
  vat_rate: z.number().int(),
  stock: z.number().int(),
  unit_of_measure: z.string(),
  /** The cover image; null shows the placeholder. */
  image: z.object({ src: z.string(), caption: z.string() }).nullable(),
  url: z.object({ url: z.string() }),
});
export type BasketProduct = z.infer<typeof BasketProductSchema>;

/** The coupon attached to the basket: a percentage or a fixed amount excl. VAT (euros). */
export const CouponSchema = z.object({
  code: z.string(),
  discount_percent: z.number().optional(),
  discount_amount: z.number().optional(),
});
export type Coupon = z.infer<typeof CouponSchema>;

export const BasketCouponSchema = CouponSchema.extend({
  /**
   * False when the coupon expired or was used up since it was attached: it then takes nothing
   * off and placing the order is refused (409, key `code`) until it is removed.
   */
  valid: z.boolean(),
});

/** Every amount of the checkout summary, computed by the server (euros, 2 decimals). */
export const BasketTotalsSchema = z.object({
  products_exc_vat: z.number(),
  products_vat: z.number(),
  shipping_exc_vat: z.number(),
  payment_exc_vat: z.number(),
  /** the coupon discount excl. VAT, as a positive amount */
  discount_exc_vat: z.number(),
  total_exc_vat: z.number(),
  total_vat: z.number(),
  total_inc_vat: z.number(),
});
export type BasketTotals = z.infer<typeof BasketTotalsSchema>;

export const BasketSchema = z.object({
  /** null until the customer's first cart write creates the basket */
  id: z.number().int().nullable(),
  /** item count: the sum of the quantities */
  amount: z.number().int(),
  /** products incl. VAT, before the coupon */
  product_price: z.number(),
  /** products excl. VAT, before the coupon */
  product_price_without_vat: z.number(),
  products: z.array(BasketProductSchema),
  shipping_method_id: z.number().int().nullable(),
  sale_point_id: z.number().int().nullable(),
  payment_option_id: z.number().int().nullable(),
  packeta_point: z.string().nullable(),
  packeta_point_name: z.string().nullable(),
  packeta_point_address: z.string().nullable(),
  note: z.string(),
  coupon: BasketCouponSchema.nullable(),
  invoice_address: BasketAddressSchema.nullable(),
  /** null = deliver to the invoice address */
  delivery_address: BasketAddressSchema.nullable(),
  totals: BasketTotalsSchema,
});
export type Basket = z.infer<typeof BasketSchema>;

export const BasketReplySchema = ok({ basket: BasketSchema });
export type BasketReply = z.infer<typeof BasketReplySchema>;

/** PUT /basket/add: adding a product already in the basket raises its quantity (capped at 9999). */
export const BasketAddBodySchema = z.object({
  basket: BasketRefSchema,
  product: z.number().int().positive().max(2_147_483_647),
  quantity: QuantitySchema,
});
export type BasketAddBody = z.infer<typeof BasketAddBodySchema>;

/** PATCH /basket/update: sets the quantity of line `id`. */
export const BasketUpdateBodySchema = z.object({
  id: z.number().int().positive().max(2_147_483_647),
  product: z.number().int().positive().max(2_147_483_647).optional(),
  quantity: QuantitySchema,
});
export type BasketUpdateBody = z.infer<typeof BasketUpdateBodySchema>;

export const BasketLineParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const DuplicateOrderParamsSchema = z.object({
  orderId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const DuplicateOrderBodySchema = z.object({ basket: BasketRefSchema }).optional();

/** Products of the order no longer sold; the rest were added to the basket. */
export const DuplicateOrderReplySchema = ok({
  basket: BasketSchema,
  skipped: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type DuplicateOrderReply = z.infer<typeof DuplicateOrderReplySchema>;
