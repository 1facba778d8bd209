import type { ProductCard as ProductCardData } from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ProductCard } from '../product-card/product-card';
import { ProductCardSkeleton } from '../product-card/product-card-skeleton';
import styles from './product-grid.module.css';

export const GRID_SKELETONS = 12;

export interface ProductGridProps {
  products: ProductCardData[] | undefined;
  loading: boolean;
  /** The list's accessible name. */
  label: string;
  /** Shown when the list is empty. */
  emptyText: string;
  renderActions?: (product: ProductCardData) => ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/**
 * Product cards in 3 / 2 / 1 columns (large / medium / small); 12 placeholder cards while loading;
 * a message when empty (docs/requirements/catalogue.md §Listing).
 */
export function ProductGrid({ products, loading, label, emptyText, renderActions, headingLevel }: ProductGridProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('catalog.loadingProducts')}
        </p>
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: GRID_SKELETONS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (!products || products.length === 0) {
    return <p className={styles.empty}>{emptyText}</p>;
  }
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            eagerImage={index < 3}
            {...(renderActions ? { renderActions } : {})}
            {...(headingLevel ? { headingLevel } : {})}
          />
        </li>
      ))}
    </ul>
  );
}
