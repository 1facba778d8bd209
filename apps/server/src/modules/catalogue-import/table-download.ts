import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/**
 * A table as a CSV or XLSX download, written row by row as the rows are read (the catalogue
 * export, a customer's price list): nothing holds the whole table. A text cell that a spreadsheet
 * would take for a formula (`=`, `+`, `-`, `@`, tab, CR first) gets a leading apostrophe
 * (docs/requirements/back-office.md §Import and export); the import drops it again (import-rows.ts `unneutralise`).
 */

export type TableFormat = 'csv' | 'xlsx';
export type Cell = string | number | null;

export function neutralise(cell: Cell): Cell {
  return typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

const CONTENT_TYPE: Record<TableFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function csvStream(columns: string[], rows: AsyncIterable<Cell[]>): Readable {
  // A BOM so Excel reads the file as UTF-8; `;` as Slovak Excel expects. The import reads both.
  const out = stringify({ delimiter: ';', bom: true, record_delimiter: '\r\n' });
  const source = Readable.from(
    (async function* () {
      yield columns;
      for await (const row of rows) yield row.map((c) => neutralise(c) ?? '');
    })(),
  );
  source.on('error', (err) => out.destroy(err));
  return source.pipe(out);
}

function xlsxStream(sheetName: string, columns: string[], rows: AsyncIterable<Cell[]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet(sheetName);
  void (async () => {
    sheet.addRow(columns).commit();
    for await (const row of rows) sheet.addRow(row.map(neutralise)).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((err) => out.destroy(err));
  return out;
}

export function tableStream(
  format: TableFormat,
  sheetName: string,
  columns: string[],
  rows: AsyncIterable<Cell[]>,
): Readable {
  return format === 'csv' ? csvStream(columns, rows) : xlsxStream(sheetName, columns, rows);
}

export function sendTable(
  reply: FastifyReply,
  format: TableFormat,
  filename: string,
  sheetName: string,
  columns: string[],
  rows: AsyncIterable<Cell[]>,
) {
  const safe = `${filename.replace(/[^\w.-]/g, '_')}.${format}`;
  return reply
    .type(CONTENT_TYPE[format])
    .header('content-disposition', `attachment; filename="${safe}"`)
    .header('cache-control', 'private, no-store')
    .send(tableStream(format, sheetName, columns, rows));
}
