import { Heart } from 'lucide-react';
import { Spinner } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { useWishlistCount } from '../api/get-wishlist-count';
import styles from './wishlist-link.module.css';

/**
 * Header wishlist link, for logged-in users only: heart, the count (a spinner while it loads;
 * nothing when the count is unavailable) and, on large screens, a label.
 */
export function WishlistLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useUser();
  const { data: count, isPending } = useWishlistCount({ enabled: isLoggedIn });
  if (!isLoggedIn) return null;
  const known = typeof count === 'number';
  return (
    <Link
      to={paths.accountOption.getHref('wishlist')}
      className={`${styles.wishlist} ${className ?? ''}`}
      aria-label={known ? t('header.wishlistLabelWithCount', { count }) : t('header.wishlistLabel')}
    >
      {/* The label comes first in the DOM (CSS puts the icon before it) so that the visible text,
          "Obľúbené produkty 3", reads in the same order as the accessible name (WCAG 2.5.3). */}
      <span className={styles.label} aria-hidden="true">
        {t('header.wishlistLabel')}
      </span>{' '}
      <span className={styles.iconWrap}>
        <Heart aria-hidden="true" size={24} />
        {isPending ? (
          <span className={styles.badge}>
            <Spinner size={12} label={t('header.wishlistLoading')} />
          </span>
        ) : known ? (
          <span className={styles.badge} data-testid="wishlist-count" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
