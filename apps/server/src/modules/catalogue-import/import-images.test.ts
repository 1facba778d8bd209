import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { cloneTemplate, type TestDatabase } from '../../test/databases.ts';
import { photoJpeg, smallPng } from '../../test/upload-fixtures.ts';
import { buildZip } from '../../test/zip.ts';
import { openImageZip } from './image-zip.ts';
import { importCatalogue } from './import.service.ts';
import { runImportCommand } from './import-cli.ts';
import { ImportFileError } from './import-sources.ts';

/** Images named in the file, taken from a ZIP (docs/requirements/back-office.md §Import and export). */
let database: TestDatabase;
const dir = mkdtempSync(path.join(tmpdir(), 'import-images-'));
const file = (name: string, content: string | Buffer) => {
  const p = path.join(dir, name);
  writeFileSync(p, content);
  return p;
};
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let png: Buffer;
let jpeg: Buffer;
let other: Buffer;
beforeAll(async () => {
  database = await cloneTemplate('demo');
  png = await smallPng(300, 200);
  jpeg = await photoJpeg(640, 400);
  other = await smallPng(120, 90);
});
afterAll(async () => {
  await database.destroy();
});

const imagesOf = (code: string) =>
  query<{ id: number; src: string; cover: boolean; sort: number; source: string | null; widths: number[] }>(
    database.db,
    sql`select i.id, i.src, i.cover, i.sort, i.variants->>'source' as source, i.variants->'widths' as widths
        from product_images i join products p on p.id = i.product_id where p.code = ${code} order by i.sort, i.id`,
  );
const exists = async (code: string) =>
  (await query(database.db, sql`select 1 from products where code = ${code}`)).length > 0;

const HEADER = 'code;name;vendor;category;price;images';

async function importWith(csv: string, zip: Buffer, dryRun: boolean) {
  const images = await openImageZip(file(`images-${Math.random().toString(16).slice(2)}.zip`, zip));
  try {
    return await importCatalogue(database.db, csv, { dryRun, images });
  } finally {
    images.close();
  }
}

describe('images from a ZIP', () => {
  it('a dry run names the images per row; the import adds them with the first as cover; a re-run adds nothing', async () => {
    const zip = buildZip([
      { name: 'fotky/', data: Buffer.alloc(0) },
      { name: 'fotky/predok.jpg', data: jpeg },
      { name: 'bok.png', data: png },
      { name: 'detektor.png', data: other },
    ]);
    const csv = file(
      'with-images.csv',
      [
        HEADER,
        'ZIP-IMG-1;Kamera s obrázkami;Vidinet;ezs;10,00;predok.jpg | bok.png',
        'ZIP-IMG-2;Detektor s obrázkom;Vidinet;ezs;20,00;detektor.png',
        'ZIP-IMG-3;Bez obrázka;Vidinet;ezs;30,00;',
      ].join('\n'),
    );

    const dry = await importWith(csv, zip, true);
    expect(dry.results.map((r) => [r.row, r.outcome, r.images])).toEqual([
      [2, 'created', ['fotky/predok.jpg', 'bok.png']],
      [3, 'created', ['detektor.png']],
      [4, 'created', undefined],
    ]);
    expect(await exists('ZIP-IMG-1')).toBe(false);

    const first = await importWith(csv, zip, false);
    expect(first).toMatchObject({ created: 3, refused: 0 });
    const images = await imagesOf('ZIP-IMG-1');
    expect(images.map((i) => [i.cover, i.source])).toEqual([
      [true, sha256(jpeg)],
      [false, sha256(png)],
    ]);
    for (const image of images) {
      expect(image.widths.length).toBeGreaterThan(0);
      const stored = await query<{ content_type: string }>(
        database.db,
        sql`select content_type from media where path = ${image.src.replace(/^\/media\//, '')}`,
      );
      expect(stored).toEqual([{ content_type: 'image/webp' }]);
    }
    expect(await imagesOf('ZIP-IMG-2')).toHaveLength(1);
    expect(await imagesOf('ZIP-IMG-3')).toHaveLength(0);

    const again = await importWith(csv, zip, false);
    expect(again).toMatchObject({ created: 0, changed: 0, unchanged: 3, refused: 0 });
    expect((await imagesOf('ZIP-IMG-1')).map((i) => i.id)).toEqual(images.map((i) => i.id));

    // A new picture for an existing product: added, and the product is "changed" in images only.
    const more = file(
      'more.csv',
      [HEADER, 'ZIP-IMG-2;Detektor s obrázkom;Vidinet;ezs;20,00;detektor.png|bok.png'].join('\n'),
    );
    const added = await importWith(more, zip, false);
    expect(added.results).toEqual([
      { row: 2, code: 'ZIP-IMG-2', outcome: 'changed', fields: ['images'], images: ['bok.png'] },
    ]);
    expect((await imagesOf('ZIP-IMG-2')).map((i) => i.source)).toEqual([sha256(other), sha256(png)]);
  });

  it('refuses a row naming a missing image or a file that is no image, by row number, and imports the others', async () => {
    const zip = buildZip([
      { name: 'ok.png', data: png },
      { name: 'shell.jpg', data: Buffer.from('<?php system($_GET["c"]); ?>') },
    ]);
    const csv = file(
      'missing.csv',
      [
        HEADER,
        'ZIP-BAD-1;Chýba obrázok;Vidinet;ezs;10,00;ok.png|nie-je.jpg',
        'ZIP-BAD-2;Dobrý;Vidinet;ezs;10,00;ok.png',
        'ZIP-BAD-3;Nie obrázok;Vidinet;ezs;10,00;shell.jpg',
      ].join('\n'),
    );
    const summary = await importWith(csv, zip, false);
    expect(summary.results.map((r) => [r.row, r.outcome])).toEqual([
      [2, 'refused'],
      [3, 'created'],
      [4, 'refused'],
    ]);
    expect(summary.results[0]?.reason).toBe('obrázok „nie-je.jpg“ nie je v ZIP');
    expect(summary.results[2]?.reason).toMatch(/shell\.jpg.*nie je obrázok/);
    // Neither the product nor any of its images were written.
    expect(await exists('ZIP-BAD-1')).toBe(false);
    expect(await exists('ZIP-BAD-3')).toBe(false);
    expect(await imagesOf('ZIP-BAD-2')).toHaveLength(1);
  });

  it('refuses a row naming images when no ZIP came with the file', async () => {
    const csv = file('no-zip.csv', [HEADER, 'ZIP-NONE-1;Bez ZIP;Vidinet;ezs;10,00;a.jpg'].join('\n'));
    const summary = await importCatalogue(database.db, csv, { dryRun: false });
    expect(summary.results[0]).toMatchObject({ row: 2, outcome: 'refused' });
    expect(await exists('ZIP-NONE-1')).toBe(false);
  });
});

