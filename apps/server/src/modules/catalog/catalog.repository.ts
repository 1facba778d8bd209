import { isPriceOrdering, PAGE_SIZES } from '@shop/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';
import { inText, plannedOnce, preparedQuery, preparedShapes, queryPreparedShape } from '../../db/prepared.ts';
import type { ImageVariants } from '../../db/schema/index.ts';
import { type DiscountLookup, lookupFingerprint } from './customer-prices.ts';

/** What a customer's price of a product is computed from (customer-prices.ts). */
export interface PricedRow {
  id: number;
  price_cents: number;
  vat_rate: number;
  vendor_id: number;
  category_id: number;
}

/** A product's card as JSON text, as every viewer sees it (no prices), and what its prices come from. */
export interface CardRow extends PricedRow {
  card: string;
}

export interface ProductRow extends PricedRow {
  code: string;
  name: string;
  slug: string;
  short_description: string;
  stock: number;
  unit_of_measure: string;
  vendor: string;
  cover: { src: string; caption: string; width: number; height: number; variants: ImageVariants | null } | null;
}

/** A product read for its card and for its fields (search items, the detail page); its cover is the card's. */
export type ProductCardRow = Omit<ProductRow, 'cover'> & CardRow;

export interface ProductDetailRow extends ProductCardRow {
  description: string;
  /** False when withdrawn: the page is still found and says the product is no longer sold. */
  active: boolean;
}

/** What a card is read from, after `products p`: its vendor `v` and its card `k` (cover included). */
const CARD_JOINS = sql`join vendors v on v.id = p.vendor_id join product_cards k on k.product_id = p.id`;

/**
 * A listing's columns, from `product_cards k` alone: the card as JSON text and its price's sources.
 * PostgreSQL keeps the cards (migration 0033 `product_card_sources`, the one home of the card's
 * shape), so a page reads one narrow row per card, and the server sends the text on as it is.
 * docs/decisions/017-perf-listing.md §Cards as JSON text
 */
const LISTING_COLUMNS = sql`k.product_id as id, k.price_cents, k.vat_rate, k.vendor_id, k.category_id, k.card`;

const CARD_COLUMNS = sql`p.id, p.price_cents, p.vat_rate, p.vendor_id, p.category_id, p.code, p.name, p.slug,
  p.short_description, p.stock, p.unit_of_measure, v.name as vendor, k.card`;

/**
 * ORDER BY over `listing_entries e` for the seven ordering codes; 4 and 5 here are by list price
 * (no customer). Each is served by one index of listing_entries (schema/listing.ts), read from its
 * category's range in this order. Rule: docs/requirements/catalogue.md §Orderings.
 */
const ORDERINGS: Record<number, { key: string; direction: 'asc' | 'desc'; byIdToo: boolean }> = {
  1: { key: 'sort_weight', direction: 'desc', byIdToo: true },
  2: { key: 'name_key', direction: 'asc', byIdToo: true },
  3: { key: 'name_key', direction: 'desc', byIdToo: true },
  4: { key: 'price_cents', direction: 'asc', byIdToo: true },
  5: { key: 'price_cents', direction: 'desc', byIdToo: true },
  // codes are unique
  6: { key: 'code', direction: 'asc', byIdToo: false },
  7: { key: 'code', direction: 'desc', byIdToo: false },
};

function orderingOf(ordering: number) {
  return ORDERINGS[ordering] ?? (ORDERINGS[1] as (typeof ORDERINGS)[number]);
}

/** ORDER BY over `alias` (`listing_entries e`, or a page read from it) for an ordering code. */
export function orderBy(ordering: number, alias = 'e'): SQL {
  const { key, direction, byIdToo } = orderingOf(ordering);
  return sql.raw(`${alias}.${key} ${direction}${byIdToo ? `, ${alias}.product_id ${direction}` : ''}`);
}

/** The columns a customer's price is computed from; a products row `p` unless said otherwise. */
export interface PriceColumns {
  product: SQL;
  price: SQL;
  category: SQL;
  vendor: SQL;
}
const PRODUCT_PRICE_COLUMNS: PriceColumns = {
  product: sql`p.id`,
  price: sql`p.price_cents`,
  category: sql`p.category_id`,
  vendor: sql`p.vendor_id`,
};

