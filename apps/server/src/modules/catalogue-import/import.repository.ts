import { sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';
import type { ProductRow } from '../catalog/catalog.repository.ts';

/**
 * The catalogue import's queries. Each works on a whole batch of rows in one statement: the
 * batch's values travel as one JSON parameter (`json_to_recordset`), so 1,000 rows cost one round
 * trip and no statement ever nears PostgreSQL's 65,535 parameters.
 */

/** A product as the import compares it with a row of the file. */
export interface ExistingProduct {
  id: number;
  code: string;
  ean: string | null;
  name: string;
  slug: string;
  vendor_id: number;
  category_id: number;
  price_cents: number;
  vat_rate: number;
  stock: number;
  unit_of_measure: string;
  description: string;
}

const PRODUCT_COLUMNS = sql`id, code, ean, name, slug, vendor_id, category_id, price_cents, vat_rate, stock, unit_of_measure, description`;

export function findProductsByKeys(db: DbOrTx, by: 'code' | 'ean', keys: string[]): Promise<ExistingProduct[]> {
  const keyList = sql`(select json_array_elements_text(${JSON.stringify(keys)}::json))`;
  return query<ExistingProduct>(
    db,
    by === 'code'
      ? sql`select ${PRODUCT_COLUMNS} from products where code in ${keyList}`
      : sql`select ${PRODUCT_COLUMNS} from products where ean in ${keyList}`,
  );
}

/** Which products hold these EANs (an EAN belongs to one product). */
export function findEanOwners(db: DbOrTx, eans: string[]): Promise<{ ean: string; code: string }[]> {
  if (eans.length === 0) return Promise.resolve([]);
  return query(
    db,
    sql`select ean, code from products where ean in (select json_array_elements_text(${JSON.stringify(eans)}::json))`,
  );
}

export async function findTakenSlugs(db: DbOrTx, slugs: string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await query<{ slug: string }>(
    db,
    sql`select slug from products where slug in (select json_array_elements_text(${JSON.stringify(slugs)}::json))`,
  );
  return new Set(rows.map((r) => r.slug));
}

export function allCategoryPaths(db: DbOrTx): Promise<{ id: number; path: string }[]> {
  return query(db, sql`select id, path from categories`);
}

export function allVendors(db: DbOrTx): Promise<{ id: number; name: string; slug: string }[]> {
  return query(db, sql`select id, name, slug from vendors`);
}

/** Creates the vendors that are missing (a slug already taken keeps its vendor) and returns all of them. */
export async function ensureVendors(
  db: DbOrTx,
  wanted: { name: string; slug: string }[],
): Promise<{ id: number; name: string; slug: string }[]> {
  const json = JSON.stringify(wanted);
  await db.execute(
    sql`insert into vendors (name, slug)
        select name, slug from json_to_recordset(${json}::json) as v(name text, slug text)
        on conflict (slug) do nothing`,
  );
  return query(
    db,
    sql`select id, name, slug from vendors where slug in (select slug from json_to_recordset(${json}::json) as v(slug text))`,
  );
}

/** A product row as the import writes it: the existing values with the file's on top. */
export interface ProductWrite {
  code: string;
  ean: string | null;
  name: string;
  slug: string;
  description: string;
  vendor_id: number;
  category_id: number;
  stock: number;
  unit_of_measure: string;
  price_cents: number;
  vat_rate: number;
}

/**
 * Inserts new products and updates changed ones in one statement. The `where` skips a row whose
 * values equal the stored ones (another writer may have got there first), so a product is only
 * touched — and its edit version raised, so an editor open on it gets a conflict — when it changes.
 * The slug of an existing product stays: it is in its URL.
 */
export async function upsertProducts(db: DbOrTx, rows: ProductWrite[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into products (code, ean, name, slug, description, vendor_id, category_id, stock, unit_of_measure, price_cents, vat_rate)
    select code, ean, name, slug, description, vendor_id, category_id, stock, unit_of_measure, price_cents, vat_rate
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(
      code text, ean text, name text, slug text, description text, vendor_id int, category_id int,
      stock int, unit_of_measure text, price_cents int, vat_rate int)
    on conflict (code) do update set
      ean = excluded.ean, name = excluded.name, description = excluded.description,
      vendor_id = excluded.vendor_id, category_id = excluded.category_id, stock = excluded.stock,
      unit_of_measure = excluded.unit_of_measure, price_cents = excluded.price_cents,
      vat_rate = excluded.vat_rate, version = products.version + 1
    where (products.ean, products.name, products.description, products.vendor_id, products.category_id,
           products.stock, products.unit_of_measure, products.price_cents, products.vat_rate)
      is distinct from
          (excluded.ean, excluded.name, excluded.description, excluded.vendor_id, excluded.category_id,
           excluded.stock, excluded.unit_of_measure, excluded.price_cents, excluded.vat_rate)`);
}

// --- Saved mappings ----------------------------------------------------------------------------

export async function findMapping(db: DbOrTx, name: string): Promise<Record<string, string> | null> {
  const rows = await query<{ columns: Record<string, string> }>(
    db,
    sql`select columns from import_mappings where name = ${name}`,
  );
  return rows[0]?.columns ?? null;
}

export function listMappings(db: DbOrTx): Promise<{ id: number; name: string; columns: Record<string, string> }[]> {
  return query(db, sql`select id, name, columns from import_mappings order by name`);
}

export async function saveMapping(db: DbOrTx, name: string, columns: Record<string, string>): Promise<number> {
  const rows = await query<{ id: number }>(
    db,
    sql`insert into import_mappings (name, columns) values (${name}, ${JSON.stringify(columns)}::jsonb)
        on conflict (name) do update set columns = excluded.columns, updated_at = now()
        returning id`,
  );
  return Number(rows[0]?.id);
}

// --- Export ------------------------------------------------------------------------------------

export interface ExportProduct {
  id: number;
  code: string;
  ean: string | null;
  name: string;
  vendor: string;
  category: string;
  price_cents: number;
  vat_rate: number;
  stock: number;
  unit_of_measure: string;
  description: string;
}

/** The next `limit` products after id `afterId` (withdrawn ones too), with vendor name and category path. */
export function findExportProducts(db: DbOrTx, afterId: number, limit: number): Promise<ExportProduct[]> {
  return query<ExportProduct>(
    db,
    sql`select p.id, p.code, p.ean, p.name, v.name as vendor, c.path as category, p.price_cents, p.vat_rate,
               p.stock, p.unit_of_measure, p.description
        from products p join vendors v on v.id = p.vendor_id join categories c on c.id = p.category_id
        where p.id > ${afterId} order by p.id limit ${limit}`,
  );
}

// --- Runs started in the back office -----------------------------------------------------------

export interface ImportRunRow {
  id: number;
  file_name: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  dry_run: boolean;
  rows_total: number;
  rows_done: number;
  result: { summary?: Record<string, unknown>; results?: unknown[]; columns?: string[] } | null;
  error: string | null;
}

export async function insertImportRun(
  db: DbOrTx,
  fileName: string,
  dryRun: boolean,
  staffId: number | null,
): Promise<number> {
  const rows = await query<{ id: number }>(
    db,
    sql`insert into import_runs (file_name, dry_run, staff_id) values (${fileName}, ${dryRun}, ${staffId}) returning id`,
  );
  return Number(rows[0]?.id);
}

export async function updateImportRun(
  db: DbOrTx,
  id: number,
  change: { status?: string; rowsDone?: number; rowsTotal?: number; result?: unknown; error?: string },
): Promise<void> {
  await db.execute(sql`update import_runs set
      status = coalesce(${change.status ?? null}, status),
      rows_done = coalesce(${change.rowsDone ?? null}::int, rows_done),
      rows_total = coalesce(${change.rowsTotal ?? null}::int, rows_total),
      result = coalesce(${change.result === undefined ? null : JSON.stringify(change.result)}::jsonb, result),
      error = coalesce(${change.error ?? null}, error),
      finished_at = case when ${change.status ?? null} in ('done', 'failed') then now() else finished_at end
    where id = ${id}`);
}

export async function findImportRun(db: DbOrTx, id: number): Promise<ImportRunRow | null> {
  const rows = await query<ImportRunRow>(
    db,
    sql`select id, file_name, status, dry_run, rows_total, rows_done, result, error from import_runs where id = ${id}`,
  );
  return rows[0] ?? null;
}

/** The next `limit` active products after id `afterId` with what a price list and its prices need. */
export function findPriceListProducts(db: DbOrTx, afterId: number, limit: number) {
  return query<Omit<ProductRow, 'cover'> & { ean: string | null }>(
    db,
    sql`select p.id, p.code, p.ean, p.name, p.slug, '' as short_description, p.stock, p.unit_of_measure,
               p.price_cents, p.vat_rate, p.vendor_id, p.category_id, v.name as vendor
        from products p join vendors v on v.id = p.vendor_id
        where p.active and p.id > ${afterId} order by p.id limit ${limit}`,
  );
}

// --- Images from a ZIP -------------------------------------------------------------------------

/** A product's id by its code, inside the transaction that just wrote it. */
export async function productIdByCode(db: DbOrTx, code: string): Promise<number | null> {
  const rows = await query<{ id: number }>(db, sql`select id from products where code = ${code} for update`);
  return rows[0] ? Number(rows[0].id) : null;
}

/** The SHA-256s of the originals of a product's images that came from an import. */
export async function importedImageSources(db: DbOrTx, code: string): Promise<Set<string>> {
  const rows = await query<{ source: string }>(
    db,
    sql`select i.variants->>'source' as source from product_images i join products p on p.id = i.product_id
        where p.code = ${code} and i.variants->>'source' is not null`,
  );
  return new Set(rows.map((r) => r.source));
}
