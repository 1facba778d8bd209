import { sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';
import type { ImageVariants } from '../../db/schema/index.ts';

export interface ProductHeadRow {
  id: number;
  slug: string;
  code: string;
  name: string;
  short_description: string;
  description: string;
  category_id: number;
  vendor: string;
  /** image addresses, cover first */
  images: string[];
  /** the cover's sizes (none for an image served as it is) */
  cover_variants: ImageVariants | null;
}

/** What a product page's head needs, in one indexed query (products.slug is unique). */
export async function findProductForHead(db: DbOrTx, slug: string): Promise<ProductHeadRow | null> {
  const rows = await query<
    Omit<ProductHeadRow, 'images' | 'cover_variants'> & { images: [string, ImageVariants | null][] | null }
  >(
    db,
    sql`
    select p.id, p.slug, p.code, p.name, p.short_description, left(p.description, 2000) as description, p.category_id,
      v.name as vendor,
      (select json_agg(json_build_array(i.src, i.variants) order by i.cover desc, i.sort, i.id)
       from product_images i where i.product_id = p.id) as images
    from products p join vendors v on v.id = p.vendor_id
    where p.slug = ${slug} and p.active limit 1`,
  );
  const row = rows[0];
  if (!row) return null;
  const images = row.images ?? [];
  return { ...row, images: images.map(([src]) => src), cover_variants: images[0]?.[1] ?? null };
}

export async function countActiveProducts(db: DbOrTx): Promise<number> {
  const rows = await query<{ n: number }>(db, sql`select count(*)::int as n from products where active`);
  return Number(rows[0]?.n ?? 0);
}

/** A run of active products in id order (the sitemap's stable order). */
export async function findProductSlugs(db: DbOrTx, limit: number, offset: number) {
  return query<{ slug: string; created_at: Date | string }>(
    db,
    sql`
    select slug, created_at from products where active order by id limit ${limit} offset ${offset}`,
  );
}

/**
 * Where a category that left `path` (a rename or a move) is now: its current path, or null. Asked
 * only when no category has the path. docs/requirements/catalogue.md §Catalogue editing
 */
export async function findCategoryMovedFrom(db: DbOrTx, path: string): Promise<string | null> {
  const rows = await query<{ path: string }>(
    db,
    sql`select c.path from category_former_paths f join categories c on c.id = f.category_id where f.path = ${path}`,
  );
  return rows[0]?.path ?? null;
}
