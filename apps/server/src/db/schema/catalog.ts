import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
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

/** A full-text document; written only by PostgreSQL (generated column). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const vendors = pgTable('vendors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** The brand's logo as the shop serves it (a `media` path), or null. */
  logo: text('logo'),
  /** In the home page's brand row (when it also has a product on sale); staff choose, all by default. */
  showOnHomepage: boolean('show_on_homepage').notNull().default(true),
});

/** Category tree; `path` is the slash-joined slug path (`ezs/ustredne`) used in URLs and descendant filters. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    label: text('label').notNull(),
    slug: text('slug').notNull(),
    path: text('path').notNull().unique(),
    depth: integer('depth').notNull(),
    description: text('description').notNull().default(''),
    color: text('color'),
    bgColor: text('bg_color'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId),
    index('categories_path_prefix_idx').using('btree', sql`${t.path} text_pattern_ops`),
  ],
);

/**
 * A category's former addresses: a rename or a move of it or of an ancestor keeps the old path,
 * which the storefront then redirects (301) to where the category is now. A live category's path
 * always wins over a former one. docs/requirements/catalogue.md §Catalogue editing
 */
export const categoryFormerPaths = pgTable(
  'category_former_paths',
  {
    path: text('path').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('category_former_paths_category_idx').on(t.categoryId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** GTIN-8/12/13/14 with a valid check digit; unique when present (docs/requirements/catalogue.md §Catalogue editing). */
    ean: text('ean'),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    stock: integer('stock').notNull().default(0),
    unitOfMeasure: text('unit_of_measure').notNull().default('ks'),
    /** List price excl. VAT in cents. */
    priceCents: integer('price_cents').notNull(),
    /** VAT rate in whole percent (23, 19, 5). */
    vatRate: integer('vat_rate').notNull().default(23),
    homepage: boolean('homepage').notNull().default(false),
    /** Position among the home page's offer products (staff order them); null sorts after, newest first. */
    homepageSort: integer('homepage_sort'),
    /** On sale; false = withdrawn. An ordered product is never deleted (docs/requirements/catalogue.md §Catalogue editing). */
    active: boolean('active').notNull().default(true),
    /** Raises (> 0) or lowers (< 0) the product in the default ordering; 0 for most products. */
    sortWeight: integer('sort_weight').notNull().default(0),
    /** Raised by every staff edit; an edit made against an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Search keys (modules/search), computed by PostgreSQL on write. Stored rather than indexed
    // expressions because shop_unaccent() costs ~2 µs per call and the search rechecks and ranks
    // thousands of rows per query: name and code without diacritics, case or punctuation, each
    // word preceded by a space (so `LIKE '% kamer%'` is a word-prefix match the trigram index serves).
    searchText: text('search_text').generatedAlwaysAs(
      sql`' ' || regexp_replace(lower(shop_unaccent(name || ' ' || code)), '[^a-z0-9]+', ' ', 'g')`,
    ),
    /** The code with letters and digits only (`DS-2CD 2143` → `ds2cd2143`) for exact and prefix matches. */
    codeKey: text('code_key').generatedAlwaysAs(sql`regexp_replace(lower(shop_unaccent(code)), '[^a-z0-9]+', '', 'g')`),
    /** The name as the listing sorts it (orderings 2 and 3): without diacritics or case. */
    nameKey: text('name_key').generatedAlwaysAs(sql`lower(shop_unaccent(name))`),
    /** Words of the short and (the first 4000 characters of the) long description. */
    searchDoc: tsvector('search_doc').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, shop_unaccent(short_description || ' ' || left(description, 4000)))`,
    ),
  },
  // Listings read listing_entries (schema/listing.ts), not these rows; stock is in no index here,
  // so stock updates stay HOT.
  (t) => [
    index('products_category_id_idx').on(t.categoryId),
    index('products_vendor_idx').on(t.vendorId),
    uniqueIndex('products_ean_idx').on(t.ean),
    index('products_homepage_idx').on(t.id).where(sql`${t.homepage}`),
    // Search (modules/search). Names and codes are searched in product_search (below); the last
    // tier (description, vendor or name in one OR) reads products, and a bitmap OR needs an index
    // on each arm, so the trigram index stays here too (without it that tier scanned every row:
    // 300–465 ms a call at 1k products). The GIN indexes keep fastupdate on: inserting a row's
    // trigrams one by one makes bulk imports ~3x slower; after an import VACUUM (or autovacuum)
    // merges the pending list, which searches would otherwise scan.
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_search_doc_idx').using('gin', t.searchDoc),
  ],
);

/**
 * The search keys of names and codes, a narrow copy of `products` (id, active, search_text,
 * code_key) kept by triggers (migration `product_search`): a search tier reads up to 1,000
 * matching rows, which here are some 80 bytes each instead of the products' 1.75 kB
 * (docs/decisions/017-perf-listing.md §A narrow table for search).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull(),
    searchText: text('search_text').notNull(),
    codeKey: text('code_key').notNull(),
  },
  (t) => [
    // fastupdate on, as for products_search_doc_idx
    index('product_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The code tier's walk in code order (modules/search/search.repository.ts `codeRange`).
    index('product_search_code_idx')
      .using('btree', sql`${t.codeKey} text_pattern_ops`, t.productId)
      .where(sql`${t.active}`),
  ],
);

/**
 * Every word of an active product's name and code (`search_text` split at its spaces), once per
 * product, with the product's `search_text` (the tier's sort key): a one-word search's "a word
 * starts with it" tier is a range of the primary key (`word` in the C collation, so `like 'kam%'`
 * is a btree range) read from the index alone, however common the prefix. Kept by triggers on
 * product_search (migration `product_words`). The key holds `sort_key` after `word`, so one word's
 * products come in name order (migration `word_counts`).
 * docs/decisions/017-perf-listing.md §Words for a one-word search
 */
export const productWords = pgTable(
  'product_words',
  {
    word: text('word').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortKey: text('sort_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.word, t.sortKey, t.productId] }),
    index('product_words_product_idx').on(t.productId),
  ],
);

/**
 * Every word product_words has held, once (migration `product_word_list`): its trigram index
 * finds the words a one-word search's token is inside of, and product_words their products, for
 * the "inside a word" tier. Kept by triggers on product_words; a word no product has any more
 * stays with no products and matches nothing. `products`: how many products hold the word, so a
 * common word's count needs none of its entries read (migration `word_counts`).
 * docs/decisions/017-perf-listing.md §Words a token is inside of
 */
export const productWordList = pgTable(
  'product_word_list',
  { word: text('word').primaryKey(), products: integer('products').notNull().default(0) },
  (t) => [index('product_word_list_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    src: text('src').notNull(),
    caption: text('caption').notNull().default(''),
    cover: boolean('cover').notNull().default(false),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sort: integer('sort').notNull().default(0),
    /**
     * The sizes made from an uploaded image: each width as WebP and, where it paid, AVIF. Null for
     * an image served as it is (the seeded SVGs).
     */
    variants: jsonb('variants').$type<ImageVariants>(),
  },
  // In the order every reader takes a product's images (the cover first), so a listing's cover of
  // each card is the first index entry, not a sort (docs/decisions/017-perf-listing.md §Cover images).
  (t) => [index('product_images_cover_idx').on(t.productId, t.cover.desc().nullsFirst(), t.sort, t.id)],
);

export interface ImageVariants {
  widths: number[];
  /** The widths that also have an AVIF file (kept only where it was clearly smaller than the WebP). */
  avif: number[];
  /** The uploaded original's SHA-256 (set by the catalogue import, which compares it on a re-run). */
  source?: string;
}

/**
 * The categories a product is listed in besides its main one (`products.category_id`, which
 * breadcrumbs, prices and the page head use). A category's listing shows the products whose main
 * category or one of these lies in its subtree. Never holds the main category itself.
 */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.productId),
  ],
);

/**
 * Every parameter name used so far (`product_parameters.category`): what the editor offers while
 * typing a name, so one property keeps one spelling. Filled by a statement trigger (migration
 * catalogue_parameter_names), never pruned.
 */
export const parameterNames = pgTable('parameter_names', {
  name: text('name').primaryKey(),
});

export const productParameters = pgTable(
  'product_parameters',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    value: text('value').notNull(),
    unit: text('unit').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('product_parameters_product_idx').on(t.productId, t.sort)],
);

export const productAttachments = pgTable(
  'product_attachments',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The link text the product page shows. */
    title: text('title').notNull(),
    /** The heading the attachment is listed under on the product page ("Technický list", "Návod", "Certifikát"). */
    group: text('group').notNull().default(''),
    filename: text('filename').notNull(),
    url: text('url').notNull(),
    filesize: integer('filesize').notNull(),
    mimeType: text('mime_type').notNull().default('application/pdf'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('product_attachments_product_idx').on(t.productId, t.sort)],
);

export const relatedProducts = pgTable(
  'related_products',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedId] })],
);

/**
 * Binary files the shop serves itself (product images, datasheets, banners). Kept in the
 * database so every server process behind a load balancer serves the same files.
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    etag: text('etag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('media_path_idx').on(t.path)],
);

/**
 * Every word (letters only, 4+ characters, folded) that has appeared in a product's name or code:
 * the vocabulary the search corrects typos against. Filled by triggers on products (migration
 * 0002), so imports and the seed need not know about it; never pruned (a stale word only leads
 * to a corrected search that finds nothing).
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});
