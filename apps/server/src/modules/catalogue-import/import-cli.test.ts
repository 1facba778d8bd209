import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { cloneTemplate, type TestDatabase } from '../../test/databases.ts';
import { saveMapping } from './import.repository.ts';
import { runImportCommand } from './import-cli.ts';

/** `npm run shop -- import FILE [--mapping NAME] [--dry-run]` (docs/requirements/back-office.md §Import and export). */
let database: TestDatabase;
const dir = mkdtempSync(path.join(tmpdir(), 'import-cli-'));
const csv = path.join(dir, 'products.csv');

beforeAll(async () => {
  database = await cloneTemplate('demo');
  writeFileSync(
    csv,
    [
      'code;name;vendor;category;price',
      'CLI-IMP-1;Kamera z príkazového riadku;Vidinet;ezs;10,00',
      'CLI-IMP-2;;Vidinet;ezs;10,00',
      'CLI-IMP-3;Kamera 3;Vidinet;ezs/neexistuje;10,00',
    ].join('\n'),
  );
});
afterAll(async () => {
  await database.destroy();
});

async function run(...args: string[]) {
  const out: string[] = [];
  const code = await runImportCommand(
    database.db,
    args,
    (line) => out.push(line),
    () => {},
  );
  return { code, out };
}
const exists = async (code: string) =>
  (await query(database.db, sql`select 1 from products where code = ${code}`)).length > 0;

describe('import from the command line', () => {
  it('a dry run prints what would happen and writes nothing', async () => {
    const { code, out } = await run(csv, '--dry-run');
    expect(code).toBe(1);
    expect(out).toContain('row 3: chýba názov (name)');
    expect(out).toContain('row 4 (CLI-IMP-3): kategória „ezs/neexistuje“ neexistuje');
    expect(out).toContain('3 rows: dry run, nothing written: would be created 1, changed 0, unchanged 0, refused 2');
    expect(await exists('CLI-IMP-1')).toBe(false);
  });

  it('imports, prints each refused row and exits non-zero; audited', async () => {
    const { code, out } = await run(csv);
    expect(code).toBe(1);
    expect(out).toContain('3 rows: created 1, changed 0, unchanged 0, refused 2');
    expect(await exists('CLI-IMP-1')).toBe(true);
    const audit = await query<{ summary: string }>(
      database.db,
      sql`select summary from audit_log where action = 'product.import' order by id desc limit 1`,
    );
    expect(audit[0]?.summary).toContain('products.csv, príkazový riadok');
  });

  it('exits 0 when every row went in, with a saved mapping', async () => {
    const mapped = path.join(dir, 'mapped.csv');
    writeFileSync(mapped, 'Kód;Sklad\nCLI-IMP-1;7\n');
    await saveMapping(database.db, 'sklad', { Kód: 'code', Sklad: 'stock' });
    const { code, out } = await run(mapped, '--mapping', 'sklad');
    expect(code).toBe(0);
    expect(out).toContain('1 rows: created 0, changed 1, unchanged 0, refused 0');
    await expect(run(mapped, '--mapping', 'nie je')).rejects.toThrow(/no saved mapping named "nie je"/);
  });

  it('a file it cannot read exits 1 with the reason', async () => {
    const broken = path.join(dir, 'broken.xml');
    writeFileSync(broken, '<SHOP><SHOPITEM>');
    const { code, out } = await run(broken);
    expect(code).toBe(1);
    expect(out[0]).toMatch(/broken\.xml: XML sa nedá prečítať \(riadok 1\)/);
  });
});
