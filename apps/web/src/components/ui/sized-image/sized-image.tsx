import { type Image, imageSrcSet } from '@shop/contract';
import styles from './sized-image.module.css';

export interface SizedImageProps {
  image: Pick<Image, 'src' | 'width' | 'height' | 'variants'>;
  alt: string;
  sizes: string;
  className?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  decoding?: 'sync' | 'async';
}

/**
 * An uploaded image (a product's, a home banner's) with its sizes: `<picture>` with an AVIF
 * source when the image has AVIF files, `srcset`/`sizes` of the WebP files, width and height
 * always set (no layout shift). An image without sizes (the seeded drawings) is a plain `<img>`
 * of its `src`. `sizes`: one of `IMAGE_SIZES`, which the server's preload hint of the page's
 * largest image names too.
 */
export function SizedImage({
  image,
  alt,
  sizes,
  className,
  loading,
  fetchPriority,
  decoding = 'async',
}: SizedImageProps) {
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
      decoding={decoding}
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
