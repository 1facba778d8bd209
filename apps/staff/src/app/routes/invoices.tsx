import { INVOICE_SORTS, INVOICE_STATUS_FILTERS, type InvoiceStatusFilter } from '@shop/contract';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { Alert, errorMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { type InvoiceListParams, useInvoices } from '../../features/invoices/api/list-invoices';
import { invoiceColumns } from '../../features/invoices/components/invoice-columns';
import { IssueInvoiceForm } from '../../features/invoices/components/issue-invoice-form';
import { t } from '../../lib/i18n';
import { sortingFromParam, sortingToParam } from '../../lib/sorting';

const FILTERS = ['status', 'q', 'from', 'to', 'customer'] as const;
const DEFAULT_SORT = '-issuedAt';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/**
 * Faktúry (sales, admins): every invoice, newest first, filtered by payment state (or overdue),
 * customer, days of issue and a text (number, variable symbol, company); issuing the invoice for
 * an order by its number. Filters, sort and page (the keyset cursor `after`) live in the URL.
 */
export function Invoices() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const sort = oneOf(INVOICE_SORTS, params.get('sort')) ?? DEFAULT_SORT;
  const query: InvoiceListParams = {
    status: oneOf<InvoiceStatusFilter>(INVOICE_STATUS_FILTERS, params.get('status')),
    customer: params.get('customer') ?? undefined,
    q: params.get('q') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    sort: sort === DEFAULT_SORT ? undefined : sort,
    after: params.get('after') ?? undefined,
  };
  const list = useInvoices(query);

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    if (params.get('sort')) next.set('sort', params.get('sort') ?? '');
    setParams(next);
  };
  const withParams = (change: (p: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    const text = next.toString();
    return text ? `?${text}` : '';
  };
  const customerName = query.customer
    ? (list.data?.invoices.find((i) => String(i.customer.id) === query.customer)?.customer.companyName ??
      t('invoices.customerNumber', { id: query.customer }))
    : null;

  return (
    <>
      <PageHeading>{t('invoices.title')}</PageHeading>
      <IssueInvoiceForm onIssued={(invoice) => navigate(`/invoices/${invoice.id}`)} />
      <form
        key={params.toString()}
        className="filters panel"
        aria-label={t('invoices.filters')}
        onSubmit={applyFilters}
      >
        <div className="field">
          <label htmlFor="f-status">{t('invoices.stateLabel')}</label>
          <select id="f-status" name="status" defaultValue={query.status ?? ''}>
            <option value="">{t('invoices.any')}</option>
            {INVOICE_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {t(`invoices.filter.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="f-q">{t('invoices.search')}</label>
          <input id="f-q" name="q" type="search" defaultValue={query.q ?? ''} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor="f-from">{t('invoices.from')}</label>
          <input id="f-from" name="from" type="date" defaultValue={query.from ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="f-to">{t('invoices.to')}</label>
          <input id="f-to" name="to" type="date" defaultValue={query.to ?? ''} />
        </div>
        {query.customer && <input type="hidden" name="customer" value={query.customer} />}
        <div className="actions">
          <button type="submit" className="button">
            {t('invoices.apply')}
          </button>
          <Link to="/invoices">{t('invoices.clear')}</Link>
        </div>
      </form>
      {customerName && (
        <p>
          {t('invoices.forCustomer', { name: customerName })}{' '}
          <Link
            to={withParams((p) => {
              p.delete('customer');
              p.delete('after');
            })}
          >
            {t('invoices.allCustomers')}
          </Link>
        </p>
      )}
      {list.isError && <Alert>{errorMessage(list.error)}</Alert>}
      <DataTable
        caption={t('invoices.caption')}
        columns={invoiceColumns}
        data={list.data?.invoices}
        busy={list.isFetching}
        getRowId={(invoice) => String(invoice.id)}
        sorting={sortingFromParam(params.get('sort'), DEFAULT_SORT)}
        onSortingChange={(next) =>
          // A new order starts at the first page.
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
        empty={t('invoices.empty')}
      />
      <nav className="pager" aria-label={t('invoices.paging')}>
        {query.after && <Link to={withParams((p) => p.delete('after'))}>{t('invoices.first')}</Link>}
        {list.data?.next && (
          <Link to={withParams((p) => p.set('after', list.data?.next ?? ''))}>{t('invoices.next')}</Link>
        )}
      </nav>
    </>
  );
}
