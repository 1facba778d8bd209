import { Readable } from 'node:stream';
import { ErrorCode, MediaErrorCode, StaffErrorCode } from '@shop/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { customerSession } from '../../test/accounts.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import { auditRows, createStaff, type StaffBrowser, staffSessionDirectly } from '../../test/staff.ts';
import {
  exeAsPdf,
  gif,
  htmlAsPdf,
  multipart,
  type Part,
  pdfFile,
  photoJpeg,
  phpAsJpeg,
  pixelBombPng,
  plainSvg,
  smallPng,
  svgWithScript,
} from '../../test/upload-fixtures.ts';

let shop: TestShop;
let content: StaffBrowser;
let productId: number;
let product: { code: string; slug: string };
const base = () => `/admin/v1/staff/catalogue/products/${productId}`;

beforeAll(async () => {
  shop = await createTestShop('demo');
  content = await staffSessionDirectly(shop, await createStaff(shop, 'content'));
  const [row] = await query<{ id: number; code: string; slug: string }>(
    shop.app.shop.db,
    sql`select id, code, slug from products where active order by id limit 1`,
  );
  if (!row) throw new Error('no demo product');
  productId = row.id;
  product = row;
});
afterAll(() => shop.close());

async function counts() {
  const [row] = await query<{ images: number; media: number; attachments: number }>(
    shop.app.shop.db,
    sql`select (select count(*)::int from product_images) as images, (select count(*)::int from media) as media,
               (select count(*)::int from product_attachments) as attachments`,
  );
  return row;
}

async function upload(path: string, files: Part[], fields: Record<string, string> = {}, client = content) {
  const body = await multipart(files, fields);
  return client.post(`${base()}${path}`, body.payload, body.headers);
}

const detail = async () =>
  (await shop.app.inject({ method: 'GET', url: `/admin/v1/product/detail/url/${product.slug}/sk` })).json().product;

