import { Skeleton } from '../../../../components/ui';
import styles from './blog-card-skeleton.module.css';

/**
 * The shape of a blog card while the home blog scroller loads. The card itself is the blog
 * feature's `BlogCard`, composed by the home route.
 */
export function BlogCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton height="250px" radius="sm" />
      <div className={styles.body}>
        <Skeleton width="85%" height="1.3rem" />
        <Skeleton width="40%" height="0.9rem" />
        <Skeleton width="100%" height="3.5rem" />
        <Skeleton width="8rem" height="1rem" />
      </div>
    </div>
  );
}
