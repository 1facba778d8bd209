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

export async function findHomepageBlogs(db: DbOrTx, limit: number): Promise<BlogCardRow[]> {
  const rows = await query<BlogCardRow>(db, sql`
    select id, slug, title, perex, image, published_at from blog_posts
    where homepage = 1 and published_at <= now() order by published_at desc, id desc limit ${limit}`);
  return rows;
}
