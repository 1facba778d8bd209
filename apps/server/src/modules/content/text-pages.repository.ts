import { and, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { textPages } from '../../db/schema/index.ts';

/** A draft page is never shown, a scheduled one from its time on (docs/requirements/back-office.md §Blog and pages). */
const visible = and(eq(textPages.status, 'published'), lte(textPages.publishedAt, sql`now()`));

export async function findTextPageBySlug(db: DbOrTx, slug: string) {
  const rows = await db
    .select({
      slug: textPages.slug,
      title: textPages.title,
      content: textPages.content,
      updatedAt: textPages.updatedAt,
    })
    .from(textPages)
    .where(and(eq(textPages.slug, slug), visible))
    .limit(1);
  return rows[0] ?? null;
}

/** Slugs and change dates of every text page (sitemap). */
export async function findTextPageSlugs(db: DbOrTx) {
  return db
    .select({ slug: textPages.slug, updatedAt: textPages.updatedAt })
    .from(textPages)
    .where(visible)
    .orderBy(textPages.slug);
}
