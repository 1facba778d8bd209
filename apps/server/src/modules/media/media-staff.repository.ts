import { IMAGE_WIDTHS, imageVariantBase, imageVariantUrl } from '@shop/contract';
import { and, asc, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  type ImageVariants,
  media,
  productAttachments,
  productImages,
  products,
  vendors,
} from '../../db/schema/index.ts';

/** The back office's reads and writes of product images, attachments, vendor logos and their files. */

export async function findProductForMedia(db: DbOrTx, productId: number) {
  const rows = await db
    .select({ id: products.id, code: products.code, name: products.name, slug: products.slug })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return rows[0] ?? null;
}

/** Locks the product row, so two uploads or reorders of one product's images run one after the other. */
export async function lockProduct(tx: DbOrTx, productId: number): Promise<boolean> {
  const rows = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  return rows.length > 0;
}

export function listImages(db: DbOrTx, productId: number) {
  return db
    .select({
      id: productImages.id,
      src: productImages.src,
      caption: productImages.caption,
      cover: productImages.cover,
      width: productImages.width,
      height: productImages.height,
      sort: productImages.sort,
      variants: productImages.variants,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(desc(productImages.cover), asc(productImages.sort), asc(productImages.id));
}
export type ImageRow = Awaited<ReturnType<typeof listImages>>[number];

export function listAttachments(db: DbOrTx, productId: number) {
  return db
    .select({
      id: productAttachments.id,
      title: productAttachments.title,
      group: productAttachments.group,
      filename: productAttachments.filename,
      url: productAttachments.url,
      filesize: productAttachments.filesize,
      sort: productAttachments.sort,
    })
    .from(productAttachments)
    .where(eq(productAttachments.productId, productId))
    .orderBy(asc(productAttachments.sort), asc(productAttachments.id));
}
export type AttachmentRow = Awaited<ReturnType<typeof listAttachments>>[number];

export async function nextSort(tx: DbOrTx, table: typeof productImages | typeof productAttachments, productId: number) {
  const rows = await tx
    .select({ next: sql<number>`coalesce(max(${table.sort}) + 1, 0)::int` })
    .from(table)
    .where(eq(table.productId, productId));
  return rows[0]?.next ?? 0;
}

export async function insertImage(
  tx: DbOrTx,
  row: { productId: number; caption: string; cover: boolean; width: number; height: number; sort: number },
): Promise<number> {
  // The file names contain the row's id, so `src` is set once the id is known.
  const [inserted] = await tx
    .insert(productImages)
    .values({ ...row, src: '' })
    .returning({ id: productImages.id });
  if (!inserted) throw new Error('image row not inserted');
  return inserted.id;
}

export async function setImageFiles(tx: DbOrTx, imageId: number, src: string, variants: ImageVariants) {
  await tx.update(productImages).set({ src, variants }).where(eq(productImages.id, imageId));
}

export async function insertMediaFiles(
  tx: DbOrTx,
  files: { path: string; contentType: string; bytes: Buffer; etag: string }[],
) {
  if (files.length > 0) await tx.insert(media).values(files);
}

/** Deletes stored files by exact path or by a path prefix (`products/12/345-`). */
export async function deleteMediaFiles(tx: DbOrTx, where: { paths?: string[]; prefix?: string }) {
  if (where.paths?.length) await tx.delete(media).where(inArray(media.path, where.paths));
  if (where.prefix) await tx.delete(media).where(like(media.path, `${where.prefix.replace(/[\\%_]/g, '\\$&')}%`));
}

export async function updateImage(tx: DbOrTx, productId: number, imageId: number, set: { caption?: string }) {
  const rows = await tx
    .update(productImages)
    .set(set)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning({ id: productImages.id });
  return rows.length > 0;
}

/** Makes one image the product's cover and every other one not. */
export async function setCover(tx: DbOrTx, productId: number, imageId: number) {
  await tx
    .update(productImages)
    .set({ cover: sql`${productImages.id} = ${imageId}` })
    .where(eq(productImages.productId, productId));
}

export async function setSorts(
  tx: DbOrTx,
  table: typeof productImages | typeof productAttachments,
  productId: number,
  ids: number[],
) {
  const json = JSON.stringify(ids.map((id, sort) => ({ id, sort })));
  await tx.execute(
    sql`update ${table} t set sort = o.sort from json_to_recordset(${json}::json) as o(id int, sort int)
        where t.id = o.id and t.product_id = ${productId}`,
  );
}

export async function deleteImage(tx: DbOrTx, productId: number, imageId: number) {
  const rows = await tx
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning({ src: productImages.src, cover: productImages.cover, variants: productImages.variants });
  return rows[0] ?? null;
}

export async function insertAttachment(
  tx: DbOrTx,
  row: { productId: number; title: string; group: string; filename: string; filesize: number; sort: number },
): Promise<number> {
  const [inserted] = await tx
    .insert(productAttachments)
    .values({ ...row, url: '', mimeType: 'application/pdf' })
    .returning({ id: productAttachments.id });
  if (!inserted) throw new Error('attachment row not inserted');
  return inserted.id;
}

export async function setAttachmentUrl(tx: DbOrTx, attachmentId: number, url: string) {
  await tx.update(productAttachments).set({ url }).where(eq(productAttachments.id, attachmentId));
}

export async function updateAttachment(
  tx: DbOrTx,
  productId: number,
  attachmentId: number,
  set: { title?: string; group?: string },
) {
  const rows = await tx
    .update(productAttachments)
    .set(set)
    .where(and(eq(productAttachments.id, attachmentId), eq(productAttachments.productId, productId)))
    .returning({ id: productAttachments.id });
  return rows.length > 0;
}

export async function deleteAttachment(tx: DbOrTx, productId: number, attachmentId: number) {
  const rows = await tx
    .delete(productAttachments)
    .where(and(eq(productAttachments.id, attachmentId), eq(productAttachments.productId, productId)))
    .returning({ url: productAttachments.url, title: productAttachments.title });
  return rows[0] ?? null;
}

/** Whether another attachment row still links a file (seeded manuals are shared by several products). */
export async function attachmentUrlInUse(tx: DbOrTx, url: string): Promise<boolean> {
  const rows = await tx
    .select({ id: productAttachments.id })
    .from(productAttachments)
    .where(eq(productAttachments.url, url))
    .limit(1);
  return rows.length > 0;
}

export async function findVendor(db: DbOrTx, vendorId: number) {
  const rows = await db
    .select({ id: vendors.id, name: vendors.name, slug: vendors.slug, logo: vendors.logo })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .limit(1);
  return rows[0] ?? null;
}

export async function setVendorLogo(tx: DbOrTx, vendorId: number, logo: string | null) {
  await tx.update(vendors).set({ logo }).where(eq(vendors.id, vendorId));
}

/**
 * The sizes stored for each uploaded image named by its largest WebP (`/media/banners/ab12-800.webp`):
 * each width made from it (`IMAGE_WIDTHS` below the largest, and the largest) that has its WebP,
 * and those that also have an AVIF. Null for one with none stored (an image served as it is, an
 * SVG). One read by exact paths for all of them, which the path index answers.
 */
export async function findStoredSizes(db: DbOrTx, srcs: string[]): Promise<(ImageVariants | null)[]> {
  const filePath = (base: string, width: number, format: 'webp' | 'avif') =>
    imageVariantUrl(base, width, format).slice('/media/'.length);
  const candidates = srcs.map((src) => {
    const largest = /-(\d+)\.webp$/.exec(src)?.[1];
    if (!src.startsWith('/media/') || largest === undefined) return null;
    const widths = [...IMAGE_WIDTHS.filter((w) => w < Number(largest)), Number(largest)];
    return { base: imageVariantBase(src), widths };
  });
  const paths = candidates.flatMap((c) =>
    c ? c.widths.flatMap((w) => [filePath(c.base, w, 'webp'), filePath(c.base, w, 'avif')]) : [],
  );
  const stored =
    paths.length === 0
      ? new Set<string>()
      : new Set(
          (await db.select({ path: media.path }).from(media).where(inArray(media.path, paths))).map((r) => r.path),
        );
  return candidates.map((c) => {
    if (!c) return null;
    const webp = c.widths.filter((w) => stored.has(filePath(c.base, w, 'webp')));
    return webp.length > 0 ? { widths: webp, avif: webp.filter((w) => stored.has(filePath(c.base, w, 'avif'))) } : null;
  });
}
