import type { ReactNode } from 'react';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../lib/api';
import { errorText, isTextKey, t } from '../lib/i18n';

/**
 * One labelled form field with its help and error text tied to it (aria-describedby), the
 * input marked invalid while the error shows. `children` is the input, given the ids it needs.
 */
export function Field({
  id,
  label,
  help,
  error,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  error?: FieldError | undefined;
  children: (aria: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: 'true' }) => ReactNode;
}) {
  const described = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(described ? { 'aria-describedby': described } : {}),
        ...(error ? { 'aria-invalid': 'true' as const } : {}),
      })}
      <FieldNotes id={id} help={help} error={error?.message} />
    </div>
  );
}

/** A field's help and error lines, with the ids its control's aria-describedby names (`<id>-help`, `<id>-error`). */
export function FieldNotes({ id, help, error }: { id: string; help?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {help && (
        <p id={`${id}-help`} className="field__help">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </>
  );
}

/** An e-mail field of a form, with Slovak messages (the server checks it again with the contract's schema). */
export const emailField = () =>
  z
    .string()
    .trim()
    .min(1, fieldMessage('required'))
    .pipe(z.email({ error: fieldMessage('email') }));

/** A zod issue message from the contract schemas → a Slovak sentence (the schema texts are English). */
export function fieldMessage(kind: 'required' | 'email' | 'code' | { min: number }): string {
  if (kind === 'required') return t('form.required');
  if (kind === 'email') return t('form.email');
  if (kind === 'code') return t('form.code');
  return t('form.tooShort', { min: kind.min });
}

/**
 * Puts a server refusal where it belongs: on the field the envelope names (`key`), else it is
 * returned as a message for the form's alert.
 */
export function applyServerError<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (!(err instanceof ApiError)) return t('messages.internal');
  let general: string | null = null;
  for (const e of err.errors) {
    const text = isTextKey(e.code) ? t(e.code) : errorText(e.code);
    if (e.key && (fields as readonly string[]).includes(e.key)) setError(e.key as Path<T>, { message: text });
    else general ??= text;
  }
  return general;
}

/** Any failure as one sentence for an alert. */
export const errorMessage = (err: unknown) => (err instanceof ApiError ? errorText(err.code) : t('messages.internal'));

/** A message that assistive technology announces when it appears. */
export function Alert({ kind = 'error', children }: { kind?: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={`alert alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
