import type { StaffOrderRow } from '@shop/contract';
import { Link } from 'react-router';
import { columnsFor } from '../../../components/data-table';
import { formatCents, formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { paymentStateText, statusText } from './order-texts';

const col = columnsFor<StaffOrderRow>();

interface Options {
  /** Money columns (total, payment state): not for the warehouse, whose replies carry none. */
  withMoney: boolean;
  isSelected: (id: number) => boolean;
  onSelect: (row: StaffOrderRow, selected: boolean) => void;
}

/**
 * The order list's columns. The ids of the sortable ones are the server's orderings
 * (`created`, `number`, `total`, `company`), so the table's sort goes to the URL and the request as is.
 */
export function orderColumns({ withMoney, isSelected, onSelect }: Options) {
  return col.columns([
    col.accessor('number', {
      header: t('orders.number'),
      sortDescFirst: true,
      cell: (info) => (
        <Link to={`/orders/${info.row.original.id}`} aria-label={t('orders.open', { number: info.getValue() })}>
          {info.getValue()}
        </Link>
      ),
    }),
    col.accessor('createdAt', {
      id: 'created',
      header: t('orders.created'),
      sortDescFirst: true,
      cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
    }),
    col.accessor('companyName', {
      id: 'company',
      header: t('orders.company'),
      cell: (info) => <span title={info.getValue()}>{info.getValue()}</span>,
    }),
    col.accessor('status', {
      header: t('orders.status'),
      enableSorting: false,
      cell: (info) => <span className={`status status--${info.getValue()}`}>{statusText(info.getValue())}</span>,
    }),
    col.accessor('shippingName', { header: t('orders.delivery'), enableSorting: false }),
    col.accessor('paymentName', { header: t('orders.payment'), enableSorting: false }),
    ...(withMoney
      ? [
          col.accessor('totalIncVatCents', {
            id: 'total',
            header: t('orders.total'),
            sortDescFirst: true,
            cell: (info) => {
              const cents = info.getValue();
              return cents === null ? '–' : <span className="money">{formatCents(cents)}</span>;
            },
          }),
          col.accessor('paymentState', {
            header: t('orders.paymentState'),
            enableSorting: false,
            cell: (info) => {
              const state = info.getValue();
              return state ? paymentStateText(state) : '–';
            },
          }),
        ]
      : []),
    col.display({
      id: 'select',
      header: t('orders.select'),
      cell: (info) => {
        const row = info.row.original;
        return (
          <input
            type="checkbox"
            className="row-check"
            aria-label={t('orders.selectOrder', { number: row.number })}
            checked={isSelected(row.id)}
            onChange={(event) => onSelect(row, event.currentTarget.checked)}
          />
        );
      },
    }),
  ]);
}
