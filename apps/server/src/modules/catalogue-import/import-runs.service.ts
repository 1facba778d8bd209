import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ErrorCode, type ImportRowResult, type ImportRun } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import { recordAudit } from '../staff/audit.ts';
import { type ImageZip, openImageZip } from './image-zip.ts';
import { findImportRun, findMapping, insertImportRun, updateImportRun } from './import.repository.ts';
import { auditImport, importCatalogue, type RowResult } from './import.service.ts';
import { resolveMapping } from './import-rows.ts';
import { formatOf, ImportFileError, openSource } from './import-sources.ts';

/**
 * An import started in the back office (docs/requirements/back-office.md §Import and export): the file is streamed to
 * a temporary file (never held in memory, refused past MAX_UPLOAD_BYTES), an `import_runs` record
 * is created and the import runs in the background in the process that received the file, writing
 * its progress to the record after each batch; the browser polls the record.
 */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
/** A ZIP of photos is larger than a table; what it unpacks to is limited by image-zip.ts. */
export const MAX_IMAGES_UPLOAD_BYTES = 1024 * 1024 * 1024;

const tooLarge = () => new HttpError(413, [{ code: ErrorCode.tooLarge, key: 'file' }]);

export async function startImportRun(
  shop: Shop,
  request: FastifyRequest,
  input: { fileName: string; dryRun: boolean; mapping?: string | undefined; images?: string | undefined },
  body: NodeJS.ReadableStream,
): Promise<ImportRun> {
  const format = formatOf(input.fileName);
  if (!format)
    throw new HttpError(400, [{ code: ErrorCode.validation, key: 'fileName', message: 'CSV, XLSX alebo XML' }]);
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_UPLOAD_BYTES) throw tooLarge();
  let mapping: Record<string, string> | null = null;
  if (input.mapping) {
    mapping = await findMapping(shop.db, input.mapping);
    if (!mapping) throw new HttpError(400, [{ code: ErrorCode.validation, key: 'mapping' }]);
  }

  let images: string | null = null;
  if (input.images) {
    images = uploadPath(shop, input.images, 'zip');
    if (!existsSync(images)) throw new HttpError(400, [{ code: ErrorCode.validation, key: 'images' }]);
  }
  const file = await receiveUpload(shop, body, format, MAX_UPLOAD_BYTES);

  const staffId = request.staffMember?.staffId ?? null;
  const id = await shop.db.transaction(async (tx) => {
    const runId = await insertImportRun(tx, input.fileName, input.dryRun, staffId);
    await recordAudit(tx, request, {
      action: input.dryRun ? 'product.import-dry-run' : 'product.import-start',
      entity: 'product',
      entityId: null,
      summary: `${input.dryRun ? 'Skúšobný import' : 'Import'} produktov zo súboru ${input.fileName}`,
    });
    return runId;
  });

  void runInBackground(shop, request, id, { file, images }, input.fileName, input.dryRun, mapping);
  return (await importRun(shop, id)) as ImportRun;
}

async function runInBackground(
  shop: Shop,
  request: FastifyRequest,
  id: number,
  { file, images }: { file: string; images: string | null },
  fileName: string,
  dryRun: boolean,
  mapping: Record<string, string> | null,
): Promise<void> {
  let columns: string[] = [];
  let zip: ImageZip | null = null;
  try {
    const probe = await openSource(file);
    columns = probe.columns;
    await updateImportRun(shop.db, id, { status: 'running', result: { columns } });
    resolveMapping(columns, probe.format, mapping);
    if (images) zip = await openImageZip(images);
    const summary = await importCatalogue(shop.db, file, {
      dryRun,
      mapping,
      images: zip,
      onProgress: (done, total) => updateImportRun(shop.db, id, { rowsDone: done, rowsTotal: total }),
    });
    const { results, ...counts } = summary;
    await updateImportRun(shop.db, id, { status: 'done', result: { columns, summary: counts, results } });
    if (!dryRun) {
      if (summary.created + summary.changed > 0) shop.catalog.catalogueChanged();
      await auditImport(shop.db, request, fileName, summary);
    }
  } catch (err) {
    const message = err instanceof ImportFileError ? err.message : 'Import zlyhal; skúste to znova.';
    if (!(err instanceof ImportFileError)) request.log.error({ err, run: id }, 'catalogue import failed');
    await updateImportRun(shop.db, id, { status: 'failed', error: message, result: { columns } }).catch(() => {});
  } finally {
    zip?.close();
    await rm(file, { force: true }).catch(() => {});
    // Each run uses its ZIP once: the browser uploads it again with the next run.
    if (images) await rm(images, { force: true }).catch(() => {});
  }
}

