import { createHash } from 'node:crypto';
import {
  type AttachmentUpdateBody,
  type BannerImage,
  ErrorCode,
  type ImageUpdateBody,
  imageVariantUrl,
  type StaffAttachment,
  type StaffImage,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { productAttachments, productImages } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import { type AuditInput, recordAudit } from '../staff/audit.ts';
import { type EncodedImage, encodeLogo, encodeProductImage } from './image-processing.ts';
import {
  attachmentUrlInUse,
  deleteAttachment,
  deleteImage,
  deleteMediaFiles,
  findProductForMedia,
  findVendor,
  insertAttachment,
  insertImage,
  insertMediaFiles,
  listAttachments,
  listImages,
  lockProduct,
  nextSort,
  setAttachmentUrl,
  setCover,
  setImageFiles,
  setSorts,
  setVendorLogo,
  updateAttachment,
  updateImage,
} from './media-staff.repository.ts';
import type { UploadedFile } from './multipart-upload.ts';
import { assertPdf } from './pdf-check.ts';

/**
 * Product images, attachments and vendor logos as the back office changes them
 * (docs/requirements/catalogue.md §Images and attachments). Every change writes its files, rows
 * and audit entry in one transaction and then tells the catalogue, so the storefront shows it at once.
 */

const etagOf = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex').slice(0, 16);
const mediaFile = (path: string, contentType: string, bytes: Buffer) => ({
  path,
  contentType,
  bytes,
  etag: etagOf(bytes),
});
/** A `media.path` (no leading `/media/`) from a served URL. */
const mediaPath = (url: string) => url.replace(/^\/media\//, '');

/**
 * Stores every size of an encoded image under `base` (`/media/products/12/345-640.webp`, and its
 * AVIF where one was kept): the one place uploaded images become files. Answers the largest WebP's
 * address and the sizes the storefront's `srcset` names (packages/contract/src/images.ts).
 */
async function storeImageSizes(tx: Tx, base: string, image: EncodedImage) {
  const files = image.sizes.flatMap((size) => [
    mediaFile(mediaPath(imageVariantUrl(base, size.width, 'webp')), 'image/webp', size.webp),
    ...(size.avif ? [mediaFile(mediaPath(imageVariantUrl(base, size.width, 'avif')), 'image/avif', size.avif)] : []),
  ]);
  await insertMediaFiles(tx, files);
  return {
    src: imageVariantUrl(base, image.width, 'webp'),
    variants: {
      widths: image.sizes.map((s) => s.width),
      avif: image.sizes.filter((s) => s.avif).map((s) => s.width),
    },
  };
}

async function productOr404(shop: Shop, productId: number) {
  const product = await findProductForMedia(shop.db, productId);
  if (!product) throw notFound();
  return product;
}

/**
 * One change of a product's media: the product locked (changes of one product run one after the
 * other), `work` writes and returns its audit entry, written in the same transaction; then the
 * catalogue is told, so the storefront shows the change at once.
 */
async function changeProduct(
  shop: Shop,
  request: FastifyRequest,
  productId: number,
  work: (tx: Tx, product: { code: string }) => Promise<Omit<AuditInput, 'entity' | 'entityId'>>,
): Promise<void> {
  const product = await productOr404(shop, productId);
  await shop.db.transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) throw notFound();
    const entry = await work(tx, product);
    await recordAudit(tx, request, { ...entry, entity: 'product', entityId: productId });
  });
  shop.catalog.catalogueChanged();
}

export async function productMedia(shop: Shop, productId: number) {
  const product = await productOr404(shop, productId);
  const [images, attachments] = await Promise.all([
    listImages(shop.db, productId),
    listAttachments(shop.db, productId),
  ]);
  return { product, images, attachments };
}

