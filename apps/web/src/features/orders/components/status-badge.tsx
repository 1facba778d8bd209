import type { OrderStatus } from '@shop/contract';
import { useTranslation } from '../../../lib/i18n';
import styles from './orders.module.css';

/** The order status as its Slovak label (`orderStatus.*`); the colour only repeats the text. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-status={status}>
      {t(`orderStatus.${status}`)}
    </span>
  );
}
