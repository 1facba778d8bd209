import type { InvoiceDetailReply, Reminder } from '@shop/contract';
import { useState } from 'react';
import { useStaff } from '../../../app/session';
import { columnsFor, DataTable } from '../../../components/data-table';
import { Alert, errorMessage } from '../../../components/form';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useSendReminder } from '../api/send-reminder';
import styles from './invoices.module.css';
import { Money } from './money';

const col = columnsFor<Reminder>();
const columns = col.columns([
  col.accessor('sentAt', {
    header: t('invoices.sentAt'),
    enableSorting: false,
    cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
  }),
  col.accessor('amountDueCents', {
    header: t('invoices.due'),
    enableSorting: false,
    cell: (info) => <Money cents={info.getValue()} />,
  }),
  col.accessor('daysOverdue', {
    header: t('invoices.daysOverdue'),
    enableSorting: false,
    cell: (info) => <span className={styles.num}>{info.getValue()}</span>,
  }),
  col.accessor((r) => (r.staff ?? t('invoices.automatic')) + (r.forced ? ` (${t('invoices.forced')})` : ''), {
    id: 'by',
    header: t('invoices.sentBy'),
    enableSorting: false,
  }),
]);
const noSort = () => {};

/**
 * The reminders sent for an invoice, and sending one by hand: at most one in 7 days, like the
 * reminder job; an admin may send sooner, ticking the exception on purpose.
 */
export function RemindersPanel({ detail }: { detail: InvoiceDetailReply }) {
  const staff = useStaff();
  const { invoice, allowed, reminders } = detail;
  const send = useSendReminder(invoice.id);
  const [force, setForce] = useState(false);
  const overdue = invoice.daysOverdue > 0;
  const mayForce = staff.role === 'admin' && allowed.remindAfter !== null;
  return (
    <section aria-labelledby="reminders-heading">
      <h2 id="reminders-heading">{t('invoices.reminders')}</h2>
      <DataTable
        caption={t('invoices.remindersSent')}
        hideCaption
        columns={columns}
        data={reminders}
        getRowId={(r) => String(r.id)}
        sorting={[]}
        onSortingChange={noSort}
        skeletonRows={1}
        empty={t('invoices.noReminders')}
      />
      {send.isError && <Alert>{errorMessage(send.error)}</Alert>}
      {send.isSuccess && <Alert kind="success">{t('invoices.reminderSent')}</Alert>}
      {!overdue ? (
        <p className={styles.muted}>{t('invoices.reminderNotOverdue')}</p>
      ) : (
        <div className={styles.inline}>
          {allowed.remindAfter && (
            <p className={styles.muted}>{t('invoices.reminderAfter', { at: formatDateTime(allowed.remindAfter) })}</p>
          )}
          {mayForce && (
            <div className="field field--check">
              <input id="remind-force" type="checkbox" checked={force} onChange={(e) => setForce(e.target.checked)} />
              <label htmlFor="remind-force">{t('invoices.reminderForce')}</label>
            </div>
          )}
          {(allowed.remind || (mayForce && force)) && (
            <button
              type="button"
              className="button"
              disabled={send.isPending}
              onClick={() => send.mutate({ force: mayForce && force }, { onSuccess: () => setForce(false) })}
            >
              {t('invoices.sendReminder')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
