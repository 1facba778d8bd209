import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { cloneTemplate, type TestDatabase } from '../../test/databases.ts';
import { saveMapping } from './import.repository.ts';
import { importCatalogue } from './import.service.ts';

/** docs/requirements/back-office.md §Import and export */
let database: TestDatabase;
const dir = mkdtempSync(path.join(tmpdir(), 'import-test-'));
const file = (name: string, content: string | Buffer) => {
  const p = path.join(dir, name);
  writeFileSync(p, content);
  return p;
};
const product = async (code: string) =>
  (
    await query<Record<string, unknown>>(
      database.db,
      sql`select p.code, p.ean, p.name, p.price_cents, p.vat_rate, p.stock, p.unit_of_measure, p.description, p.version, v.name as vendor, c.path as category
          from products p join vendors v on v.id = p.vendor_id join categories c on c.id = p.category_id where p.code = ${code}`,
    )
  )[0];
const productCount = async () =>
  Number((await query<{ n: number }>(database.db, sql`select count(*)::int as n from products`))[0]?.n);

beforeAll(async () => {
  database = await cloneTemplate('demo');
});
afterAll(async () => {
  await database.destroy();
});

const HEADER = 'code;ean;name;vendor;category;price;vat;stock;unit;description';
const GOOD = [
  'IMP-001;4006381333931;Importovaná kamera;Vidinet;ezs/ustredne;12,50;23;5;ks;<p>Popis<script>alert(1)</script></p>',
  'IMP-002;;Importovaný detektor;Nový výrobca Import;ezs/ustredne;1 234.5;19;0;ks;',
];

describe('importing our own CSV', () => {
  it('creates products, then running the same file again changes nothing', async () => {
    const csv = file('own.csv', `\uFEFF${[HEADER, ...GOOD].join('\r\n')}\r\n`);
    const dry = await importCatalogue(database.db, csv, { dryRun: true });
    expect(dry).toMatchObject({ total: 2, created: 2, refused: 0, newVendors: ['Nový výrobca Import'] });
    expect(await product('IMP-001')).toBeUndefined();

    const first = await importCatalogue(database.db, csv, { dryRun: false });
    expect(first.results.map((r) => [r.row, r.outcome])).toEqual([
      [2, 'created'],
      [3, 'created'],
    ]);
    expect(await product('IMP-001')).toMatchObject({
      ean: '4006381333931',
      name: 'Importovaná kamera',
      price_cents: 1250,
      vendor: 'Vidinet',
      category: 'ezs/ustredne',
      // Sanitized on write: the script is gone.
      description: '<p>Popis</p>',
    });
    expect(await product('IMP-002')).toMatchObject({
      price_cents: 123_450,
      vat_rate: 19,
      vendor: 'Nový výrobca Import',
    });

    const again = await importCatalogue(database.db, csv, { dryRun: false });
    expect(again).toMatchObject({ created: 0, changed: 0, unchanged: 2, refused: 0, newVendors: [] });
    expect((await product('IMP-001'))?.version).toBe(1);
  });

  it('reports which fields changed, and a bad row refuses only itself', async () => {
    const before = await productCount();
    const csv = file(
      'changes.csv',
      [
        'code,name,price,stock',
        'IMP-001,Importovaná kamera,13.00,5',
        'IMP-002,,10,1',
        'bad code!,X,1,1',
        'IMP-003,Nový bez kategórie,1,1',
        'IMP-001,Zase,1,1',
        'IMP-002,Importovaný detektor,abc,1',
      ].join('\n'),
    );
    const summary = await importCatalogue(database.db, csv, { dryRun: false });
    expect(summary.results).toEqual([
      { row: 2, code: 'IMP-001', outcome: 'changed', fields: ['price'] },
      { row: 3, code: '', outcome: 'refused', reason: 'chýba názov (name)' },
      { row: 4, code: '', outcome: 'refused', reason: expect.stringContaining('kód „bad code!“') },
      { row: 5, code: 'IMP-003', outcome: 'refused', reason: 'nový produkt potrebuje aj vendor, category' },
      { row: 6, code: 'IMP-001', outcome: 'refused', reason: 'kód sa v súbore opakuje (prvý raz v riadku 2)' },
      { row: 7, code: '', outcome: 'refused', reason: expect.stringContaining('cena „abc“') },
    ]);
    expect(await productCount()).toBe(before);
    expect(await product('IMP-001')).toMatchObject({ price_cents: 1300, version: 2 });
    expect(await product('IMP-002')).toMatchObject({ stock: 0 });
  });

  it('refuses an unknown category path and an EAN another product holds', async () => {
    const csv = file(
      'refused.csv',
      [
        HEADER,
        'IMP-010;;Kamera;Vidinet;neexistuje/vobec;1;23;1;ks;',
        'IMP-011;4006381333931;Kamera;Vidinet;ezs;1;23;1;ks;',
      ].join('\n'),
    );
    const summary = await importCatalogue(database.db, csv, { dryRun: false });
    expect(summary.results.map((r) => r.reason)).toEqual([
      'kategória „neexistuje/vobec“ neexistuje',
      'EAN 4006381333931 už má produkt IMP-001',
    ]);
    expect(await product('IMP-010')).toBeUndefined();
  });

  it('reads Windows-1250 with a comma delimiter and matches by EAN without a code column', async () => {
    const csv = file('cp1250.csv', iconv.encode('ean,name\n4006381333931,Kamera s dĺžňom ťčž\n', 'win1250'));
    const summary = await importCatalogue(database.db, csv, { dryRun: false });
    expect(summary).toMatchObject({ changed: 1, refused: 0 });
    expect((await product('IMP-001'))?.name).toBe('Kamera s dĺžňom ťčž');
  });

  it('uses a saved mapping by name', async () => {
    await saveMapping(database.db, 'Dodávateľ A', { Kod: 'code', Nazov: 'name', Sklad: 'stock' });
    const csv = file('mapped.csv', 'Kod;Nazov;Sklad;Iné\nIMP-002;Detektor A;42;x\n');
    await expect(importCatalogue(database.db, csv, { dryRun: true })).rejects.toThrow(/nemá stĺpec code ani ean/);
    const { findMapping } = await import('./import.repository.ts');
    const summary = await importCatalogue(database.db, csv, {
      dryRun: false,
      mapping: await findMapping(database.db, 'Dodávateľ A'),
    });
    expect(summary.results).toEqual([{ row: 2, code: 'IMP-002', outcome: 'changed', fields: ['name', 'stock'] }]);
  });
});