/** A group's lookup as SQL values: its entries as JSON text, and its discounts' range. */
interface LookupValues {
  entries: string;
  products: string;
  defaultBp: number;
  /** The smallest and the largest discount any product can get. */
  minBp: number;
  maxBp: number;
  /** What the price keys kept for a group were computed from (price-keys.ts). */
  fingerprint: string;
}

/** Kept per lookup, which is kept per group's loaded rules (catalog.service.ts `lookupOf`). */
const lookupValues = new WeakMap<DiscountLookup, LookupValues>();

function lookupValuesOf(lookup: DiscountLookup): LookupValues {
  let values = lookupValues.get(lookup);
  if (values === undefined) {
    const bps = [lookup.defaultBp, ...lookup.entries.map((e) => e.bp), ...lookup.products.map((e) => e.bp)];
    values = {
      entries: JSON.stringify(lookup.entries.map((e) => ({ c: e.categoryId, v: e.vendorId, bp: e.bp }))),
      products: JSON.stringify(lookup.products.map((e) => ({ p: e.productId, bp: e.bp }))),
      defaultBp: lookup.defaultBp,
      minBp: Math.min(...bps),
      maxBp: Math.max(...bps),
      fingerprint: lookupFingerprint(lookup),
    };
    lookupValues.set(lookup, values);
  }
  return values;
}

/** The lookup's parts in a statement: values, or placeholders of a statement built once. */
interface LookupSql {
  entries: SQL;
  products: SQL;
  defaultBp: SQL;
}

/**
 * A customer's unit price excl. VAT per row, for sorting by it (orderings 4 and 5): the discount
 * looked up in `lookup` (built by `discountLookup` from the pricing rules; the most specific entry
 * wins: product, category and vendor, category, vendor, default), then rounded half away from zero
 * to whole cents as `discountedUnitCents` does (PostgreSQL's `round(numeric)` rounds half away from
 * zero). `joins` go after the table the `columns` are of; `key` is the price in cents.
 */
export function customerPriceOrder(
  lookup: DiscountLookup,
  columns: PriceColumns = PRODUCT_PRICE_COLUMNS,
): { joins: SQL; key: SQL } {
  const values = lookupValuesOf(lookup);
  return customerPriceSql(
    { entries: sql`${values.entries}`, products: sql`${values.products}`, defaultBp: sql`${values.defaultBp}` },
    columns,
  );
}

function customerPriceSql(lookup: LookupSql, columns: PriceColumns): { joins: SQL; key: SQL } {
  // Entries are unique per (category, vendor), so each join adds at most one row; three hash joins
  // read the list once per query, not once per product.
  // The lookups planned once (docs/decisions/017-perf-listing.md §Planned once): a custom plan saw
  // them and, at 1M products, PostgreSQL planned every call (0.9 ms) for the same plan.
  const entries = sql`(select * from json_to_recordset(${plannedOnce(lookup.entries, 'text')}::json) as d(c int, v int, bp int))`;
  const products = sql`(select * from json_to_recordset(${plannedOnce(lookup.products, 'text')}::json) as d(p int, bp int))`;
  const { product, price, category, vendor } = columns;
  return {
    joins: sql`
      left join ${products} d_p on d_p.p = ${product}
      left join ${entries} d_cv on d_cv.c = ${category} and d_cv.v = ${vendor}
      left join ${entries} d_c on d_c.c = ${category} and d_c.v is null
      left join ${entries} d_v on d_v.c is null and d_v.v = ${vendor}`,
    // shop_price_key (migration 0045_price_keys) rounds as the pricing module does, in integers;
    // the kept keys are computed by it too. PostgreSQL inlines it.
    key: sql`shop_price_key(${price}, coalesce(d_p.bp, d_cv.bp, d_c.bp, d_v.bp, ${lookup.defaultBp}::int))`,
  };
}

