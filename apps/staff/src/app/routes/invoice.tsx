import { type InvoiceDetailReply, type InvoiceLine, STAFF_API_PREFIX } from '@shop/contract';
import { Fragment } from 'react';
import { Link, useParams } from 'react-router';
import { columnsFor, DataTable } from '../../components/data-table';
import { Alert, errorMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { RecordHistory } from '../../features/audit/components/record-history';
import { useInvoice } from '../../features/invoices/api/invoice-detail';
import { CreditNoteForm } from '../../features/invoices/components/credit-note-form';
import { CreditNotesTable } from '../../features/invoices/components/credit-notes-table';
import styles from '../../features/invoices/components/invoices.module.css';
import { Money } from '../../features/invoices/components/money';
import { PaymentState } from '../../features/invoices/components/payment-state';
import { PaymentsTable } from '../../features/invoices/components/payments-table';
import { RecordPaymentForm } from '../../features/invoices/components/record-payment-form';
import { RemindersPanel } from '../../features/invoices/components/reminders-panel';
import { ApiError } from '../../lib/api';
import { formatCents, formatDate, formatNumber } from '../../lib/format';
import { isTextKey, t } from '../../lib/i18n';
import { NotFound } from './not-found';

const col = columnsFor<InvoiceLine>();
const lineColumns = col.columns([
  col.accessor('code', { header: t('invoices.code'), enableSorting: false }),
  col.accessor('name', { header: t('invoices.name'), enableSorting: false }),
  col.accessor((l) => `${formatNumber(l.quantity)} ${l.unit}`, {
    id: 'quantity',
    header: t('invoices.quantity'),
    enableSorting: false,
    cell: (info) => <span className={styles.num}>{info.getValue()}</span>,
  }),
  col.accessor('unitPriceExcVatCents', {
    header: t('invoices.unitPrice'),
    enableSorting: false,
    cell: (info) => <Money cents={info.getValue()} />,
  }),
  col.accessor('vatRate', {
    header: t('invoices.vatRate'),
    enableSorting: false,
    cell: (info) => <span className={styles.num}>{formatNumber(info.getValue())} %</span>,
  }),
  col.accessor('totalExcVatCents', {
    header: t('invoices.lineTotal'),
    enableSorting: false,
    cell: (info) => <Money cents={info.getValue()} />,
  }),
  col.accessor('creditedQuantity', {
    header: t('invoices.alreadyCredited'),
    enableSorting: false,
    cell: (info) => <span className={styles.num}>{info.getValue() || '–'}</span>,
  }),
]);
const noSort = () => {};

const statusText = (status: string) => {
  const key = `invoices.orderStatus.${status}`;
  return isTextKey(key) ? t(key) : status;
};

/**
 * One invoice (sales, admins): who, what and when; its order's lines and totals as stored; the
 * payments (record one; an admin deletes a wrong one), credit notes (issue one for a cancelled or
 * returned order), reminders (send one by hand), the PDF, the e-invoice (XML) and the invoice's history.
 */
export function InvoicePage() {
  const id = Number(useParams().id);
  const detail = useInvoice(id);
  if (!Number.isInteger(id) || id <= 0 || (detail.error instanceof ApiError && detail.error.status === 404)) {
    return <NotFound />;
  }
  if (!detail.data) {
    return (
      <>
        <PageHeading>{t('invoices.title')}</PageHeading>
        {detail.isError ? <Alert>{errorMessage(detail.error)}</Alert> : <p aria-busy="true">{t('app.loading')}</p>}
      </>
    );
  }
  return <InvoiceView detail={detail.data} />;
}

function InvoiceView({ detail }: { detail: InvoiceDetailReply }) {
  const { invoice, totals } = detail;
  const dueCents = Math.max(0, invoice.balanceCents);
  return (
    <>
      <PageHeading>{t('invoices.invoiceTitle', { number: invoice.number })}</PageHeading>
      <p className={styles.inline}>
        <Link to="/invoices">{t('invoices.back')}</Link>
        <a href={`${STAFF_API_PREFIX}/invoices/${invoice.id}/pdf`} target="_blank" rel="noopener">
          {t('invoices.pdf')}
          <span className="visually-hidden"> {t('invoices.newTab')}</span>
        </a>
        <a href={`${STAFF_API_PREFIX}/invoices/${invoice.id}/xml`} download>
          {t('invoices.invoiceXml')}
        </a>
      </p>
      <div className={styles.columns}>
        <dl className={styles.facts}>
          <dt>{t('invoices.customer')}</dt>
          <dd>
            <Link to={`/invoices?customer=${invoice.customer.id}`}>{invoice.customer.companyName}</Link>
          </dd>
          <dt>{t('invoices.email')}</dt>
          <dd>{invoice.customerEmail}</dd>
          <dt>{t('invoices.order')}</dt>
          <dd>
            {invoice.orderNumber} ({statusText(invoice.orderStatus)})
          </dd>
          <dt>{t('invoices.varsymbol')}</dt>
          <dd>{invoice.varsymbol}</dd>
          <dt>{t('invoices.issuedAt')}</dt>
          <dd>{formatDate(invoice.issuedAt)}</dd>
          <dt>{t('invoices.dueAt')}</dt>
          <dd>{formatDate(invoice.dueAt)}</dd>
          <dt>{t('invoices.paymentMethod')}</dt>
          <dd>{invoice.paymentName}</dd>
        </dl>
        <section aria-labelledby="balance-heading">
          <h2 id="balance-heading" className="visually-hidden">
            {t('invoices.balanceLabel')}
          </h2>
          <dl className={styles.totals}>
            <dt>{t('invoices.total')}</dt>
            <dd>{formatCents(invoice.totalCents)}</dd>
            <dt>{t('invoices.paid')}</dt>
            <dd>{formatCents(invoice.paidCents)}</dd>
            <dt>{t('invoices.credited')}</dt>
            <dd>{formatCents(-invoice.creditedCents)}</dd>
            <dt className={styles.totalsStrong}>{t('invoices.balance')}</dt>
            <dd className={styles.totalsStrong}>{formatCents(invoice.balanceCents)}</dd>
            <dt>{t('invoices.stateLabel')}</dt>
            <dd>
              <PaymentState invoice={invoice} />
            </dd>
          </dl>
        </section>
      </div>

      <DataTable
        caption={t('invoices.lines')}
        columns={lineColumns}
        data={detail.lines}
        getRowId={(l) => String(l.id)}
        sorting={[]}
        onSortingChange={noSort}
        skeletonRows={3}
        empty={t('invoices.noLines')}
      />
      <dl className={styles.totals}>
        <dt>{t('invoices.products')}</dt>
        <dd>{formatCents(totals.productsExcVatCents)}</dd>
        {totals.discountExcVatCents > 0 && (
          <>
            <dt>{t('invoices.discount', { code: totals.couponCode ?? '' })}</dt>
            <dd>{formatCents(-totals.discountExcVatCents)}</dd>
          </>
        )}
        <dt>{t('invoices.shipping', { name: invoice.shippingName })}</dt>
        <dd>{formatCents(totals.shippingExcVatCents)}</dd>
        <dt>{t('invoices.payment', { name: invoice.paymentName })}</dt>
        <dd>{formatCents(totals.paymentExcVatCents)}</dd>
        <dt>{t('invoices.totalExcVat')}</dt>
        <dd>{formatCents(totals.totalExcVatCents)}</dd>
        {totals.vatBreakdown.map((row) => (
          <Fragment key={row.vatRate}>
            <dt>{t('invoices.vatRow', { rate: formatNumber(row.vatRate), base: formatCents(row.taxableCents) })}</dt>
            <dd>{formatCents(row.vatCents)}</dd>
          </Fragment>
        ))}
        <dt className={styles.totalsStrong}>{t('invoices.totalIncVat')}</dt>
        <dd className={styles.totalsStrong}>{formatCents(totals.totalIncVatCents)}</dd>
      </dl>

      <section aria-labelledby="payments-heading">
        <h2 id="payments-heading">{t('invoices.payments')}</h2>
        <PaymentsTable invoiceId={invoice.id} payments={detail.payments} />
        <RecordPaymentForm key={invoice.id} invoiceId={invoice.id} dueCents={dueCents} />
      </section>

      <section aria-labelledby="credit-notes-heading">
        <h2 id="credit-notes-heading">{t('invoices.creditNotes')}</h2>
        <CreditNotesTable creditNotes={detail.creditNotes} />
        <CreditNoteForm key={invoice.id} detail={detail} />
      </section>

      <RemindersPanel detail={detail} />

      <RecordHistory entity="invoice" id={invoice.id} />
    </>
  );
}
