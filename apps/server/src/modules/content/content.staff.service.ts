import {
  type BlogPost,
  type BlogPostBody,
  type BlogPostRow,
  ContentErrorCode,
  type PublicationState,
  type StaffTextPage,
  type TextPageBody,
  type TextPageRow,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import { violatedUniqueIndex } from '../../db/errors.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import { staleEdit } from '../catalogue-editing/catalogue.service.ts';
import { diffChanges, recordAudit } from '../staff/audit.ts';
import {
  type BlogPostValues,
  findBlogPostRow,
  findTextPageRow,
  insertBlogPost,
  insertTextPage,
  listBlogPostRows,
  listTextPageRows,
  type TextPageValues,
  updateBlogPost,
  updateTextPage,
} from './content.staff.repository.ts';
import { sanitizeRichText } from './sanitize.ts';

/**
 * Blog posts and text pages in the back office (docs/requirements/back-office.md §Blog and pages).
 * The HTML is sanitized here, on write, whatever the client sent (modules/content/sanitize.ts).
 * Customers see a post or page only when it is published and its time has come (the storefront's
 * reads filter on both), so a scheduled one needs no job. A save drops this process's read caches
 * (`catalogueChanged`, which also clears the anonymous reply cache). A change names the version
 * the form was loaded at; one made on an older version is refused (409 `content.stale`, naming who
 * saved last and when), so two people editing one post cannot silently overwrite each other.
 */

/** Where a change is made: the record and the version its form was loaded at; null creates one. */
export type EditOf = { id: number; version: number } | null;

export function publicationState(row: { status: string; publishedAt: Date }, now = new Date()): PublicationState {
  if (row.status !== 'published') return 'draft';
  return row.publishedAt > now ? 'scheduled' : 'published';
}

type Stored = { status: 'draft' | 'published' };
const statusOf = (status: string): Stored['status'] => (status === 'published' ? 'published' : 'draft');

const listRow = (row: {
  id: number;
  slug: string;
  title: string;
  status: string;
  publishedAt: Date;
  updatedAt: Date;
}) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  state: publicationState(row),
  publishedAt: row.publishedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A slug taken by another post (or page): 400 at `slug`, also when two saves race. */
async function uniqueSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (violatedUniqueIndex(err)?.includes('slug')) throw badRequest('slug', ContentErrorCode.slugExists);
    throw err;
  }
}

const STATE_TEXT: Record<PublicationState, string> = {
  draft: 'koncept',
  scheduled: 'naplánovaný',
  published: 'zverejnený',
};

// ---- Blog posts ----

export async function blogPostList(shop: Shop): Promise<BlogPostRow[]> {
  return (await listBlogPostRows(shop.db)).map(listRow);
}

export async function blogPostDetail(shop: Shop, id: number): Promise<BlogPost> {
  const row = await findBlogPostRow(shop.db, id);
  if (!row) throw notFound();
  return {
    ...listRow(row),
    version: row.version,
    perex: row.perex,
    content: row.content,
    image: row.image,
    homepage: row.homepage === 1,
    status: statusOf(row.status),
  };
}

const blogValues = (body: BlogPostBody): BlogPostValues => ({
  slug: body.slug,
  title: body.title,
  perex: body.perex,
  content: sanitizeRichText(body.content),
  image: body.image,
  homepage: body.homepage ? 1 : 0,
  status: body.status,
  publishedAt: new Date(body.publishedAt),
});

const BLOG_AUDITED = ['slug', 'title', 'perex', 'content', 'image', 'homepage', 'status', 'publishedAt'] as const;

export async function saveBlogPost(
  shop: Shop,
  request: FastifyRequest,
  edit: EditOf,
  body: BlogPostBody,
): Promise<BlogPost> {
  const values = blogValues(body);
  const savedId = await uniqueSlug(() =>
    shop.db.transaction(async (tx) => {
      const before = edit === null ? null : await findBlogPostRow(tx, edit.id, true);
      if (edit !== null && !before) throw notFound();
      if (edit && before && before.version !== edit.version) {
        throw await staleEdit(tx, 'blog_post', before.id, 'Článok', ContentErrorCode.stale);
      }
      const rowId = before ? before.id : await insertBlogPost(tx, values);
      if (before) await updateBlogPost(tx, rowId, values);
      const state =
        STATE_TEXT[publicationState({ status: values.status ?? 'draft', publishedAt: new Date(body.publishedAt) })];
      await recordAudit(tx, request, {
        action: before ? 'blog_post.edit' : 'blog_post.create',
        entity: 'blog_post',
        entityId: rowId,
        summary: `${before ? 'Upravil' : 'Vytvoril'} článok blogu ${values.title} (${state})`,
        changes: diffChanges((before ?? {}) as Partial<BlogPostValues>, values, [...BLOG_AUDITED]),
      });
      return rowId;
    }),
  );
  shop.catalog.catalogueChanged();
  return blogPostDetail(shop, savedId);
}

// ---- Text pages ----

export async function textPageList(shop: Shop): Promise<TextPageRow[]> {
  return (await listTextPageRows(shop.db)).map(listRow);
}

export async function textPageDetail(shop: Shop, id: number): Promise<StaffTextPage> {
  const row = await findTextPageRow(shop.db, id);
  if (!row) throw notFound();
  return { ...listRow(row), version: row.version, content: row.content, status: statusOf(row.status) };
}

const pageValues = (body: TextPageBody): TextPageValues => ({
  slug: body.slug,
  title: body.title,
  content: sanitizeRichText(body.content),
  status: body.status,
  publishedAt: new Date(body.publishedAt),
});

const PAGE_AUDITED = ['slug', 'title', 'content', 'status', 'publishedAt'] as const;

export async function saveTextPage(
  shop: Shop,
  request: FastifyRequest,
  edit: EditOf,
  body: TextPageBody,
): Promise<StaffTextPage> {
  const values = pageValues(body);
  const savedId = await uniqueSlug(() =>
    shop.db.transaction(async (tx) => {
      const before = edit === null ? null : await findTextPageRow(tx, edit.id, true);
      if (edit !== null && !before) throw notFound();
      if (edit && before && before.version !== edit.version) {
        throw await staleEdit(tx, 'text_page', before.id, 'Stránku', ContentErrorCode.stale);
      }
      const rowId = before ? before.id : await insertTextPage(tx, values);
      if (before) await updateTextPage(tx, rowId, values);
      await recordAudit(tx, request, {
        action: before ? 'text_page.edit' : 'text_page.create',
        entity: 'text_page',
        entityId: rowId,
        summary: `${before ? 'Upravil' : 'Vytvoril'} stránku ${values.title}`,
        changes: diffChanges((before ?? {}) as Partial<TextPageValues>, values, [...PAGE_AUDITED]),
      });
      return rowId;
    }),
  );
  shop.catalog.catalogueChanged();
  return textPageDetail(shop, savedId);
}
