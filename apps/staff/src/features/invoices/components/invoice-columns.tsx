import type { OverdueInvoiceRow, StaffInvoiceRow } from '@shop/contract';
import { Link } from 'react-router';
import { columnsFor } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import styles from './invoices.module.css';
import { Money } from './money';
import { PaymentState } from './payment-state';

const col = columnsFor<StaffInvoiceRow>();
const overdueCol = columnsFor<OverdueInvoiceRow>();

const date = (iso: string) => <time dateTime={iso}>{formatDate(iso)}</time>;

/** The invoice list's columns; the number opens the invoice, the company filters the list by it. */
export const invoiceColumns = col.columns([
  col.accessor('number', {
    header: t('invoices.number'),
    enableSorting: false,
    cell: (info) => (
      <Link to={`/invoices/${info.row.original.id}`} aria-label={t('invoices.open', { number: info.getValue() })}>
        {info.getValue()}
      </Link>
    ),
  }),
  col.accessor('varsymbol', { header: t('invoices.varsymbol'), enableSorting: false }),
  col.accessor((row) => row.customer.companyName, {
    id: 'customer',
    header: t('invoices.customer'),
    enableSorting: false,
    cell: (info) => (
      <Link
        to={`/invoices?customer=${info.row.original.customer.id}`}
        aria-label={t('invoices.ofCustomer', { name: info.getValue() })}
      >
        {info.getValue()}
      </Link>
    ),
  }),
  col.accessor('issuedAt', { header: t('invoices.issuedAt'), sortDescFirst: true, cell: (i) => date(i.getValue()) }),
  col.accessor('dueAt', { header: t('invoices.dueAt'), sortDescFirst: false, cell: (i) => date(i.getValue()) }),
  col.accessor('totalCents', {
    header: t('invoices.total'),
    enableSorting: false,
    cell: (info) => <Money cents={info.getValue()} />,
  }),
  col.accessor('balanceCents', {
    header: t('invoices.balance'),
    enableSorting: false,
    cell: (info) => <Money cents={info.getValue()} />,
  }),
  col.accessor('state', {
    header: t('invoices.stateLabel'),
    enableSorting: false,
    cell: (info) => <PaymentState invoice={info.row.original} />,
  }),
]);

/** The overdue list's columns: longest overdue first (the server's order). */
export const overdueColumns = overdueCol.columns([
  overdueCol.accessor('number', {
    header: t('invoices.number'),
    enableSorting: false,
    cell: (info) => (
      <Link to={`/invoices/${info.row.original.id}`} aria-label={t('invoices.open', { number: info.getValue() })}>
        {info.getValue()}
      </Link>
    ),
  }),
  overdueCol.accessor((row) => row.customer.companyName, {
    id: 'customer',
    header: t('invoices.customer'),
    enableSorting: false,
  }),
  overdueCol.accessor('dueAt', { header: t('invoices.dueAt'), enableSorting: false, cell: (i) => date(i.getValue()) }),
  overdueCol.accessor('daysOverdue', {
    header: t('invoices.daysOverdue'),
    enableSorting: false,
    cell: (info) => <span className={styles.num}>{info.getValue()}</span>,
  }),
  overdueCol.accessor('balanceCents', {
    header: t('invoices.due'),
    enableSorting: false,
    cell: (info) => <Money cents={info.getValue()} />,
  }),
  overdueCol.accessor('lastReminderAt', {
    header: t('invoices.lastReminder'),
    enableSorting: false,
    cell: (info) => {
      const at = info.getValue();
      return at ? date(at) : t('invoices.never');
    },
  }),
]);
