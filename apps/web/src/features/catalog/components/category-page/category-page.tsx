import { effectiveOrdering, type ProductCard as ProductCardData } from '@shop/contract';
import type { ReactNode } from 'react';
import { Button, Paginator, Skeleton } from '../../../../components/ui';
import { useDocumentTitle } from '../../../../hooks/use-document-title';
import { useUser } from '../../../../lib/auth';
import { useTranslation } from '../../../../lib/i18n';
import { useLocation, useSearchParams } from '../../../../lib/router';
import { useFilteredProducts } from '../../api/filter-products';
import { useCategory } from '../../api/get-category';
import { changeListing, type ListingParams, listingOffset, parseListingParams, toSearch } from '../../listing-params';
import { CategoryDescription, CategoryHeader } from '../category-header/category-header';
import { ListingToolbar } from '../listing-toolbar/listing-toolbar';
import { ProductGrid } from '../product-grid/product-grid';
import styles from './category-page.module.css';

export interface CategoryPageProps {
  /** The category path from the route (`cctv/ip-kamery`). */
  path: string;
  /** The side menu (the route builds it from the bottom-second menu). */
  sideMenu?: ReactNode;
  /** Rendered in place when no category has this path. */
  notFound: ReactNode;
  /** Buttons on each product card for logged-in customers (wishlist, add to cart). */
  renderActions?: (product: ProductCardData) => ReactNode;
  /** Shows the category description, sanitized HTML from the server (the route passes rich text). */
  renderDescription: (html: string) => ReactNode;
}

/**
 * The category listing (docs/requirements/catalogue.md §Listing): title bar, description, ordering / page size /
 * in-stock controls, the product grid and a paginator. `lm`, `pg`, `or` and `st` live in the URL; every
 * change is a new history entry, so back and forward restore the listing.
 */
export function CategoryPage({ path, sideMenu, notFound, renderActions, renderDescription }: CategoryPageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const listing = parseListingParams(searchParams);
  const { isLoggedIn } = useUser();
  const category = useCategory(path);
  const data = category.data;
  const products = useFilteredProducts(
    data
      ? {
          categoryId: data.category.id,
          limit: listing.limit,
          offset: listingOffset(listing),
          order: listing.order,
          inStock: listing.inStock,
        }
      : null,
  );
  useDocumentTitle(data ? data.category.label : data === null ? t('notFound.title') : undefined);

  if (data === null) return <>{notFound}</>;

  const change = (next: Partial<ListingParams>) =>
    // Stay where the controls are; a new history entry each time.
    setSearchParams(changeListing(searchParams, next), { preventScrollReset: true });
  const pageHref = (page: number) => `${location.pathname}${toSearch(changeListing(searchParams, { page }))}`;

  const total = products.data?.paging.filtered_products_count;
  const pageCount = total === undefined ? 0 : Math.ceil(total / listing.limit);
  const loadingProducts = !data || products.isPending;

  return (
    <div className={`container ${styles.page}`}>
      {data ? (
        <CategoryHeader category={data.category} breadcrumbs={data.breadcrumbs} />
      ) : (
        <div className={styles.headerSkeleton} aria-busy="true">
          <Skeleton width="12rem" height="0.9rem" />
          <Skeleton width="min(24rem, 80%)" height="2.25rem" />
          <span className="visually-hidden" role="status">
            {t('common.loading')}
          </span>
        </div>
      )}
      <div className={`${styles.layout} ${sideMenu ? '' : styles.noAside}`}>
        {sideMenu ? <aside className={styles.aside}>{sideMenu}</aside> : null}
        <div className={styles.content}>
          {data ? <CategoryDescription html={data.category.description} render={renderDescription} /> : null}
          <ListingToolbar
            // A price ordering in the URL is the default for anonymous visitors (the server's rule).
            order={effectiveOrdering(listing.order, isLoggedIn)}
            limit={listing.limit}
            inStock={listing.inStock}
            onOrderChange={(order) => change({ order })}
            onLimitChange={(limit) => change({ limit })}
            onInStockChange={(inStock) => change({ inStock })}
            summary={total === undefined ? undefined : t('catalog.productsFound', { count: total })}
          />
          {products.isError ? (
            <div className={styles.error} role="alert">
              <p>{t('catalog.productsError')}</p>
              <Button variant="secondary" onClick={() => void products.refetch()}>
                {t('catalog.retry')}
              </Button>
            </div>
          ) : (
            <ProductGrid
              products={products.data?.products}
              loading={loadingProducts}
              label={t('catalog.productList')}
              emptyText={t(listing.inStock ? 'catalog.noProductsInStock' : 'catalog.noProducts')}
              headingLevel={2}
              {...(renderActions ? { renderActions } : {})}
            />
          )}
          <Paginator page={listing.page} pageCount={pageCount} getHref={pageHref} />
        </div>
      </div>
    </div>
  );
}
