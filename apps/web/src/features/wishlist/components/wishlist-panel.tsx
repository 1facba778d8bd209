import { OFFERED_ORDERINGS, type Ordering, type ProductCard } from '@shop/contract';
import { HeartOff } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Paginator, Spinner } from '../../../components/ui';
import { useTranslation } from '../../../lib/i18n';
import { Navigate, useLocation, useSearchParams } from '../../../lib/router';
import { useWishlist, WISHLIST_PAGE_SIZE } from '../api/get-wishlist';
import styles from './wishlist-panel.module.css';

const pageOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/** `?or=` → one of the offered orderings (1, 2, 3, 6, 7), default 1 (newest added). */
const orderingOf = (value: string | null): Ordering => {
  const n = Number(value);
  return (OFFERED_ORDERINGS as readonly number[]).includes(n) ? (n as Ordering) : 1;
};

export interface WishlistPanelProps {
  /** Draws one product (the route passes the catalogue's product card with the heart). */
  renderProduct: (product: ProductCard) => ReactNode;
}

/**
 * /account/wishlist (docs/requirements/catalogue.md §Wishlist): an ordering selector (no in-stock toggle),
 * the product cards, a paginator, a spinner while loading and "no results" when empty.
 * Page and ordering live in the URL (`?pg=`, `?or=`).
 */
export function WishlistPanel({ renderProduct }: WishlistPanelProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('pg'));
  const ordering = orderingOf(params.get('or'));
  const { data, isPending, isPlaceholderData } = useWishlist(page, ordering);

  const hrefOf = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set('pg', String(p));
    else next.delete('pg');
    const query = next.toString();
    return query ? `${location.pathname}?${query}` : location.pathname;
  };

  const onOrdering = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === '1') next.delete('or');
    else next.set('or', value);
    next.delete('pg');
    setParams(next, { replace: true });
  };

  const pageCount = data ? Math.ceil(data.count / WISHLIST_PAGE_SIZE) : 0;
  if (data && data.count > 0 && page > pageCount) return <Navigate to={hrefOf(pageCount)} replace />;

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {data ? t('wishlist.count', { count: data.count }) : null}
        </p>
        <div className={styles.ordering}>
          <label htmlFor={selectId}>{t('wishlist.ordering')}</label>
          <select
            id={selectId}
            className={styles.select}
            value={ordering}
            onChange={(event) => onOrdering(event.target.value)}
          >
            {OFFERED_ORDERINGS.map((o) => (
              <option key={o} value={o}>
                {t(`wishlist.orderings.${o}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {isPending || !data ? (
        // A failed load keeps the spinner (docs/requirements/catalogue.md §Wishlist) after the generic toast.
        <p className={styles.status}>
          <Spinner size={24} label={t('wishlist.loading')} />
        </p>
      ) : data.products.length === 0 ? (
        <div className={styles.empty}>
          <HeartOff aria-hidden="true" size={28} />
          <div>
            <p>{t('wishlist.empty')}</p>
            <p className={styles.hint}>{t('wishlist.emptyHint')}</p>
          </div>
        </div>
      ) : (
        <>
          <ul
            className={`${styles.grid} ${isPlaceholderData ? styles.stale : ''}`}
            aria-label={t('wishlist.listLabel')}
            aria-busy={isPlaceholderData || undefined}
          >
            {data.products.map((product) => (
              <li key={product.id} className={styles.item}>
                {renderProduct(product)}
              </li>
            ))}
          </ul>
          <Paginator page={page} pageCount={pageCount} getHref={hrefOf} className={styles.paginator} />
        </>
      )}
    </div>
  );
}
