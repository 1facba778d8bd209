import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './auth.module.css';

/**
 * A failed submit's message that stays on screen after its toast is gone. Not a live region:
 * the toast already announced it.
 */
export function FormFailure({ kind, children }: { kind: 'warning' | 'error'; children: ReactNode }) {
  return (
    <div className={styles.failure} data-kind={kind}>
      <CircleAlert aria-hidden="true" size={20} className={styles.failureIcon} />
      <div>{children}</div>
    </div>
  );
}
