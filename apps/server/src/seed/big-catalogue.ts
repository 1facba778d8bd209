import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, query } from '../db/client.ts';
import { rewriteAllPriceKeys } from '../modules/catalog/price-keys.ts';
import type { Family } from './family.ts';
import { syncSequence } from './insert.ts';
import { FAMILIES, niceCents, pickStock, productDescription } from './products.ts';
import { chunks, createRng, DAY_MS, type Rng, slugify } from './random.ts';
import { VENDORS } from './vendors.ts';

/**
 * Generated catalogue for load and performance tests: adds products until the table holds
 * `products` rows. Names, parameters and prices come from the demo product families; pictures and
 * datasheets reuse media already stored by the demo seed (same category where possible), so no
 * new files are written. Rows go in as one JSON parameter per batch (json_to_recordset), a few
 * thousand products per transaction, so an interrupted run keeps what it finished and a new run
 * continues from there.
 */
export interface BigCatalogueOptions {
  products: number;
  log?: (msg: string) => void;
  /** Products per insert batch (and per transaction below `bulkFrom`). */
  batch?: number;
  /**
   * From this many new products on, everything runs in one transaction that drops the secondary
   * indexes of the catalogue tables and rebuilds them at the end (default 10 000).
   */
  bulkFrom?: number;
}

interface Leaf {
  id: number;
  path: string;
}

interface Pools {
  images: Map<number, string[]>;
  allImages: string[];
  attachments: Map<number, AttachmentRef[]>;
}

interface AttachmentRef {
  title: string;
  group: string;
  filename: string;
  url: string;
  filesize: number;
}

const COLUMNS = {
  products:
    'id int, code text, name text, slug text, short_description text, description text, vendor_id int, category_id int, stock int, unit_of_measure text, price_cents int, vat_rate int, homepage boolean, active boolean, created_at timestamptz',
  product_parameters: 'product_id int, category text, value text, unit text, sort int',
  product_images: 'product_id int, src text, caption text, cover boolean, width int, height int, sort int',
  product_attachments:
    'product_id int, title text, "group" text, filename text, url text, filesize int, mime_type text, sort int',
  related_products: 'product_id int, related_id int, sort int',
} as const;