describe('a hostile ZIP is refused as a whole', () => {
  const refusal = (zip: Buffer) => openImageZip(file(`hostile-${Math.random().toString(16).slice(2)}.zip`, zip));

  it('an entry that unpacks past the image limit (a zip bomb of zeros)', async () => {
    await expect(refusal(buildZip([{ name: 'bomba.jpg', data: Buffer.alloc(25 * 1024 * 1024) }]))).rejects.toThrow(
      /viac ako 20 MB/,
    );
  });

  it('a small entry compressed far beyond what a photo allows', async () => {
    await expect(refusal(buildZip([{ name: 'nuly.jpg', data: Buffer.alloc(5 * 1024 * 1024) }]))).rejects.toThrow(
      /ZIP bomba/,
    );
  });

  it('an entry declaring 1 GB', async () => {
    await expect(
      refusal(buildZip([{ name: 'velky.jpg', data: Buffer.alloc(1024), declaredSize: 1024 * 1024 * 1024 }])),
    ).rejects.toThrow(ImportFileError);
  });

  it('an entry that unpacks to more than it declared', async () => {
    // Random bytes do not compress, so the ratio check passes and only the read catches the lie.
    const data = randomBytes(300_000);
    await expect(refusal(buildZip([{ name: 'klame.jpg', data, declaredSize: 100_000 }]))).rejects.toThrow(
      ImportFileError,
    );
  });

  it('an entry named ../evil.jpg or with an absolute path', async () => {
    await expect(refusal(buildZip([{ name: '../evil.jpg', data: png }]))).rejects.toThrow(/\.\.\/evil\.jpg/);
    await expect(refusal(buildZip([{ name: '/etc/evil.jpg', data: png }]))).rejects.toThrow(ImportFileError);
  });

  it('a file that is no ZIP', async () => {
    await expect(refusal(Buffer.from('not a zip at all'))).rejects.toThrow(/nie je platný ZIP/);
  });
});

describe('npm run shop -- import FILE --images ZIP', () => {
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

  it('imports the images; a dry run prints them per row; a zip bomb imports nothing', async () => {
    const csv = file('cli.csv', [HEADER, 'ZIP-CLI-1;Kamera z CLI;Vidinet;ezs;10,00;cli.png'].join('\n'));
    const zip = file('cli.zip', buildZip([{ name: 'cli.png', data: png }]));
    const bomb = file('cli-bomb.zip', buildZip([{ name: 'cli.png', data: Buffer.alloc(25 * 1024 * 1024) }]));

    const refused = await run(csv, '--images', bomb);
    expect(refused.code).toBe(1);
    expect(refused.out.join('\n')).toMatch(/cli-bomb\.zip: ZIP s obrázkami: položka „cli\.png“ má viac ako 20 MB/);
    expect(await exists('ZIP-CLI-1')).toBe(false);

    const dry = await run(csv, '--images', zip, '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.out).toContain('row 2 (ZIP-CLI-1): would add images cli.png');
    expect(await exists('ZIP-CLI-1')).toBe(false);

    expect((await run(csv, '--images', zip)).code).toBe(0);
    expect(await imagesOf('ZIP-CLI-1')).toHaveLength(1);
  });
});
