import { CircleAlert } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import styles from './field.module.css';

interface FieldMessagesProps {
  hintId: string;
  errorId: string;
  hint?: ReactNode;
  error?: string | undefined;
}

function FieldMessages({ hintId, errorId, hint, error }: FieldMessagesProps) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <CircleAlert aria-hidden="true" size={16} className={styles.errorIcon} />
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** A translated message; the field is marked invalid and the message is linked with aria-describedby. */
  error?: string | undefined;
  hint?: ReactNode;
  /**
   * Marks the field required for assistive technology (`aria-required`) and visually with an
   * asterisk drawn by CSS, so it is not part of the label's text. No browser validation.
   */
  required?: boolean;
}

/**
 * A labelled input with an optional hint and error. Works with react-hook-form's `register()`
 * (React 19 passes `ref` as a prop). Forms use `noValidate`; validation messages come from zod.
 */
export function TextField({ label, error, hint, required, id, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={inputId} className={styles.label} data-required={required || undefined}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(hint ? hintId : undefined, error ? errorId : undefined)}
        {...input}
      />
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** May hold a link (e.g. to the privacy page). */
  label: ReactNode;
  error?: string | undefined;
  required?: boolean;
}

/** A checkbox with its label to the right and an optional error below. */
export function CheckboxField({ label, error, required, id, className, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <div className={styles.checkRow}>
        <input
          id={inputId}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={inputId} className={styles.checkLabel} data-required={required || undefined}>
          {label}
        </label>
      </div>
      <FieldMessages hintId={`${inputId}-hint`} errorId={errorId} error={error} />
    </div>
  );
}
