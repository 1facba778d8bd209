import { sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';

export interface BlogCardRow {
  id: number;
  slug: string;
  title: string;
  perex: string;
  image: string | null;
  published_at: Date | string;
}

export interface BlogArticleRow extends BlogCardRow {
  content: string;
}

/**
 * Only published posts whose publication time has come are visible anywhere: a draft never, a
 * scheduled one from its time on (docs/requirements/back-office.md §Blog and pages).
 */
const PUBLISHED = sql`status = 'published' and published_at <= now()`;

export async function findHomepageBlogs(db: DbOrTx, limit: number): Promise<BlogCardRow[]> {
  const rows = await query<BlogCardRow>(
    db,
    sql`
    select id, slug, title, perex, image, published_at from blog_posts
    where homepage = 1 and ${PUBLISHED} order by published_at desc, id desc limit ${limit}`,
  );
  return rows;
}

/** One page of published posts, newest first, with the number of all published posts. */
export async function findPublishedBlogs(db: DbOrTx, limit: number, offset: number) {
  const rows = await query<BlogCardRow & { total: number }>(
    db,
    sql`
    select id, slug, title, perex, image, published_at, count(*) over ()::int as total from blog_posts
    where ${PUBLISHED} order by published_at desc, id desc limit ${limit} offset ${offset}`,
  );
  if (rows.length > 0 || offset === 0) return { rows, count: Number(rows[0]?.total ?? 0) };
  // Past the last page the window has no row to carry the total.
  const counted = await query<{ n: number }>(db, sql`select count(*)::int as n from blog_posts where ${PUBLISHED}`);
  return { rows, count: Number(counted[0]?.n ?? 0) };
}

export async function findPublishedBlogBySlug(db: DbOrTx, slug: string): Promise<BlogArticleRow | null> {
  const rows = await query<BlogArticleRow>(
    db,
    sql`
    select id, slug, title, perex, content, image, published_at from blog_posts
    where slug = ${slug} and ${PUBLISHED} limit 1`,
  );
  return rows[0] ?? null;
}

/** Slugs and dates of every published post (sitemap). */
export async function findPublishedBlogSlugs(db: DbOrTx) {
  return query<{ slug: string; published_at: Date | string }>(
    db,
    sql`
    select slug, published_at from blog_posts where ${PUBLISHED} order by published_at desc, id desc`,
  );
}
