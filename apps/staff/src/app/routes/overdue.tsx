import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { Alert, errorMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { useOverdueInvoices } from '../../features/invoices/api/overdue-invoices';
import { overdueColumns } from '../../features/invoices/components/invoice-columns';
import { formatCents } from '../../lib/format';
import { t } from '../../lib/i18n';

const noSort = () => {};

/**
 * Po splatnosti (sales, admins): invoices past their due day with something left to pay,
 * longest overdue first, with the customer, days overdue and the last reminder; the total due
 * of all of them on top. The page (keyset cursor `after`) is in the URL.
 */
export function Overdue() {
  const [params] = useSearchParams();
  const after = params.get('after') ?? undefined;
  const overdue = useOverdueInvoices(after);
  return (
    <>
      <PageHeading>{t('invoices.overdueTitle')}</PageHeading>
      <p aria-live="polite">
        {overdue.data
          ? t('invoices.overdueSummary', { count: overdue.data.count, amount: formatCents(overdue.data.totalDueCents) })
          : t('app.loading')}
      </p>
      {overdue.isError && <Alert>{errorMessage(overdue.error)}</Alert>}
      <DataTable
        caption={t('invoices.overdueCaption')}
        columns={overdueColumns}
        data={overdue.data?.invoices}
        busy={overdue.isFetching}
        getRowId={(invoice) => String(invoice.id)}
        sorting={[]}
        onSortingChange={noSort}
        skeletonRows={10}
        empty={t('invoices.overdueEmpty')}
      />
      <nav className="pager" aria-label={t('invoices.paging')}>
        {after && <Link to="/overdue">{t('invoices.first')}</Link>}
        {overdue.data?.next && <Link to={`/overdue?after=${overdue.data.next}`}>{t('invoices.next')}</Link>}
      </nav>
    </>
  );
}
