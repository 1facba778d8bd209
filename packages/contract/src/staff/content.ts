import { z } from 'zod';
import { ok } from '../envelope.ts';
import { dbText } from '../text.ts';
import { RICH_TEXT_MAX } from './catalogue.ts';

/**
 * The back office's blog posts and text pages (docs/requirements/back-office.md §Blog and pages).
 * Routes under /admin/v1/staff/blog-posts and /admin/v1/staff/text-pages, for content and admin.
 * A post or page is stored as a draft or as published from `publishedAt`; published with a time
 * still to come is "scheduled" and shows itself when the time comes.
 */

export const ContentErrorCode = {
  slugExists: 'content.slug-exists',
  /** A save made on an older version of a post or page; the message names who saved last and when. */
  stale: 'content.stale',
} as const;

export const STORED_STATUSES = ['draft', 'published'] as const;
export const PUBLICATION_STATES = ['draft', 'scheduled', 'published'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

const id = z.number().int();
const idParam = z.coerce.number().int().min(1).max(2_147_483_647);
const time = z.string();

export const ContentIdParamsSchema = z.object({ id: idParam });

const slug = dbText()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase letters, digits and single hyphens');

const publication = {
  status: z.enum(STORED_STATUSES),
  publishedAt: z.iso.datetime({ offset: true }),
};

export const BlogPostBodySchema = z.object({
  slug,
  title: dbText().trim().min(1).max(200),
  perex: dbText({ multiline: true }).trim().max(2000),
  content: dbText({ multiline: true }).max(RICH_TEXT_MAX),
  /** The card's image: one of the shop's own files (`/media/…`), or none. */
  image: dbText()
    .trim()
    .max(500)
    .regex(/^\/media\/[\w./-]+$/, 'a /media/ address')
    .nullable(),
  homepage: z.boolean(),
  ...publication,
});
export type BlogPostBody = z.infer<typeof BlogPostBodySchema>;

/** A change names the version the form was loaded at (409 `content.stale` when older). */
const version = z.number().int().min(0).max(2_147_483_647);
export const BlogPostUpdateBodySchema = BlogPostBodySchema.extend({ version });
export type BlogPostUpdateBody = z.infer<typeof BlogPostUpdateBodySchema>;

export const TextPageBodySchema = z.object({
  slug,
  title: dbText().trim().min(1).max(200),
  content: dbText({ multiline: true }).max(RICH_TEXT_MAX),
  ...publication,
});
export type TextPageBody = z.infer<typeof TextPageBodySchema>;
export const TextPageUpdateBodySchema = TextPageBodySchema.extend({ version });
export type TextPageUpdateBody = z.infer<typeof TextPageUpdateBodySchema>;

const listRow = {
  id,
  slug: z.string(),
  title: z.string(),
  state: z.enum(PUBLICATION_STATES),
  publishedAt: time,
  updatedAt: time,
};
/** The version a change names (raised by every save). */
const detail = { ...listRow, version: id };

export const BlogPostRowSchema = z.object(listRow);
export type BlogPostRow = z.infer<typeof BlogPostRowSchema>;
export const BlogPostListReplySchema = ok({ posts: z.array(BlogPostRowSchema) });
export type BlogPostListReply = z.infer<typeof BlogPostListReplySchema>;

export const BlogPostSchema = z.object({
  ...detail,
  perex: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  homepage: z.boolean(),
  status: z.enum(STORED_STATUSES),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;
export const BlogPostReplySchema = ok({ post: BlogPostSchema });
export type BlogPostReply = z.infer<typeof BlogPostReplySchema>;

export const TextPageRowSchema = z.object(listRow);
export type TextPageRow = z.infer<typeof TextPageRowSchema>;
export const TextPageListReplySchema = ok({ pages: z.array(TextPageRowSchema) });
export type TextPageListReply = z.infer<typeof TextPageListReplySchema>;

export const StaffTextPageSchema = z.object({ ...detail, content: z.string(), status: z.enum(STORED_STATUSES) });
export type StaffTextPage = z.infer<typeof StaffTextPageSchema>;
export const StaffTextPageReplySchema = ok({ page: StaffTextPageSchema });
export type StaffTextPageReply = z.infer<typeof StaffTextPageReplySchema>;
