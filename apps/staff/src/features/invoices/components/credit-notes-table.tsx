import type { StaffCreditNote } from '@shop/contract';
import { STAFF_API_PREFIX } from '@shop/contract';
import { columnsFor, DataTable } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Money } from './money';

const col = columnsFor<StaffCreditNote>();
const columns = col.columns([
  col.accessor('number', {
    header: t('invoices.creditNumber'),
    enableSorting: false,
    cell: (info) => (
      <a
        href={`${STAFF_API_PREFIX}/credit-notes/${info.row.original.id}/pdf`}
        target="_blank"
        rel="noopener"
        aria-label={t('invoices.creditPdf', { number: info.getValue() })}
      >
        {info.getValue()}
      </a>
    ),
  }),
  col.accessor('issuedAt', {
    header: t('invoices.issuedAt'),
    enableSorting: false,
    cell: (info) => <time dateTime={info.getValue()}>{formatDate(info.getValue())}</time>,
  }),
  col.accessor((c) => t(`invoices.creditKind.${c.kind}`), {
    id: 'kind',
    header: t('invoices.creditKindLabel'),
    enableSorting: false,
  }),
  col.accessor('reason', { header: t('invoices.reason'), enableSorting: false }),
  col.accessor('totalIncVatCents', {
    header: t('invoices.creditAmount'),
    enableSorting: false,
    // Stored as the amount credited; shown as what it takes off the invoice.
    cell: (info) => <Money cents={info.getValue()} negative />,
  }),
  col.accessor((c) => c.staff ?? t('invoices.bySystem'), {
    id: 'staff',
    header: t('invoices.issuedBy'),
    enableSorting: false,
  }),
  col.accessor('number', {
    id: 'xml',
    header: t('invoices.creditXmlHeader'),
    enableSorting: false,
    cell: (info) => (
      <a
        href={`${STAFF_API_PREFIX}/credit-notes/${info.row.original.id}/xml`}
        download
        aria-label={t('invoices.creditXml', { number: info.getValue() })}
      >
        {t('invoices.xml')}
      </a>
    ),
  }),
]);
const noSort = () => {};

export function CreditNotesTable({ creditNotes }: { creditNotes: StaffCreditNote[] }) {
  return (
    <DataTable
      caption={t('invoices.creditNotes')}
      columns={columns}
      data={creditNotes}
      getRowId={(c) => String(c.id)}
      sorting={[]}
      onSortingChange={noSort}
      skeletonRows={1}
      empty={t('invoices.noCreditNotes')}
    />
  );
}
