import type { Payment } from '@shop/contract';
import { type FormEvent, useMemo, useState } from 'react';
import { useStaff } from '../../../app/session';
import { columnsFor, DataTable } from '../../../components/data-table';
import { Alert, errorMessage } from '../../../components/form';
import { formatCents, formatDate, formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useDeletePayment } from '../api/delete-payment';
import styles from './invoices.module.css';
import { dayDate, Money } from './money';

const col = columnsFor<Payment>();
const noSort = () => {};

/** The payments of an invoice; an admin may delete a wrongly entered one, giving the reason. */
export function PaymentsTable({ invoiceId, payments }: { invoiceId: number; payments: Payment[] }) {
  const staff = useStaff();
  const [deleting, setDeleting] = useState<Payment | null>(null);
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('paidOn', {
          header: t('invoices.paidOn'),
          enableSorting: false,
          cell: (info) => <time dateTime={info.getValue()}>{formatDate(dayDate(info.getValue()))}</time>,
        }),
        col.accessor('amountCents', {
          header: t('invoices.amount'),
          enableSorting: false,
          cell: (info) => <Money cents={info.getValue()} />,
        }),
        col.accessor((p) => t(`invoices.methods.${p.method}`), {
          id: 'method',
          header: t('invoices.method'),
          enableSorting: false,
        }),
        col.accessor('reference', { header: t('invoices.reference'), enableSorting: false }),
        col.accessor('note', { header: t('invoices.note'), enableSorting: false }),
        col.accessor((p) => p.staff ?? t('invoices.bySystem'), {
          id: 'staff',
          header: t('invoices.enteredBy'),
          enableSorting: false,
          cell: (info) => <span title={formatDateTime(info.row.original.createdAt)}>{info.getValue()}</span>,
        }),
        ...(staff.role === 'admin'
          ? [
              col.display({
                id: 'delete',
                header: () => <span className="visually-hidden">{t('invoices.deletePayment')}</span>,
                cell: (info) => (
                  <button
                    type="button"
                    className="button button--quiet"
                    aria-label={t('invoices.deletePaymentOf', {
                      date: formatDate(dayDate(info.row.original.paidOn)),
                    })}
                    onClick={() => setDeleting(info.row.original)}
                  >
                    {t('invoices.deletePayment')}
                  </button>
                ),
              }),
            ]
          : []),
      ]),
    [staff.role],
  );
  return (
    <>
      <DataTable
        caption={t('invoices.payments')}
        columns={columns}
        data={payments}
        getRowId={(p) => String(p.id)}
        sorting={[]}
        onSortingChange={noSort}
        skeletonRows={1}
        empty={t('invoices.noPayments')}
      />
      {deleting && (
        <DeletePaymentForm
          key={deleting.id}
          invoiceId={invoiceId}
          payment={deleting}
          onDone={() => setDeleting(null)}
        />
      )}
    </>
  );
}

function DeletePaymentForm({
  invoiceId,
  payment,
  onDone,
}: {
  invoiceId: number;
  payment: Payment;
  onDone: () => void;
}) {
  const remove = useDeletePayment(invoiceId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError(t('invoices.reasonRequired'));
      return;
    }
    remove.mutate({ paymentId: payment.id, reason: reason.trim() }, { onSuccess: onDone });
  };
  return (
    <form className="panel" aria-labelledby="delete-payment-heading" onSubmit={submit} noValidate>
      <h2 id="delete-payment-heading">{t('invoices.deletePaymentTitle')}</h2>
      <p>
        {t('invoices.deletePaymentText', {
          date: formatDate(dayDate(payment.paidOn)),
          amount: formatCents(payment.amountCents),
        })}
      </p>
      {remove.isError && <Alert>{errorMessage(remove.error)}</Alert>}
      <div className="field">
        <label htmlFor="delete-reason">{t('invoices.reason')}</label>
        <input
          id="delete-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? 'delete-reason-error' : undefined}
        />
        {error && (
          <p id="delete-reason-error" className="field__error">
            {error}
          </p>
        )}
      </div>
      <div className={styles.inline}>
        <button type="submit" className="button button--danger" disabled={remove.isPending}>
          {t('invoices.deletePaymentConfirm')}
        </button>
        <button type="button" className="button button--quiet" onClick={onDone}>
          {t('invoices.cancel')}
        </button>
      </div>
    </form>
  );
}
