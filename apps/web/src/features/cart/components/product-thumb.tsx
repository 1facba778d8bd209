import type { BasketProduct } from '@shop/contract';
import { Package } from 'lucide-react';
import styles from './product-thumb.module.css';

/** A cart line's cover image at a fixed size (no layout shift), or the placeholder when there is none. */
export function ProductThumb({
  image,
  size = 64,
  lazy = false,
}: {
  image: BasketProduct['image'];
  size?: number;
  lazy?: boolean;
}) {
  if (!image) {
    return (
      <span className={styles.placeholder} style={{ width: size, height: size }} aria-hidden="true">
        <Package size={Math.round(size / 2)} />
      </span>
    );
  }
  return (
    <img
      className={styles.thumb}
      src={image.src}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  );
}
