import type { Db } from '../../db/client.ts';
import { findExportProducts } from './import.repository.ts';
import { IMPORT_FIELDS } from './import-rows.ts';
import type { Cell } from './table-download.ts';

/**
 * The catalogue as the import reads it (docs/requirements/back-office.md §Import and export): our own column names,
 * the price excl. VAT with a decimal point, every product (withdrawn ones too), read 1,000 at a
 * time by id. An export imported again changes nothing.
 */
// Images are not exported: the import takes them from a ZIP, and the export has no ZIP to give.
export const EXPORT_COLUMNS = IMPORT_FIELDS.filter((f) => f !== 'images');

export async function* catalogueRows(db: Db, batch = 1000): AsyncGenerator<Cell[]> {
  for (let after = 0; ; ) {
    const rows = await findExportProducts(db, after, batch);
    if (rows.length === 0) return;
    for (const p of rows) {
      yield [
        p.code,
        p.ean ?? '',
        p.name,
        p.vendor,
        p.category,
        (Number(p.price_cents) / 100).toFixed(2),
        Number(p.vat_rate),
        Number(p.stock),
        p.unit_of_measure,
        p.description,
      ];
    }
    after = Number(rows[rows.length - 1]?.id);
  }
}
