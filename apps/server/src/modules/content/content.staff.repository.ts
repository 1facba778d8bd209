import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { blogPosts, textPages } from '../../db/schema/index.ts';

// The back office's reads and writes of blog posts and text pages (content.staff.service.ts).

export type BlogPostValues = Omit<typeof blogPosts.$inferInsert, 'id' | 'version'>;

// Every column but the search's words (migration 0040), which staff never see.
const { searchDoc: _searchDoc, ...blogPostColumns } = getTableColumns(blogPosts);
export type TextPageValues = Omit<typeof textPages.$inferInsert, 'id' | 'version'>;

export async function listBlogPostRows(db: DbOrTx) {
  return db.select(blogPostColumns).from(blogPosts).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
}

export async function findBlogPostRow(db: DbOrTx, id: number, lock = false) {
  const q = db.select(blogPostColumns).from(blogPosts).where(eq(blogPosts.id, id));
  return (await (lock ? q.for('update') : q))[0] ?? null;
}

export async function insertBlogPost(db: DbOrTx, values: BlogPostValues) {
  const [row] = await db.insert(blogPosts).values(values).returning({ id: blogPosts.id });
  if (!row) throw new Error('blog post not inserted');
  return row.id;
}

export async function updateBlogPost(db: DbOrTx, id: number, values: BlogPostValues) {
  await db
    .update(blogPosts)
    .set({ ...values, updatedAt: sql`now()`, version: sql`${blogPosts.version} + 1` })
    .where(eq(blogPosts.id, id));
}

export async function listTextPageRows(db: DbOrTx) {
  return db.select().from(textPages).orderBy(textPages.title, textPages.id);
}

export async function findTextPageRow(db: DbOrTx, id: number, lock = false) {
  const q = db.select().from(textPages).where(eq(textPages.id, id));
  return (await (lock ? q.for('update') : q))[0] ?? null;
}

export async function insertTextPage(db: DbOrTx, values: TextPageValues) {
  const [row] = await db.insert(textPages).values(values).returning({ id: textPages.id });
  if (!row) throw new Error('text page not inserted');
  return row.id;
}

export async function updateTextPage(db: DbOrTx, id: number, values: TextPageValues) {
  await db
    .update(textPages)
    .set({ ...values, updatedAt: sql`now()`, version: sql`${textPages.version} + 1` })
    .where(eq(textPages.id, id));
}