describe('product images', () => {
  it('stores each upload as WebP sizes (AVIF where smaller), upright and without metadata, shown at once', async () => {
    await detail(); // in the read cache before the change
    const before = await counts();
    const res = await upload('/images', [
      { name: 'fotka.jpg', type: 'image/jpeg', bytes: await photoJpeg(1600, 1000, { orientation: 6 }) },
      { name: 'male.png', type: 'image/png', bytes: await smallPng(300, 200) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const images = res.json().images as {
      id: number;
      src: string;
      width: number;
      height: number;
      cover: boolean;
      variants: { widths: number[]; avif: number[] };
    }[];
    const photo = images.find((i) => i.variants?.widths.includes(800));
    const small = images.find((i) => i.variants?.widths.includes(300));
    expect(photo).toMatchObject({ width: 800, height: 1280, variants: { widths: [160, 320, 640, 800] } });
    expect(small).toMatchObject({ width: 300, height: 200, variants: { widths: [160, 300] } });
    expect(photo?.src).toBe(`/media/products/${productId}/${photo?.id}-800.webp`);
    const after = await counts();
    expect(after?.images).toBe((before?.images ?? 0) + 2);

    // the files are served, WebP without EXIF, never wider than the original
    for (const width of photo?.variants.widths ?? []) {
      const file = await shop.app.inject({
        method: 'GET',
        url: `/media/products/${productId}/${photo?.id}-${width}.webp`,
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.width).toBe(width);
      expect(meta.exif).toBeUndefined();
    }
    for (const width of photo?.variants.avif ?? []) {
      const file = await shop.app.inject({
        method: 'GET',
        url: `/media/products/${productId}/${photo?.id}-${width}.avif`,
      });
      expect(file.headers['content-type']).toBe('image/avif');
    }
    const notMade = await shop.app.inject({ method: 'GET', url: `/media/products/${productId}/${small?.id}-320.webp` });
    expect(notMade.statusCode).toBe(404);

    // the storefront shows them at once, with their sizes
    const shown = (await detail()).image as { src: string; variants?: unknown }[];
    expect(shown.find((i) => i.src === photo?.src)?.variants).toEqual(photo?.variants);
    const audit = await auditRows(shop, 'product', productId);
    expect(audit.some((a) => a.action === 'product.images.upload')).toBe(true);
  });

  it('keeps exactly one cover, sets the alt text, reorders and deletes with the files', async () => {
    const list = (await content.get(`${base()}/media`)).json();
    expect(list.product.code).toBe(product.code);
    const ids = (list.images as { id: number; sort: number }[]).sort((a, b) => a.sort - b.sort).map((i) => i.id);
    const last = ids[ids.length - 1] as number;

    const cover = await content.patch(`${base()}/images/${last}`, { cover: true });
    expect(cover.statusCode, cover.body).toBe(200);
    const covers = (cover.json().images as { id: number; cover: boolean }[]).filter((i) => i.cover);
    expect(covers.map((i) => i.id)).toEqual([last]);
    expect(((await detail()).image as { src: string; cover: boolean }[])[0]?.cover).toBe(true);

    const caption = await content.patch(`${base()}/images/${last}`, { caption: 'Kamera spredu' });
    expect((caption.json().images as { id: number; caption: string }[]).find((i) => i.id === last)?.caption).toBe(
      'Kamera spredu',
    );

    const reversed = [...ids].reverse();
    const order = await content.put(`${base()}/images/order`, { ids: reversed });
    expect(order.statusCode, order.body).toBe(200);
    const sorted = (order.json().images as { id: number; sort: number }[]).sort((a, b) => a.sort - b.sort);
    expect(sorted.map((i) => i.id)).toEqual(reversed);
    expect((await content.put(`${base()}/images/order`, { ids: ids.slice(1) })).statusCode).toBe(400);

    const before = await counts();
    const removed = await content.delete(`${base()}/images/${last}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const left = removed.json().images as { id: number; cover: boolean }[];
    expect(left.map((i) => i.id)).not.toContain(last);
    expect(left.filter((i) => i.cover)).toHaveLength(1);
    expect((await counts())?.media).toBeLessThan(before?.media ?? 0);
    const gone = await shop.app.inject({ method: 'GET', url: `/media/products/${productId}/${last}-160.webp` });
    expect(gone.statusCode).toBe(404);
  });

  it.each([
    ['a PHP file renamed .jpg', { name: 'shell.jpg', type: 'image/jpeg', bytes: phpAsJpeg }, MediaErrorCode.notAnImage],
    ['an SVG with a script', { name: 'x.svg', type: 'image/svg+xml', bytes: svgWithScript }, MediaErrorCode.notAnImage],
    ['an SVG without a script', { name: 'x.png', type: 'image/png', bytes: plainSvg }, MediaErrorCode.notAnImage],
    ['a GIF', { name: 'a.gif', type: 'image/gif', bytes: gif }, MediaErrorCode.notAnImage],
    ['a pixel bomb', { name: 'bomba.png', type: 'image/png', bytes: pixelBombPng() }, MediaErrorCode.tooManyPixels],
    ['an empty file', { name: 'prazdny.jpg', type: 'image/jpeg', bytes: Buffer.alloc(0) }, MediaErrorCode.empty],
  ])('refuses %s with a 400 and stores nothing, not even the good files beside it', async (_what, bad, code) => {
    const before = await counts();
    const res = await upload('/images', [
      { name: 'dobra.png', type: 'image/png', bytes: await smallPng(200, 200) },
      bad as Part,
    ]);
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json().error[0];
    expect(error).toMatchObject({ code, key: 'file' });
    expect(error.message).toMatch(/[áäčďéíĺľňóôŕšťúýž]/);
    expect(await counts()).toEqual(before);
  });

  it('refuses a truncated image', async () => {
    const whole = await photoJpeg(600, 400);
    const before = await counts();
    const res = await upload('/images', [{ name: 'kus.jpg', bytes: whole.subarray(0, whole.length - 2000) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0].code).toBe(MediaErrorCode.notAnImage);
    expect(await counts()).toEqual(before);
  });

  it('refuses a file over 20 MB while reading it (413), and nothing is stored', async () => {
    const before = await counts();
    const res = await upload('/images', [{ name: 'velka.jpg', bytes: Buffer.alloc(20 * 1024 * 1024 + 1, 0xff) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error[0]).toMatchObject({ code: MediaErrorCode.tooLarge, key: 'file' });
    expect(res.json().error[0].message).toContain('20 MB');
    expect(await counts()).toEqual(before);
  });

  it('refuses a 200 MB upload sent without a declared length once it passes the limit, keeping nothing', async () => {
    const before = await counts();
    const total = 200 * 1024 * 1024;
    let read = 0;
    const head = Buffer.from(
      '--x\r\ncontent-disposition: form-data; name="file"; filename="obrovsky.jpg"\r\ncontent-type: image/jpeg\r\n\r\n',
    );
    // Sent in pieces as it is read (chunked, no declared length), like a slow client's upload.
    const body = new Readable({
      read() {
        if (read === 0) this.push(head);
        if (read >= total) return this.push(null);
        const chunk = Buffer.alloc(256 * 1024, 0xff);
        read += chunk.length;
        this.push(chunk);
      },
    });
    const res = await content.post(`${base()}/images`, body, { 'content-type': 'multipart/form-data; boundary=x' });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().error[0].code).toBe(MediaErrorCode.tooLarge);
    expect(await counts()).toEqual(before);
  });

  it('refuses an upload whose declared length is over the limit before reading it', async () => {
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    const address = shop.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { request } = await import('node:http');
    const status = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `${base()}/images`,
          headers: {
            cookie: [...content.jar].map(([k, v]) => `${k}=${v}`).join('; '),
            'x-staff-xsrf': content.state.xsrf,
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(200 * 1024 * 1024),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => {
            text += c.toString();
          });
          res.on('end', () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body: text });
          });
        },
      );
      req.on('error', reject);
      // only the first bytes are ever sent; the answer must come anyway
      req.write('--x\r\n');
    });
    expect(status.status).toBe(413);
    expect(JSON.parse(status.body).error[0]).toMatchObject({ code: MediaErrorCode.tooLarge, key: 'file' });
  });

  it('refuses a request without a file and a body that is not multipart', async () => {
    expect((await upload('/images', [])).json().error[0].code).toBe(MediaErrorCode.noFile);
    const json = await content.post(`${base()}/images`, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().error[0].code).toBe(MediaErrorCode.noFile);
  });

  it('answers 404 for a product that does not exist, and 403 to the warehouse without storing anything', async () => {
    const png = { name: 'a.png', bytes: await smallPng(50, 50) };
    const missing = await multipart([png]);
    const res = await content.post(
      '/admin/v1/staff/catalogue/products/999999/images',
      missing.payload,
      missing.headers,
    );
    expect(res.statusCode).toBe(404);
    const before = await counts();
    const warehouse = await staffSessionDirectly(shop, await createStaff(shop, 'warehouse'));
    const refused = await upload('/images', [png], {}, warehouse);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error[0].code).toBe(StaffErrorCode.forbidden);
    expect(await counts()).toEqual(before);
  });
});

describe('product attachments', () => {
  it('uploads a PDF into a group, renames, regroups, reorders and deletes it; the storefront groups them', async () => {
    const { client: customer } = await customerSession(shop);
    const res = await upload(
      '/attachments',
      [{ name: 'Datasheet DS-1.pdf', type: 'application/pdf', bytes: await pdfFile() }],
      {
        title: 'Technický list DS-1',
        group: 'Technický list',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const attachments = res.json().attachments as {
      id: number;
      title: string;
      group: string;
      url: string;
      filename: string;
    }[];
    const added = attachments.find((a) => a.title === 'Technický list DS-1');
    expect(added).toMatchObject({ group: 'Technický list', filename: 'Datasheet DS-1.pdf' });
    expect(added?.url).toMatch(new RegExp(`^/media/attachments/products/${productId}/\\d+/datasheet-ds-1\\.pdf$`));
    const file = await customer.get(added?.url ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');

    const groups = async () =>
      (await customer.get(`/admin/v1/attachments/${encodeURIComponent(product.code)}`)).json().attachments as {
        title: string;
        attachments: { title?: string; url: string }[];
      }[];
    expect((await groups()).find((g) => g.title === 'Technický list')?.attachments).toEqual([
      expect.objectContaining({ title: 'Technický list DS-1', url: added?.url }),
    ]);

    const renamed = await content.patch(`${base()}/attachments/${added?.id}`, { title: 'Návod DS-1', group: 'Návod' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await groups()).find((g) => g.title === 'Návod')?.attachments[0]?.title).toBe('Návod DS-1');
    expect((await content.patch(`${base()}/attachments/${added?.id}`, { title: '  ' })).statusCode).toBe(400);

    const ids = (renamed.json().attachments as { id: number }[]).map((a) => a.id);
    const order = await content.put(`${base()}/attachments/order`, { ids: [...ids].reverse() });
    expect(order.statusCode, order.body).toBe(200);
    expect((order.json().attachments as { id: number }[]).map((a) => a.id)).toEqual([...ids].reverse());

    const removed = await content.delete(`${base()}/attachments/${added?.id}`);
    expect(removed.statusCode).toBe(200);
    expect((removed.json().attachments as { id: number }[]).map((a) => a.id)).not.toContain(added?.id);
    expect((await customer.get(added?.url ?? '')).statusCode).toBe(404);
  });

  it.each([
    ['a program renamed .pdf', exeAsPdf, MediaErrorCode.notAPdf, 400],
    ['a web page renamed .pdf', htmlAsPdf, MediaErrorCode.notAPdf, 400],
    ['an empty file', Buffer.alloc(0), MediaErrorCode.empty, 400],
    ['a PDF over 30 MB', null, MediaErrorCode.tooLarge, 413],
  ])('refuses %s and stores nothing', async (_what, bytes, code, status) => {
    const big = Buffer.concat([await pdfFile(), Buffer.alloc(30 * 1024 * 1024)]);
    const before = await counts();
    const res = await upload('/attachments', [{ name: 'subor.pdf', type: 'application/pdf', bytes: bytes ?? big }], {
      title: 'Niečo',
      group: 'Návod',
    });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error[0]).toMatchObject({ code, key: 'file' });
    expect(res.json().error[0].message).toBeTruthy();
    expect(await counts()).toEqual(before);
  });

  it('needs a group', async () => {
    const res = await upload('/attachments', [{ name: 'a.pdf', bytes: await pdfFile() }], { title: 'A' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0]).toMatchObject({ code: ErrorCode.validation, key: 'group' });
  });
});

describe('vendor logos', () => {
  it('stores a logo as a small WebP, shows it in the brand row, refuses an SVG and removes it', async () => {
    const [vendor] = await query<{ id: number; name: string }>(
      shop.app.shop.db,
      sql`select v.id, v.name from vendors v where exists (select 1 from products p where p.vendor_id = v.id and p.active) order by v.id limit 1`,
    );
    const url = `/admin/v1/staff/catalogue/vendors/${vendor?.id}/logo`;
    const svg = await multipart([{ name: 'logo.svg', type: 'image/svg+xml', bytes: svgWithScript }]);
    const before = await counts();
    const refused = await content.post(url, svg.payload, svg.headers);
    expect(refused.statusCode).toBe(400);
    expect(await counts()).toEqual(before);

    const png = await multipart([{ name: 'logo.png', type: 'image/png', bytes: await smallPng(1200, 400) }]);
    const res = await content.post(url, png.payload, png.headers);
    expect(res.statusCode, res.body).toBe(200);
    const logo = res.json().vendor.logo as string;
    expect(logo).toMatch(new RegExp(`^/media/vendors/${vendor?.id}/logo-[0-9a-f]+\\.webp$`));
    const file = await shop.app.inject({ method: 'GET', url: logo });
    expect((await sharp(file.rawPayload).metadata()).width).toBe(320);
    const brands = (await shop.app.inject({ method: 'GET', url: '/admin/v1/vendors/sk' })).json().vendors;
    expect(brands.find((v: { id: number }) => v.id === vendor?.id)?.logo).toBe(logo);
    expect((await content.get(url)).json().vendor.logo).toBe(logo);

    const removed = await content.delete(url);
    expect(removed.json().vendor.logo).toBeNull();
    expect((await shop.app.inject({ method: 'GET', url: logo })).statusCode).toBe(404);
  });
});
