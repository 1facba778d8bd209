import type { DbOrTx } from '../db/client.ts';
import {
  categories,
  productAttachments,
  productImages,
  productParameters,
  products,
  relatedProducts,
  vendors,
} from '../db/schema/index.ts';
import { type FlatCategory, flattenCategories } from './categories.ts';
import { productSvg } from './images.ts';
import { insertAll, insertMedia, type MediaFile, svgFile, syncSequence } from './insert.ts';
import { createPdfRenderer, type PdfJob, type PdfRenderer } from './pdf-pool.ts';
import { buildProducts, buildRelated, type ProductSeed } from './products.ts';
import { type Rng, slugify } from './random.ts';
import { VENDORS } from './vendors.ts';

export const productImagePath = (code: string, n: number) => `products/${slugify(code)}-${n}.svg`;

export interface SeededCatalogue {
  categories: FlatCategory[];
  products: ProductSeed[];
}

interface AttachmentRow {
  productId: number;
  title: string;
  group: string;
  filename: string;
  url: string;
  filesize: number;
  mimeType: string;
  sort: number;
}

const GROUP = { datasheet: 'Technická dokumentácia', manual: 'Návody', certificate: 'Certifikáty' } as const;

const CERTIFICATES: Record<string, { title: string; norms: string[] }> = {
  ezs: {
    title: 'Certifikát zhody – STN EN 50131',
    norms: [
      'STN EN 50131-1 Poplachové systémy – Všeobecné požiadavky',
      'STN EN 50131-2 Detektory narušenia',
      'Smernica 2014/30/EÚ o elektromagnetickej kompatibilite',
    ],
  },
  eps: {
    title: 'Certifikát nemennosti parametrov – EN 54',
    norms: [
      'Nariadenie (EÚ) č. 305/2011 o stavebných výrobkoch',
      'STN EN 54-2, EN 54-4, EN 54-5, EN 54-7, EN 54-11',
      'Notifikovaná osoba č. 1396',
    ],
  },
  default: {
    title: 'EÚ vyhlásenie o zhode',
    norms: [
      'Smernica 2014/30/EÚ o elektromagnetickej kompatibilite',
      'Smernica 2014/35/EÚ o nízkonapäťových zariadeniach',
      'Smernica 2011/65/EÚ o obmedzení nebezpečných látok (RoHS)',
    ],
  },
};

/** The product pictures (SVG) as media files and image rows. */
function productPictures(list: readonly ProductSeed[]) {
  const files: MediaFile[] = [];
  const images: (typeof productImages.$inferInsert)[] = [];
  for (const p of list) {
    for (let n = 1; n <= p.imageCount; n++) {
      const svg = productSvg(
        {
          kind: p.kind,
          vendor: p.vendor.name,
          brand: p.vendor.color,
          code: p.code,
          ...(p.note ? { note: p.note } : {}),
          ...(p.housing ? { housing: p.housing } : {}),
        },
        n - 1,
      );
      const file = productImagePath(p.code, n);
      files.push(svgFile(file, svg));
      images.push({
        productId: p.id,
        src: `/media/${file}`,
        caption: p.name,
        cover: n === 1,
        width: 800,
        height: 800,
        sort: n - 1,
      });
    }
  }
  return { files, images };
}

/**
 * Datasheets (one per product, for about 60 % of products), installation manuals (one per brand
 * and category, shared by its models) and certificates (one per brand and top category). Which
 * product gets what is decided synchronously (deterministic); the PDFs render on the pool.
 */
