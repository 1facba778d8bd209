import { isPriceOrdering } from '@shop/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type { DiscountLookup } from './customer-prices.ts';

export interface ProductRow {
  id: number;
  code: string;
  name: string;
  slug: string;
  short_description: string;
  stock: number;
  unit_of_measure: string;
  price_cents: number;
  vat_rate: number;
  vendor_id: number;
  category_id: number;
  vendor: string;
  cover: { src: string; caption: string; width: number; height: number } | null;
}

export interface ProductDetailRow extends ProductRow {
  description: string;
}

const CARD_COLUMNS = sql`p.id, p.code, p.name, p.slug, p.short_description, p.stock, p.unit_of_measure,
  p.price_cents, p.vat_rate, p.vendor_id, p.category_id, v.name as vendor,
  (select json_build_object('src', i.src, 'caption', i.caption, 'width', i.width, 'height', i.height)
     from product_images i where i.product_id = p.id order by i.cover desc, i.sort, i.id limit 1) as cover`;

/** ORDER BY for the seven ordering codes (docs/requirements/catalogue.md §Orderings); 4 and 5 here are by list price (no customer). */
const ORDER_BY: Record<number, SQL> = {
  1: sql`p.id desc`,
  2: sql`p.name_key asc, p.id asc`,
  3: sql`p.name_key desc, p.id desc`,
  4: sql`p.price_cents asc, p.id asc`,
  5: sql`p.price_cents desc, p.id desc`,
  6: sql`p.code asc`,
  7: sql`p.code desc`,
};

export function orderBy(ordering: number): SQL {
  return ORDER_BY[ordering] ?? sql`p.id desc`;
}

/**
 * A customer's unit price excl. VAT per product row `p`, for sorting by it (orderings 4 and 5):
 * the discount looked up in `lookup` (built by `discountLookup` from the pricing rules; the most
 * specific entry wins: product, category and vendor, category, vendor, default), then rounded half away
 * from zero to whole cents as `discountedUnitCents` does (PostgreSQL's `round(numeric)` rounds
 * half away from zero). `joins` go after `products p`; `key` is the price in cents.
 */
