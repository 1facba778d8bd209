import { z } from 'zod';
import { ok } from '../envelope.ts';
import { isProductVatRate } from '../product-fields.ts';
import { dbText } from '../text.ts';
import { STAFF_PAGE_SIZE } from './constants.ts';

/**
 * The back office's catalogue editing: products, categories, vendors
 * (docs/requirements/catalogue.md §Catalogue editing). Routes under
 * /admin/v1/staff/catalogue, for content and admin.
 */

/** The catalogue screens' error codes; the Slovak texts are in apps/staff/src/i18n/sk.json. */
export const CatalogueErrorCode = {
  codeTaken: 'catalogue.code-taken',
  eanTaken: 'catalogue.ean-taken',
  badEan: 'catalogue.bad-ean',
  badCode: 'catalogue.bad-code',
  badPrice: 'catalogue.bad-price',
  unknownCategory: 'catalogue.unknown-category',
  unknownVendor: 'catalogue.unknown-vendor',
  unknownProduct: 'catalogue.unknown-product',
  ordered: 'catalogue.ordered',
  slugTaken: 'catalogue.slug-taken',
  moveIntoItself: 'catalogue.move-into-itself',
  categoryInUse: 'catalogue.category-in-use',
  vendorInUse: 'catalogue.vendor-in-use',
  vendorTaken: 'catalogue.vendor-taken',
} as const;

const id = z.number().int();
const idParam = z.coerce.number().int().min(1).max(2_147_483_647);
export const CatalogueIdParamsSchema = z.object({ id: idParam });

/**
 * Longest rich text any editor sends (a long product description with tables, a blog post); the
 * server sanitizes it before storing. One limit for every rich-text field.
 */
export const RICH_TEXT_MAX = 200_000;
/** Longest short description (plain text, a few sentences). */
export const SHORT_DESCRIPTION_MAX = 2000;
/** Most parameters, further categories and related products one product carries. */
export const PRODUCT_PARAMETERS_MAX = 100;
export const PRODUCT_LINKS_MAX = 50;

// ------------------------------------------------------------------ products

export const PRODUCT_SOLD_FILTERS = ['yes', 'no'] as const;

/** The product list's search (code, EAN, name), filters and offset page (`after` is the next offset). */
export const CatalogueProductsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  /** A category id: products whose main or further category lies in its subtree. */
  category: idParam.optional(),
  vendor: idParam.optional(),
  sold: z.enum(PRODUCT_SOLD_FILTERS).optional(),
  outOfStock: z.enum(['1']).optional(),
  missingImage: z.enum(['1']).optional(),
  after: z.coerce.number().int().min(0).max(10_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(STAFF_PAGE_SIZE),
});

export const CatalogueProductRowSchema = z.object({
  id,
  code: z.string(),
  ean: z.string().nullable(),
  name: z.string(),
  vendor: z.string(),
  category: z.string(),
  priceCents: z.number().int(),
  stock: z.number().int(),
  active: z.boolean(),
  imageCount: z.number().int(),
});
export type CatalogueProductRow = z.infer<typeof CatalogueProductRowSchema>;

export const CatalogueProductsReplySchema = ok({
  products: z.array(CatalogueProductRowSchema),
  count: z.number().int(),
  next: z.string().nullable(),
});
export type CatalogueProductsReply = z.infer<typeof CatalogueProductsReplySchema>;

export const ProductParameterSchema = z.object({
  name: dbText().trim().min(1).max(200),
  value: dbText().trim().min(1).max(500),
  unit: dbText().trim().max(50).default(''),
});
export type ProductParameter = z.infer<typeof ProductParameterSchema>;

/**
 * A product as the editor sends it. Code, EAN and price follow product-fields.ts (their one
 * home); the service applies them so each refusal names its field and its own code.
 */
export const ProductInputSchema = z.object({
  /** Checked by the service against PRODUCT_CODE_PATTERN, so the refusal carries its own code. */
  code: dbText().trim().max(100),
  /** Empty, or a GTIN with a valid check digit (`isValidEan`, checked by the service). */
  ean: dbText().trim().max(20).default(''),
  name: dbText().trim().min(1).max(300),
  vendorId: id.min(1),
  categoryId: id.min(1),
  /** Further categories besides the main one. */
  categoryIds: z.array(id.min(1)).max(PRODUCT_LINKS_MAX).default([]),
  /** Plain text (the storefront shows it as text); markup is dropped on write. */
  shortDescription: dbText({ multiline: true }).max(SHORT_DESCRIPTION_MAX).default(''),
  /** Rich text, sanitized on write. */
  description: dbText({ multiline: true }).max(RICH_TEXT_MAX).default(''),
  parameters: z.array(ProductParameterSchema).max(PRODUCT_PARAMETERS_MAX).default([]),
  stock: z.number().int().min(0).max(1_000_000_000),
  unitOfMeasure: dbText().trim().min(1).max(20).default('ks'),
  vatRate: z.number().int().refine(isProductVatRate),
  /** Excl. VAT as typed: `12,50`. */
  price: dbText().trim().max(30),
  relatedIds: z.array(id.min(1)).max(PRODUCT_LINKS_MAX).default([]),
  sortWeight: z.number().int().min(-1_000_000).max(1_000_000).default(0),
});
export type ProductInput = z.input<typeof ProductInputSchema>;