/**
 * The list-price range that surely holds a page of a listing ordered by the customer's price, so
 * the keys are computed for that range only, not for every product of the category. Every
 * discount of the lookup lies in [minBp, maxBp]. Ascending: the `wanted`-th cheapest list price
 * p_N gives at least `wanted` products whose customer price is at most T = round(p_N × (1 − minBp));
 * a product can only be among the first `wanted` if its price is at most T, which needs its list
 * price × (1 − maxBp) below T + ½. Descending mirrors it. Without a `wanted`-th product (a small
 * category), no bound. `range` filters `e` (listing_entries) in SQL; exact, not an estimate. The
 * bound is an int, so the index scan itself stops there (a numeric bound would be a filter that
 * reads the whole category). `keepMin` and `keepMax` are 10000 − minBp and 10000 − maxBp; a
 * discount of 100 % on the bound's side leaves no bound (`pricesBounded`).
 */
function priceRange(opts: { where: SQL; ascending: boolean; nthOffset: SQL; keepMin: SQL; keepMax: SQL }): SQL {
  const nth = sql`(select b.price_cents::numeric from listing_entries b where ${opts.where}
    order by b.price_cents ${opts.ascending ? sql`asc` : sql`desc`}, b.product_id ${opts.ascending ? sql`asc` : sql`desc`}
    offset ${opts.nthOffset} limit 1)`;
  if (opts.ascending) {
    return sql`e.price_cents <= least(coalesce(ceil((round(${nth} * ${opts.keepMin} / 10000) + 1) * 10000 / ${opts.keepMax}), 2147483647), 2147483647)::int`;
  }
  return sql`e.price_cents >= greatest(coalesce(floor((round(${nth} * ${opts.keepMax} / 10000) - 1) * 10000 / ${opts.keepMin}), -2147483648), -2147483648)::int`;
}

/** Whether a lookup gives any product a discount. */
function discountsAnything(lookup: DiscountLookup): boolean {
  return lookup.defaultBp !== 0 || lookup.entries.length > 0 || lookup.products.length > 0;
}

/** Whether `priceRange` can bound a page: not when a product can get 100 % off (any list price may then be first). */
function pricesBounded(lookup: LookupValues, ascending: boolean): boolean {
  return ascending ? lookup.maxBp < 10000 : lookup.minBp < 10000;
}

/**
 * The values of a page ordered by a customer's price (`pricePage`), by placeholder name. A type,
 * not an interface: a statement's values must be assignable to a Record (`preparedShapes`).
 */
type PricePageValues = {
  categoryId: number;
  /** The customer's price group and their lookup's fingerprint: the kept keys are read if they match. */
  groupId: number;
  fingerprint: string;
  offset: number;
  nthOffset: number;
  entries: string;
  products: string;
  defaultBp: number;
  keepMin: number;
  keepMax: number;
};

/**
 * A page ordered by the customer's price. From the keys kept for the customer's group
 * (`listing_price_keys`, price-keys.ts) when they were computed from the very lookup the request
 * prices its cards with: one range of their index, like the other orderings. Otherwise (the
 * group's rules, its default or the tree changed and the keys are not rewritten yet, or the group
 * has none) the candidates `priceRange` leaves, priced here and sorted. Both in one statement: the
 * fingerprint is checked once, before either branch runs (a one-time filter), and a rewrite
 * committing meanwhile is not seen half-done. docs/decisions/017-perf-listing.md §A price key kept per price group
 * `value` gives each value as SQL: a placeholder for a statement built once, else the value itself.
 */
