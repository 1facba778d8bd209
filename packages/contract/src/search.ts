import { z } from 'zod';
import { ProductCardSchema, UrlRefSchema } from './catalog.ts';
import { SEARCH_ITEM_TYPES, SEARCH_PAGE_SIZE } from './constants.ts';
import { ok } from './envelope.ts';

/** The search text as typed (percent-encoded as one path segment); blank after trimming → 400 key `query`. */
export const SearchQuerySchema = z.string().trim().min(1);

export const SearchParamsSchema = z.object({ query: SearchQuerySchema, lang: z.literal('sk') });

export const SearchProductsParamsSchema = z.object({
  query: SearchQuerySchema,
  lang: z.literal('sk'),
  limit: z.coerce.number().int().min(1).max(100).default(SEARCH_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/**
 * One dropdown entry. `url.url` is, by type: the product slug (`/product/{url}`), the category
 * path (`/category/{url}`), or `/{slug}` of a blog post (`/blog/sk{url}`, as on blog cards).
 */
export const SearchItemSchema = z.object({
  type: z.enum(SEARCH_ITEM_TYPES),
  id: z.number().int(),
  name: z.string(),
  /** the product code; '' for categories and blog posts */
  code: z.string(),
  /** plain text (no HTML), at most ~160 characters */
  description: z.string(),
  /** image address, or null (the web shows its placeholder) */
  image: z.string().nullable(),
  url: UrlRefSchema,
  /** the customer's unit price excl. VAT: products, logged-in customers only (absent otherwise) */
  price_exc_vat: z.number().optional(),
});
export type SearchItem = z.infer<typeof SearchItemSchema>;

/** Total matches of each kind (each capped at SEARCH_COUNT_CAP), not only those in `items`. */
export const SearchCountsSchema = z.object({
  product: z.number().int(),
  blog: z.number().int(),
  category: z.number().int(),
});

/**
 * GET /search/{query}/{lang}: at most 5 products, 3 categories and 3 blog posts, best first
 * (products: code exact, then code prefix, then name words starting with the query, then any
 * other match; typo-tolerant matches only when nothing matches literally). `full_count` is the
 * sum of `more_results`.
 */
export const SearchReplySchema = ok({
  items: z.array(SearchItemSchema),
  more_results: SearchCountsSchema,
  full_count: z.number().int(),
});
export type SearchReply = z.infer<typeof SearchReplySchema>;

/** GET /search-products/{query}/{lang}/{limit}/{offset}: the results page, same order as the dropdown. */
export const SearchProductsReplySchema = ok({
  items: z.array(ProductCardSchema),
  full_count: z.number().int(),
});
export type SearchProductsReply = z.infer<typeof SearchProductsReplySchema>;
