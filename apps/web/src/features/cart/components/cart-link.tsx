import { ShoppingCart } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/auth';
import { formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { useBasketSummary } from '../api/get-basket';
import styles from './cart-link.module.css';

/**
 * Header cart: icon with an item-count badge, plus the total labelled excl. VAT from the medium
 * breakpoint up. Shows 0 and no total while there is no basket (logged out, endpoint missing).
 */
export function CartLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useUser();
  const { data: summary } = useBasketSummary({ enabled: isLoggedIn });
  const count = isLoggedIn ? (summary?.count ?? 0) : 0;
  const total = isLoggedIn && summary ? formatPrice(summary.totalExclVat) : null;
  const items = t('header.cartItems', { count });
  return (
    <Link
      to={paths.cart.getHref()}
      className={`${styles.cart} ${className ?? ''}`}
      aria-label={total ? t('header.cartLabelWithTotal', { items, total }) : t('header.cartLabel', { items })}
    >
      {/* The words come first in the DOM (CSS puts the icon before them), spaces between the parts, so
          that the visible text "Košík 123,45 € bez DPH 3" reads as the accessible name does (WCAG 2.5.3). */}
      <span className={styles.text} aria-hidden="true">
        <span className={styles.label}>{t('header.cart')}</span>{' '}
        {total ? <span className={styles.total}>{t('header.cartTotal', { total })}</span> : null}
      </span>{' '}
      <span className={styles.iconWrap}>
        <ShoppingCart aria-hidden="true" size={24} />
        <span className={styles.badge} data-testid="cart-count" aria-hidden="true">
          {count}
        </span>
      </span>
    </Link>
  );
}
