import { z } from 'zod';
import { ok } from '../envelope.ts';
import { dbText } from '../text.ts';

/**
 * The home page as staff arrange it (docs/requirements/back-office.md §Homepage): the banners of
 * the slideshow, the offer products in their order, and the brands in the brand row. Routes under
 * /admin/v1/staff/homepage, for content and admin.
 */

export const HomepageErrorCode = {
  productUnknown: 'homepage.product-unknown',
  vendorUnknown: 'homepage.vendor-unknown',
} as const;

const id = z.number().int();
const isoTime = z.iso.datetime({ offset: true });

export const BannerInputSchema = z
  .object({
    /** One of the shop's own files (`/media/…`). */
    image: dbText()
      .trim()
      .max(500)
      .regex(/^\/media\/[\w./-]+$/, 'a /media/ address'),
    label: dbText().trim().min(1).max(200),
    /** A path in the shop (`/category/cctv`) or an https address; none: not a link. */
    link: dbText()
      .trim()
      .max(500)
      .regex(/^(\/[^/\\]|\/$|https:\/\/)/, 'a path in the shop or an https address')
      .nullable(),
    width: z.number().int().min(1).max(10_000),
    height: z.number().int().min(1).max(10_000),
    validFrom: isoTime.nullable(),
    validTo: isoTime.nullable(),
  })
  .refine((b) => !b.validFrom || !b.validTo || Date.parse(b.validFrom) < Date.parse(b.validTo), {
    message: 'must be after the start',
    path: ['validTo'],
  });
export type BannerInput = z.infer<typeof BannerInputSchema>;

/** The whole home page at once; banners and offer products in the order given. */
export const HomepageBodySchema = z.object({
  banners: z.array(BannerInputSchema).max(20),
  offerCodes: z.array(dbText().trim().min(1).max(100)).max(48),
  brandIds: z.array(z.number().int().min(1).max(2_147_483_647)).max(1000),
});
export type HomepageBody = z.infer<typeof HomepageBodySchema>;

export const HomepageReplySchema = ok({
  banners: z.array(
    z.object({
      id,
      image: z.string(),
      label: z.string(),
      link: z.string().nullable(),
      width: z.number().int(),
      height: z.number().int(),
      validFrom: z.string().nullable(),
      validTo: z.string().nullable(),
    }),
  ),
  offers: z.array(z.object({ id, code: z.string(), name: z.string() })),
  /** Every vendor with a product on sale; `shown`: in the brand row. */
  brands: z.array(z.object({ id, name: z.string(), shown: z.boolean() })),
});
export type HomepageReply = z.infer<typeof HomepageReplySchema>;

/**
 * An uploaded banner image (POST /admin/v1/staff/homepage/banner-image, multipart `file`: JPEG,
 * PNG or WebP): the largest WebP's address, its size, and the sizes made (as a product image's).
 */
export const BannerImageSchema = z.object({
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.object({ widths: z.array(z.number().int()), avif: z.array(z.number().int()) }),
});
export type BannerImage = z.infer<typeof BannerImageSchema>;
export const BannerImageReplySchema = ok({ banner: BannerImageSchema });
export type BannerImageReply = z.infer<typeof BannerImageReplySchema>;
