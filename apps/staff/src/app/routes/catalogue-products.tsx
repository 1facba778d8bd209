import { type CatalogueProductRow, STAFF_PAGE_SIZE } from '@shop/contract';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { columnsFor, DataTable } from '../../components/data-table';
import { Alert, errorMessage } from '../../components/form';
import { KeysetPager } from '../../components/keyset-pager';
import { PageHeading } from '../../components/page-heading';
import { useCategories } from '../../features/catalogue/api/categories';
import { type ProductListParams, useProductList } from '../../features/catalogue/api/products';
import { useVendors } from '../../features/catalogue/api/vendors';
import { CategoryOptions } from '../../features/catalogue/components/category-options';
import { formatCents, formatNumber } from '../../lib/format';
import { t } from '../../lib/i18n';
import { useListUrl } from '../../lib/list-url';

const FILTERS = ['q', 'category', 'vendor', 'sold', 'outOfStock', 'missingImage'] as const;

const col = columnsFor<CatalogueProductRow>();
const columns = col.columns([
  col.accessor('code', {
    header: t('catalogue.code'),
    enableSorting: false,
    cell: (info) => (
      <Link
        to={`/catalogue/products/${info.row.original.id}`}
        aria-label={t('catalogue.openProduct', { code: info.getValue() })}
      >
        {info.getValue()}
      </Link>
    ),
  }),
  col.accessor('name', { header: t('catalogue.name'), enableSorting: false }),
  col.accessor('vendor', { header: t('catalogue.vendor'), enableSorting: false }),
  col.accessor('category', { header: t('catalogue.mainCategory'), enableSorting: false }),
  col.accessor('priceCents', {
    header: t('catalogue.basePrice'),
    enableSorting: false,
    cell: (info) => <span className="money">{formatCents(info.getValue())}</span>,
  }),
  col.accessor('stock', { header: t('catalogue.stock'), enableSorting: false }),
  col.accessor('active', {
    header: t('catalogue.state'),
    enableSorting: false,
    cell: (info) => (info.getValue() ? t('catalogue.onSale') : t('catalogue.withdrawn')),
  }),
  col.accessor('imageCount', { header: t('catalogue.images'), enableSorting: false }),
]);

/**
 * The products (content, admins): search by code, EAN or name; filters by category subtree,
 * vendor, sold or withdrawn, out of stock, without an image. Everything lives in the URL.
 */
export function CatalogueProducts() {
  const { params, setParams, withParams } = useListUrl();
  const query: ProductListParams = {
    ...Object.fromEntries(FILTERS.map((name) => [name, params.get(name) || undefined])),
    after: params.get('after') || undefined,
  };
  const list = useProductList(query);
  const categories = useCategories();
  const vendors = useVendors();

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };

  return (
    <>
      <PageHeading>{t('catalogue.products')}</PageHeading>
      <p>
        <Link className="button" to="/catalogue/products/new">
          {t('catalogue.newProduct')}
        </Link>
      </p>
      <form
        key={params.toString()}
        className="filters panel"
        aria-label={t('catalogue.filters')}
        onSubmit={applyFilters}
      >
        <div className="field">
          <label htmlFor="f-q">{t('catalogue.search')}</label>
          <input
            id="f-q"
            name="q"
            type="search"
            maxLength={100}
            defaultValue={query.q ?? ''}
            aria-describedby="f-q-help"
          />
          <p id="f-q-help" className="field__help">
            {t('catalogue.searchHelp')}
          </p>
        </div>
        <div className="field">
          <label htmlFor="f-category">{t('catalogue.category')}</label>
          <select id="f-category" name="category" defaultValue={query.category ?? ''}>
            <option value="">{t('catalogue.any')}</option>
            <CategoryOptions categories={categories.data?.categories} />
          </select>
        </div>
        <div className="field">
          <label htmlFor="f-vendor">{t('catalogue.vendor')}</label>
          <select id="f-vendor" name="vendor" defaultValue={query.vendor ?? ''}>
            <option value="">{t('catalogue.any')}</option>
            {(vendors.data?.vendors ?? []).map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="f-sold">{t('catalogue.state')}</label>
          <select id="f-sold" name="sold" defaultValue={query.sold ?? ''}>
            <option value="">{t('catalogue.any')}</option>
            <option value="yes">{t('catalogue.onSale')}</option>
            <option value="no">{t('catalogue.withdrawn')}</option>
          </select>
        </div>
        <fieldset className="check-group">
          <legend>{t('catalogue.more')}</legend>
          <label>
            <input type="checkbox" name="outOfStock" value="1" defaultChecked={query.outOfStock === '1'} />{' '}
            {t('catalogue.outOfStock')}
          </label>
          <label>
            <input type="checkbox" name="missingImage" value="1" defaultChecked={query.missingImage === '1'} />{' '}
            {t('catalogue.missingImage')}
          </label>
        </fieldset>
        <div className="actions">
          <button type="submit" className="button">
            {t('catalogue.apply')}
          </button>
          <Link to="/catalogue/products">{t('catalogue.clear')}</Link>
        </div>
      </form>
      {list.isError && <Alert>{errorMessage(list.error)}</Alert>}
      <p className="list-count" aria-live="polite">
        {list.data && t('catalogue.count', { count: formatNumber(list.data.count) })}
      </p>
      <div className="wide-list">
        <DataTable
          caption={t('catalogue.productsCaption')}
          columns={columns}
          data={list.data?.products}
          busy={list.isFetching}
          getRowId={(row) => String(row.id)}
          sorting={[]}
          onSortingChange={() => {}}
          manualSorting
          skeletonRows={STAFF_PAGE_SIZE}
          empty={t('catalogue.empty')}
        />
      </div>
      <KeysetPager
        label={t('catalogue.pager')}
        after={query.after}
        next={list.data?.next}
        firstText={t('catalogue.first')}
        nextText={t('catalogue.next')}
        withParams={withParams}
      />
    </>
  );
}