/** Each file checked and converted first; then all of them and their rows in one transaction, or none. */
export async function uploadImages(
  shop: Shop,
  request: FastifyRequest,
  productId: number,
  files: UploadedFile[],
): Promise<StaffImage[]> {
  await productOr404(shop, productId);
  const encoded: { file: UploadedFile; image: EncodedImage }[] = [];
  // One after another: encoding is CPU-bound and the server has few cores.
  for (const file of files) encoded.push({ file, image: await encodeProductImage(file.bytes, file.name) });

  await changeProduct(shop, request, productId, async (tx, product) => {
    const ids = await storeProductImages(
      tx,
      productId,
      encoded.map((e) => ({ image: e.image })),
    );
    return {
      action: 'product.images.upload',
      summary: `Nahral ${files.length === 1 ? 'obrázok' : `obrázky (${files.length})`} k produktu ${product.code}`,
      changes: { images: [null, ids] },
    };
  });
  return listImages(shop.db, productId);
}

/**
 * Writes checked and converted images of one product: a row each, its files and its `src`, in the
 * caller's transaction. The first becomes the cover when the product has none or when `firstIsCover`
 * (the import: the first image a row names is the cover). `source` is the original file's SHA-256,
 * kept so an import run again does not add the same picture twice.
 */
export async function storeProductImages(
  tx: Tx,
  productId: number,
  images: { image: EncodedImage; source?: string }[],
  options: { firstIsCover?: boolean } = {},
): Promise<number[]> {
  const existing = await listImages(tx, productId);
  let sort = await nextSort(tx, productImages, productId);
  let needsCover = options.firstIsCover === true || !existing.some((i) => i.cover);
  const ids: number[] = [];
  for (const { image, source } of images) {
    const id = await insertImage(tx, {
      productId,
      caption: '',
      cover: false,
      width: image.width,
      height: image.height,
      sort: sort++,
    });
    if (needsCover) await setCover(tx, productId, id);
    needsCover = false;
    const stored = await storeImageSizes(tx, `/media/products/${productId}/${id}`, image);
    await setImageFiles(tx, id, stored.src, { ...stored.variants, ...(source ? { source } : {}) });
    ids.push(id);
  }
  return ids;
}

export async function updateProductImage(
  shop: Shop,
  request: FastifyRequest,
  productId: number,
  imageId: number,
  body: ImageUpdateBody,
): Promise<StaffImage[]> {
  await changeProduct(shop, request, productId, async (tx, product) => {
    const before = (await listImages(tx, productId)).find((i) => i.id === imageId);
    if (!before) throw notFound();
    if (body.caption !== undefined) await updateImage(tx, productId, imageId, { caption: body.caption });
    if (body.cover) await setCover(tx, productId, imageId);
    return {
      action: body.cover ? 'product.images.cover' : 'product.images.caption',
      summary: body.cover
        ? `Nastavil titulný obrázok produktu ${product.code}`
        : `Zmenil popis obrázka produktu ${product.code}`,
      changes: {
        ...(body.caption !== undefined && body.caption !== before.caption
          ? { [`image ${imageId} caption`]: [before.caption, body.caption] }
          : {}),
        ...(body.cover && !before.cover ? { cover: [null, imageId] } : {}),
      },
    };
  });
  return listImages(shop.db, productId);
}

/** The new order must name every image (or attachment) of the product exactly once. */
function assertSameIds(current: number[], wanted: number[]) {
  const same = current.length === wanted.length && new Set(wanted).size === wanted.length;
  if (!same || !wanted.every((id) => current.includes(id))) {
    throw badRequest('ids', ErrorCode.validation, 'Poradie musí obsahovať každú položku produktu práve raz.');
  }
}

export async function reorderImages(
  shop: Shop,
  request: FastifyRequest,
  productId: number,
  ids: number[],
): Promise<StaffImage[]> {
  await changeProduct(shop, request, productId, async (tx, product) => {
    const before = (await listImages(tx, productId)).sort((a, b) => a.sort - b.sort || a.id - b.id).map((i) => i.id);
    assertSameIds(before, ids);
    await setSorts(tx, productImages, productId, ids);
    return {
      action: 'product.images.order',
      summary: `Zmenil poradie obrázkov produktu ${product.code}`,
      changes: { images: [before, ids] },
    };
  });
  return listImages(shop.db, productId);
}

