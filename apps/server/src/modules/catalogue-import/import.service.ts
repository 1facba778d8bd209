import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
// The slug rule the seed gives every product; the import's new products get theirs the same way.
import { slugify } from '../../seed/random.ts';
import { checkProductImage, type EncodedImage, encodeProductImage } from '../media/image-processing.ts';
import { storeProductImages } from '../media/media-staff.service.ts';
import { type CLI, recordAudit } from '../staff/audit.ts';
import type { ImageZip, ZipImage } from './image-zip.ts';
import {
  allCategoryPaths,
  allVendors,
  type ExistingProduct,
  ensureVendors,
  findEanOwners,
  findProductsByKeys,
  findTakenSlugs,
  importedImageSources,
  type ProductWrite,
  productIdByCode,
  upsertProducts,
} from './import.repository.ts';
import { type ColumnMapping, type ProductRowInput, readRow, resolveMapping } from './import-rows.ts';
import { ImportFileError, type ImportSource, openSource, type SourceFormat, type SourceRow } from './import-sources.ts';

/**
 * The catalogue import (docs/requirements/back-office.md §Import and export): a file's rows upserted by code
 * (or by EAN when the file has no code column), 1,000 rows per batch: one query reads the batch's
 * products, the diff is computed here, one statement writes what changed
 * (docs/decisions/018-import-export.md). A row is refused with its reason and never stops the
 * others; a product is one row written by one statement, so it is never half-written.
 */

export const BATCH_ROWS = 1000;

export type RowOutcome = 'created' | 'changed' | 'unchanged' | 'refused';

export interface RowResult {
  row: number;
  /** The product's code (or the row's key when refused before a code was known). */
  code: string;
  outcome: RowOutcome;
  /** For `changed`: the fields that differ. */
  fields?: string[];
  /** The images (names in the ZIP) added, or that a dry run would add. */
  images?: string[];
  /** For `refused`: why, in Slovak. */
  reason?: string;
}

export interface ImportSummary {
  dryRun: boolean;
  total: number;
  created: number;
  changed: number;
  unchanged: number;
  refused: number;
  /** Vendors the file names that the shop did not have (created, or to be created in a dry run). */
  newVendors: string[];
  results: RowResult[];
}

export interface ImportOptions {
  dryRun: boolean;
  /** A saved or given mapping (source column → our field); null: our own column names. */
  mapping?: Record<string, string> | null;
  format?: SourceFormat | null;
  /** The ZIP the `images` column names files in (image-zip.ts); without it a row naming images is refused. */
  images?: ImageZip | null;
  /** After each batch: rows read so far and the file's total. */
  onProgress?: (done: number, total: number) => void | Promise<void>;
}

/** Reads the whole file once first: a broken file is refused before anything is written, and the total is known. */
async function countRows(file: string, format: SourceFormat | null | undefined): Promise<number> {
  const source = await openSource(file, format ?? undefined);
  let total = 0;
  for await (const _ of source.rows) total++;
  return total;
}

export async function importCatalogue(db: Db, file: string, options: ImportOptions): Promise<ImportSummary> {
  const probe = await openSource(file, options.format ?? undefined);
  const mapping = resolveMapping(probe.columns, probe.format, options.mapping ?? null);
  await drain(probe);
  const total = await countRows(file, probe.format);
  const source = await openSource(file, probe.format);
  const importer = await createBatchImporter(db, mapping, options.dryRun, options.images ?? null);
  let batch: SourceRow[] = [];
  let done = 0;
  for await (const row of source.rows) {
    batch.push(row);
    if (batch.length >= BATCH_ROWS) {
      await importer.run(batch);
      done += batch.length;
      batch = [];
      await options.onProgress?.(done, total);
    }
  }
  if (batch.length > 0) {
    await importer.run(batch);
    done += batch.length;
  }
  await options.onProgress?.(done, total);
  return importer.summary(total);
}

/** The probe only needed the header; closing its iterator closes the file. */
async function drain(source: ImportSource): Promise<void> {
  const iterator = source.rows[Symbol.asyncIterator]();
  await iterator.return?.();
}

