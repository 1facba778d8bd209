import { IMAGE_MAX_PIXELS, IMAGE_WIDTHS, MediaErrorCode } from '@shop/contract';
import sharp, { type Sharp } from 'sharp';
import { HttpError } from '../../http/errors.ts';

/**
 * Turns an uploaded photo into the sizes the storefront serves (docs/decisions/019-media-images.md):
 * the bytes are recognised by their signature and then decoded in full (the name and the declared
 * type mean nothing), turned upright by their EXIF orientation, and re-encoded from raw pixels, so
 * no metadata (EXIF, GPS, XMP, ICC) survives.
 */

/** The largest side we keep; the widest size is this or the original's width, whichever is smaller. */
const MAX_SIDE = Math.max(...IMAGE_WIDTHS);
/** An AVIF file is kept only when it is at least this much smaller than the WebP of the same width. */
export const AVIF_KEEP_RATIO = 0.85;

export interface EncodedSize {
  width: number;
  height: number;
  webp: Buffer;
  avif: Buffer | null;
}

export interface EncodedImage {
  /** Widest first is not promised: ascending widths. */
  sizes: EncodedSize[];
  width: number;
  height: number;
}

type AcceptedFormat = 'jpeg' | 'png' | 'webp';

/** JPEG, PNG or WebP by the file's first bytes; anything else (SVG, GIF, a script) is not looked at further. */
export function sniffImage(bytes: Buffer): AcceptedFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

export const uploadRefused = (code: string, message: string, key = 'file') =>
  new HttpError(400, [{ code, key, message }]);

const notAnImage = (name: string) =>
  uploadRefused(
    MediaErrorCode.notAnImage,
    `Súbor „${name}“ nie je obrázok JPEG, PNG ani WebP, alebo je poškodený. Nahrajte fotografiu vo formáte JPEG, PNG alebo WebP.`,
  );

/** The widths to make from an image `width` pixels wide: the standard ones below it and its own width, never wider. */
export function widthsFor(width: number): number[] {
  const top = Math.min(width, MAX_SIDE);
  return [...IMAGE_WIDTHS.filter((w) => w < top), top];
}

/**
 * Refuses anything that is not a JPEG, PNG or WebP within the pixel limit by its signature and
 * header alone (a bomb is refused before its pixels are decoded), then runs `decode` and turns
 * any decoder failure (truncated, corrupt) into the same 400.
 */
async function decodeChecked<T>(bytes: Buffer, name: string, decode: (input: Sharp) => Promise<T>): Promise<T> {
  const format = sniffImage(bytes);
  if (!format) throw notAnImage(name);
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== format || !meta.width || !meta.height) throw notAnImage(name);
    if (meta.width * meta.height > IMAGE_MAX_PIXELS) {
      throw uploadRefused(
        MediaErrorCode.tooManyPixels,
        `Obrázok „${name}“ má ${meta.width} × ${meta.height} bodov; najviac sa dá nahrať ${IMAGE_MAX_PIXELS / 1_000_000} megapixelov.`,
      );
    }
    // Decoded in full (failOn 'error': a truncated or corrupt file is refused) and upright.
    return await decode(sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).rotate());
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw notAnImage(name);
  }
}

/**
 * Checks and converts one upload. Throws a 400 (`media.not-an-image`, `media.too-many-pixels`)
 * for anything that is not a whole JPEG, PNG or WebP within the pixel limit.
 */
export async function encodeProductImage(
  bytes: Buffer,
  name: string,
  options: { avif?: boolean } = {},
): Promise<EncodedImage> {
  // At most MAX_SIDE wide or high, as raw pixels: nothing of the original file but its pixels goes on.
  const upright = await decodeChecked(bytes, name, (input) =>
    input
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const { width, height, channels } = upright.info;
  const raw = { raw: { width, height, channels } } as const;
  const sizes: EncodedSize[] = [];
  for (const w of widthsFor(width)) {
    const resized = () => sharp(upright.data, raw).resize({ width: w, withoutEnlargement: true });
    const webp = await resized().webp({ quality: 80, effort: 4 }).toBuffer({ resolveWithObject: true });
    let avif: Buffer | null = null;
    if (options.avif !== false) {
      const candidate = await resized().avif({ quality: 50, effort: 3 }).toBuffer();
      if (candidate.length <= webp.data.length * AVIF_KEEP_RATIO) avif = candidate;
    }
    sizes.push({ width: webp.info.width, height: webp.info.height, webp: webp.data, avif });
  }
  const largest = sizes[sizes.length - 1];
  if (!largest) throw notAnImage(name);
  return { sizes, width: largest.width, height: largest.height };
}

/** The checks of `encodeProductImage` by signature and header alone, for a dry run that converts nothing. */
export async function checkProductImage(bytes: Buffer, name: string): Promise<void> {
  await decodeChecked(bytes, name, async () => undefined);
}

/** A vendor logo: the same checks, one WebP at most 320 × 160 (the brand row shows it at half that). */
export async function encodeLogo(
  bytes: Buffer,
  name: string,
): Promise<{ webp: Buffer; width: number; height: number }> {
  const out = await decodeChecked(bytes, name, (input) =>
    input
      .resize({ width: 320, height: 160, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true }),
  );
  return { webp: out.data, width: out.info.width, height: out.info.height };
}
