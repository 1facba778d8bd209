import type { TextPageRow } from '@shop/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { columnsFor, DataTable, type SortingState } from '../../components/data-table';
import { Alert, errorMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { useTextPages } from '../../features/content/api/text-pages';
import { stateText } from '../../features/content/components/publication';
import { formatDateTime } from '../../lib/format';
import { t } from '../../lib/i18n';

const col = columnsFor<TextPageRow>();
const columns = col.columns([
  col.accessor('title', {
    header: t('content.field.title'),
    sortFn: 'text',
    cell: (info) => <Link to={`/pages/${info.row.original.id}`}>{info.getValue()}</Link>,
  }),
  col.accessor('slug', { header: t('content.field.slug'), sortFn: 'text' }),
  col.accessor((r) => stateText(r.state), { id: 'state', header: t('content.state'), sortFn: 'text' }),
  col.accessor('updatedAt', {
    header: t('content.updatedAt'),
    sortFn: 'datetime',
    cell: (info) => formatDateTime(info.getValue()),
  }),
]);

/** Stránky (content, admins): every text page with its state; a page opens its editor. */
export function TextPages() {
  const pages = useTextPages();
  const [sorting, setSorting] = useState<SortingState>([]);
  return (
    <>
      <PageHeading>{t('content.pages.title')}</PageHeading>
      <p>
        <Link className="button" to="/pages/new">
          {t('content.pages.new')}
        </Link>
      </p>
      {pages.error && <Alert>{errorMessage(pages.error)}</Alert>}
      <DataTable
        caption={t('content.pages.list')}
        columns={columns}
        data={pages.data?.pages}
        getRowId={(r) => String(r.id)}
        sorting={sorting}
        onSortingChange={setSorting}
        skeletonRows={5}
        empty={t('content.pages.none')}
      />
    </>
  );
}