async function createBatchImporter(db: Db, mapping: ColumnMapping, dryRun: boolean, zip: ImageZip | null) {
  const matchBy: 'code' | 'ean' = Object.values(mapping).includes('code') ? 'code' : 'ean';
  const categoryIds = new Map((await allCategoryPaths(db)).map((c) => [c.path, Number(c.id)]));
  const vendorByName = new Map<string, number>();
  const vendorBySlug = new Map<string, number>();
  const rememberVendor = (v: { id: number; name: string; slug: string }) => {
    vendorByName.set(v.name.trim().toLowerCase(), Number(v.id));
    vendorBySlug.set(v.slug, Number(v.id));
  };
  for (const v of await allVendors(db)) rememberVendor(v);
  /** Negative ids stand for vendors a dry run would create. */
  const pendingVendors = new Map<string, { id: number; name: string }>();
  const newVendors: string[] = [];
  const firstRowOfKey = new Map<string, number>();
  const codeOfEan = new Map<string, string>();
  const results: RowResult[] = [];

  const vendorId = (name: string): number | null =>
    vendorByName.get(name.toLowerCase()) ??
    vendorBySlug.get(slugify(name)) ??
    pendingVendors.get(slugify(name))?.id ??
    null;

  async function run(rows: SourceRow[]): Promise<void> {
    const readings = rows.map((r) => readRow(r, mapping, matchBy));
    const valid: ProductRowInput[] = [];
    for (const reading of readings) {
      if (!reading.ok) {
        refuse(reading.row, '', reading.reason);
        continue;
      }
      const first = firstRowOfKey.get(reading.value.key);
      if (first !== undefined) {
        refuse(
          reading.value.row,
          reading.value.key,
          `${matchBy === 'code' ? 'kód' : 'EAN'} sa v súbore opakuje (prvý raz v riadku ${first})`,
        );
        continue;
      }
      firstRowOfKey.set(reading.value.key, reading.value.row);
      valid.push(reading.value);
    }

    const existing = new Map<string, ExistingProduct>();
    for (const p of await findProductsByKeys(
      db,
      matchBy,
      valid.map((v) => v.key),
    )) {
      existing.set(matchBy === 'code' ? p.code : (p.ean as string), p);
    }
    const eanOwner = new Map(
      (
        await findEanOwners(
          db,
          valid.flatMap((v) => (v.ean ? [v.ean] : [])),
        )
      ).map((o) => [o.ean, o.code]),
    );

    // New vendors first: a product refers to its vendor by id.
    const missing = new Map<string, string>();
    for (const v of valid) {
      if (v.vendor && vendorId(v.vendor) === null) missing.set(slugify(v.vendor) || v.vendor, v.vendor);
    }
    if (missing.size > 0) {
      const wanted = [...missing].map(([slug, name]) => ({ name, slug }));
      newVendors.push(...wanted.map((w) => w.name));
      if (dryRun) {
        for (const w of wanted) pendingVendors.set(w.slug, { id: -(pendingVendors.size + 1), name: w.name });
      } else {
        for (const v of await ensureVendors(db, wanted)) rememberVendor(v);
      }
    }

    const writes: { input: ProductRowInput; write: ProductWrite; result: RowResult }[] = [];
    const unchangedWithImages: { input: ProductRowInput; result: RowResult }[] = [];
    for (const input of valid) {
      const before = existing.get(input.key);
      const code = before?.code ?? input.code ?? input.key;
      let categoryId: number | undefined;
      if (input.category !== undefined) {
        categoryId = categoryIds.get(input.category);
        if (categoryId === undefined) {
          refuse(input.row, code, `kategória „${input.category}“ neexistuje`);
          continue;
        }
      }
      const vendor = input.vendor === undefined ? undefined : (vendorId(input.vendor) ?? undefined);
      if (!before) {
        const lacking = [
          input.name === undefined && 'name',
          input.vendor === undefined && 'vendor',
          input.category === undefined && 'category',
          input.priceCents === undefined && 'price',
        ].filter(Boolean);
        if (lacking.length > 0) {
          refuse(input.row, code, `nový produkt potrebuje aj ${lacking.join(', ')}`);
          continue;
        }
      }
      if (input.ean) {
        const owner = eanOwner.get(input.ean) ?? codeOfEan.get(input.ean);
        if (owner !== undefined && owner !== code) {
          refuse(input.row, code, `EAN ${input.ean} už má produkt ${owner}`);
          continue;
        }
        codeOfEan.set(input.ean, code);
      }
      const write: ProductWrite = {
        code,
        ean: input.ean !== undefined ? input.ean : (before?.ean ?? null),
        name: input.name ?? before?.name ?? '',
        slug: before?.slug ?? '',
        description: input.description ?? before?.description ?? '',
        vendor_id: vendor ?? Number(before?.vendor_id),
        category_id: categoryId ?? Number(before?.category_id),
        stock: input.stock ?? before?.stock ?? 0,
        unit_of_measure: input.unit ?? before?.unit_of_measure ?? 'ks',
        price_cents: input.priceCents ?? Number(before?.price_cents),
        vat_rate: input.vatRate ?? before?.vat_rate ?? 23,
      };
      if (!before) {
        writes.push({ input, write, result: { row: input.row, code, outcome: 'created' } });
        continue;
      }
      const fields = changedFields(before, write);
      const result: RowResult =
        fields.length > 0
          ? { row: input.row, code, outcome: 'changed', fields }
          : { row: input.row, code, outcome: 'unchanged' };
      if (fields.length > 0) writes.push({ input, write, result });
      else if (input.images) unchangedWithImages.push({ input, result });
      else results.push(result);
    }

    await giveSlugs(writes.filter((w) => w.result.outcome === 'created').map((w) => w.write));
    // Rows with new images go one by one after the rest: each product with its images in one
    // transaction, and only one row's converted images in memory at a time.
    const withImages: { write: ProductWrite | null; result: RowResult; added: ZipImage[]; firstIsNew: boolean }[] = [];
    const plain: typeof writes = [];
    for (const w of writes) {
      const images = await newImages(w.input, w.result.code);
      if (images === 'refused') continue;
      if (images.added.length > 0) withImages.push({ write: w.write, result: w.result, ...images });
      else plain.push(w);
    }
    for (const input of unchangedWithImages) {
      const images = await newImages(input.input, input.result.code);
      if (images === 'refused') continue;
      if (images.added.length > 0) {
        input.result.outcome = 'changed';
        input.result.fields = [];
        withImages.push({ write: null, result: input.result, ...images });
      } else results.push(input.result);
    }
    if (!dryRun) await write(plain);
    else results.push(...plain.map((w) => w.result));
    for (const w of withImages) await writeWithImages(w);
  }

  /**
   * The row's images the product does not have yet (by the original's SHA-256), in the row's order;
   * 'refused' (and the row's refusal recorded) when the ZIP lacks one or it is not an image.
   */
  async function newImages(
    input: ProductRowInput,
    code: string,
  ): Promise<{ added: ZipImage[]; firstIsNew: boolean } | 'refused'> {
    if (!input.images) return { added: [], firstIsNew: false };
    if (!zip) {
      refuse(input.row, code, 'riadok uvádza obrázky (images), ale ZIP s obrázkami nebol nahraný');
      return 'refused';
    }
    const found: ZipImage[] = [];
    for (const name of input.images) {
      const image = zip.find(name);
      if (!image) {
        refuse(input.row, code, `obrázok „${name}“ nie je v ZIP`);
        return 'refused';
      }
      found.push(image);
    }
    const known = await importedImageSources(db, code);
    const added = found.filter(
      (image, i) => !known.has(image.sha256) && found.findIndex((f) => f.sha256 === image.sha256) === i,
    );
    // A real run checks while converting (writeWithImages); a dry run converts nothing.
    for (const image of dryRun ? added : []) {
      try {
        await checkProductImage(await zip.read(image), image.name);
      } catch (err) {
        refuse(input.row, code, imageRefusal(err, image.name));
        return 'refused';
      }
    }
    return { added, firstIsNew: added[0] !== undefined && added[0] === found[0] };
  }

  function refuse(row: number, code: string, reason: string) {
    results.push({ row, code, outcome: 'refused', reason });
  }

  /** The product (when it changed) and its new images in one transaction; any failure costs only this row. */
  async function writeWithImages(w: {
    write: ProductWrite | null;
    result: RowResult;
    added: ZipImage[];
    firstIsNew: boolean;
  }) {
    const names = w.added.map((i) => i.name);
    const result: RowResult = { ...w.result, images: names };
    if (result.outcome === 'changed') result.fields = [...(result.fields ?? []), 'images'];
    if (dryRun) {
      results.push(result);
      return;
    }
    const current = zip as ImageZip;
    try {
      // Converted before the transaction: encoding is slow and must not hold the product's lock.
      const encoded: { image: EncodedImage; source: string }[] = [];
      for (const image of w.added) {
        encoded.push({ image: await encodeProductImage(await current.read(image), image.name), source: image.sha256 });
      }
      await db.transaction(async (tx) => {
        if (w.write) await upsertProducts(tx, [w.write]);
        const productId = await productIdByCode(tx, result.code);
        if (productId === null) throw new Error('imported product not found');
        // The row's first image is the cover when it is new; a cover staff chose since stays otherwise.
        await storeProductImages(tx, productId, encoded, { firstIsCover: w.firstIsNew });
      });
      results.push(result);
    } catch (err) {
      const constraint = (err as { cause?: { constraint?: string } }).cause?.constraint;
      refuse(
        result.row,
        result.code,
        err instanceof HttpError || err instanceof ImportFileError
          ? imageRefusal(err, names.join(', '))
          : `databáza zápis odmietla${constraint ? ` (${constraint})` : ''}`,
      );
    }
  }

  async function giveSlugs(created: ProductWrite[]): Promise<void> {
    for (const p of created) p.slug = slugify(`${p.name} ${p.code}`) || slugify(p.code) || 'produkt';
    const taken = await findTakenSlugs(
      db,
      created.map((p) => p.slug),
    );
    for (const p of created) {
      const base = p.slug;
      for (let n = 2; taken.has(p.slug); n++) p.slug = `${base}-${n}`;
      taken.add(p.slug);
    }
  }

  /** The batch in one statement; should the database refuse it, each row alone, so one bad row costs only itself. */
  async function write(writes: { write: ProductWrite; result: RowResult }[]): Promise<void> {
    try {
      await db.transaction((tx) =>
        upsertProducts(
          tx,
          writes.map((w) => w.write),
        ),
      );
      results.push(...writes.map((w) => w.result));
      return;
    } catch {
      // One row broke the batch (an EAN or slug another writer took meanwhile): go row by row.
    }
    for (const w of writes) {
      try {
        await db.transaction((tx) => upsertProducts(tx, [w.write]));
        results.push(w.result);
      } catch (err) {
        const constraint = (err as { constraint?: string; cause?: { constraint?: string } }).cause?.constraint;
        results.push({
          row: w.result.row,
          code: w.result.code,
          outcome: 'refused',
          reason: `databáza zápis odmietla${constraint ? ` (${constraint})` : ''}`,
        });
      }
    }
  }

  return {
    run,
    summary(total: number): ImportSummary {
      results.sort((a, b) => a.row - b.row);
      const count = (o: RowOutcome) => results.filter((r) => r.outcome === o).length;
      return {
        dryRun,
        total,
        created: count('created'),
        changed: count('changed'),
        unchanged: count('unchanged'),
        refused: count('refused'),
        newVendors,
        results,
      };
    },
  };
}