export function customerPriceOrder(lookup: DiscountLookup): { joins: SQL; key: SQL } {
  const json = JSON.stringify(lookup.entries.map((e) => ({ c: e.categoryId, v: e.vendorId, bp: e.bp })));
  // Entries are unique per (category, vendor), so each join adds at most one row; three hash joins
  // read the list once per query, not once per product.
  const entries = sql`(select * from json_to_recordset(${json}::json) as d(c int, v int, bp int))`;
  const productJson = JSON.stringify(lookup.products.map((e) => ({ p: e.productId, bp: e.bp })));
  const products = sql`(select * from json_to_recordset(${productJson}::json) as d(p int, bp int))`;
  return {
    joins: sql`
      left join ${products} d_p on d_p.p = p.id
      left join ${entries} d_cv on d_cv.c = p.category_id and d_cv.v = p.vendor_id
      left join ${entries} d_c on d_c.c = p.category_id and d_c.v is null
      left join ${entries} d_v on d_v.c is null and d_v.v = p.vendor_id`,
    key: sql`round(p.price_cents::numeric * (10000 - coalesce(d_p.bp, d_cv.bp, d_c.bp, d_v.bp, ${lookup.defaultBp}::int)) / 10000)`,
  };
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

function listingWhere(categoryIds: number[], inStock: boolean) {
  return sql`p.active and p.category_id in (${idList(categoryIds)})${inStock ? sql` and p.stock > 0` : sql``}`;
}

export async function findProductsInCategories(
  db: DbOrTx,
  opts: {
    categoryIds: number[];
    inStock: boolean;
    ordering: number;
    limit: number;
    offset: number;
    /** The customer's discounts: orderings 4 and 5 sort by the customer's price (without it, by list price). */
    discounts?: DiscountLookup;
  },
): Promise<ProductRow[]> {
  if (opts.categoryIds.length === 0) return [];
  if (opts.discounts && isPriceOrdering(opts.ordering)) {
    const price = customerPriceOrder(opts.discounts);
    const direction = opts.ordering === 4 ? sql`asc` : sql`desc`;
    return query<ProductRow>(
      db,
      sql`
      with page as materialized (
        select p.id, ${price.key} as price_key from products p ${price.joins}
        where ${listingWhere(opts.categoryIds, opts.inStock)}
        order by price_key ${direction}, p.id ${direction}
        limit ${opts.limit} offset ${opts.offset})
      select ${CARD_COLUMNS}
      from page join products p on p.id = page.id join vendors v on v.id = p.vendor_id
      order by page.price_key ${direction}, p.id ${direction}`,
    );
  }
  // The page's ids come from an index-only scan of a listing index (migration 0003); only those
  // rows are then read in full.
  const rows = await query<ProductRow>(
    db,
    sql`
    with page as materialized (
      select p.id from products p
      where ${listingWhere(opts.categoryIds, opts.inStock)}
      order by ${orderBy(opts.ordering)}
      limit ${opts.limit} offset ${opts.offset})
    select ${CARD_COLUMNS}
    from page join products p on p.id = page.id join vendors v on v.id = p.vendor_id
    order by ${orderBy(opts.ordering)}`,
  );
  return rows;
}

export async function findProductsByIds(db: DbOrTx, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await query<ProductRow>(
    db,
    sql`
    select ${CARD_COLUMNS} from products p join vendors v on v.id = p.vendor_id
    where p.active and p.id in (${idList(ids)})`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findHomepageProducts(db: DbOrTx, limit: number): Promise<ProductRow[]> {
  const rows = await query<ProductRow>(
    db,
    sql`
    select ${CARD_COLUMNS} from products p join vendors v on v.id = p.vendor_id
    where p.active and p.homepage order by p.homepage_sort asc nulls last, p.id desc limit ${limit}`,
  );
  return rows;
}

/** Every vendor staff show in the brand row with at least one product on sale, by name. */
export async function findVendorsOnSale(db: DbOrTx): Promise<{ id: number; name: string }[]> {
  return query<{ id: number; name: string }>(
    db,
    sql`
    select v.id, v.name from vendors v
    where v.show_on_homepage and exists (select 1 from products p where p.vendor_id = v.id and p.active)
    order by v.name, v.id`,
  );
}

export interface ProductDetailData {
  row: ProductDetailRow;
  images: { src: string; caption: string; cover: boolean; width: number; height: number }[];
  parameters: { category: string; value: string; unit: string }[];
  /** The related products still sold, in their order. */
  related: ProductRow[];
  attachments: number;
}

/**
 * A sold product by its slug with everything its page shows — images (cover first), parameters,
 * the related products' card rows and the attachment count — in one round trip (a product not yet
 * in the read cache is the slow case of the detail page).
 */
export async function findProductDetail(db: DbOrTx, slug: string): Promise<ProductDetailData | null> {
  const rows = await query<
    ProductDetailRow & {
      images: ProductDetailData['images'] | null;
      parameters: ProductDetailData['parameters'] | null;
      related: ProductRow[] | null;
      attachments: number;
    }
  >(
    db,
    sql`
    with d as (
      select ${CARD_COLUMNS}, p.description
      from products p join vendors v on v.id = p.vendor_id
      where p.slug = ${slug} and p.active limit 1)
    select d.*,
      (select json_agg(json_build_object('src', src, 'caption', caption, 'cover', cover, 'width', width, 'height', height)
                       order by cover desc, sort, id) from product_images where product_id = d.id) as images,
      (select json_agg(json_build_object('category', category, 'value', value, 'unit', unit) order by sort, id)
         from product_parameters where product_id = d.id) as parameters,
      (select json_agg(r order by r.related_sort, r.id) from (
         select ${CARD_COLUMNS}, rp.sort as related_sort
         from related_products rp join products p on p.id = rp.related_id join vendors v on v.id = p.vendor_id
         where rp.product_id = d.id and p.active) r) as related,
      (select count(*)::int from product_attachments where product_id = d.id) as attachments
    from d`,
  );
  const found = rows[0];
  if (!found) return null;
  const { images, parameters, related, attachments, ...row } = found;
  return {
    row,
    images: images ?? [],
    parameters: parameters ?? [],
    related: (related ?? []).map(({ related_sort: _sort, ...card }: ProductRow & { related_sort?: number }) => card),
    attachments: Number(attachments ?? 0),
  };
}

export async function findAttachmentsByCode(db: DbOrTx, code: string) {
  const rows = await query<{ title: string; url: string; filename: string; filesize: number; mime_type: string }>(
    db,
    sql`
    select a.title, a.url, a.filename, a.filesize, a.mime_type
    from product_attachments a join products p on p.id = a.product_id
    where p.code = ${code} and p.active
    order by a.sort, a.id`,
  );
  return rows;
}

export async function productExistsByCode(db: DbOrTx, code: string): Promise<boolean> {
  const rows = await query(db, sql`select 1 from products where code = ${code} and active limit 1`);
  return rows.length > 0;
}

export async function findWishlistedIds(db: DbOrTx, customerId: number, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await query<{ product_id: number }>(
    db,
    sql`
    select product_id from wishlist_items where customer_id = ${customerId} and product_id in (${idList(productIds)})`,
  );
  return new Set(rows.map((r) => r.product_id));
}

export async function findBanners(db: DbOrTx, position: string) {
  const rows = await query<{
    id: number;
    image: string;
    label: string;
    link: string | null;
    width: number;
    height: number;
  }>(
    db,
    sql`
    select id, image, label, link, width, height from banners
    where position = ${position}
      and (valid_from is null or valid_from <= now()) and (valid_to is null or valid_to > now())
    order by sort, id`,
  );
  return rows;
}

export interface DiscountRuleRow {
  default_bp: number;
  product_id: number | null;
  vendor_id: number | null;
  category_id: number | null;
  discount_bp: number | null;
}

const discountRulesQuery = preparedQuery<DiscountRuleRow, { priceGroupId: number }>(
  'discount_rules',
  sql`
    select g.default_discount_bp as default_bp, r.product_id, r.vendor_id, r.category_id, r.discount_bp
    from price_groups g left join discount_rules r on r.price_group_id = g.id
    where g.id = ${sql.placeholder('priceGroupId')}`,
);

export async function findDiscountRules(db: DbOrTx, priceGroupId: number) {
  return discountRulesQuery(db, { priceGroupId });
}