function pricePage(
  shape: { ascending: boolean; inStock: boolean; bounded: boolean },
  limit: SQL,
  value: (name: keyof PricePageValues) => SQL,
): SQL {
  // The category and the offset planned once: PostgreSQL had planned most calls anew (1.0 ms of
  // planning against 2.2 of execution).
  const category = plannedOnce(value('categoryId'), 'int');
  const price = customerPriceSql(
    { entries: value('entries'), products: value('products'), defaultBp: value('defaultBp') },
    {
      product: sql`e.product_id`,
      price: sql`e.price_cents`,
      category: sql`e.main_category_id`,
      vendor: sql`e.vendor_id`,
    },
  );
  const range = shape.bounded
    ? priceRange({
        where: listingWhere('b', category, shape.inStock),
        ascending: shape.ascending,
        nthOffset: plannedOnce(value('nthOffset'), 'int'),
        keepMin: value('keepMin'),
        keepMax: value('keepMax'),
      })
    : sql`true`;
  const direction = shape.ascending ? sql`asc` : sql`desc`;
  const offset = plannedOnce(value('offset'), 'int');
  const kept = sql`exists (select 1 from price_key_lookups l
    where l.price_group_id = ${value('groupId')} and l.fingerprint = ${value('fingerprint')})`;
  return sql`
    with page as materialized ((
      select z.product_id as id, z.price_key from listing_price_keys z
      where ${kept} and z.price_group_id = ${value('groupId')} and z.category_id = ${category}${shape.inStock ? sql` and z.in_stock` : sql``}
      order by z.price_key ${direction}, z.product_id ${direction}
      limit ${limit} offset ${offset}
    ) union all (
      select e.product_id as id, ${price.key} as price_key from listing_entries e ${price.joins}
      where not ${kept} and ${listingWhere('e', category, shape.inStock)} and ${range}
      order by price_key ${direction}, e.product_id ${direction}
      limit ${limit} offset ${offset}))
    select ${LISTING_COLUMNS}
    from page join product_cards k on k.product_id = page.id
    order by page.price_key ${direction}, page.id ${direction}`;
}

/** Ids as one array parameter (`= any(…)`): one statement text whatever their number, so it can be prepared. */
const idArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

function listingWhere(alias: 'e' | 'b', categoryId: number | SQL, inStock: boolean): SQL {
  const t = sql.raw(alias);
  return sql`${t}.category_id = ${categoryId}${inStock ? sql` and ${t}.in_stock` : sql``}`;
}

/**
 * One page of a category's listing: every active product whose main or further category lies in
 * the category's subtree, once (listing_entries, kept by triggers: migration perf_listing_triggers).
 */
