import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import { createStaff, staffSessionDirectly } from '../../test/staff.ts';
import { smallPng } from '../../test/upload-fixtures.ts';
import { buildZip } from '../../test/zip.ts';
import { UPLOAD_KEPT_MS } from './import-runs.service.ts';

/** docs/requirements/back-office.md §Import and export (the back office's import) */
let shop: TestShop;
let content: Awaited<ReturnType<typeof staffSessionDirectly>>;

beforeAll(async () => {
  shop = await createTestShop('demo');
  content = await staffSessionDirectly(shop, await createStaff(shop, 'content'));
});
afterAll(() => shop.close());

const CSV = [
  'code;name;vendor;category;price;stock',
  'WEB-IMP-1;Kamera z back office;Vidinet;ezs;10,00;1',
  'WEB-IMP-2;Kamera 2;Vidinet;ezs/nie-je;10,00;1',
  'WEB-IMP-3;Kamera 3;Vidinet;ezs;10,00;1',
].join('\n');
const octet = { 'content-type': 'application/octet-stream' };

async function finished(id: number) {
  for (let i = 0; i < 200; i++) {
    const run = (await content.get(`/admin/v1/staff/catalogue/import/runs/${id}`)).json().data;
    if (run.status === 'done' || run.status === 'failed') return run;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the run did not finish');
}
const exists = async (code: string) =>
  (await query(shop.database.db, sql`select 1 from products where code = ${code}`)).length > 0;

describe('import in the back office', () => {
  it('a dry run reports per row, refused rows first, and writes nothing; then the real run imports', async () => {
    const start = await content.post('/admin/v1/staff/catalogue/import/runs?fileName=a.csv&dryRun=true', CSV, octet);
    expect(start.statusCode).toBe(202);
    const dry = await finished(start.json().data.id);
    expect(dry).toMatchObject({
      status: 'done',
      dryRun: true,
      rowsTotal: 3,
      rowsDone: 3,
      columns: ['code', 'name', 'vendor', 'category', 'price', 'stock'],
    });
    expect(dry.summary).toMatchObject({ created: 2, refused: 1 });
    const rows = (await content.get(`/admin/v1/staff/catalogue/import/runs/${dry.id}/rows?limit=2`)).json().data;
    expect(rows.total).toBe(3);
    expect(rows.rows[0]).toEqual({
      row: 3,
      code: 'WEB-IMP-2',
      outcome: 'refused',
      reason: 'kategória „ezs/nie-je“ neexistuje',
    });
    expect(await exists('WEB-IMP-1')).toBe(false);

    const real = await finished(
      (await content.post('/admin/v1/staff/catalogue/import/runs?fileName=a.csv&dryRun=false', CSV, octet)).json().data
        .id,
    );
    expect(real.summary).toMatchObject({ created: 2, refused: 1 });
    expect(await exists('WEB-IMP-1')).toBe(true);
    // Findable in the storefront at once: the catalogue's caches were dropped.
    const search = await shop.app.inject({
      method: 'GET',
      url: '/admin/v1/product/detail/url/kamera-z-back-office-web-imp-1/sk',
    });
    expect(search.statusCode).toBe(200);
    const [audit] = await query<{ summary: string }>(
      shop.database.db,
      sql`select summary from audit_log where action = 'product.import' order by id desc limit 1`,
    );
    expect(audit?.summary).toContain('nových 2');
  });

  it('a file without our columns fails with the columns listed, and a saved mapping imports it', async () => {
    const file = 'Kód;Sklad\nWEB-IMP-1;9\n';
    const failed = await finished(
      (await content.post('/admin/v1/staff/catalogue/import/runs?fileName=b.csv&dryRun=true', file, octet)).json().data
        .id,
    );
    expect(failed).toMatchObject({ status: 'failed', columns: ['Kód', 'Sklad'] });
    expect(failed.error).toMatch(/nemá stĺpec code ani ean/);
    const saved = await content.put('/admin/v1/staff/catalogue/import/mappings', {
      name: 'Sklad B',
      columns: { Kód: 'code', Sklad: 'stock' },
    });
    expect(saved.statusCode).toBe(200);
    const list = (await content.get('/admin/v1/staff/catalogue/import/mappings')).json().data;
    expect(list.map((m: { name: string }) => m.name)).toContain('Sklad B');
    const run = await finished(
      (
        await content.post(
          `/admin/v1/staff/catalogue/import/runs?fileName=b.csv&dryRun=false&mapping=${encodeURIComponent('Sklad B')}`,
          file,
          octet,
        )
      ).json().data.id,
    );
    expect(run.summary).toMatchObject({ changed: 1 });
  });

  it('refuses a 200 MB upload from its declared length, before reading it, and a file type it does not know', async () => {
    const res = await content.post(
      '/admin/v1/staff/catalogue/import/runs?fileName=big.csv&dryRun=true',
      Readable.from(['code\n']),
      { ...octet, 'content-length': String(200 * 1024 * 1024) },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, error: [{ code: 'messages.too-large', key: 'file' }] });
    const php = await content.post('/admin/v1/staff/catalogue/import/runs?fileName=x.php&dryRun=true', '<?php', octet);
    expect(php.statusCode).toBe(400);
    const [runs] = await query<{ n: number }>(
      shop.database.db,
      sql`select count(*)::int as n from import_runs where file_name in ('big.csv', 'x.php')`,
    );
    expect(runs?.n).toBe(0);
  });
});