async function productDocuments(
  r: Rng,
  list: readonly ProductSeed[],
  byId: Map<number, FlatCategory>,
  pdf: PdfRenderer,
) {
  const files: MediaFile[] = [];
  const attachments: AttachmentRow[] = [];
  const shared = new Map<string, Promise<Buffer>>();
  const pending: Promise<void>[] = [];
  const file = (path: string, job: PdfJob): Promise<Buffer> => {
    let bytes = shared.get(path);
    if (!bytes) {
      bytes = pdf.render(job).then((b) => {
        files.push({ path, contentType: 'application/pdf', bytes: b });
        return b;
      });
      shared.set(path, bytes);
    }
    return bytes;
  };
  const attach = (
    p: ProductSeed,
    kind: keyof typeof GROUP,
    path: string,
    filename: string,
    bytes: Promise<Buffer>,
    sort: number,
  ) =>
    pending.push(
      bytes.then((b) => {
        attachments.push({
          productId: p.id,
          title: filename.replace(/\.pdf$/, ''),
          group: GROUP[kind],
          filename,
          url: `/media/${path}`,
          filesize: b.length,
          mimeType: 'application/pdf',
          sort,
        });
      }),
    );
  for (const p of list) {
    if (!r.chance(0.6)) continue;
    const leaf = byId.get(p.categoryId);
    const datasheet = `attachments/${slugify(p.code)}-datasheet.pdf`;
    const input = {
      vendor: p.vendor.name,
      brand: p.vendor.color,
      code: p.code,
      name: p.name,
      category: leaf?.label ?? '',
      short: p.shortDescription,
      params: p.params,
      features: p.features,
    };
    attach(p, 'datasheet', datasheet, `Technický list ${p.code}.pdf`, file(datasheet, { kind: 'datasheet', input }), 0);
    if (r.chance(0.35) && leaf) {
      const path = `attachments/${p.vendor.slug}-${leaf.slug}-manual.pdf`;
      const series = `${p.vendor.name} – ${leaf.label}`;
      const models = list
        .filter((x) => x.categoryId === p.categoryId && x.vendor.slug === p.vendor.slug)
        .map((x) => ({ code: x.code, name: x.name }));
      attach(
        p,
        'manual',
        path,
        `Návod na inštaláciu – ${series}.pdf`,
        file(path, { kind: 'manual', input: { vendor: p.vendor.name, brand: p.vendor.color, series, models } }),
        1,
      );
    }
    if (r.chance(0.2)) {
      const top = p.categoryPath.split('/')[0] ?? '';
      const cert = CERTIFICATES[top] ?? CERTIFICATES.default ?? { title: 'Certifikát', norms: [] };
      const path = `attachments/${p.vendor.slug}-${top}-certificate.pdf`;
      const models = list
        .filter((x) => x.vendor.slug === p.vendor.slug && x.categoryPath.startsWith(`${top}/`))
        .map((x) => ({ code: x.code, name: x.name }));
      const job: PdfJob = {
        kind: 'certificate',
        input: { vendor: p.vendor.name, brand: p.vendor.color, title: cert.title, norms: cert.norms, models },
      };
      attach(p, 'certificate', path, `${cert.title} – ${p.vendor.name}.pdf`, file(path, job), 2);
    }
  }
  await Promise.all(pending);
  attachments.sort((a, b) => a.productId - b.productId || a.sort - b.sort);
  files.sort((a, b) => a.path.localeCompare(b.path));
  return { files, attachments };
}

export async function seedCatalogue(db: DbOrTx, r: Rng, now: Date, log: (m: string) => void): Promise<SeededCatalogue> {
  const flat = flattenCategories();
  const list = buildProducts(r, flat, now);
  const byId = new Map(flat.map((c) => [c.id, c]));
  // PDFs render on worker threads while the rows below are inserted.
  const pdf = createPdfRenderer();
  const documents = productDocuments(r, list, byId, pdf).finally(() => pdf.close());
  // An early failure must not leave the document promise unobserved.
  documents.catch(() => {});

  await insertAll(
    db,
    vendors,
    VENDORS.map((v, i) => ({ id: i + 1, name: v.name, slug: v.slug })),
  );
  await insertAll(
    db,
    categories,
    flat.map((c) => ({
      id: c.id,
      parentId: c.parentId,
      label: c.label,
      slug: c.slug,
      path: c.path,
      depth: c.depth,
      description: c.description,
      color: c.color,
      bgColor: c.bgColor,
      sort: c.sort,
    })),
  );
  await insertAll(
    db,
    products,
    list.map((p) => ({
      id: p.id,
      code: p.code,
      name: p.name,
      slug: p.slug,
      shortDescription: p.shortDescription,
      description: p.description,
      vendorId: p.vendorId,
      categoryId: p.categoryId,
      stock: p.stock,
      unitOfMeasure: p.unitOfMeasure,
      priceCents: p.priceCents,
      vatRate: p.vatRate,
      homepage: p.homepage,
      createdAt: p.createdAt,
    })),
  );
  for (const t of ['vendors', 'categories', 'products']) await syncSequence(db, t);
  await insertAll(
    db,
    productParameters,
    list.flatMap((p) =>
      p.params.map(([category, value, unit], sort) => ({ productId: p.id, category, value, unit: unit ?? '', sort })),
    ),
    1000,
  );
  await insertAll(db, relatedProducts, buildRelated(r, list), 1000);
  const pictures = productPictures(list);
  await insertMedia(db, pictures.files);
  await insertAll(db, productImages, pictures.images, 1000);
  const docs = await documents;
  await insertMedia(db, docs.files);
  await insertAll(db, productAttachments, docs.attachments, 1000);
  log(
    `  ${list.length} products, ${pictures.images.length} images, ${docs.files.length} PDF files, ${docs.attachments.length} attachments`,
  );
  return { categories: flat, products: list };
}
