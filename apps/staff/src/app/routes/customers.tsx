import { CUSTOMER_STATUSES, CUSTOMERS_COUNT_CAP, type CustomerListItem, type CustomerStatus } from '@shop/contract';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { columnsFor, DataTable } from '../../components/data-table';
import { Alert, errorMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { type CustomersParams, useCustomers } from '../../features/customers/api/customers';
import { usePriceGroups } from '../../features/customers/api/price-groups';
import { groupText, statusText } from '../../features/customers/components/labels';
import { formatDate, formatNumber } from '../../lib/format';
import { t } from '../../lib/i18n';
import { sortingFromParam, sortingToParam } from '../../lib/sorting';
import '../../features/customers/customers.css';

const col = columnsFor<CustomerListItem>();
const columns = col.columns([
  col.accessor('companyName', {
    id: 'company',
    header: t('customers.company'),
    sortFn: 'text',
    cell: (info) => (
      <Link
        to={`/customers/${info.row.original.id}`}
        aria-label={t('customers.list.open', { company: info.getValue() })}
      >
        {info.getValue()}
      </Link>
    ),
  }),
  col.accessor('companyId', { header: t('customers.companyId'), enableSorting: false }),
  col.accessor('email', { header: t('customers.email'), enableSorting: false }),
  col.accessor((c) => statusText(c.status), { id: 'status', header: t('customers.state'), enableSorting: false }),
  col.accessor((c) => groupText(c.priceGroup), {
    id: 'priceGroup',
    header: t('customers.priceGroup'),
    enableSorting: false,
  }),
  col.accessor('createdAt', {
    header: t('customers.registeredAt'),
    sortFn: 'basic',
    cell: (info) => <time dateTime={info.getValue()}>{formatDate(info.getValue())}</time>,
  }),
]);

const SORTS = new Set(['company', '-company', 'createdAt', '-createdAt']);
const isStatus = (value: string | null): value is CustomerStatus =>
  (CUSTOMER_STATUSES as readonly string[]).includes(value ?? '');

/**
 * The customer list (sales, admin): search by company, IČO or e-mail (any case, with or without
 * diacritics), filters by status and price group, sort by company or registration, keyset pages.
 * Everything lives in the URL, so a view can be reloaded, shared and gone back to.
 */
export function Customers() {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const status = params.get('status');
  const query: CustomersParams = {
    q: params.get('q') ?? undefined,
    status: isStatus(status) ? status : undefined,
    priceGroup: params.get('priceGroup') ?? undefined,
    sort: sortParam && SORTS.has(sortParam) ? sortParam : undefined,
    after: params.get('after') ?? undefined,
  };
  const page = useCustomers(query);
  const groups = usePriceGroups();

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['q', 'status', 'priceGroup']) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    if (query.sort) next.set('sort', query.sort);
    setParams(next);
  };
  const withParams = (change: (p: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    const text = next.toString();
    return text ? `?${text}` : '';
  };
  const count = page.data
    ? page.data.totalCapped
      ? `${formatNumber(CUSTOMERS_COUNT_CAP)}+`
      : formatNumber(page.data.total)
    : '';

  return (
    <>
      <PageHeading>{t('customers.list.title')}</PageHeading>
      <form
        key={params.toString()}
        className="filters panel"
        aria-label={t('customers.list.filters')}
        onSubmit={applyFilters}
      >
        <div className="field">
          <label htmlFor="c-q">{t('customers.list.search')}</label>
          <input id="c-q" name="q" type="search" maxLength={100} defaultValue={query.q ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="c-status">{t('customers.state')}</label>
          <select id="c-status" name="status" defaultValue={query.status ?? ''}>
            <option value="">{t('customers.any')}</option>
            {CUSTOMER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusText(s)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="c-group">{t('customers.priceGroup')}</label>
          <select id="c-group" name="priceGroup" defaultValue={query.priceGroup ?? ''}>
            <option value="">{t('customers.any')}</option>
            {(groups.data?.priceGroups ?? []).map((g) => (
              <option key={g.id} value={String(g.id)}>
                {g.name}
              </option>
            ))}
            {query.priceGroup &&
              query.priceGroup !== 'none' &&
              !groups.data?.priceGroups.some((g) => String(g.id) === query.priceGroup) && (
                <option value={query.priceGroup}>#{query.priceGroup}</option>
              )}
            <option value="none">{t('customers.noGroup')}</option>
          </select>
        </div>
        <div className="actions">
          <button type="submit" className="button">
            {t('customers.list.apply')}
          </button>
          <Link to="/customers">{t('customers.list.clear')}</Link>
        </div>
      </form>
      <p className="customers-count" aria-live="polite">
        {count ? t('customers.list.count', { count }) : ''}
      </p>
      {page.isError && <Alert>{errorMessage(page.error)}</Alert>}
      <DataTable
        caption={t('customers.list.caption')}
        columns={columns}
        data={page.data?.customers}
        busy={page.isFetching}
        getRowId={(c) => String(c.id)}
        sorting={sortingFromParam(query.sort ?? null, 'company')}
        onSortingChange={(next) =>
          setParams(
            new URLSearchParams(
              withParams((p) => {
                p.set('sort', sortingToParam(next));
                p.delete('after');
              }),
            ),
          )
        }
        manualSorting
        skeletonRows={10}
        empty={t('customers.list.empty')}
      />
      <nav className="pager" aria-label={t('customers.pages')}>
        {query.after && <Link to={withParams((p) => p.delete('after'))}>{t('customers.first')}</Link>}
        {page.data?.next && (
          <Link to={withParams((p) => p.set('after', page.data?.next ?? ''))}>{t('customers.next')}</Link>
        )}
      </nav>
    </>
  );
}
