/**
 * Where the sizes of an uploaded product image live, and the `srcset` the storefront builds from
 * them (docs/requirements/catalogue.md §Images and attachments). One rule for the server that
 * writes the files and the web that links them.
 */

/**
 * How wide each place shows an image, for the browser to pick a size: the web's `sizes` and the
 * server's preload hint of a page's largest image name the same string, so a browser fetches the
 * file the page then shows, not a second one (apps/server/src/modules/seo/preload.ts).
 * Cards: one column under 750 px, two under 1200 px (beside the category menu), else three of
 * about 300 px. The product page: the gallery is one of two columns, full width under 750 px. The
 * home banner: the content's width (1200 px at most) less the gutters.
 */
export const IMAGE_SIZES = {
  card: '(max-width: 750px) 100vw, (max-width: 1200px) 40vw, 300px',
  page: '(max-width: 750px) 100vw, min(50vw, 600px)',
  thumb: '72px',
  fullscreen: '100vw',
  banner: '(max-width: 1200px) 100vw, 1200px',
} as const;

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

/**
 * `srcset` of an image's sizes: `webp` lists every WebP; `avif` (for a `<source type="image/avif">`)
 * lists each width's AVIF where one was kept and its WebP where not, so a browser that takes the AVIF
 * source still finds every width (it decodes by content; one that reads AVIF reads WebP too).
 * '' when the image has no sizes, or no AVIF at all.
 */
export function imageSrcSet(src: string, variants: ImageVariantsInfo | null | undefined, format: ImageFormat): string {
  if (!variants || (format === 'avif' && variants.avif.length === 0)) return '';
  const base = imageVariantBase(src);
  return [...variants.widths]
    .sort((a, b) => a - b)
    .map((w) => {
      const file = format === 'avif' && variants.avif.includes(w) ? 'avif' : 'webp';
      return `${imageVariantUrl(base, w, file)} ${w}w`;
    })
    .join(', ');
}
