import { z } from 'zod';
import { BasketTotalsSchema, CouponSchema } from './basket.ts';
import { ADDRESS_FIELD_MAX, NOTE_MAX, PHONE_PATTERN, ZIP_PATTERN } from './constants.ts';
import { ok } from './envelope.ts';
import { dbText } from './text.ts';

export const ShippingMethodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Price incl. VAT as a numeric string with 2 decimals ("5.90"): docs/requirements/money.md §Cents and rounding. */
  price: z.string(),
  price_exc_vat: z.number(),
  vat_rate: z.number().int(),
  /** collected at a warehouse (sale point) */
  pick_up: z.boolean(),
  default: z.boolean(),
  /** delivered to a Packeta pickup point chosen in the Packeta widget */
  is_packeta: z.boolean(),
});
export type ShippingMethod = z.infer<typeof ShippingMethodSchema>;

export const ShippingMethodsReplySchema = ok({
  shipping_methods: z.array(ShippingMethodSchema),
  /** The Packeta widget key; null = no Packeta methods offered, do not load the widget. */
  packeta_api_key: z.string().nullable(),
});
export type ShippingMethodsReply = z.infer<typeof ShippingMethodsReplySchema>;

export const PaymentOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Price incl. VAT (euros). */
  price: z.number(),
  price_exc_vat: z.number(),
  vat_rate: z.number().int(),
  /** offered with pick-up methods */
  allow_for_store: z.boolean(),
  /** offered with delivery methods */
  allow_for_shipping: z.boolean(),
  /** bank_transfer | cash_on_delivery | cash */
  kind: z.string(),
});
export type PaymentOption = z.infer<typeof PaymentOptionSchema>;
export const PaymentOptionsReplySchema = ok({ payment_options: z.array(PaymentOptionSchema) });
export type PaymentOptionsReply = z.infer<typeof PaymentOptionsReplySchema>;

export const WarehouseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** HTML: street, line break, zip and city, opening hours */
  address: z.string(),
});
export type Warehouse = z.infer<typeof WarehouseSchema>;
export const WarehousesReplySchema = ok({ warehouses: z.array(WarehouseSchema) });
export type WarehousesReply = z.infer<typeof WarehousesReplySchema>;

const required = (max: number) => dbText().trim().min(1).max(max);

/** The checkout address form; the invoice e-mail is never taken from it (it is the account's). */
export const CheckoutAddressSchema = z.object({
  firstName: required(ADDRESS_FIELD_MAX.firstName),
  lastName: required(ADDRESS_FIELD_MAX.lastName),
  street: required(ADDRESS_FIELD_MAX.street),
  city: required(ADDRESS_FIELD_MAX.city),
  zip: dbText().trim().regex(ZIP_PATTERN),
  phone: dbText().trim().regex(PHONE_PATTERN),
});
export type CheckoutAddress = z.infer<typeof CheckoutAddressSchema>;

/** PATCH /basket/address. `delivery` absent or null = deliver to the invoice address. */
export const BasketAddressBodySchema = z.object({
  invoice: CheckoutAddressSchema,
  delivery: CheckoutAddressSchema.nullable().optional(),
});
export type BasketAddressBody = z.infer<typeof BasketAddressBodySchema>;

/** One `{ success: true }` per address given (invoice, then delivery). */
export const BasketAddressReplySchema = ok({ results: z.array(z.object({ success: z.literal(true) })) });
export type BasketAddressReply = z.infer<typeof BasketAddressReplySchema>;

export const PacketaDataSchema = z.object({
  packetaPoint: required(100),
  packetaPointName: required(300),
  /** An address block (street, zip and city), which may come over several lines. */
  packetaPointAddress: dbText({ multiline: true }).trim().min(1).max(500),
});
export type PacketaData = z.infer<typeof PacketaDataSchema>;

const IdSchema = z.number().int().positive().max(2_147_483_647);

/**
 * PATCH /basket/shipping. `packetaData` is required for an is_packeta method. A pick-up method
 * clears the Packeta point; a delivery method clears the sale point; a payment option the new
 * method does not allow is cleared.
 */
export const BasketShippingBodySchema = z.object({
  id: IdSchema,
  packetaData: PacketaDataSchema.nullable().optional(),
});
export type BasketShippingBody = z.infer<typeof BasketShippingBodySchema>;

/** PATCH /basket/sale-point: a warehouse, only with a pick-up method (409 otherwise); null clears it. */
export const BasketSalePointBodySchema = z.object({ id: IdSchema.nullable() });
export type BasketSalePointBody = z.infer<typeof BasketSalePointBodySchema>;

/** PATCH /basket/payment: refused (409, key id) when the chosen shipping method does not allow it. */
export const BasketPaymentBodySchema = z.object({ id: IdSchema });
export type BasketPaymentBody = z.infer<typeof BasketPaymentBodySchema>;

export const BasketNoteBodySchema = z.object({ note: dbText({ multiline: true }).max(NOTE_MAX) });
export type BasketNoteBody = z.infer<typeof BasketNoteBodySchema>;

export const CouponBodySchema = z.object({ code: dbText().trim().min(1).max(50) });
export type CouponBody = z.infer<typeof CouponBodySchema>;
export const CouponReplySchema = ok({ coupon: CouponSchema });
export type CouponReply = z.infer<typeof CouponReplySchema>;

export const PlaceOrderBodySchema = z.object({ newsletter: z.boolean() });
export type PlaceOrderBody = z.infer<typeof PlaceOrderBodySchema>;

/**
 * The placed order; the same Idempotency-Key answers the same order again. A 409 carries a
 * `key` naming the incomplete step: items, invoice, shipping, salePoint, packetaPoint, payment,
 * code (coupon no longer valid) or Idempotency-Key (the key was used with another body).
 */
export const PlaceOrderReplySchema = ok({ order: z.object({ id: z.number().int(), number: z.string() }) });
export type PlaceOrderReply = z.infer<typeof PlaceOrderReplySchema>;

/**
 * GET /basket/totals/{lang}?shipping_method_id=…&payment_option_id=…: the basket's totals with the
 * shipping method and payment option being chosen in the checkout (not yet stored on the basket).
 * One the basket could not use (unknown, not offered, not allowed with the method) counts as none.
 */
export const CheckoutTotalsQuerySchema = z.object({
  shipping_method_id: z.coerce.number().pipe(IdSchema).optional(),
  payment_option_id: z.coerce.number().pipe(IdSchema).optional(),
});
export type CheckoutTotalsQuery = z.infer<typeof CheckoutTotalsQuerySchema>;

/** The basket's totals, plus the VAT the discount takes off and the VAT per rate (euros). */
export const CheckoutTotalsSchema = BasketTotalsSchema.extend({
  discount_vat: z.number(),
  /** per rate: products + fees − discount, and its VAT; the VATs add up to total_vat */
  vat_breakdown: z.array(z.object({ vat_rate: z.number(), base_exc_vat: z.number(), vat: z.number() })),
});
export type CheckoutTotals = z.infer<typeof CheckoutTotalsSchema>;
export const CheckoutTotalsReplySchema = ok({ totals: CheckoutTotalsSchema });
export type CheckoutTotalsReply = z.infer<typeof CheckoutTotalsReplySchema>;