export async function findProductsInCategory(
  db: DbOrTx,
  opts: {
    categoryId: number;
    inStock: boolean;
    ordering: number;
    limit: number;
    offset: number;
    /** The customer's discounts: orderings 4 and 5 sort by the customer's price (without it, by list price). */
    discounts?: DiscountLookup;
    /** The group `discounts` are of, whose kept price keys a page may read (none: priced per request). */
    priceGroupId?: number | null;
  },
): Promise<CardRow[]> {
  // The storefront's page sizes are written into the text, so each statement has a few shapes
  // (orderings, in stock or not, 3 sizes) and is prepared: with the LIMIT known, PostgreSQL keeps
  // one plan instead of planning every call. Any other size (the API allows 1–100) runs
  // unprepared. docs/decisions/017-perf-listing.md §Prepared statements
  const storefrontSize = (PAGE_SIZES as readonly number[]).includes(opts.limit);
  // No discount at all (a customer without a group): the customer's price is the list price,
  // and the list-price ordering is the same order (shop_price_key of a 0 % discount is the price).
  if (opts.discounts && isPriceOrdering(opts.ordering) && !discountsAnything(opts.discounts)) {
    const { discounts: _none, ...listPrice } = opts;
    return findProductsInCategory(db, listPrice);
  }
  if (opts.discounts && isPriceOrdering(opts.ordering)) {
    const lookup = lookupValuesOf(opts.discounts);
    const ascending = opts.ordering === 4;
    const shape = { ascending, inStock: opts.inStock, bounded: pricesBounded(lookup, ascending) };
    const values: PricePageValues = {
      categoryId: opts.categoryId,
      // No group: no stored lookup has id 0, so the page prices its candidates.
      groupId: opts.priceGroupId ?? 0,
      fingerprint: lookup.fingerprint,
      offset: opts.offset,
      nthOffset: opts.offset + opts.limit - 1,
      entries: lookup.entries,
      products: lookup.products,
      defaultBp: lookup.defaultBp,
      keepMin: 10000 - lookup.minBp,
      keepMax: 10000 - lookup.maxBp,
    };
    if (!storefrontSize)
      return query<CardRow>(
        db,
        pricePage(shape, sql`${opts.limit}`, (name) => sql`${values[name]}`),
      );
    // The group's discounts are parameters, so the text has as few shapes as the other orderings'
    // and is prepared like them: planning this join cost about as much as running it. Built once
    // per shape, as the other orderings' pages are. docs/decisions/017-perf-listing.md §Prepared statements
    const name = `price_listing_${ascending ? 'asc' : 'desc'}_${opts.inStock ? 'in_stock' : 'all'}_${opts.limit}${shape.bounded ? '' : '_unbounded'}`;
    return pricePages(name, () => pricePage(shape, inText(opts.limit), (key) => sql`${sql.placeholder(key)}`))(
      db,
      values,
    );
  }
  // The page's ids come from an index-only scan of the ordering's listing_entries index; only
  // those rows are then read in full. The page carries its ordering key, and the final sort of its
  // few rows uses it again: numbering the rows instead (row_number()) would number every row the
  // offset skips. The category and the offset are planned once: at 1M products PostgreSQL planned
  // every call for the same index range (docs/decisions/017-perf-listing.md §Planned once).
  const page = (categoryId: unknown, limit: SQL, offset: unknown) => sql`
    with page as materialized (
      select e.product_id, e.${sql.raw(orderingOf(opts.ordering).key)}
      from listing_entries e
      where ${listingWhere('e', plannedOnce(categoryId, 'int'), opts.inStock)}
      order by ${orderBy(opts.ordering)}
      limit ${limit} offset ${plannedOnce(offset, 'int')})
    select ${LISTING_COLUMNS}
    from page join product_cards k on k.product_id = page.product_id
    order by ${orderBy(opts.ordering, 'page')}`;
  if (!storefrontSize) return query<CardRow>(db, page(opts.categoryId, sql`${opts.limit}`, opts.offset));
  // A storefront size: one of 42 shapes, each built once (drizzle built the text on every request).
  const shape = `listing_${ORDERINGS[opts.ordering] ? opts.ordering : 1}_${opts.inStock ? 'in_stock' : 'all'}_${opts.limit}`;
  return listingPages(shape, () => page(sql.placeholder('categoryId'), inText(opts.limit), sql.placeholder('offset')))(
    db,
    { categoryId: opts.categoryId, offset: opts.offset },
  );
}
const listingPages = preparedShapes<CardRow, { categoryId: number; offset: number }>();
const pricePages = preparedShapes<CardRow, PricePageValues>();

/** Active products a category lists (its whole subtree, each product once): all and in stock. */
export async function countListingEntries(db: DbOrTx, categoryId: number): Promise<{ all: number; inStock: number }> {
  const [row] = await queryPreparedShape<{ all: number; in_stock: number }>(
    db,
    sql`select count(*)::int as all, (count(*) filter (where in_stock))::int as in_stock
        from listing_entries where category_id = ${categoryId}`,
  );
  return { all: row?.all ?? 0, inStock: row?.in_stock ?? 0 };
}

/** A product as a search hit shows it: its card, and the name, code and text the hit repeats. */
export type ProductHitRow = CardRow & Pick<ProductRow, 'code' | 'name' | 'slug' | 'short_description'>;

/**
 * The search hits (ProductHitRow) of the products whose ids `ids` gives (an int[] expression that
 * no plan looks into, so it is planned once), in no order; those no longer on sale are left out.
 * It joins no more than it needs: without the vendors, 0.07 → 0.04 ms of execution.
 */
export const productHitsSql = (ids: SQL) => sql`
    select ${LISTING_COLUMNS}, p.code, p.name, p.slug, p.short_description
    from product_cards k join products p on p.id = k.product_id
    where p.active and k.product_id = any(${ids})`;

