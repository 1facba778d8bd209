import { Skeleton } from '../../../../components/ui';
import { useTranslation } from '../../../../lib/i18n';
import styles from './product-detail.module.css';

/** The product page's shape while it loads (same boxes, so nothing jumps). */
export function ProductDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={`container ${styles.page}`} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('product.loading')}
      </p>
      <Skeleton width="16rem" height="0.9rem" />
      <div className={styles.top} aria-hidden="true">
        <Skeleton aspectRatio="1 / 1" radius="lg" />
        <div className={styles.info}>
          <Skeleton width="6rem" height="0.9rem" />
          <Skeleton width="90%" height="2.25rem" />
          <Skeleton width="60%" height="2.25rem" />
          <Skeleton width="10rem" height="0.9rem" />
          <Skeleton width="100%" height="3rem" />
          <Skeleton width="100%" height="6rem" radius="md" />
        </div>
      </div>
    </div>
  );
}