/**
 * One audit entry per import that wrote: the file, the counts and the first refused rows. The
 * products' own histories are not written row by row (100,000 entries per import would bury them).
 */
export function auditImport(
  db: DbOrTx,
  by: FastifyRequest | typeof CLI,
  source: string,
  s: ImportSummary,
): Promise<void> {
  return recordAudit(db, by, {
    action: 'product.import',
    entity: 'product',
    entityId: null,
    summary: `Import produktov (${source}): nových ${s.created}, zmenených ${s.changed}, bez zmeny ${s.unchanged}, odmietnutých ${s.refused}`,
    changes: {
      refusedRows: [
        null,
        s.results
          .filter((r) => r.outcome === 'refused')
          .slice(0, 100)
          .map((r) => r.row),
      ],
      newVendors: [null, s.newVendors],
    },
  });
}

/** An image's refusal as the row's reason: the media check's Slovak message, or a plain one. */
function imageRefusal(err: unknown, name: string): string {
  const message = err instanceof HttpError ? err.errors?.[0]?.message : undefined;
  if (err instanceof HttpError) return message ?? `obrázok „${name}“ nie je JPEG, PNG ani WebP`;
  return `obrázok „${name}“ sa nedá prečítať`;
}

const COMPARED: [keyof ProductWrite & keyof ExistingProduct, string][] = [
  ['ean', 'ean'],
  ['name', 'name'],
  ['vendor_id', 'vendor'],
  ['category_id', 'category'],
  ['price_cents', 'price'],
  ['vat_rate', 'vat'],
  ['stock', 'stock'],
  ['unit_of_measure', 'unit'],
  ['description', 'description'],
];

function changedFields(before: ExistingProduct, after: ProductWrite): string[] {
  return COMPARED.filter(([column]) => {
    const a = before[column];
    const b = after[column];
    return typeof b === 'number' ? Number(a) !== b : (a ?? null) !== (b ?? null);
  }).map(([, field]) => field);
}