/** Hits in the order of `ids`, without those that are not among `rows`. */
export function inIdOrder<Row extends { id: number }>(ids: number[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findProductsByIds(db: DbOrTx, ids: number[]): Promise<ProductHitRow[]> {
  if (ids.length === 0) return [];
  // The ids as one array parameter: one statement text, prepared, whatever their number (the
  // search's dropdown and pages read their products here), planned once whatever their number.
  const rows = await queryPreparedShape<ProductHitRow>(db, productHitsSql(plannedOnce(idArray(ids), 'int[]')));
  return inIdOrder(ids, rows);
}

export async function findHomepageProducts(db: DbOrTx, limit: number): Promise<CardRow[]> {
  const rows = await query<CardRow>(
    db,
    sql`
    select ${LISTING_COLUMNS} from products p join product_cards k on k.product_id = p.id
    where p.active and p.homepage order by p.homepage_sort asc nulls last, p.id desc limit ${limit}`,
  );
  return rows;
}

/** Every vendor staff show in the brand row with at least one product on sale, by name. */
export async function findVendorsOnSale(db: DbOrTx): Promise<{ id: number; name: string; logo: string | null }[]> {
  return query<{ id: number; name: string; logo: string | null }>(
    db,
    sql`
    select v.id, v.name, v.logo from vendors v
    where v.show_on_homepage and exists (select 1 from products p where p.vendor_id = v.id and p.active)
    order by v.name, v.id`,
  );
}

export interface ProductDetailData {
  row: ProductDetailRow;
  images: {
    src: string;
    caption: string;
    cover: boolean;
    width: number;
    height: number;
    variants: ImageVariants | null;
  }[];
  parameters: { category: string; value: string; unit: string }[];
  /** The related products still sold, in their order. */
  related: CardRow[];
  attachments: number;
}

/**
 * `findProductDetail`'s statement, built once (drizzle built its text on every request: about 4 % of
 * the server's CPU for a product page; docs/decisions/017-perf-listing.md §The dropdown's statement built once).
 */
const productDetailStatement = preparedQuery<
  ProductDetailRow & {
    images: ProductDetailData['images'] | null;
    parameters: ProductDetailData['parameters'] | null;
    related: CardRow[] | null;
    attachments: number;
  },
  { slug: string }
>(
  'product_detail',
  sql`
    with d as (
      select ${CARD_COLUMNS}, p.description, p.active
      from products p ${CARD_JOINS}
      where p.slug = ${sql.placeholder('slug')} limit 1)
    select d.*,
      (select json_agg(json_build_object('src', src, 'caption', caption, 'cover', cover, 'width', width, 'height', height,
                                         'variants', variants)
                       order by cover desc, sort, id) from product_images where product_id = d.id) as images,
      (select json_agg(json_build_object('category', category, 'value', value, 'unit', unit) order by sort, id)
         from product_parameters where product_id = d.id) as parameters,
      (select json_agg(r order by r.related_sort, r.id) from (
         select ${LISTING_COLUMNS}, rp.sort as related_sort
         from related_products rp join products p on p.id = rp.related_id join product_cards k on k.product_id = p.id
         where rp.product_id = d.id and p.active) r) as related,
      (select count(*)::int from product_attachments where product_id = d.id) as attachments
    from d`,
);

/**
 * A sold product by its slug with everything its page shows — images (cover first), parameters,
 * the related products' card rows and the attachment count — in one round trip (a product not yet
 * in the read cache is the slow case of the detail page).
 */
export async function findProductDetail(db: DbOrTx, slug: string): Promise<ProductDetailData | null> {
  const rows = await productDetailStatement(db, { slug });
  const found = rows[0];
  if (!found) return null;
  const { images, parameters, related, attachments, ...row } = found;
  return {
    row,
    images: images ?? [],
    parameters: parameters ?? [],
    related: (related ?? []).map(({ related_sort: _sort, ...card }: CardRow & { related_sort?: number }) => card),
    attachments: Number(attachments ?? 0),
  };
}

export async function findAttachmentsByCode(db: DbOrTx, code: string) {
  const rows = await query<{
    title: string;
    group: string;
    url: string;
    filename: string;
    filesize: number;
    mime_type: string;
  }>(
    db,
    sql`
    select a.title, a."group", a.url, a.filename, a.filesize, a.mime_type
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
  const rows = await queryPreparedShape<{ product_id: number }>(
    db,
    sql`
    select product_id from wishlist_items where customer_id = ${customerId} and product_id = any(${idArray(productIds)})`,
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
    variants: ImageVariants | null;
  }>(
    db,
    sql`
    select id, image, label, link, width, height, variants from banners
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
