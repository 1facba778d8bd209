import type { DashboardDay } from '@shop/contract';
import { columnsFor, DataTable } from '../../../components/data-table';
import { formatCents, formatNumber } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useSortParam } from '../../../lib/sorting';
import { formatDayShort } from '../days';

const col = columnsFor<DashboardDay>();
const columns = col.columns([
  col.accessor('day', { header: t('dashboard.day'), sortFn: 'basic', cell: (c) => formatDayShort(c.getValue()) }),
  col.accessor('orders', { header: t('dashboard.orders'), sortFn: 'basic', cell: (c) => formatNumber(c.getValue()) }),
  col.accessor('revenueExcVatCents', {
    header: t('dashboard.revenue'),
    sortFn: 'basic',
    cell: (c) => formatCents(c.getValue()),
  }),
]);

/** The chart's numbers, one row per day (0 for a day without orders), newest first unless sorted otherwise. */
export function RevenueTable({ days }: { days: DashboardDay[] | undefined }) {
  const [sorting, setSorting] = useSortParam('-day');
  return (
    <div className="revenue-table">
      <DataTable
        caption={t('dashboard.tableCaption')}
        columns={columns}
        data={days}
        getRowId={(d) => d.day}
        sorting={sorting}
        onSortingChange={setSorting}
        skeletonRows={10}
        empty={t('dashboard.chartLoading')}
      />
    </div>
  );
}
