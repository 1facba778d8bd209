import type { PriceGroupListReply } from '@shop/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { columnsFor, DataTable, type SortingState } from '../../components/data-table';
import { Alert, errorMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { usePriceGroupList } from '../../features/prices/api/price-groups';
import { bpToPercent } from '../../features/prices/components/percent';
import { t } from '../../lib/i18n';

type Row = PriceGroupListReply['groups'][number];
const col = columnsFor<Row>();
const columns = col.columns([
  col.accessor('name', {
    header: t('content.prices.group'),
    sortFn: 'text',
    cell: (info) => <Link to={`/price-groups/${info.row.original.id}`}>{info.getValue()}</Link>,
  }),
  col.accessor('defaultDiscountBp', {
    header: t('content.prices.defaultDiscount'),
    sortFn: 'basic',
    cell: (info) => `${bpToPercent(info.getValue())} %`,
  }),
  col.accessor('rules', { header: t('content.prices.ruleCount'), sortFn: 'basic' }),
  col.accessor('customers', { header: t('content.prices.customerCount'), sortFn: 'basic' }),
]);

/** Cenové skupiny (sales, admins): each group with its default discount; a group opens its rules. */
export function PriceGroups() {
  const groups = usePriceGroupList();
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  return (
    <>
      <PageHeading>{t('content.prices.title')}</PageHeading>
      {groups.error && <Alert>{errorMessage(groups.error)}</Alert>}
      <DataTable
        caption={t('content.prices.title')}
        hideCaption
        columns={columns}
        data={groups.data?.groups}
        getRowId={(row) => String(row.id)}
        sorting={sorting}
        onSortingChange={setSorting}
        skeletonRows={3}
        empty={t('content.prices.none')}
      />
    </>
  );
}