describe('XLSX and Heureka XML', () => {
  it('reads the first sheet of an XLSX with numbers as cells', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Produkty');
    sheet.addRow(['code', 'name', 'vendor', 'category', 'price', 'stock']);
    sheet.addRow(['IMP-X1', 'Z Excelu', 'Vidinet', 'ezs', 9.9, 3]);
    sheet.addRow(['IMP-X2', 'Z Excelu 2', 'Vidinet', 'ezs', 'zlá', 3]);
    const xlsx = path.join(dir, 'a.xlsx');
    await workbook.xlsx.writeFile(xlsx);
    const summary = await importCatalogue(database.db, xlsx, { dryRun: false });
    expect(summary.results.map((r) => [r.row, r.outcome])).toEqual([
      [2, 'created'],
      [3, 'refused'],
    ]);
    expect(await product('IMP-X1')).toMatchObject({ price_cents: 990, stock: 3 });
  });

  it('reads Heureka items by their tags, the row being the line of the item', async () => {
    const xml = file(
      'heureka.xml',
      `<?xml version="1.0" encoding="utf-8"?>
<SHOP>
  <SHOPITEM>
    <ITEM_ID>IMP-X1</ITEM_ID>
    <PRODUCTNAME>Z Heureky</PRODUCTNAME>
    <DESCRIPTION><![CDATA[<b>tučné</b>]]></DESCRIPTION>
    <PARAM><PARAM_NAME>Farba</PARAM_NAME><VAL>biela</VAL></PARAM>
  </SHOPITEM>
  <SHOPITEM>
    <ITEM_ID>IMP-NEW</ITEM_ID>
    <PRODUCTNAME>Nový</PRODUCTNAME>
  </SHOPITEM>
</SHOP>`,
    );
    const summary = await importCatalogue(database.db, xml, { dryRun: false });
    expect(summary.results).toEqual([
      { row: 3, code: 'IMP-X1', outcome: 'changed', fields: ['name', 'description'] },
      { row: 9, code: 'IMP-NEW', outcome: 'refused', reason: 'nový produkt potrebuje aj vendor, category, price' },
    ]);
    expect(await product('IMP-X1')).toMatchObject({ name: 'Z Heureky', description: '<b>tučné</b>' });
  });

  it('refuses broken XML and XML with an external entity, naming the line, and changes nothing', async () => {
    const before = await product('IMP-X1');
    const broken = file(
      'broken.xml',
      '<SHOP>\n<SHOPITEM><ITEM_ID>IMP-X1</ITEM_ID><PRODUCTNAME>Zmena</PRODUCTNAME></SHOPITEM>\n<SHOPITEM><ITEM_ID>x</SHOPITEM>\n</SHOP>',
    );
    await expect(importCatalogue(database.db, broken, { dryRun: false })).rejects.toThrow(
      /XML sa nedá prečítať \(riadok 3\)/,
    );
    const xxe = file(
      'xxe.xml',
      '<?xml version="1.0"?>\n<!DOCTYPE SHOP [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<SHOP><SHOPITEM><ITEM_ID>IMP-X1</ITEM_ID><PRODUCTNAME>&xxe;</PRODUCTNAME></SHOPITEM></SHOP>',
    );
    await expect(importCatalogue(database.db, xxe, { dryRun: false })).rejects.toThrow(
      /riadok 2\): DOCTYPE a entity nie sú dovolené/,
    );
    expect(await product('IMP-X1')).toEqual(before);
  });
});
