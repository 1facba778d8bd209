import { crc32 } from 'node:zlib';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/**
 * Files for upload tests, made in the test (no binaries in the repository): photos, the hostile
 * files an upload must refuse, a PDF, and multipart bodies carrying them.
 */

/** A photo-like JPEG (a gradient with noise) with EXIF: orientation 6 (turned), a copyright owner, a camera. */
export async function photoJpeg(width = 1600, height = 1000, options: { orientation?: number } = {}): Promise<Buffer> {
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();
  return sharp(noise)
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#036"/><stop offset="1" stop-color="#fc0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)" opacity="0.7"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Copyright: 'Secret Owner', Make: 'PhoneMaker', Model: 'X1' } })
    .withMetadata({ orientation: options.orientation ?? 1 })
    .toBuffer();
}

/** A small PNG with transparency. */
export function smallPng(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A "decompression bomb": a valid PNG header claiming 30 000 × 30 000 pixels (900 MP) in a few bytes. */
export function pixelBombPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const phpAsJpeg = Buffer.from('<?php system($_GET["c"]); ?>\n');
export const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);
export const plainSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);
export const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const exeAsPdf = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200)]);
export const htmlAsPdf = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** A small real PDF (pdfkit). */
export function pdfFile(text = 'Technický list'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ info: { CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });
}

export interface Part {
  field?: string;
  name: string;
  type?: string;
  bytes: Buffer;
}

/** A multipart/form-data body with `file` parts (and text fields) as a browser sends it. */
export async function multipart(files: Part[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const f of files) {
    form.append(
      f.field ?? 'file',
      new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }),
      f.name,
    );
  }
  const response = new Response(form);
  const payload = Buffer.from(await response.arrayBuffer());
  return { payload, headers: { 'content-type': response.headers.get('content-type') ?? '' } };
}
