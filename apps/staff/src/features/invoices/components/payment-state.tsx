import type { StaffInvoiceRow } from '@shop/contract';
import { t } from '../../../lib/i18n';
import styles from './invoices.module.css';

/** Where an invoice stands, in words (the colour only repeats it); overdue says for how long. */
export function PaymentState({ invoice }: { invoice: Pick<StaffInvoiceRow, 'state' | 'daysOverdue'> }) {
  if (invoice.daysOverdue > 0) {
    return <span className={styles.overdue}>{t('invoices.overdueDays', { days: invoice.daysOverdue })}</span>;
  }
  return <span className={styles[invoice.state]}>{t(`invoices.state.${invoice.state}`)}</span>;
}
