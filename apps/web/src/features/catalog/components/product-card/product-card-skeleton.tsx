import { Skeleton } from '../../../../components/ui';
import styles from './product-card.module.css';

/** The shape of a product card while the list loads. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton aspectRatio="1 / 1" radius="md" />
      <div className={styles.body}>
        <Skeleton width="35%" height="0.8rem" />
        <Skeleton width="90%" height="1.1rem" />
        <Skeleton width="60%" height="1.1rem" />
        <Skeleton width="45%" height="0.8rem" />
        <Skeleton width="100%" height="2.5rem" />
        <div className={styles.footer}>
          <Skeleton width="55%" height="1.5rem" />
        </div>
      </div>
    </div>
  );
}