/** An edit names the version it was made against: a stale one is refused (409). */
export const ProductUpdateSchema = ProductInputSchema.extend({ version: id });
export type ProductUpdate = z.input<typeof ProductUpdateSchema>;

export const ProductSaleBodySchema = z.object({ active: z.boolean(), version: id });
export const ProductDuplicateBodySchema = z.object({ code: dbText().trim().max(100) });
export const ProductDeleteBodySchema = z.object({ version: id });

const RefSchema = z.object({ id, name: z.string() });

export const CatalogueProductSchema = z.object({
  id,
  code: z.string(),
  ean: z.string(),
  name: z.string(),
  slug: z.string(),
  vendorId: id,
  categoryId: id,
  categoryIds: z.array(id),
  shortDescription: z.string(),
  description: z.string(),
  parameters: z.array(z.object({ name: z.string(), value: z.string(), unit: z.string() })),
  stock: z.number().int(),
  unitOfMeasure: z.string(),
  vatRate: z.number().int(),
  priceCents: z.number().int(),
  /** The price as the editor shows it: `12,50`. */
  priceText: z.string(),
  related: z.array(RefSchema.extend({ code: z.string() })),
  sortWeight: z.number().int(),
  active: z.boolean(),
  version: id,
  /** Whether an order names it: such a product is withdrawn, never deleted. */
  ordered: z.boolean(),
  imageCount: z.number().int(),
});
export type CatalogueProduct = z.infer<typeof CatalogueProductSchema>;
export const CatalogueProductReplySchema = ok({ product: CatalogueProductSchema });
export type CatalogueProductReply = z.infer<typeof CatalogueProductReplySchema>;

export const ParameterNamesQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
export const ParameterNamesReplySchema = ok({ names: z.array(z.string()) });
export type ParameterNamesReply = z.infer<typeof ParameterNamesReplySchema>;

// ------------------------------------------------------------------ categories

/** `#rgb` or `#rrggbb`, or empty for none. */
const colour = z
  .string()
  .trim()
  .regex(/^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})?$/)
  .default('');
/** A URL segment: lower-case letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const CategoryInputSchema = z.object({
  label: dbText().trim().min(1).max(200),
  /** Empty: made from the label. */
  slug: dbText()
    .trim()
    .refine((value) => value === '' || (value.length <= 100 && SLUG_PATTERN.test(value)))
    .default(''),
  parentId: id.min(1).nullable(),
  color: colour,
  bgColor: colour,
  description: dbText({ multiline: true }).max(RICH_TEXT_MAX).default(''),
});
export type CategoryInput = z.input<typeof CategoryInputSchema>;

export const CategoryReorderBodySchema = z.object({ direction: z.enum(['up', 'down']) });

export const CatalogueCategorySchema = z.object({
  id,
  parentId: id.nullable(),
  label: z.string(),
  slug: z.string(),
  path: z.string(),
  depth: z.number().int(),
  sort: z.number().int(),
  color: z.string(),
  bgColor: z.string(),
  description: z.string(),
  /** Products whose main or further category it is (not counting descendants). */
  productCount: z.number().int(),
  childCount: z.number().int(),
});
export type CatalogueCategory = z.infer<typeof CatalogueCategorySchema>;
/** Every category in tree order (a parent before its children, siblings by `sort`). */
export const CatalogueCategoriesReplySchema = ok({ categories: z.array(CatalogueCategorySchema) });
export type CatalogueCategoriesReply = z.infer<typeof CatalogueCategoriesReplySchema>;
export const CatalogueCategoryReplySchema = ok({ category: CatalogueCategorySchema });
export type CatalogueCategoryReply = z.infer<typeof CatalogueCategoryReplySchema>;

// ------------------------------------------------------------------ vendors

export const VendorInputSchema = z.object({ name: dbText().trim().min(1).max(200) });
export const CatalogueVendorSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  productCount: z.number().int(),
});
export type CatalogueVendor = z.infer<typeof CatalogueVendorSchema>;
export const CatalogueVendorsReplySchema = ok({ vendors: z.array(CatalogueVendorSchema) });
export type CatalogueVendorsReply = z.infer<typeof CatalogueVendorsReplySchema>;
export const CatalogueVendorReplySchema = ok({ vendor: CatalogueVendorSchema });
