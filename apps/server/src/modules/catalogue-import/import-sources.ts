import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { SaxesParser } from 'saxes';

/**
 * Readers of the files the catalogue import takes (docs/requirements/back-office.md §Import and export):
 * CSV, XLSX and Heureka XML, each streamed, so a file of 100,000 rows never sits in memory whole.
 * Every reader gives the header (the column names) and then the rows, each with its number as the
 * file shows it: the header is row 1 in CSV and XLSX; an XML item's number is the line its
 * `<SHOPITEM>` starts on.
 */

export type SourceFormat = 'csv' | 'xlsx' | 'xml';

export interface SourceRow {
  /** The row's number as the file shows it (CSV/XLSX: the header is row 1; XML: the item's line). */
  row: number;
  cells: Record<string, string>;
}

export interface ImportSource {
  format: SourceFormat;
  columns: string[];
  rows: AsyncIterable<SourceRow>;
}

/** A file that cannot be read at all: nothing was imported. The message is for staff (Slovak). */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}

export function formatOf(fileName: string): SourceFormat | null {
  const ext = path.extname(fileName).toLowerCase();
  return ext === '.csv' || ext === '.txt' ? 'csv' : ext === '.xlsx' ? 'xlsx' : ext === '.xml' ? 'xml' : null;
}

/** Opens a file for import; `format` defaults to the one its name says. */
export async function openSource(file: string, format: SourceFormat | null = formatOf(file)): Promise<ImportSource> {
  if (format === 'csv') return openCsv(file);
  if (format === 'xlsx') return openXlsx(file);
  if (format === 'xml') return openXml(file);
  throw new ImportFileError('Nepoznám formát súboru: očakávam CSV, XLSX alebo XML (Heureka).');
}

/** Reads the iterator's first value as the header and the rest as rows. */
async function withHeader(
  format: SourceFormat,
  records: AsyncIterator<SourceRow | string[]>,
  header: () => Promise<string[]>,
): Promise<ImportSource> {
  const columns = await header();
  return {
    format,
    columns,
    rows: {
      [Symbol.asyncIterator]: () => records as AsyncIterator<SourceRow>,
    },
  };
}

// --- CSV -------------------------------------------------------------------------------------

/** The first bytes decide: valid UTF-8 (with or without BOM) or else Windows-1250 (Slovak Excel). */
async function sniffCsv(file: string): Promise<{ encoding: 'utf8' | 'win1250'; delimiter: ';' | ',' }> {
  const handle = await open(file);
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const head = buffer.subarray(0, bytesRead);
    let text: string;
    let encoding: 'utf8' | 'win1250' = 'utf8';
    try {
      // `stream: true` lets a character cut at the end of the sample pass.
      text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    } catch {
      encoding = 'win1250';
      text = iconv.decode(head, 'win1250');
    }
    const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
    const count = (c: string) => firstLine.split(c).length - 1;
    return { encoding, delimiter: count(';') >= count(',') && count(';') > 0 ? ';' : ',' };
  } finally {
    await handle.close();
  }
}

async function openCsv(file: string): Promise<ImportSource> {
  const { encoding, delimiter } = await sniffCsv(file);
  const input: Readable = createReadStream(file);
  const decoded = encoding === 'utf8' ? input : input.pipe(iconv.decodeStream('win1250'));
  const parser = decoded.pipe(
    parse({ delimiter, bom: true, relax_column_count: true, skip_empty_lines: true, info: true }),
  );
  input.on('error', (err) => parser.destroy(err));
  const iterator = parser[Symbol.asyncIterator]() as AsyncIterator<{ record: string[]; info: { lines: number } }>;
  let columns: string[] = [];
  async function* rows(): AsyncGenerator<SourceRow> {
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield { row: next.value.info.lines, cells: cellsOf(columns, next.value.record) };
      }
    } catch (err) {
      throw csvError(err);
    }
  }
  const header = async () => {
    try {
      const first = await iterator.next();
      if (first.done) throw new ImportFileError('Súbor je prázdny: chýba riadok s názvami stĺpcov.');
      columns = first.value.record.map((c) => c.trim());
      return columns;
    } catch (err) {
      throw csvError(err);
    }
  };
  return withHeader('csv', rows(), header);
}

function csvError(err: unknown): Error {
  if (err instanceof ImportFileError) return err;
  const e = err as { message?: string; lines?: number };
  return new ImportFileError(
    `CSV sa nedá prečítať${e.lines ? ` (riadok ${e.lines})` : ''}: ${e.message ?? String(err)}`,
  );
}

