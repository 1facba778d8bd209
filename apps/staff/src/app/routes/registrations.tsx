import type { Registration } from '@shop/contract';
import { Link, useSearchParams } from 'react-router';
import { columnsFor, DataTable } from '../../components/data-table';
import { Alert, errorMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { useRegistrations } from '../../features/customers/api/registrations';
import { formatDateTime } from '../../lib/format';
import { t } from '../../lib/i18n';
import { sortingFromParam, sortingToParam } from '../../lib/sorting';
import '../../features/customers/customers.css';

const col = columnsFor<Registration>();
const columns = col.columns([
  col.accessor('companyName', {
    header: t('customers.company'),
    enableSorting: false,
    cell: (info) => (
      <Link
        to={`/registrations/${info.row.original.id}`}
        aria-label={t('customers.queue.open', { company: info.getValue() })}
      >
        {info.getValue()}
      </Link>
    ),
  }),
  col.accessor('companyId', { header: t('customers.companyId'), enableSorting: false }),
  col.accessor('vatRegistrationId', { header: t('customers.vatId'), enableSorting: false }),
  col.accessor('extVatRegistrationId', { header: t('customers.extVatId'), enableSorting: false }),
  col.accessor((r) => [`${r.firstName} ${r.lastName}`.trim(), r.email].filter(Boolean).join(', '), {
    id: 'contact',
    header: t('customers.contact'),
    enableSorting: false,
  }),
  col.accessor('phone', { header: t('customers.phone'), enableSorting: false }),
  col.accessor('createdAt', {
    header: t('customers.registeredAt'),
    sortFn: 'basic',
    cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
  }),
]);

/**
 * The approval queue (sales, admin): registrations waiting for a decision, oldest first, so the
 * one waiting longest is worked first. Sort and page (the keyset cursor `after`) live in the URL.
 */
export function Registrations() {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort') === '-createdAt' ? '-createdAt' : undefined;
  const after = params.get('after') ?? undefined;
  const queue = useRegistrations({ sort, after });
  const withParams = (change: (p: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    const text = next.toString();
    return text ? `?${text}` : '';
  };
  return (
    <>
      <PageHeading>{t('customers.queue.title')}</PageHeading>
      <p className="customers-count" aria-live="polite">
        {queue.data ? t('customers.queue.count', { count: queue.data.total }) : ''}
      </p>
      {queue.isError && <Alert>{errorMessage(queue.error)}</Alert>}
      <DataTable
        caption={t('customers.queue.caption')}
        columns={columns}
        data={queue.data?.registrations}
        busy={queue.isFetching}
        getRowId={(r) => String(r.id)}
        sorting={sortingFromParam(sort ?? null, 'createdAt')}
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
        empty={t('customers.queue.empty')}
      />
      <nav className="pager" aria-label={t('customers.pages')}>
        {after && <Link to={withParams((p) => p.delete('after'))}>{t('customers.first')}</Link>}
        {queue.data?.next && (
          <Link to={withParams((p) => p.set('after', queue.data?.next ?? ''))}>{t('customers.next')}</Link>
        )}
      </nav>
    </>
  );
}
