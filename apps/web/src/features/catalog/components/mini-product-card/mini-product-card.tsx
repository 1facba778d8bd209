import { paths } from '../../../../config/paths';
import { Link } from '../../../../lib/router';
import type { LastViewedItem } from '../../last-viewed';
import { ImagePlaceholder } from '../product-card/image-placeholder';
import styles from './mini-product-card.module.css';

/** A last-viewed product: image, vendor, name and code, from what the browser stored (no prices). */
export function MiniProductCard({ item, headingLevel = 3 }: { item: LastViewedItem; headingLevel?: 3 | 4 }) {
  const href = paths.product.getHref(item.slug);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        {item.image ? (
          <img
            className={styles.image}
            src={item.image.src}
            alt=""
            width={item.image.width}
            height={item.image.height}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <ImagePlaceholder className={styles.image} />
        )}
      </Link>
      <div className={styles.body}>
        <p className={styles.vendor}>{item.vendor}</p>
        <Heading className={styles.name}>
          <Link to={href}>{item.name}</Link>
        </Heading>
        <p className={styles.code}>{item.code}</p>
      </div>
    </article>
  );
}