/** Deletes an image and the files made from it; when it was the cover, the next image becomes the cover. */
export async function removeImage(
  shop: Shop,
  request: FastifyRequest,
  productId: number,
  imageId: number,
): Promise<StaffImage[]> {
  await changeProduct(shop, request, productId, async (tx, product) => {
    const removed = await deleteImage(tx, productId, imageId);
    if (!removed) throw notFound();
    // Seeded pictures (no variants) may be shared with other products; only our own files go.
    if (removed.variants) await deleteMediaFiles(tx, { prefix: `products/${productId}/${imageId}-` });
    if (removed.cover) {
      const next = (await listImages(tx, productId)).sort((a, b) => a.sort - b.sort || a.id - b.id)[0];
      if (next) await setCover(tx, productId, next.id);
    }
    return {
      action: 'product.images.delete',
      summary: `Zmazal obrázok produktu ${product.code}`,
      changes: { images: [imageId, null] },
    };
  });
  return listImages(shop.db, productId);
}

/** `Návod DS-2CD.pdf` → `navod-ds-2cd.pdf`: the download name in the file's address. */
function safePdfName(name: string): string {
  const stem = name
    .replace(/\.pdf$/i, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${stem || 'priloha'}.pdf`;
}

export async function uploadAttachment(
  shop: Shop,
  request: FastifyRequest,
  productId: number,
  upload: { file: UploadedFile; title: string; group: string },
): Promise<StaffAttachment[]> {
  assertPdf(upload.file.bytes, upload.file.name);
  await changeProduct(shop, request, productId, async (tx, product) => {
    const filename = upload.file.name.toLowerCase().endsWith('.pdf') ? upload.file.name : `${upload.file.name}.pdf`;
    const id = await insertAttachment(tx, {
      productId,
      title: upload.title,
      group: upload.group,
      filename,
      filesize: upload.file.bytes.length,
      sort: await nextSort(tx, productAttachments, productId),
    });
    const path = `attachments/products/${productId}/${id}/${safePdfName(filename)}`;
    await insertMediaFiles(tx, [mediaFile(path, 'application/pdf', upload.file.bytes)]);
    await setAttachmentUrl(tx, id, `/media/${path}`);
    return {
      action: 'product.attachments.upload',
      summary: `Nahral prílohu „${upload.title}“ k produktu ${product.code}`,
      changes: { attachments: [null, id] },
    };
  });
  return listAttachments(shop.db, productId);
}

export async function updateProductAttachment(
  shop: Shop,
  request: FastifyRequest,
  productId: number,
  attachmentId: number,
  body: AttachmentUpdateBody,
): Promise<StaffAttachment[]> {
  await changeProduct(shop, request, productId, async (tx, product) => {
    const before = (await listAttachments(tx, productId)).find((a) => a.id === attachmentId);
    if (!before) throw notFound();
    await updateAttachment(tx, productId, attachmentId, body);
    const changes: Record<string, [unknown, unknown]> = {};
    if (body.title !== undefined && body.title !== before.title) changes.title = [before.title, body.title];
    if (body.group !== undefined && body.group !== before.group) changes.group = [before.group, body.group];
    return {
      action: 'product.attachments.update',
      summary: `Upravil prílohu „${body.title ?? before.title}“ produktu ${product.code}`,
      changes,
    };
  });
  return listAttachments(shop.db, productId);
}

export async function reorderAttachments(
  shop: Shop,
  request: FastifyRequest,
  productId: number,
  ids: number[],
): Promise<StaffAttachment[]> {
  await changeProduct(shop, request, productId, async (tx, product) => {
    const before = (await listAttachments(tx, productId)).map((a) => a.id);
    assertSameIds(before, ids);
    await setSorts(tx, productAttachments, productId, ids);
    return {
      action: 'product.attachments.order',
      summary: `Zmenil poradie príloh produktu ${product.code}`,
      changes: { attachments: [before, ids] },
    };
  });
  return listAttachments(shop.db, productId);
}

export async function removeAttachment(
  shop: Shop,
  request: FastifyRequest,
  productId: number,
  attachmentId: number,
): Promise<StaffAttachment[]> {
  await changeProduct(shop, request, productId, async (tx, product) => {
    const removed = await deleteAttachment(tx, productId, attachmentId);
    if (!removed) throw notFound();
    // A seeded manual or certificate is shared by several products: its file stays while linked.
    if (!(await attachmentUrlInUse(tx, removed.url))) await deleteMediaFiles(tx, { paths: [mediaPath(removed.url)] });
    return {
      action: 'product.attachments.delete',
      summary: `Zmazal prílohu „${removed.title}“ produktu ${product.code}`,
      changes: { attachments: [attachmentId, null] },
    };
  });
  return listAttachments(shop.db, productId);
}

async function vendorOr404(shop: Shop, vendorId: number) {
  const vendor = await findVendor(shop.db, vendorId);
  if (!vendor) throw notFound();
  return vendor;
}

export async function vendorLogo(shop: Shop, vendorId: number) {
  const { id, name, logo } = await vendorOr404(shop, vendorId);
  return { id, name, logo };
}

/** The logo as one small WebP; the address changes with the content, so caches never show the old one. */
export async function uploadVendorLogo(shop: Shop, request: FastifyRequest, vendorId: number, file: UploadedFile) {
  const vendor = await vendorOr404(shop, vendorId);
  const logo = await encodeLogo(file.bytes, file.name);
  const path = `vendors/${vendor.id}/logo-${etagOf(logo.webp)}.webp`;
  await shop.db.transaction(async (tx) => {
    await deleteMediaFiles(tx, { prefix: `vendors/${vendor.id}/logo-` });
    await insertMediaFiles(tx, [mediaFile(path, 'image/webp', logo.webp)]);
    await setVendorLogo(tx, vendor.id, `/media/${path}`);
    await recordAudit(tx, request, {
      action: 'vendor.logo',
      entity: 'vendor',
      entityId: vendor.id,
      summary: `Nahral logo značky ${vendor.name}`,
      changes: { logo: [vendor.logo, `/media/${path}`] },
    });
  });
  shop.catalog.catalogueChanged();
  return { id: vendor.id, name: vendor.name, logo: `/media/${path}` };
}

export async function removeVendorLogo(shop: Shop, request: FastifyRequest, vendorId: number) {
  const vendor = await vendorOr404(shop, vendorId);
  await shop.db.transaction(async (tx) => {
    await deleteMediaFiles(tx, { prefix: `vendors/${vendor.id}/logo-` });
    await setVendorLogo(tx, vendor.id, null);
    await recordAudit(tx, request, {
      action: 'vendor.logo',
      entity: 'vendor',
      entityId: vendor.id,
      summary: `Odstránil logo značky ${vendor.name}`,
      changes: { logo: [vendor.logo, null] },
    });
  });
  shop.catalog.catalogueChanged();
  return { id: vendor.id, name: vendor.name, logo: null };
}

/**
 * A home page banner's image (docs/requirements/back-office.md §Homepage): checked and converted
 * like a product image, stored under `/media/banners/<content hash>`; the banner itself is saved
 * with the home page, so this only answers the address, size and sizes for the form to fill in.
 * The same picture uploaded again answers the files already stored.
 */
export async function uploadBannerImage(shop: Shop, request: FastifyRequest, file: UploadedFile): Promise<BannerImage> {
  const image = await encodeProductImage(file.bytes, file.name);
  const largest = image.sizes[image.sizes.length - 1];
  const base = `/media/banners/${etagOf(largest?.webp ?? file.bytes)}`;
  const stored = await shop.db.transaction(async (tx) => {
    await deleteMediaFiles(tx, { prefix: `${mediaPath(base)}-` });
    const sizes = await storeImageSizes(tx, base, image);
    await recordAudit(tx, request, {
      action: 'homepage.banner_image',
      entity: 'homepage',
      entityId: null,
      summary: `Nahral obrázok bannera ${file.name}`,
      changes: { image: [null, sizes.src] },
    });
    return sizes;
  });
  return { image: stored.src, width: image.width, height: image.height, variants: stored.variants };
}
