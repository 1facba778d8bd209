import { SEARCH_PAGE_SIZE } from '@shop/contract';
import { SearchX } from 'lucide-react';
import { Button, Page, Paginator } from '../../components/ui';
import { paths } from '../../config/paths';
import { ProductGrid } from '../../features/catalog/components/product-grid/product-grid';
import { useSearchProducts } from '../../features/search/api/search-products';
import { useTranslation } from '../../lib/i18n';
import { Navigate, useParams, useSearchParams } from '../../lib/router';
import { productCardActions } from '../compose/product-actions';
import styles from './search.module.css';

/** `?pg=` → a page number ≥ 1 (anything else is page 1). */
const pageFrom = (value: string | null) => Math.max(1, Number.parseInt(value ?? '', 10) || 1);

/** Search results, /search-product/:searchQuery?pg=N (docs/requirements/catalogue.md §Search): 12 products a page. */
export default function SearchRoute() {
  const { t } = useTranslation();
  const { searchQuery = '' } = useParams();
  const [params] = useSearchParams();
  const query = searchQuery.trim();
  const page = pageFrom(params.get('pg'));
  const results = useSearchProducts(query, page);

  const total = results.data?.full_count ?? 0;
  const pageCount = Math.ceil(total / SEARCH_PAGE_SIZE);
  const hrefFor = (p: number) => `${paths.search.getHref(query)}${p > 1 ? `?pg=${p}` : ''}`;

  // A page past the end (an old link, fewer results now): the last page instead.
  if (results.data && !results.isPlaceholderData && page > 1 && page > pageCount) {
    return <Navigate to={hrefFor(Math.max(1, pageCount))} replace />;
  }

  const empty = !query || (results.data && !results.isPlaceholderData && results.data.items.length === 0);

  return (
    <Page title={t('routes.search.title', { query })}>
      <p className={styles.count} role="status">
        {results.data && !results.isPlaceholderData && total > 0 ? t('search.page.found', { count: total }) : ''}
      </p>
      {empty ? (
        <div className={styles.empty}>
          <SearchX aria-hidden="true" size={40} />
          <p className={styles.emptyTitle}>{t('search.page.noResults', { query })}</p>
          <p>{t('search.page.noResultsHint')}</p>
        </div>
      ) : results.isError && !results.data ? (
        <div className={styles.error} role="alert">
          <p>{t('search.page.error')}</p>
          <Button variant="secondary" onClick={() => results.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <div aria-busy={results.isPlaceholderData || undefined} className={styles.results}>
          <ProductGrid
            products={results.data?.items}
            loading={results.isPending}
            label={t('search.page.listLabel')}
            emptyText={t('search.page.noResults', { query })}
            renderActions={productCardActions}
            headingLevel={2}
          />
        </div>
      )}
      <Paginator page={page} pageCount={pageCount} getHref={hrefFor} />
    </Page>
  );
}
