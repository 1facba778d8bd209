import type { BankEntry, StatementResultRow } from '@shop/contract';
import { Link } from 'react-router';
import { columnsFor } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { dayDate, Money } from '../../invoices/components/money';

const col = columnsFor<StatementResultRow>();
const unmatchedCol = columnsFor<BankEntry>();

const day = (iso: string) => <time dateTime={iso}>{formatDate(dayDate(iso))}</time>;

const invoiceCell = (invoice: BankEntry['invoice']) =>
  invoice ? (
    <Link to={`/invoices/${invoice.id}`} aria-label={t('invoices.open', { number: invoice.number })}>
      {invoice.number}
    </Link>
  ) : (
    '–'
  );

/** An uploaded statement's credits: what each became (and whether an earlier load had booked it). */
export const statementColumns = col.columns([
  col.accessor('reference', { header: t('bank.reference'), enableSorting: false }),
  col.accessor('bookedOn', { header: t('bank.bookedOn'), enableSorting: false, cell: (i) => day(i.getValue()) }),
  col.accessor('amountCents', {
    header: t('bank.amount'),
    enableSorting: false,
    cell: (i) => <Money cents={i.getValue()} />,
  }),
  col.accessor('varsymbol', { header: t('bank.varsymbol'), enableSorting: false, cell: (i) => i.getValue() ?? '–' }),
  col.accessor('counterpartyName', { header: t('bank.payer'), enableSorting: false }),
  col.accessor('invoice', { header: t('bank.invoice'), enableSorting: false, cell: (i) => invoiceCell(i.getValue()) }),
  col.accessor('outcome', {
    header: t('bank.outcome'),
    enableSorting: false,
    cell: (i) =>
      `${t(`bank.outcomes.${i.getValue()}`)}${i.row.original.alreadyLoaded ? ` (${t('bank.alreadyLoaded')})` : ''}`,
  }),
]);

/** Credits waiting for a decision; the last cell's button opens the decision form for the row. */
export function unmatchedColumns(onDecide: (entry: BankEntry) => void) {
  return unmatchedCol.columns([
    unmatchedCol.accessor('reference', { header: t('bank.reference'), enableSorting: false }),
    unmatchedCol.accessor('bookedOn', {
      header: t('bank.bookedOn'),
      enableSorting: false,
      cell: (i) => day(i.getValue()),
    }),
    unmatchedCol.accessor('amountCents', {
      header: t('bank.amount'),
      enableSorting: false,
      cell: (i) => <Money cents={i.getValue()} />,
    }),
    unmatchedCol.accessor('counterpartyName', { header: t('bank.payer'), enableSorting: false }),
    unmatchedCol.accessor('remittance', { header: t('bank.remittance'), enableSorting: false }),
    unmatchedCol.display({
      id: 'decide',
      header: t('bank.decision'),
      cell: (i) => (
        <button
          type="button"
          onClick={() => onDecide(i.row.original)}
          aria-label={t('bank.decideFor', { reference: i.row.original.reference })}
        >
          {t('bank.decide')}
        </button>
      ),
    }),
  ]);
}
