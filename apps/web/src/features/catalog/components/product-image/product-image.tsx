import { type Image, imageSrcSet } from '@shop/contract';
import styles from './product-image.module.css';

/**
 * How wide each place shows a product image, for the browser to pick a size
 * (docs/requirements/catalogue.md §Images and attachments). Cards: one column under 750 px, two
 * under 1200 px (beside the category menu), else three of about 300 px. The product page: the
 * gallery is one of two columns, full width under 750 px.
 */
export const IMAGE_SIZES = {
  card: '(max-width: 750px) 100vw, (max-width: 1200px) 40vw, 300px',
  page: '(max-width: 750px) 100vw, min(50vw, 600px)',
  thumb: '72px',
  fullscreen: '100vw',
} as const;

export interface ProductImageProps {
  image: Pick<Image, 'src' | 'width' | 'height' | 'variants'>;
  alt: string;
  sizes: string;
  className?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'auto';
}

/**
 * A product image with its sizes: `<picture>` with an AVIF source when the image has AVIF files,
 * `srcset`/`sizes` of the WebP files, width and height always set (no layout shift). An image
 * without sizes (the seeded drawings) is a plain `<img>` of its `src`.
 */
export function ProductImage({ image, alt, sizes, className, loading, fetchPriority }: ProductImageProps) {
  const webp = imageSrcSet(image.src, image.variants, 'webp');
  const avif = imageSrcSet(image.src, image.variants, 'avif');
  const img = (
    <img
      className={className}
      src={image.src}
      srcSet={webp || undefined}
      sizes={webp ? sizes : undefined}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
    />
  );
  if (!avif) return img;
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  );
}