function cellsOf(columns: string[], values: readonly string[]): Record<string, string> {
  const cells: Record<string, string> = {};
  columns.forEach((column, i) => {
    if (column) cells[column] = values[i] ?? '';
  });
  return cells;
}

// --- XLSX ------------------------------------------------------------------------------------

/** A cell as text: numbers as JavaScript writes them, formulas by their result, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  return '';
}

async function openXlsx(file: string): Promise<ImportSource> {
  async function* records(): AsyncGenerator<string[] | SourceRow> {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    let columns: string[] | null = null;
    try {
      for await (const worksheet of reader) {
        // Only the first sheet is the catalogue; the rest are the supplier's notes.
        for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
          const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
          if (!columns) {
            columns = values.map((v) => v.trim());
            yield columns;
            continue;
          }
          if (values.every((v) => v.trim() === '')) continue;
          yield { row: row.number, cells: cellsOf(columns, values) };
        }
        break;
      }
    } catch (err) {
      if (err instanceof ImportFileError) throw err;
      throw new ImportFileError(`XLSX sa nedá prečítať: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (!columns) throw new ImportFileError('Súbor je prázdny: chýba riadok s názvami stĺpcov.');
  }
  const iterator = records();
  return withHeader('xlsx', iterator as AsyncIterator<SourceRow>, async () => {
    const first = await iterator.next();
    if (first.done || !Array.isArray(first.value)) {
      throw new ImportFileError('Súbor je prázdny: chýba riadok s názvami stĺpcov.');
    }
    return first.value;
  });
}

// --- Heureka XML -----------------------------------------------------------------------------

/**
 * Heureka's product XML (`<SHOP><SHOPITEM>…`): each item's direct child elements are its columns,
 * named as the tags (`ITEM_ID`, `PRODUCTNAME`, `EAN`, `MANUFACTURER`, …); a repeated tag keeps its
 * first value, nested ones (`PARAM`) are skipped. A DOCTYPE is refused outright: no external
 * entities, no entity expansion, whatever the declaration says.
 */
async function openXml(file: string): Promise<ImportSource> {
  async function* records(): AsyncGenerator<string[] | SourceRow> {
    const parser = new SaxesParser({ position: true });
    const ready: SourceRow[] = [];
    let failure: Error | null = null;
    let item: SourceRow | null = null;
    let depth = 0;
    let field: string | null = null;
    let text = '';
    let columns: string[] | null = null;
    const fail = (message: string) => {
      failure ??= new ImportFileError(`XML sa nedá prečítať (riadok ${parser.line}): ${message}`);
    };
    parser.on('doctype', () => fail('DOCTYPE a entity nie sú dovolené'));
    parser.on('error', (err) => fail(err.message.replace(/^[^:]*:\d+:\d+: /, '')));
    parser.on('opentag', (tag) => {
      depth++;
      if (tag.name === 'SHOPITEM' && depth === 2) item = { row: parser.line, cells: {} };
      else if (item && depth === 3) {
        field = tag.name;
        text = '';
      }
    });
    parser.on('text', (t) => {
      if (field) text += t;
    });
    parser.on('cdata', (t) => {
      if (field) text += t;
    });
    parser.on('closetag', (tag) => {
      if (item && depth === 3 && field === tag.name) {
        if (!(field in item.cells)) item.cells[field] = text.trim();
        field = null;
      } else if (item && depth === 2 && tag.name === 'SHOPITEM') {
        ready.push(item);
        item = null;
      }
      depth--;
    });
    const stream = createReadStream(file, { encoding: 'utf8' });
    for await (const chunk of stream) {
      parser.write(chunk as string);
      if (failure) break;
      while (ready.length > 0) {
        const next = ready.shift() as SourceRow;
        if (!columns) {
          columns = Object.keys(next.cells);
          yield columns;
        }
        yield next;
      }
    }
    if (!failure) parser.close();
    stream.destroy();
    if (failure) throw failure;
    for (const next of ready) {
      if (!columns) {
        columns = Object.keys(next.cells);
        yield columns;
      }
      yield next;
    }
    if (!columns) throw new ImportFileError('V XML nie je ani jedna položka SHOPITEM.');
  }
  const iterator = records();
  return withHeader('xml', iterator as AsyncIterator<SourceRow>, async () => {
    const first = await iterator.next();
    if (first.done || !Array.isArray(first.value))
      throw new ImportFileError('V XML nie je ani jedna položka SHOPITEM.');
    return first.value;
  });
}
