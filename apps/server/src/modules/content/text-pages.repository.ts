import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { textPages } from '../../db/schema/index.ts';

export async function findTextPageBySlug(db: DbOrTx, slug: string) {
  const rows = await db
    .select({
      slug: textPages.slug,
      title: textPages.title,
      content: textPages.content,
      updatedAt: textPages.updatedAt,
    })
    .from(textPages)
    .where(eq(textPages.slug, slug))
    .limit(1);
  return rows[0] ?? null;
}

/** Slugs and change dates of every text page (sitemap). */
export async function findTextPageSlugs(db: DbOrTx) {
  return db.select({ slug: textPages.slug, updatedAt: textPages.updatedAt }).from(textPages).orderBy(textPages.slug);
}
