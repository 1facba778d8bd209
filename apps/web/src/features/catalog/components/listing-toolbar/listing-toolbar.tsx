import { OFFERED_ORDERINGS, type Ordering, PAGE_SIZES } from '@shop/contract';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import styles from './listing-toolbar.module.css';

export interface ListingToolbarProps {
  order: Ordering;
  limit: number;
  inStock: boolean;
  onOrderChange: (order: Ordering) => void;
  onLimitChange: (limit: number) => void;
  /** Without it the in-stock toggle is hidden (the wishlist has none). */
  onInStockChange?: (inStock: boolean) => void;
  /** The product count line ("42 produktov"); announced politely when it changes. */
  summary?: string;
}

/** Ordering (1, 2, 3, 6, 7), in-stock toggle and page size (12/36/72) of a product listing. */
export function ListingToolbar({
  order,
  limit,
  inStock,
  onOrderChange,
  onLimitChange,
  onInStockChange,
  summary,
}: ListingToolbarProps) {
  const { t } = useTranslation();
  const orderId = useId();
  const limitId = useId();
  const stockId = useId();
  // An ordering that came in through the URL but is not offered (price) still shows as selected.
  const orderings: readonly Ordering[] = (OFFERED_ORDERINGS as readonly Ordering[]).includes(order)
    ? OFFERED_ORDERINGS
    : [...OFFERED_ORDERINGS, order];
  return (
    <div className={styles.toolbar}>
      <p className={styles.summary} aria-live="polite">
        {summary ?? ''}
      </p>
      <fieldset className={styles.controls}>
        <legend className="visually-hidden">{t('catalog.listingControls')}</legend>
        <div className={styles.control}>
          <label htmlFor={orderId}>{t('catalog.ordering')}</label>
          <select
            id={orderId}
            className={styles.select}
            value={order}
            onChange={(event) => onOrderChange(Number(event.target.value) as Ordering)}
          >
            {orderings.map((code) => (
              <option key={code} value={code}>
                {t(`catalog.orderings.${code}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.control}>
          <label htmlFor={limitId}>{t('catalog.pageSize')}</label>
          <select
            id={limitId}
            className={styles.select}
            value={limit}
            onChange={(event) => onLimitChange(Number(event.target.value))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        {onInStockChange ? (
          <div className={styles.toggle}>
            <input
              id={stockId}
              type="checkbox"
              role="switch"
              aria-checked={inStock}
              className={styles.switch}
              checked={inStock}
              onChange={(event) => onInStockChange(event.target.checked)}
            />
            <label htmlFor={stockId}>{t('catalog.inStock')}</label>
          </div>
        ) : null}
      </fieldset>
    </div>
  );
}
