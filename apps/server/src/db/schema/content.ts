import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type ImageVariants, products, tsvector } from './catalog.ts';

/** Menu entries; `menu` names the menu (`main`, `bottom-second`), `urlType` is category | text-page | blog-list. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    menu: text('menu').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    urlType: text('url_type'),
    url: text('url'),
    color: text('color'),
    bgColor: text('bg_color'),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('menu_items_menu_idx').on(t.menu, t.parentId, t.sort)],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  position: text('position').notNull().default('top'),
  image: text('image').notNull(),
  label: text('label').notNull(),
  link: text('link'),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /**
   * The sizes stored for an uploaded image (`image` is the largest WebP), found among its files
   * when the home page is saved; null for an image served as it is (the seeded SVGs).
   */
  variants: jsonb('variants').$type<ImageVariants>(),
  sort: integer('sort').notNull().default(0),
  /** Shown from this time (none: at once) until before `validTo` (none: for good). */
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validTo: timestamp('valid_to', { withTimezone: true }),
});

/**
 * Blog posts and text pages: `draft` is never shown to customers; `published` is shown once its
 * `published_at` has come (a future one is "scheduled"; STORED_STATUSES in
 * packages/contract/src/staff/content.ts, modules/content/content.staff.service.ts `publicationState`).
 */

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    perex: text('perex').notNull().default(''),
    content: text('content').notNull().default(''),
    image: text('image'),
    homepage: integer('homepage').notNull().default(1),
    status: text('status').notNull().default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by every staff save; a save made on an older version is refused (409 `content.stale`). */
    version: integer('version').notNull().default(0),
    /**
     * The words of title, perex and (the first 20,000 characters of) the content, kept with the
     * row: the search reads them without folding every post's text again (migration 0040).
     */
    searchDoc: tsvector('search_doc').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, shop_unaccent(title || ' ' || perex || ' ' || left(content, 20000)))`,
    ),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_idx').on(t.slug),
    index('blog_posts_published_idx').on(t.publishedAt),
    index('blog_posts_search_doc_idx').using('gin', t.searchDoc),
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);

export const textPages = pgTable(
  'text_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    status: text('status').notNull().default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by every staff save; a save made on an older version is refused (409 `content.stale`). */
    version: integer('version').notNull().default(0),
  },
  (t) => [check('text_pages_status_check', sql`${t.status} in ('draft', 'published')`)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  subject: text('subject').notNull().default(''),
  about: text('about').notNull().default(''),
  text: text('text').notNull(),
  productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  ip: text('ip').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
