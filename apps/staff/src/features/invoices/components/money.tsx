import { formatCents } from '../../../lib/format';
import styles from './invoices.module.css';

/** An amount in a table cell: right-aligned, tabular figures. */
export function Money({ cents, negative = false }: { cents: number; negative?: boolean }) {
  return <span className={styles.num}>{formatCents(negative ? -cents : cents)}</span>;
}

/** A `YYYY-MM-DD` day as the Slovak date (noon, so no time zone moves it to another day). */
export const dayDate = (day: string) => new Date(`${day}T12:00:00`);
