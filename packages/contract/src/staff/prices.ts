import { z } from 'zod';
import { ok } from '../envelope.ts';
import { dbText } from '../text.ts';

/**
 * The back office's price groups, their discount rules and coupons
 * (docs/requirements/back-office.md §Price groups and rules, §Coupons). Routes under
 * /admin/v1/staff/price-groups and /admin/v1/staff/coupons, for sales and admin.
 */

/** Their error codes; the Slovak texts are in apps/staff/src/i18n/sk.json. */
export const PricesErrorCode = {
  /** The group's rules were saved by someone else since the form was loaded. */
  stale: 'prices.stale',
  productUnknown: 'prices.product-unknown',
  vendorUnknown: 'prices.vendor-unknown',
  categoryUnknown: 'prices.category-unknown',
  couponCodeExists: 'coupons.code-exists',
  customerUnknown: 'coupons.customer-unknown',
} as const;

const id = z.number().int();
const idParam = z.coerce.number().int().min(1).max(2_147_483_647);
const refId = z.number().int().min(1).max(2_147_483_647);
/** A discount in basis points: 1250 = 12,5 %. */
const bp = z.number().int().min(0).max(10_000);
/** ISO time. */
const time = z.string();

export const PriceGroupParamsSchema = z.object({ id: idParam });

export const PriceGroupRowSchema = z.object({
  id,
  name: z.string(),
  defaultDiscountBp: z.number().int(),
  rules: z.number().int(),
  customers: z.number().int(),
});
export const PriceGroupListReplySchema = ok({ groups: z.array(PriceGroupRowSchema) });
export type PriceGroupListReply = z.infer<typeof PriceGroupListReplySchema>;

/**
 * One rule as staff edit it: for a product (its code alone), a vendor, a category (with its
 * subcategories) or a vendor within a category.
 */
export const DiscountRuleInputSchema = z
  .object({
    productCode: dbText().trim().min(1).max(100).nullable(),
    vendorId: refId.nullable(),
    categoryId: refId.nullable(),
    discountBp: bp,
  })
  .refine((r) => (r.productCode !== null ? r.vendorId === null && r.categoryId === null : true), {
    message: 'a product rule names the product only',
    path: ['productCode'],
  })
  .refine((r) => r.productCode !== null || r.vendorId !== null || r.categoryId !== null, {
    message: 'name a product, a vendor or a category',
    path: ['vendorId'],
  });
export type DiscountRuleInput = z.infer<typeof DiscountRuleInputSchema>;

export const DiscountRuleSchema = z.object({
  productCode: z.string().nullable(),
  productName: z.string().nullable(),
  vendorId: id.nullable(),
  categoryId: id.nullable(),
  discountBp: z.number().int(),
});
export type DiscountRule = z.infer<typeof DiscountRuleSchema>;

/** The rules of a group as they will be: what a preview prices and a save stores. */
export const PriceGroupRulesSchema = z.object({
  defaultDiscountBp: bp,
  rules: z.array(DiscountRuleInputSchema).max(500),
});
export type PriceGroupRules = z.infer<typeof PriceGroupRulesSchema>;

/** A save names the version the form was loaded at (409 `prices.stale` when older). */
export const PriceGroupSaveBodySchema = PriceGroupRulesSchema.extend({ version: z.number().int().min(0) });
export type PriceGroupSaveBody = z.infer<typeof PriceGroupSaveBodySchema>;

export const PriceGroupDetailReplySchema = ok({
  group: z.object({
    id,
    name: z.string(),
    version: z.number().int(),
    defaultDiscountBp: z.number().int(),
    rules: z.array(DiscountRuleSchema),
  }),
  vendors: z.array(z.object({ id, name: z.string() })),
  /** Every category with its full label path (`Kamerové systémy › IP kamery`). */
  categories: z.array(z.object({ id, label: z.string() })),
});
export type PriceGroupDetailReply = z.infer<typeof PriceGroupDetailReplySchema>;

/** A product the rules touch, priced under the stored rules and the edited ones (excl. VAT). */
export const PricePreviewRowSchema = z.object({
  productId: id,
  code: z.string(),
  name: z.string(),
  baseCents: z.number().int(),
  beforeBp: z.number().int(),
  beforeCents: z.number().int(),
  afterBp: z.number().int(),
  afterCents: z.number().int(),
});
export type PricePreviewRow = z.infer<typeof PricePreviewRowSchema>;
export const PricePreviewReplySchema = ok({ samples: z.array(PricePreviewRowSchema) });
export type PricePreviewReply = z.infer<typeof PricePreviewReplySchema>;

// ---- Coupons ----

export const COUPON_CODE_MAX = 40;

export const StaffCouponParamsSchema = z.object({ id: idParam });

export const StaffCouponSchema = z.object({
  id,
  code: z.string(),
  discountPercent: z.number().int().nullable(),
  discountAmountCents: z.number().int().nullable(),
  validFrom: time.nullable(),
  validTo: time.nullable(),
  usageLimit: z.number().int().nullable(),
  /** Uses counted by the checkout (a cancelled order gives its use back). */
  usedCount: z.number().int(),
  /** Orders placed with it. */
  orders: z.number().int(),
  customer: z.object({ id, companyName: z.string(), email: z.string() }).nullable(),
  active: z.boolean(),
  createdAt: time,
});
export type StaffCoupon = z.infer<typeof StaffCouponSchema>;
export const StaffCouponListReplySchema = ok({ coupons: z.array(StaffCouponSchema) });
export type StaffCouponListReply = z.infer<typeof StaffCouponListReplySchema>;
export const StaffCouponReplySchema = ok({ coupon: StaffCouponSchema });
export type StaffCouponReply = z.infer<typeof StaffCouponReplySchema>;

const isoTime = z.iso.datetime({ offset: true });

/** Percent (whole, 1–100) or an amount excl. VAT in cents; `customerEmail` null: for every customer. */
export const StaffCouponBodySchema = z
  .object({
    code: dbText()
      .trim()
      .min(1)
      .max(COUPON_CODE_MAX)
      .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
    discountPercent: z.number().int().min(1).max(100).nullable(),
    discountAmountCents: z.number().int().min(1).max(100_000_000).nullable(),
    validFrom: isoTime.nullable(),
    validTo: isoTime.nullable(),
    usageLimit: z.number().int().min(1).max(1_000_000).nullable(),
    customerEmail: dbText().trim().toLowerCase().max(254).nullable(),
    active: z.boolean(),
  })
  .refine((c) => (c.discountPercent === null) !== (c.discountAmountCents === null), {
    message: 'either a percent or an amount',
    path: ['discountPercent'],
  })
  .refine((c) => !c.validFrom || !c.validTo || Date.parse(c.validFrom) < Date.parse(c.validTo), {
    message: 'must be after the start',
    path: ['validTo'],
  });
export type StaffCouponBody = z.infer<typeof StaffCouponBodySchema>;
