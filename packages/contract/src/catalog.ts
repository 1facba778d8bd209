import { z } from 'zod';
import { ok } from './envelope.ts';
import { dbText } from './text.ts';

export const UrlRefSchema = z.object({ url: z.string() });

export const ImageSchema = z.object({
  src: z.string(),
  caption: z.string(),
  cover: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
  /** The sizes of an uploaded image (WebP, some also AVIF) for `srcset`; absent for an image served as it is. */
  variants: z.object({ widths: z.array(z.number().int()), avif: z.array(z.number().int()) }).nullish(),
});
export type Image = z.infer<typeof ImageSchema>;

/**
 * Price fields exist only for logged-in customers; anonymous replies carry none of these keys
 * (docs/requirements/catalogue.md §Prices for logged-in customers only). Amounts are euros with 2 decimals.
 */
export const PriceFieldsSchema = z.object({
  /** customer's unit price incl. VAT */
  price: z.number().optional(),
  /** customer's unit price excl. VAT */
  price_exc_vat: z.number().optional(),
  /** list price excl. VAT */
  base_price_exc_vat: z.number().optional(),
  /** list price incl. VAT (what a price incl. VAT is compared with, e.g. struck through on home cards) */
  base_price: z.number().optional(),
  /** percent applied to the list price */
  discount: z.number().optional(),
  vat_rate: z.number().optional(),
  wish_list: z.boolean().optional(),
});

export const ProductCardSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    short_description: z.string(),
    vendor: z.string(),
    url: UrlRefSchema,
    stock: z.number().int(),
    unit_of_measure: z.string(),
    image: z.array(ImageSchema),
  })
  .extend(PriceFieldsSchema.shape);
export type ProductCard = z.infer<typeof ProductCardSchema>;

export const ParameterSchema = z.object({ category: z.string(), value: z.string(), unit: z.string() });

/** A category in a breadcrumb trail. */
export const BreadcrumbSchema = z.object({ id: z.number().int(), label: z.string(), url: UrlRefSchema });
export type Breadcrumb = z.infer<typeof BreadcrumbSchema>;

export const ProductDetailSchema = ProductCardSchema.extend({
  description: z.string(),
  category: z.object({ id: z.number().int(), label: z.string(), url: UrlRefSchema }),
  /** The product's category path from the top category down to its own, for the breadcrumb. */
  breadcrumbs: z.array(BreadcrumbSchema),
  parameters: z.array(ParameterSchema),
  related_products: z.array(ProductCardSchema),
  has_attachments: z.boolean(),
  /** False for a withdrawn product: its page says it is no longer sold and offers no purchase. */
  on_sale: z.boolean(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const ProductDetailReplySchema = ok({ product: ProductDetailSchema });
export const ProductListReplySchema = ok({ products: z.array(ProductCardSchema) });
export type ProductListReply = z.infer<typeof ProductListReplySchema>;

export interface Category {
  id: number;
  label: string;
  description: string;
  url: { url: string };
  color: string | null;
  bg_color: string | null;
  children: Category[];
}
export const CategorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    label: z.string(),
    description: z.string(),
    url: UrlRefSchema,
    color: z.string().nullable(),
    bg_color: z.string().nullable(),
    children: z.array(CategorySchema),
  }),
);
export const CategoryReplySchema = ok({
  category: CategorySchema,
  /** From the top category down to this one, for the breadcrumb and the side menu. */
  breadcrumbs: z.array(BreadcrumbSchema),
});
export type CategoryReply = z.infer<typeof CategoryReplySchema>;

export const ProductFilterBodySchema = z.object({
  condition: z.object({
    categories: z.object({ id: z.number().int().positive().max(2_147_483_647) }),
    inStock: z.boolean().optional(),
  }),
  order: z.number().int().min(1).max(7).default(1),
});
export type ProductFilterBody = z.infer<typeof ProductFilterBodySchema>;

export const ProductFilterParamsSchema = z.object({
  lang: z.literal('sk'),
  limit: z.coerce.number().int().min(1).max(100),
  offset: z.coerce.number().int().min(0).max(1_000_000),
});

export const ProductFilterReplySchema = ok({
  products: z.array(ProductCardSchema),
  paging: z.object({ filtered_products_count: z.number().int() }),
});
export type ProductFilterReply = z.infer<typeof ProductFilterReplySchema>;

/** The brands on sale: every vendor with at least one active product (the home brand row). */
export const VendorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The brand's logo (a small WebP), when it has one. */
  logo: z.string().nullish(),
});
export const VendorsReplySchema = ok({ vendors: z.array(VendorSchema) });
export type Vendor = z.infer<typeof VendorSchema>;

export const BannerSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  label: z.string(),
  link: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  /** The sizes of an uploaded banner, as a product image's; none for one served as it is. */
  variants: ImageSchema.shape.variants,
});
export const BannersReplySchema = ok({ banners: z.array(BannerSchema) });
export type Banner = z.infer<typeof BannerSchema>;

export const AttachmentSchema = z.object({
  /** The link text; the file name when absent. */
  title: z.string().optional(),
  url: z.string(),
  filename: z.string(),
  filesize: z.number().int(),
  file_icon: z.string(),
});
export const AttachmentGroupSchema = z.object({ title: z.string(), attachments: z.array(AttachmentSchema) });
export const AttachmentsReplySchema = ok({ attachments: z.array(AttachmentGroupSchema) });
export type AttachmentGroup = z.infer<typeof AttachmentGroupSchema>;

/**
 * The product question (docs/requirements/catalogue.md §Product question); `website` is a honeypot
 * that people never fill.
 */
export const ContactSendBodySchema = z.object({
  name: dbText().trim().min(1).max(200),
  email: dbText().trim().min(1).max(254),
  about: dbText().max(500).default(''),
  subject: dbText().max(500).default(''),
  text: dbText({ multiline: true }).trim().min(1).max(5000),
  product: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  phone: dbText().max(50).default(''),
  address: dbText().max(500).default(''),
  stars: z.number().int().min(0).max(5).nullable().optional(),
  website: dbText().max(500).optional(),
});
export type ContactSendBody = z.infer<typeof ContactSendBodySchema>;

export const SlugSchema = dbText().min(1).max(300);
/** GET /attachments/{productCode}. */
export const ProductCodeParamsSchema = z.object({ productCode: dbText().min(1).max(100) });
