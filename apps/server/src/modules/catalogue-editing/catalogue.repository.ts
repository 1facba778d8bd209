import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';
import {
  categories,
  productCategories,
  productParameters,
  products,
  relatedProducts,
  vendors,
} from '../../db/schema/index.ts';

// The back office's reads and writes of the catalogue (catalogue.service.ts). The storefront's
// listing queries stay in modules/catalog; these read for staff, withdrawn products included.

export interface ProductListFilter {
  q?: string | undefined;
  /** The subtree's path (`ezs/ustredne`): products whose main or further category lies in it. */
  categoryPath?: string | undefined;
  vendorId?: number | undefined;
  sold?: 'yes' | 'no' | undefined;
  outOfStock?: boolean | undefined;
  missingImage?: boolean | undefined;
}

export interface ProductListRow {
  id: number;
  code: string;
  ean: string | null;
  name: string;
  vendor: string;
  category: string;
  priceCents: number;
  stock: number;
  active: boolean;
  imageCount: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listConditions(filter: ProductListFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    parts.push(
      sql`(p.code ilike ${pattern} or p.ean = ${filter.q} or p.name_key like lower(shop_unaccent(${pattern})))`,
    );
  }
  if (filter.categoryPath !== undefined) {
    const prefix = `${filter.categoryPath.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;
    parts.push(sql`exists (
      select 1 from categories c
      where (c.id = p.category_id or c.id in (select pc.category_id from product_categories pc where pc.product_id = p.id))
        and (c.path = ${filter.categoryPath} or c.path like ${prefix}))`);
  }
  if (filter.vendorId !== undefined) parts.push(sql`p.vendor_id = ${filter.vendorId}`);
  if (filter.sold === 'yes') parts.push(sql`p.active`);
  if (filter.sold === 'no') parts.push(sql`not p.active`);
  if (filter.outOfStock) parts.push(sql`p.stock <= 0`);
  if (filter.missingImage) parts.push(sql`not exists (select 1 from product_images i where i.product_id = p.id)`);
  return sql.join(parts, sql` and `);
}

/** A page of the staff product list, newest first, and the number of matches. */
export async function productPage(db: DbOrTx, filter: ProductListFilter, offset: number, limit: number) {
  const where = listConditions(filter);
  const [rows, total] = await Promise.all([
    query<ProductListRow>(
      db,
      sql`select p.id, p.code, p.ean, p.name, v.name as vendor, c.label as category,
            p.price_cents as "priceCents", p.stock, p.active,
            (select count(*)::int from product_images i where i.product_id = p.id) as "imageCount"
          from products p join vendors v on v.id = p.vendor_id join categories c on c.id = p.category_id
          where ${where} order by p.id desc limit ${limit} offset ${offset}`,
    ),
    query<{ n: number }>(db, sql`select count(*)::int as n from products p where ${where}`),
  ]);
  return { rows, count: Number(total[0]?.n ?? 0) };
}

export async function findProductForUpdate(db: DbOrTx, id: number) {
  const rows = await db.select().from(products).where(eq(products.id, id)).for('update');
  return rows[0] ?? null;
}

export async function findProduct(db: DbOrTx, id: number) {
  const rows = await db.select().from(products).where(eq(products.id, id));
  return rows[0] ?? null;
}

export async function productLinks(db: DbOrTx, id: number) {
  // In turn, not in parallel: the save reads them in its transaction, whose statements share one
  // client (src/test/one-query-per-client.ts).
  const further = await db
    .select({ categoryId: productCategories.categoryId })
    .from(productCategories)
    .where(eq(productCategories.productId, id))
    .orderBy(asc(productCategories.categoryId));
  const parameters = await db
    .select({ name: productParameters.category, value: productParameters.value, unit: productParameters.unit })
    .from(productParameters)
    .where(eq(productParameters.productId, id))
    .orderBy(asc(productParameters.sort), asc(productParameters.id));
  const related = await db
    .select({ id: products.id, name: products.name, code: products.code })
    .from(relatedProducts)
    .innerJoin(products, eq(products.id, relatedProducts.relatedId))
    .where(eq(relatedProducts.productId, id))
    .orderBy(asc(relatedProducts.sort));
  const usage = await query<{ ordered: boolean; images: number }>(
    db,
    sql`select exists (select 1 from order_lines where product_id = ${id}) as ordered,
          (select count(*)::int from product_images where product_id = ${id}) as images`,
  );
  return {
    categoryIds: further.map((r) => r.categoryId),
    parameters,
    related,
    ordered: Boolean(usage[0]?.ordered),
    imageCount: Number(usage[0]?.images ?? 0),
  };
}

export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'version' | 'active' | 'homepage'>;

export async function insertProduct(db: DbOrTx, values: ProductValues & { active?: boolean }): Promise<number> {
  const rows = await db.insert(products).values(values).returning({ id: products.id });
  return (rows[0] as { id: number }).id;
}

/** Writes the fields and raises the version (the caller has checked the one it was made against). */
export async function updateProduct(db: DbOrTx, id: number, values: Partial<ProductValues> & { active?: boolean }) {
  await db
    .update(products)
    .set({ ...values, version: sql`${products.version} + 1` })
    .where(eq(products.id, id));
}

/** Replaces the further categories, parameters and related products of a product. */
export async function replaceProductLinks(
  db: DbOrTx,
  id: number,
  links: {
    categoryIds: number[];
    parameters: { name: string; value: string; unit: string }[];
    relatedIds: number[];
  },
) {
  await db.delete(productCategories).where(eq(productCategories.productId, id));
  if (links.categoryIds.length) {
    await db.insert(productCategories).values(links.categoryIds.map((categoryId) => ({ productId: id, categoryId })));
  }
  await db.delete(productParameters).where(eq(productParameters.productId, id));
  if (links.parameters.length) {
    await db
      .insert(productParameters)
      .values(
        links.parameters.map((p, sort) => ({ productId: id, category: p.name, value: p.value, unit: p.unit, sort })),
      );
  }
  await db.delete(relatedProducts).where(eq(relatedProducts.productId, id));
  if (links.relatedIds.length) {
    await db
      .insert(relatedProducts)
      .values(links.relatedIds.map((relatedId, sort) => ({ productId: id, relatedId, sort })));
  }
}

export async function deleteProduct(db: DbOrTx, id: number) {
  await db.delete(products).where(eq(products.id, id));
}

export async function isCodeTaken(db: DbOrTx, code: string, exceptId = 0) {
  const rows = await query(db, sql`select 1 from products where code = ${code} and id <> ${exceptId} limit 1`);
  return rows.length > 0;
}

export async function isEanTaken(db: DbOrTx, ean: string, exceptId = 0) {
  const rows = await query(db, sql`select 1 from products where ean = ${ean} and id <> ${exceptId} limit 1`);
  return rows.length > 0;
}

export async function isSlugTaken(db: DbOrTx, slug: string) {
  const rows = await query(db, sql`select 1 from products where slug = ${slug} limit 1`);
  return rows.length > 0;
}

/** The ids among `ids` that exist. */
export async function existingProductIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function existingCategoryIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function vendorExists(db: DbOrTx, id: number) {
  return (await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, id))).length > 0;
}

export async function parameterNamesLike(db: DbOrTx, q: string, limit: number) {
  const rows = await query<{ name: string }>(
    db,
    q
      ? sql`select name from parameter_names where lower(shop_unaccent(name)) like lower(shop_unaccent(${likePattern(q)}))
            order by name limit ${limit}`
      : sql`select name from parameter_names order by name limit ${limit}`,
  );
  return rows.map((r) => r.name);
}

// ------------------------------------------------------------------ categories

export interface CategoryRow {
  id: number;
  parentId: number | null;
  label: string;
  slug: string;
  path: string;
  depth: number;
  sort: number;
  color: string | null;
  bgColor: string | null;
  description: string;
  productCount: number;
  childCount: number;
}

export async function listCategories(db: DbOrTx): Promise<CategoryRow[]> {
  return query<CategoryRow>(
    db,
    sql`select c.id, c.parent_id as "parentId", c.label, c.slug, c.path, c.depth, c.sort, c.color,
          c.bg_color as "bgColor", c.description,
          ((select count(*) from products p where p.category_id = c.id)
            + (select count(*) from product_categories pc where pc.category_id = c.id))::int as "productCount",
          (select count(*)::int from categories k where k.parent_id = c.id) as "childCount"
        from categories c order by c.path`,
  );
}

export async function findCategoryForUpdate(db: DbOrTx, id: number) {
  const rows = await db.select().from(categories).where(eq(categories.id, id)).for('update');
  return rows[0] ?? null;
}

export async function isCategoryPathTaken(db: DbOrTx, path: string, exceptId = 0) {
  const rows = await query(db, sql`select 1 from categories where path = ${path} and id <> ${exceptId} limit 1`);
  return rows.length > 0;
}

export async function nextSiblingSort(db: DbOrTx, parentId: number | null): Promise<number> {
  const rows = await query<{ n: number }>(
    db,
    sql`select coalesce(max(sort), -1)::int + 1 as n from categories
        where ${parentId === null ? sql`parent_id is null` : sql`parent_id = ${parentId}`}`,
  );
  return Number(rows[0]?.n ?? 0);
}

export async function insertCategory(db: DbOrTx, values: typeof categories.$inferInsert): Promise<number> {
  const rows = await db.insert(categories).values(values).returning({ id: categories.id });
  return (rows[0] as { id: number }).id;
}

export async function updateCategory(db: DbOrTx, id: number, values: Partial<typeof categories.$inferInsert>) {
  await db.update(categories).set(values).where(eq(categories.id, id));
}

/**
 * Moves a subtree's paths and depths: every descendant of `oldPath` gets `newPath` as its prefix
 * and its depth shifted by `depthShift` (the category's own row is written by the caller).
 */
/** A `like` pattern for the paths below `path`. */
const belowPattern = (path: string) => `${path.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;

/**
 * Before a rename or a move: keeps the category's path and its subtree's as former paths of the
 * same categories. A former path a category takes again stays kept, unused while that category
 * has it (a live path wins); the category that left it last is the one it names.
 */
export async function keepFormerPaths(db: DbOrTx, oldPath: string) {
  await db.execute(
    sql`insert into category_former_paths (path, category_id)
        select path, id from categories where path = ${oldPath} or path like ${belowPattern(oldPath)}
        on conflict (path) do update set category_id = excluded.category_id, moved_at = now()`,
  );
}

export async function rewriteDescendantPaths(db: DbOrTx, oldPath: string, newPath: string, depthShift: number) {
  const prefix = belowPattern(oldPath);
  await db.execute(
    sql`update categories set path = ${newPath} || substr(path, ${oldPath.length + 1}), depth = depth + ${depthShift}
        where path like ${prefix}`,
  );
}

/** The siblings of a category (same parent), in menu order. */
export async function siblings(db: DbOrTx, parentId: number | null) {
  return db
    .select({ id: categories.id, sort: categories.sort })
    .from(categories)
    .where(parentId === null ? sql`${categories.parentId} is null` : eq(categories.parentId, parentId))
    .orderBy(asc(categories.sort), asc(categories.id));
}

export async function categoryUsage(db: DbOrTx, id: number) {
  const rows = await query<{ products: number; children: number }>(
    db,
    sql`select ((select count(*) from products where category_id = ${id})
              + (select count(*) from product_categories where category_id = ${id}))::int as products,
              (select count(*)::int from categories where parent_id = ${id}) as children`,
  );
  return { products: Number(rows[0]?.products ?? 0), children: Number(rows[0]?.children ?? 0) };
}

/** How many discount rules name the vendor or the category (deleting it would drop them silently). */
export async function discountRuleCount(db: DbOrTx, of: { vendorId: number } | { categoryId: number }) {
  const where = 'vendorId' in of ? sql`vendor_id = ${of.vendorId}` : sql`category_id = ${of.categoryId}`;
  const rows = await query<{ n: number }>(db, sql`select count(*)::int as n from discount_rules where ${where}`);
  return Number(rows[0]?.n ?? 0);
}

export async function deleteCategory(db: DbOrTx, id: number) {
  await db.delete(categories).where(eq(categories.id, id));
}

// ------------------------------------------------------------------ vendors

export interface VendorRow {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  productCount: number;
}

export async function listVendors(db: DbOrTx, id?: number): Promise<VendorRow[]> {
  return query<VendorRow>(
    db,
    sql`select v.id, v.name, v.slug, v.logo,
          (select count(*)::int from products p where p.vendor_id = v.id) as "productCount"
        from vendors v ${id === undefined ? sql`` : sql`where v.id = ${id}`} order by lower(v.name), v.id`,
  );
}

export async function findVendorForUpdate(db: DbOrTx, id: number) {
  const rows = await db.select().from(vendors).where(eq(vendors.id, id)).for('update');
  return rows[0] ?? null;
}

export async function isVendorTaken(db: DbOrTx, name: string, slug: string, exceptId = 0) {
  const rows = await query(
    db,
    sql`select 1 from vendors where (lower(name) = lower(${name}) or slug = ${slug}) and id <> ${exceptId} limit 1`,
  );
  return rows.length > 0;
}

export async function insertVendor(db: DbOrTx, name: string, slug: string): Promise<number> {
  const rows = await db.insert(vendors).values({ name, slug }).returning({ id: vendors.id });
  return (rows[0] as { id: number }).id;
}

export async function updateVendor(db: DbOrTx, id: number, name: string, slug: string) {
  await db.update(vendors).set({ name, slug }).where(eq(vendors.id, id));
}

export async function deleteVendor(db: DbOrTx, id: number) {
  await db.delete(vendors).where(and(eq(vendors.id, id)));
}
