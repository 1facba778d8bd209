import type { BlogCard } from '@shop/contract';
import type { BlogCardRow } from './blog.repository.ts';

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
