import { parseArgs } from 'node:util';
import type { Db } from '../../db/client.ts';
import { CLI } from '../staff/audit.ts';
import { type ImageZip, openImageZip } from './image-zip.ts';
import { findMapping } from './import.repository.ts';
import { auditImport, type ImportSummary, importCatalogue } from './import.service.ts';
import { ImportFileError } from './import-sources.ts';

export const IMPORT_USAGE = `  import FILE [--images ZIP] [--mapping NAME] [--dry-run]
                           products from CSV, XLSX or Heureka XML, upserted by code (or EAN); the images
                           column names files in the ZIP (separated by |, the first is the cover); prints each
                           refused row's number (the header is row 1) and reason; exit code 1 when any was refused`;

export class ImportUsageError extends Error {}

/**
 * `npm run shop -- import FILE [--images ZIP] [--mapping NAME] [--dry-run]` (docs/requirements/back-office.md §Import and export):
 * the same function as the back office's, with progress on stderr and the summary and refused rows
 * on stdout. Returns the exit code: 0 when every row went in, 1 when a row was refused or the file
 * could not be read.
 */
export async function runImportCommand(
  db: Db,
  args: string[],
  log: (line: string) => void,
  progress = log,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { mapping: { type: 'string' }, images: { type: 'string' }, 'dry-run': { type: 'boolean' } },
  });
  const file = positionals[0];
  if (!file) throw new ImportUsageError('import needs the file to import');
  const dryRun = values['dry-run'] === true;
  let mapping: Record<string, string> | null = null;
  if (values.mapping !== undefined) {
    mapping = await findMapping(db, values.mapping);
    if (!mapping) throw new ImportUsageError(`no saved mapping named "${values.mapping}"`);
  }
  const started = Date.now();
  let summary: ImportSummary;
  let images: ImageZip | null = null;
  try {
    if (values.images !== undefined) images = await openImageZip(values.images);
  } catch (err) {
    if (err instanceof ImportFileError) {
      log(`${values.images}: ${err.message}`);
      return 1;
    }
    throw err;
  }
  try {
    summary = await importCatalogue(db, file, {
      dryRun,
      mapping,
      images,
      onProgress: (done, total) => progress(`${done} / ${total} rows`),
    });
  } catch (err) {
    if (err instanceof ImportFileError) {
      log(`${file}: ${err.message}`);
      return 1;
    }
    throw err;
  } finally {
    images?.close();
  }
  if (!dryRun) await auditImport(db, CLI, `${file}, príkazový riadok`, summary);
  for (const r of summary.results) {
    if (r.outcome === 'refused') log(`row ${r.row}${r.code ? ` (${r.code})` : ''}: ${r.reason}`);
    else if (dryRun && r.images) log(`row ${r.row} (${r.code}): would add images ${r.images.join(', ')}`);
  }
  log(describeSummary(summary));
  log(
    `${((Date.now() - started) / 1000).toFixed(1)} s, peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
  );
  return summary.refused > 0 ? 1 : 0;
}

export function describeSummary(s: ImportSummary): string {
  const verb = s.dryRun ? 'dry run, nothing written: would be ' : '';
  const vendors = s.newVendors.length > 0 ? `; new vendors: ${s.newVendors.join(', ')}` : '';
  return `${s.total} rows: ${verb}created ${s.created}, changed ${s.changed}, unchanged ${s.unchanged}, refused ${s.refused}${vendors}`;
}
