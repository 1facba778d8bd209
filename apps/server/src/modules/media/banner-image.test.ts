import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MediaErrorCode, StaffErrorCode } from '@shop/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { customerSession } from '../../test/accounts.ts';
import { browser, createTestShop, type TestShop } from '../../test/app.ts';
import { createStaff, type StaffBrowser, staffSessionDirectly } from '../../test/staff.ts';
import { multipart, type Part, photoJpeg, phpAsJpeg, plainSvg, svgWithScript } from '../../test/upload-fixtures.ts';

/**
 * A home page banner's image uploaded through the product images' pipeline
 * (docs/requirements/back-office.md §Homepage): content and admins only, stored as WebP sizes
 * under /media/banners/, hostile files refused with nothing stored.
 */

const URL = '/admin/v1/staff/homepage/banner-image';
let shop: TestShop;
let content: StaffBrowser;

beforeAll(async () => {
  shop = await createTestShop('empty');
  content = await staffSessionDirectly(shop, await createStaff(shop, 'content'));
});
afterAll(() => shop.close());

const bannerFiles = async () =>
  (
    await query<{ n: number }>(shop.app.shop.db, sql`select count(*)::int as n from media where path like 'banners/%'`)
  )[0]?.n;

async function send(client: { post: StaffBrowser['post'] }, file: Part) {
  const body = await multipart([file]);
  return client.post(URL, body.payload, body.headers);
}

describe('banner image upload', () => {
  it('stores the sizes under /media/banners/ upright and without metadata, answers path, size and sizes; audited', async () => {
    const res = await send(content, {
      name: 'leto.jpg',
      type: 'image/jpeg',
      bytes: await photoJpeg(1600, 1000, { orientation: 6 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const banner = res.json().banner as {
      image: string;
      width: number;
      height: number;
      variants: { widths: number[]; avif: number[] };
    };
    // turned upright (EXIF 6: a quarter turn) and at most 1280 on its longer side
    expect(banner).toMatchObject({ width: 800, height: 1280, variants: { widths: [160, 320, 640, 800] } });
    expect(banner.image).toMatch(/^\/media\/banners\/[0-9a-f]+-800\.webp$/);
    const served = await browser(shop.app).get(banner.image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1280 });
    expect(meta.exif).toBeUndefined();
    for (const w of banner.variants.widths) {
      expect((await browser(shop.app).get(banner.image.replace(/-800\.webp$/, `-${w}.webp`))).statusCode).toBe(200);
    }
    const audited = await query<{ summary: string }>(
      shop.app.shop.db,
      sql`select summary from audit_log where action = 'homepage.banner_image' and entity = 'homepage'`,
    );
    expect(audited).toEqual([{ summary: 'Nahral obrázok bannera leto.jpg' }]);

    // the form fills the banner with the answer, and the home page saves it
    const saved = await content.put('/admin/v1/staff/homepage', {
      banners: [
        {
          image: banner.image,
          label: 'Leto',
          link: null,
          width: banner.width,
          height: banner.height,
          validFrom: null,
          validTo: null,
        },
      ],
      offerCodes: [],
      brandIds: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().banners[0]).toMatchObject({ image: banner.image, width: 800, height: 1280 });
  });

  it('gives the storefront the sizes of a saved banner, read from its stored files, and none for an image served as it is', async () => {
    const upload = await send(content, { name: 'zima.jpg', type: 'image/jpeg', bytes: await photoJpeg(1000, 400) });
    const banner = upload.json().banner as { image: string; variants: { widths: number[]; avif: number[] } };
    const base = banner.image.replace(/-1000\.webp$/, '');
    // One more AVIF file stored beside the sizes: the save finds which sizes have an AVIF by their files.
    await query(
      shop.app.shop.db,
      sql`insert into media (path, content_type, bytes, etag)
      values (${`${base.slice('/media/'.length)}-320.avif`}, 'image/avif', decode('00', 'hex'), 'a')
      on conflict (path) do nothing`,
    );
    const row = (image: string, label: string) => ({
      image,
      label,
      link: null,
      width: 1000,
      height: 400,
      validFrom: null,
      validTo: null,
    });
    const saved = await content.put('/admin/v1/staff/homepage', {
      banners: [row(banner.image, 'Zima'), row('/media/banners/zima.svg', 'Kresba')],
      offerCodes: [],
      brandIds: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shopBanners = (await browser(shop.app).get('/admin/v1/banners/top/sk')).json().banners;
    expect(shopBanners).toEqual([
      expect.objectContaining({
        image: banner.image,
        variants: {
          widths: [160, 320, 640, 1000],
          avif: [...new Set([320, ...banner.variants.avif])].sort((a, b) => a - b),
        },
      }),
      expect.objectContaining({ image: '/media/banners/zima.svg', variants: null }),
    ]);
  });

  it('fills the sizes of banners saved before they were stored (migration 0047), from their files', async () => {
    const upload = await send(content, { name: 'jar.jpg', type: 'image/jpeg', bytes: await photoJpeg(700, 300) });
    const { image, variants } = upload.json().banner as { image: string; variants: object };
    const db = shop.app.shop.db;
    await query(db, sql`delete from banners`);
    await query(
      db,
      sql`insert into banners (image, label, width, height) values
      (${image}, 'Jar', 700, 300), ('/media/banners/jar.svg', 'Kresba', 1200, 400), ('/media/banners/nie-je-800.webp', 'Bez súborov', 800, 300)`,
    );
    const migration = readFileSync(
      path.join(import.meta.dirname, '../../db/migrations/0047_banner_variants.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint')[1] ?? '';
    expect(backfill).toContain('UPDATE "banners"');
    await query(db, sql.raw(backfill));
    const rows = await query<{ label: string; variants: unknown }>(
      db,
      sql`select label, variants from banners order by id`,
    );
    expect(rows).toEqual([
      { label: 'Jar', variants },
      { label: 'Kresba', variants: null },
      { label: 'Bez súborov', variants: null },
    ]);
    await query(db, sql`delete from banners`);
  });

  it.each([
    ['an SVG with a script', { name: 'x.svg', type: 'image/svg+xml', bytes: svgWithScript }],
    ['a plain SVG', { name: 'banner.svg', type: 'image/svg+xml', bytes: plainSvg }],
    ['a PHP file renamed .jpg', { name: 'shell.jpg', type: 'image/jpeg', bytes: phpAsJpeg }],
  ])('refuses %s with 400 at `file` and stores nothing', async (_, file) => {
    const before = await bannerFiles();
    const res = await send(content, file);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toEqual([expect.objectContaining({ code: MediaErrorCode.notAnImage, key: 'file' })]);
    expect(await bannerFiles()).toBe(before);
  });

  it('is for content and admins: admin 200; sales and warehouse 403; a customer and no one 401; nothing stored', async () => {
    const png = { name: 'b.jpg', type: 'image/jpeg', bytes: await photoJpeg(400, 200) };
    const admin = await staffSessionDirectly(shop, await createStaff(shop, 'admin'));
    expect((await send(admin, png)).statusCode).toBe(200);
    const before = await bannerFiles();
    for (const role of ['sales', 'warehouse'] as const) {
      const client = await staffSessionDirectly(shop, await createStaff(shop, role));
      const res = await send(client, png);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error[0].code).toBe(StaffErrorCode.forbidden);
    }
    const { client: customer } = await customerSession(shop);
    const body = await multipart([png]);
    for (const client of [customer, browser(shop.app)]) {
      expect((await client.post(URL, body.payload, body.headers)).statusCode).toBe(401);
    }
    expect(await bannerFiles()).toBe(before);
  });
});