/**
 * How long an upload waits in the data folder for its run. A ZIP no run used (the screen was
 * closed after the upload) and the files of a run whose process stopped half-way are deleted by
 * the next upload after that. A run reads its table within minutes of its upload, and its ZIP
 * through the handle it opened at its start, which a deletion does not close.
 * docs/decisions/018-import-export.md §Images from a ZIP
 */
export const UPLOAD_KEPT_MS = 24 * 60 * 60_000;

async function sweepOldUploads(dir: string) {
  const now = Date.now();
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    const age = now - (await stat(file).catch(() => ({ mtimeMs: now }))).mtimeMs;
    if (age > UPLOAD_KEPT_MS) await rm(file, { force: true }).catch(() => {});
  }
}

/** An upload's file in the data folder; `id` is the random hex its upload returned (never a path). */
function uploadPath(shop: Shop, id: string, extension: string): string {
  return path.join(shop.config.dataDir, 'imports', `${id}.${extension}`);
}

/** The body streamed to a new file in the data folder, refused (413) while it arrives past `limit`. */
async function receiveUpload(shop: Shop, body: NodeJS.ReadableStream, extension: string, limit: number) {
  const dir = path.join(shop.config.dataDir, 'imports');
  mkdirSync(dir, { recursive: true });
  await sweepOldUploads(dir);
  const file = uploadPath(shop, randomBytes(12).toString('hex'), extension);
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      received += chunk.length;
      done(received > limit ? tooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(body, counter, createWriteStream(file));
  } catch (err) {
    await rm(file, { force: true });
    throw err instanceof HttpError ? err : tooLarge();
  }
  return file;
}

/**
 * The ZIP of images for the next run (docs/decisions/018-import-export.md §Images from a ZIP):
 * streamed to the data folder and checked whole at once (a bomb or a bad name is a 400 here, before
 * any run); the run names it by the returned id.
 */
export async function uploadImageZip(
  shop: Shop,
  request: FastifyRequest,
  body: NodeJS.ReadableStream,
): Promise<{ images: string }> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_IMAGES_UPLOAD_BYTES) throw tooLarge();
  const file = await receiveUpload(shop, body, 'zip', MAX_IMAGES_UPLOAD_BYTES);
  try {
    (await openImageZip(file)).close();
  } catch (err) {
    await rm(file, { force: true });
    if (err instanceof ImportFileError)
      throw new HttpError(400, [{ code: ErrorCode.validation, key: 'images', message: err.message }]);
    throw err;
  }
  const images = path.basename(file, '.zip');
  await recordAudit(shop.db, request, {
    action: 'product.import-images',
    entity: 'product',
    entityId: null,
    summary: 'Nahral ZIP s obrázkami na import produktov',
  });
  return { images };
}

export async function importRun(shop: Shop, id: number): Promise<ImportRun & { columns: string[] }> {
  const row = await findImportRun(shop.db, id);
  if (!row) throw notFound();
  const summary = row.result?.summary as ImportRun['summary'] | undefined;
  return {
    id: Number(row.id),
    fileName: row.file_name,
    dryRun: row.dry_run,
    status: row.status,
    rowsTotal: Number(row.rows_total),
    rowsDone: Number(row.rows_done),
    error: row.error,
    summary: summary
      ? {
          total: summary.total,
          created: summary.created,
          changed: summary.changed,
          unchanged: summary.unchanged,
          refused: summary.refused,
          newVendors: summary.newVendors,
        }
      : null,
    columns: row.result?.columns ?? [],
  };
}

/** A page of a finished run's rows, refused ones first when asked for all. */
export async function importRunRows(
  shop: Shop,
  id: number,
  query: { outcome?: RowResult['outcome'] | undefined; offset: number; limit: number },
): Promise<{ rows: ImportRowResult[]; total: number }> {
  const row = await findImportRun(shop.db, id);
  if (!row) throw notFound();
  const all = (row.result?.results ?? []) as RowResult[];
  const picked = query.outcome
    ? all.filter((r) => r.outcome === query.outcome)
    : [...all.filter((r) => r.outcome === 'refused'), ...all.filter((r) => r.outcome !== 'refused')];
  return { rows: picked.slice(query.offset, query.offset + query.limit), total: picked.length };
}