/** One multi-row insert per call: the rows travel as a single JSON parameter. */
async function insertJson(
  db: DbOrTx,
  table: keyof typeof COLUMNS,
  rows: readonly object[],
  perStatement = 20_000,
): Promise<void> {
  const columns = COLUMNS[table];
  const names = columns
    .split(',')
    .map((c) => c.trim().split(' ')[0])
    .join(', ');
  for (const part of chunks(rows, perStatement)) {
    if (part.length === 0) continue;
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${sql.raw(names)}) select ${sql.raw(names)} from json_to_recordset(${JSON.stringify(part)}::json) as x(${sql.raw(columns)})`,
    );
  }
}

async function loadPools(db: DbOrTx): Promise<Pools> {
  const images = new Map<number, string[]>();
  const allImages: string[] = [];
  for (const row of await query<{ category_id: number; src: string }>(
    db,
    sql`select p.category_id, i.src from product_images i join products p on p.id = i.product_id where i.src like '/media/%' order by i.id limit 20000`,
  )) {
    images.set(row.category_id, [...(images.get(row.category_id) ?? []), row.src]);
    allImages.push(row.src);
  }
  const attachments = new Map<number, AttachmentRef[]>();
  for (const row of await query<{ category_id: number } & AttachmentRef>(
    db,
    sql`select distinct on (a.url) p.category_id, a.title, a."group", a.filename, a.url, a.filesize from product_attachments a join products p on p.id = a.product_id order by a.url limit 5000`,
  )) {
    attachments.set(row.category_id, [...(attachments.get(row.category_id) ?? []), row]);
  }
  return { images, allImages, attachments };
}

/** A family per leaf (the demo families), or a plain generator for leaves without one. */
function familyFor(leaf: Leaf, byLeaf: Map<string, Family[]>, r: Rng): Family {
  const own = byLeaf.get(leaf.path);
  if (own?.length) return r.pick(own);
  const label = leaf.path.split('/').pop() ?? 'produkt';
  return {
    leaf: leaf.path,
    kind: 'module',
    vendors: ['voltis'],
    count: 0,
    intro: 'Príslušenstvo pre bezpečnostné systémy.',
    use: 'Vhodné pre profesionálne inštalácie.',
    make: (rr, v) => ({
      code: `${v.prefix}-${slugify(label).slice(0, 6).toUpperCase()}`,
      name: `Príslušenstvo ${label.replace(/-/g, ' ')}`,
      short: 'Príslušenstvo pre bezpečnostné systémy.',
      features: ['Overená kvalita', 'Jednoduchá montáž', 'Záruka 24 mesiacov', 'Skladom'],
      params: [
        ['Typ', 'príslušenstvo'],
        ['Farba', rr.pick(['biela', 'čierna', 'sivá'])],
        ['Hmotnosť', String(rr.int(50, 900)), 'g'],
        ['Záruka', '24', 'mesiacov'],
      ],
      eur: rr.int(5, 300),
    }),
  };
}

/** Secondary (non-unique) indexes of the catalogue tables: dropped for a bulk load, then rebuilt. */
const BULK_TABLES = ['products', 'product_parameters', 'product_images', 'product_attachments', 'related_products'];

/**
 * The tables PostgreSQL's triggers keep from the catalogue, which a bulk load writes once at the
 * end, each by its rebuild function, in this order (words come from product_search, the word list
 * from words). Every index of theirs, the primary key too, is dropped with the others and built
 * after its table is written: at 1M products, writing the four card and search tables took 112 s
 * this way against 171 s with their indexes kept up to date row by row (product_search's trigram
 * index, product_words' primary key of 7.4M entries). docs/decisions/017-perf-listing.md §Seeding 1M products
 */
const DERIVED_TABLES = [
  { table: 'listing_entries', rebuild: 'shop_listing_rebuild' },
  { table: 'product_cards', rebuild: 'shop_cards_rebuild' },
  { table: 'product_search', rebuild: 'shop_search_rebuild' },
  { table: 'product_words', rebuild: 'shop_words_rebuild' },
  { table: 'product_word_list', rebuild: 'shop_word_list_rebuild' },
] as const;

/**
 * Drops the indexes of `tables` (also primary keys when `primaryKeys`, never other unique ones)
 * and returns, per table, the statements that build them again.
 */
async function dropIndexes(db: DbOrTx, tables: readonly string[], primaryKeys: boolean) {
  const rows = await query<{ table: string; drop: string; build: string }>(
    db,
    sql`select t.relname as table,
          case when c.oid is null then format('drop index %I', i.relname)
               else format('alter table %I drop constraint %I', t.relname, c.conname) end as drop,
          case when c.oid is null then pg_get_indexdef(x.indexrelid)
               else format('alter table %I add constraint %I %s', t.relname, c.conname, pg_get_constraintdef(c.oid)) end
            as build
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
        left join pg_constraint c on c.conindid = x.indexrelid and c.contype = 'p'
        where t.relname in (select json_array_elements_text(${JSON.stringify(tables)}::json))
          and (not x.indisunique or (${primaryKeys} and x.indisprimary))`,
  );
  const builds = new Map<string, string[]>();
  for (const r of rows) {
    await db.execute(sql.raw(r.drop));
    builds.set(r.table, [...(builds.get(r.table) ?? []), r.build]);
  }
  return builds;
}

async function buildAll(db: DbOrTx, statements: readonly string[]) {
  for (const statement of statements) await db.execute(sql.raw(statement));
}

interface Context {
  leaves: Leaf[];
  vendors: Array<{ id: number; name: string; slug: string; prefix: string }>;
  pools: Pools;
  codes: Set<string>;
  byLeaf: Map<string, Family[]>;
  r: Rng;
  now: number;
  total: number;
}

interface BatchRows {
  products: Array<Record<string, unknown> & { slug: string; code: string }>;
  params: object[];
  images: object[];
  attachments: object[];
  related: object[];
}

/** `size` products with ids from `firstId`; `done` counts products generated before this batch. */
function generateBatch(ctx: Context, firstId: number, size: number, done: number): BatchRows {
  const { r } = ctx;
  const out: BatchRows = { products: [], params: [], images: [], attachments: [], related: [] };
  const recent = new Map<number, number[]>();
  for (let k = 0; k < size; k++) {
    const id = firstId + k;
    const leaf = ctx.leaves[(done + k) % ctx.leaves.length] as Leaf;
    const family = familyFor(leaf, ctx.byLeaf, r);
    const own = ctx.vendors.filter((v) => family.vendors.includes(v.slug));
    const vendor = r.pick(own.length ? own : ctx.vendors);
    const d = family.make(r, { ...vendor, color: '#455a64' }, r.int(0, 40));
    let code = `${d.code}-G${id.toString(36).toUpperCase()}`;
    while (ctx.codes.has(code)) code = `${code}X`;
    ctx.codes.add(code);
    const unit = d.unit ?? 'ks';
    const progress = (done + k) / ctx.total;
    out.products.push({
      id,
      code,
      name: d.name,
      slug: slugify(`${d.name} ${code}`),
      short_description: d.short,
      description: productDescription(d.name, family, d.features),
      vendor_id: vendor.id,
      category_id: leaf.id,
      stock: pickStock(r, unit),
      unit_of_measure: unit,
      price_cents: niceCents(d.eur * (0.85 + r.next() * 0.3)),
      vat_rate: family.vat ?? (r.chance(0.02) ? 19 : 23),
      homepage: false,
      active: true,
      // Spread over the last year, rising with the id ("newest" lists order by id).
      created_at: new Date(ctx.now - (1 - progress) * 365 * DAY_MS - r.int(0, 3_600_000)).toISOString(),
    });
    d.params.forEach(([category, value, u], sort) => {
      out.params.push({ product_id: id, category, value, unit: u ?? '', sort });
    });
    const pool = ctx.pools.images.get(leaf.id) ?? ctx.pools.allImages;
    r.sample(pool, r.int(1, 2)).forEach((src, sort) => {
      out.images.push({ product_id: id, src, caption: d.name, cover: sort === 0, width: 800, height: 800, sort });
    });
    const docs = ctx.pools.attachments.get(leaf.id);
    if (docs?.length && r.chance(0.3)) {
      const a = r.pick(docs);
      out.attachments.push({
        product_id: id,
        title: a.title,
        group: a.group,
        filename: a.filename,
        url: a.url,
        filesize: a.filesize,
        mime_type: 'application/pdf',
        sort: 0,
      });
    }
    const siblings = recent.get(leaf.id) ?? [];
    siblings.forEach((other, sort) => {
      out.related.push({ product_id: id, related_id: other, sort });
    });
    recent.set(leaf.id, [...siblings.slice(-2), id]);
  }
  return out;
}

async function insertBatch(db: DbOrTx, rows: BatchRows): Promise<void> {
  // Slugs derive from the unique code, but two names could still collide: keep slugs unique.
  const taken = new Set(
    (
      await query<{ slug: string }>(
        db,
        sql`select slug from products where slug in (select json_array_elements_text(${JSON.stringify(rows.products.map((p) => p.slug))}::json))`,
      )
    ).map((x) => x.slug),
  );
  const seen = new Set<string>();
  for (const p of rows.products) {
    while (taken.has(p.slug) || seen.has(p.slug)) p.slug = `${p.slug}-${slugify(p.code)}`;
    seen.add(p.slug);
  }
  await insertJson(db, 'products', rows.products, 2500);
  await insertJson(db, 'product_parameters', rows.params);
  await insertJson(db, 'product_images', rows.images);
  await insertJson(db, 'product_attachments', rows.attachments);
  await insertJson(db, 'related_products', rows.related);
}

/** Seconds since `since` (a Date.now()), to a tenth. */
const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

/** From this many new products on, secondary indexes are rebuilt once instead of updated per row. */
const BULK_FROM = 10_000;

export async function seedBigCatalogue(db: Db, options: BigCatalogueOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const batch = options.batch ?? 5000;
  const started = Date.now();
  const [state] = await query<{ n: number; max_id: number }>(
    db,
    sql`select count(*)::int as n, coalesce(max(id), 0)::int as max_id from products`,
  );
  const existing = Number(state?.n ?? 0);
  if (existing >= options.products) {
    log(`catalogue already has ${existing} products (target ${options.products})`);
    return;
  }
  const leaves = await query<Leaf>(
    db,
    sql`select c.id, c.path from categories c where not exists (select 1 from categories x where x.parent_id = c.id) order by c.id`,
  );
  const vendorRows = await query<{ id: number; name: string; slug: string }>(
    db,
    sql`select id, name, slug from vendors order by id`,
  );
  if (leaves.length === 0 || vendorRows.length === 0)
    throw new Error('big catalogue needs categories and vendors: load the demo data first');
  const byLeaf = new Map<string, Family[]>();
  for (const f of FAMILIES) byLeaf.set(f.leaf, [...(byLeaf.get(f.leaf) ?? []), f]);
  const total = options.products - existing;
  const ctx: Context = {
    leaves,
    vendors: vendorRows.map((v) => ({
      ...v,
      prefix: VENDORS.find((x) => x.slug === v.slug)?.prefix ?? v.slug.slice(0, 3).toUpperCase(),
    })),
    pools: await loadPools(db),
    codes: new Set((await query<{ code: string }>(db, sql`select code from products`)).map((x) => x.code)),
    byLeaf,
    r: createRng(7_919 + existing),
    now: Date.now(),
    total,
  };
  if (ctx.pools.allImages.length === 0)
    throw new Error('big catalogue reuses stored product pictures: load the demo data first');
  const firstId = Number(state?.max_id ?? 0) + 1;
  const bulk = total >= (options.bulkFrom ?? BULK_FROM);
  log(
    `generating ${total} products (${existing} present) over ${leaves.length} leaf categories${bulk ? ', one transaction with index rebuild' : ''}`,
  );

  const run = async (tx: DbOrTx | null) => {
    for (let done = 0; done < total; ) {
      const size = Math.min(batch, total - done);
      const rows = generateBatch(ctx, firstId + done, size, done);
      if (tx) await insertBatch(tx, rows);
      else await db.transaction((t) => insertBatch(t, rows));
      done += size;
      log(`  ${existing + done} / ${options.products} products (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  };
  if (bulk) {
    // One transaction: if anything fails, the dropped indexes come back with the rollback.
    // On PostgreSQL this locks the catalogue tables for the duration (a staff tool, not live traffic).
    await db.transaction(async (tx) => {
      // Every foreign key of the generated rows points at rows that exist by construction, so a
      // superuser (PGlite always is) skips the per-row checks: about twice as fast for child rows.
      const [role] = await query<{ superuser: boolean }>(
        tx,
        sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
      );
      // Without the replica role the triggers run per batch and look rows up through these
      // indexes (a product's cover, its categories), so they are dropped only when triggers are off.
      const superuser = role?.superuser === true;
      const base = superuser ? await dropIndexes(tx, BULK_TABLES, false) : new Map<string, string[]>();
      const derivedTables = DERIVED_TABLES.map((d) => d.table);
      const derived = superuser ? await dropIndexes(tx, derivedTables, true) : new Map<string, string[]>();
      if (superuser) await tx.execute(sql`set local session_replication_role = replica`);
      await run(tx);
      const t = Date.now();
      const baseIndexes = [...base.values()].flat();
      await buildAll(tx, baseIndexes);
      log(`  ${baseIndexes.length} indexes rebuilt in ${seconds(t)} s`);
      if (superuser) {
        // The replica role also skipped the triggers that keep these tables: written once here,
        // after the indexes above (each card reads its product's cover through product_images'
        // index; without it, one scan of every image per product).
        const c = Date.now();
        const took: string[] = [];
        for (const { table, rebuild } of DERIVED_TABLES) {
          const since = Date.now();
          await tx.execute(sql`select ${sql.identifier(rebuild)}()`);
          await buildAll(tx, derived.get(table) ?? []);
          took.push(`${table} ${seconds(since)} s`);
        }
        log(`  listing, cards and search tables written in ${seconds(c)} s (${took.join(', ')})`);
      }
    });
  } else {
    await run(null);
  }
  await syncSequence(db, 'products');
  if (bulk) {
    // The replica role also skipped the price keys' triggers: every group's keys written afresh.
    const k = Date.now();
    const groups = await rewriteAllPriceKeys(db);
    log(`  price keys of ${groups} price groups written in ${seconds(k)} s`);
  }
  // VACUUM sets the visibility map, without which the listing's index-only scans (migration 0003)
  // visit every heap row; PostgreSQL's autovacuum would get there later, PGlite has none.
  // Two at a time on PostgreSQL's pool, one core each (PGlite runs them one after the other).
  // The word list only for its dead rows: its rebuild deletes every row before writing them again.
  const vacuums = [
    'products',
    'listing_entries',
    'product_search',
    'product_words',
    'product_cards',
    'product_word_list',
    'listing_price_keys',
  ];
  const vacuumNext = async (): Promise<void> => {
    const table = vacuums.shift();
    if (table === undefined) return;
    await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
    return vacuumNext();
  };
  await Promise.all([vacuumNext(), vacuumNext()]);
  log(`big catalogue: ${total} products added in ${seconds(started)} s`);
}
