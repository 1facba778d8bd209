import { LoaderCircle } from 'lucide-react';
import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: number;
  /** Accessible text; without it the spinner is decorative (the caller says what is loading). */
  label?: string;
  className?: string;
}

export function Spinner({ size = 20, label, className }: SpinnerProps) {
  return (
    <span className={`${styles.spinner} ${className ?? ''}`} {...(label ? { role: 'status' } : {})}>
      <LoaderCircle size={size} aria-hidden="true" className={styles.icon} />
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
