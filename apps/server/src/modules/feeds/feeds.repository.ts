import { sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';

/** An active product as the feeds describe it. */
export interface FeedProduct {
  id: number;
  code: string;
  ean: string | null;
  name: string;
  slug: string;
  short_description: string;
  description: string;
  price_cents: number;
  vat_rate: number;
  stock: number;
  vendor: string;
  category_id: number;
  /** The cover image's path (`/media/…`), or null. */
  image: string | null;
}

/**
 * The next `limit` active products after id `afterId`, in id order: the feeds read the catalogue
 * page by page by key, so every page costs the same and 100,000 products never sit in memory.
 */
export function findFeedProducts(db: DbOrTx, afterId: number, limit: number): Promise<FeedProduct[]> {
  return query<FeedProduct>(
    db,
    sql`select p.id, p.code, p.ean, p.name, p.slug, p.short_description, left(p.description, 5000) as description,
               p.price_cents, p.vat_rate, p.stock, v.name as vendor, p.category_id,
               (select i.src from product_images i where i.product_id = p.id order by i.cover desc, i.sort, i.id limit 1) as image
        from products p join vendors v on v.id = p.vendor_id
        where p.active and p.id > ${afterId}
        order by p.id limit ${limit}`,
  );
}
