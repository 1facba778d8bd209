import {
  IMPORT_FIELD_NAMES,
  isProductVatRate,
  isValidEan,
  PRODUCT_CODE_PATTERN,
  PRODUCT_VAT_RATES,
  parsePriceToCents,
} from '@shop/contract';
import { sanitizeRichText } from '../content/sanitize.ts';
import { ImportFileError, type SourceFormat, type SourceRow } from './import-sources.ts';

/**
 * From a file's row to the product fields it sets (docs/requirements/back-office.md §Import and export). The field
 * rules are the contract's (packages/contract/src/product-fields.ts); this file only reads cells.
 */

/** Our own column names: a file whose header uses them needs no mapping (the export writes them). */
export const IMPORT_FIELDS = IMPORT_FIELD_NAMES;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export function isImportField(value: string): value is ImportField {
  return (IMPORT_FIELDS as readonly string[]).includes(value);
}

/**
 * Heureka's tags for the fields a supplier's feed has; used for an XML file without a mapping.
 * Heureka's prices include VAT and its categories are its own, so neither is mapped: such a file
 * updates the products the shop already has (a new product needs a category and a price).
 */
export const HEUREKA_MAPPING: Record<string, ImportField> = {
  ITEM_ID: 'code',
  EAN: 'ean',
  PRODUCTNAME: 'name',
  MANUFACTURER: 'vendor',
  DESCRIPTION: 'description',
};

/** Source column → our field; columns mapped to nothing are ignored. */
export type ColumnMapping = Record<string, ImportField>;

/**
 * The mapping of a file: the one given, or our own column names as they stand (any case), or for
 * Heureka XML its tags. A file that names neither a code nor an EAN cannot be matched to products.
 */
export function resolveMapping(
  columns: string[],
  format: SourceFormat,
  given: Record<string, string> | null,
): ColumnMapping {
  const mapping: ColumnMapping = {};
  if (given) {
    for (const [column, field] of Object.entries(given)) {
      if (isImportField(field) && columns.includes(column)) mapping[column] = field;
    }
  } else {
    for (const column of columns) {
      const own = column.trim().toLowerCase();
      if (isImportField(own)) mapping[column] = own;
      else if (format === 'xml' && HEUREKA_MAPPING[column]) mapping[column] = HEUREKA_MAPPING[column];
    }
  }
  const fields = Object.values(mapping);
  if (new Set(fields).size !== fields.length) {
    throw new ImportFileError('Mapovanie priraďuje jedno pole viacerým stĺpcom.');
  }
  if (!fields.includes('code') && !fields.includes('ean')) {
    throw new ImportFileError(
      `Súbor nemá stĺpec code ani ean (stĺpce: ${columns.join(', ') || 'žiadne'}); vyberte mapovanie stĺpcov.`,
    );
  }
  return mapping;
}

/** What one row asks for; a field is present only when the file has its column. */
export interface ProductRowInput {
  row: number;
  /** The code the row is matched by (or the EAN, when the file has no code column). */
  key: string;
  code?: string;
  ean?: string | null;
  name?: string;
  vendor?: string;
  category?: string;
  priceCents?: number;
  vatRate?: number;
  stock?: number;
  unit?: string;
  description?: string;
  /** Image names in the ZIP, the cover first; present only when the cell is not empty. */
  images?: string[];
}

export const MAX_IMAGES_PER_ROW = 30;

export type RowReading = { ok: true; value: ProductRowInput } | { ok: false; row: number; reason: string };

/**
 * The export writes a cell that would start a formula with a leading apostrophe
 * (catalogue-export.ts); reading it back drops the apostrophe, so an export re-imports as it is.
 */
export function unneutralise(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

export function readRow(source: SourceRow, mapping: ColumnMapping, matchBy: 'code' | 'ean'): RowReading {
  const v: Partial<Record<ImportField, string>> = {};
  for (const [column, field] of Object.entries(mapping)) {
    v[field] = unneutralise((source.cells[column] ?? '').trim());
  }
  const refuse = (reason: string): RowReading => ({ ok: false, row: source.row, reason });
  const out: ProductRowInput = { row: source.row, key: '' };
  if (v.code !== undefined) {
    if (!v.code) return refuse('chýba kód (code)');
    if (!PRODUCT_CODE_PATTERN.test(v.code)) return refuse(`kód „${v.code}“ nie je platný (písmená, číslice, -_./)`);
    out.code = v.code;
  }
  if (v.ean !== undefined) {
    if (v.ean === '') out.ean = null;
    else if (!isValidEan(v.ean))
      return refuse(`EAN „${v.ean}“ nie je platný (8, 12, 13 alebo 14 číslic s kontrolnou číslicou)`);
    else out.ean = v.ean;
  }
  if (matchBy === 'ean' && !out.ean) return refuse('chýba EAN, podľa ktorého sa produkt páruje');
  out.key = matchBy === 'code' ? (out.code as string) : (out.ean as string);
  if (v.name !== undefined) {
    if (!v.name) return refuse('chýba názov (name)');
    if (v.name.length > 300) return refuse('názov je dlhší ako 300 znakov');
    out.name = v.name;
  }
  if (v.vendor !== undefined) {
    if (!v.vendor) return refuse('chýba výrobca (vendor)');
    out.vendor = v.vendor;
  }
  if (v.category !== undefined) {
    if (!v.category) return refuse('chýba kategória (category)');
    out.category = v.category.replace(/^\/+|\/+$/g, '');
  }
  if (v.price !== undefined) {
    const cents = parsePriceToCents(v.price);
    if (cents === null) return refuse(`cena „${v.price}“ nie je cena bez DPH (napr. 12,50)`);
    out.priceCents = cents;
  }
  if (v.vat !== undefined && v.vat !== '') {
    const rate = Number(v.vat.replace(/\s*%$/, ''));
    if (!isProductVatRate(rate)) return refuse(`sadzba DPH „${v.vat}“ nie je ${PRODUCT_VAT_RATES.join(', ')} %`);
    out.vatRate = rate;
  }
  if (v.stock !== undefined && v.stock !== '') {
    // Negative stock is what was sold ahead of a delivery; the shop keeps it as it is.
    if (!/^-?\d{1,9}$/.test(v.stock)) return refuse(`sklad „${v.stock}“ nie je celé číslo`);
    out.stock = Number(v.stock);
  }
  if (v.unit !== undefined && v.unit !== '') {
    if (v.unit.length > 20) return refuse('merná jednotka je dlhšia ako 20 znakov');
    out.unit = v.unit;
  }
  if (v.description !== undefined) out.description = sanitizeRichText(v.description);
  if (v.images) {
    // `|`: a CSV's own delimiter is `,` or `;`, so the names need no quoting; a name never contains it.
    const names = [...new Set(v.images.split('|').map((n) => n.trim()))].filter(Boolean);
    if (names.length > MAX_IMAGES_PER_ROW) return refuse(`viac ako ${MAX_IMAGES_PER_ROW} obrázkov`);
    if (names.length > 0) out.images = names;
  }
  return { ok: true, value: out };
}
