import type { BlogArticle, BlogCard } from '@shop/contract';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import {
  type BlogArticleRow,
  type BlogCardRow,
  findPublishedBlogBySlug,
  findPublishedBlogs,
} from './blog.repository.ts';

export function toBlogCard(row: BlogCardRow): BlogCard {
  return {
    id: row.id,
    title: row.title,
    perex: row.perex,
    image: row.image,
    url: { url: `/${row.slug}` },
    publish: new Date(row.published_at).toISOString(),
  };
}

export function toBlogArticle(row: BlogArticleRow): BlogArticle {
  return { ...toBlogCard(row), content: row.content };
}

export async function blogPage(db: DbOrTx, limit: number, offset: number) {
  const { rows, count } = await findPublishedBlogs(db, limit, offset);
  return { blogs: rows.map(toBlogCard), count };
}

/** A published post by its slug (`/my-post` from a card's url works too); 404 for unknown or future posts. */
export async function blogArticle(db: DbOrTx, slug: string): Promise<BlogArticle> {
  const row = await findPublishedBlogBySlug(db, slug.replace(/^\/+/, ''));
  if (!row) throw notFound();
  return toBlogArticle(row);
}
