/**
 * Where the sizes of an uploaded product image live, and the `srcset` the storefront builds from
 * them (docs/requirements/catalogue.md §Images and attachments). One rule for the server that
 * writes the files and the web that links them.
 */

/** The widths made from an uploaded image (never larger than the original). */
export const IMAGE_WIDTHS = [160, 320, 640, 1280] as const;

export interface ImageVariantsInfo {
  widths: number[];
  /** The widths that also have an AVIF file. */
  avif: number[];
}

export type ImageFormat = 'webp' | 'avif';

/** `/media/products/12/345` + width + format → `/media/products/12/345-640.webp`. */
export const imageVariantUrl = (base: string, width: number, format: ImageFormat) => `${base}-${width}.${format}`;

/** The stem of an uploaded image's files: its `src` (the largest WebP) without `-<width>.webp`. */
export const imageVariantBase = (src: string) => src.replace(/-\d+\.webp$/, '');

/** `srcset` of an image's sizes in one format; '' when it has none in that format. */
export function imageSrcSet(src: string, variants: ImageVariantsInfo | null | undefined, format: ImageFormat): string {
  if (!variants) return '';
  const base = imageVariantBase(src);
  const widths = format === 'avif' ? variants.avif : variants.widths;
  return [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${imageVariantUrl(base, w, format)} ${w}w`)
    .join(', ');
}