describe('images from a ZIP in the back office', () => {
  const images = '/admin/v1/staff/catalogue/import/images';
  const csv = ['code;name;vendor;category;price;images', 'WEB-ZIP-1;Kamera s fotkou;Vidinet;ezs;10,00;foto.png'].join(
    '\n',
  );

  it('uploads the ZIP, then a dry run names the image and the real run adds it (the ZIP is uploaded for each run)', async () => {
    const zip = buildZip([{ name: 'foto.png', data: await smallPng() }]);
    const upload = async () => {
      const res = await content.post(images, zip, octet);
      expect(res.json()).toEqual({ success: true, data: { images: expect.any(String) } });
      return res.json().data.images as string;
    };
    const dry = await finished(
      (
        await content.post(
          `/admin/v1/staff/catalogue/import/runs?fileName=z.csv&dryRun=true&images=${await upload()}`,
          csv,
          octet,
        )
      ).json().data.id,
    );
    expect(dry.summary).toMatchObject({ created: 1, refused: 0 });
    const rows = (await content.get(`/admin/v1/staff/catalogue/import/runs/${dry.id}/rows`)).json().data;
    expect(rows.rows[0]).toMatchObject({ row: 2, outcome: 'created', images: ['foto.png'] });

    const real = await finished(
      (
        await content.post(
          `/admin/v1/staff/catalogue/import/runs?fileName=z.csv&dryRun=false&images=${await upload()}`,
          csv,
          octet,
        )
      ).json().data.id,
    );
    expect(real.summary).toMatchObject({ created: 1 });
    const [count] = await query<{ n: number }>(
      shop.database.db,
      sql`select count(*)::int as n from product_images i join products p on p.id = i.product_id where p.code = 'WEB-ZIP-1' and i.cover`,
    );
    expect(count?.n).toBe(1);
  });

  it('an upload deletes the uploads older than a day that no run used, and keeps the newer ones', async () => {
    const dir = path.join(shop.config.dataDir, 'imports');
    mkdirSync(dir, { recursive: true });
    const aged = (name: string, ageMs: number) => {
      const file = path.join(dir, name);
      writeFileSync(file, 'x');
      const at = new Date(Date.now() - ageMs);
      utimesSync(file, at, at);
      return file;
    };
    const forgottenZip = aged(`${'a'.repeat(24)}.zip`, UPLOAD_KEPT_MS + 60_000);
    const deadRunTable = aged(`${'b'.repeat(24)}.csv`, 3 * UPLOAD_KEPT_MS);
    const waitingZip = aged(`${'c'.repeat(24)}.zip`, UPLOAD_KEPT_MS - 60_000);

    const res = await content.post(images, buildZip([{ name: 'foto.png', data: await smallPng() }]), octet);
    expect(res.statusCode).toBe(200);
    expect(existsSync(forgottenZip)).toBe(false);
    expect(existsSync(deadRunTable)).toBe(false);
    expect(existsSync(waitingZip)).toBe(true);
    expect(existsSync(path.join(dir, `${res.json().data.images}.zip`))).toBe(true);
  });

  it('refuses a ZIP with ../evil.jpg or a zip bomb with a 400, and a run naming an unknown ZIP', async () => {
    const evil = await content.post(images, buildZip([{ name: '../evil.jpg', data: await smallPng() }]), octet);
    expect(evil.statusCode).toBe(400);
    expect(evil.json().error[0]).toMatchObject({ code: 'messages.validation.invalid', key: 'images' });
    expect(evil.json().error[0].message).toContain('../evil.jpg');
    const bomb = await content.post(images, buildZip([{ name: 'a.jpg', data: Buffer.alloc(25 * 1024 * 1024) }]), octet);
    expect(bomb.statusCode).toBe(400);
    const unknown = await content.post(
      `/admin/v1/staff/catalogue/import/runs?fileName=z.csv&dryRun=false&images=${'0'.repeat(24)}`,
      csv,
      octet,
    );
    expect(unknown.statusCode).toBe(400);
  });
});
