import { PASSWORD_MAX, PASSWORD_MIN } from '@shop/contract';
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/**
 * Building blocks of form schemas (react-hook-form + zod). Messages are `forms.*` keys of
 * sk.json, translated by `useFieldError`; the server validates again with the contract.
 */
export type FormMessageKey =
  | 'forms.required'
  | 'forms.invalidEmail'
  | 'forms.passwordsDontMatch'
  | 'forms.passwordMin'
  | 'forms.wrongPassword';

const FORM_MESSAGES = new Set<string>([
  'forms.required',
  'forms.invalidEmail',
  'forms.passwordsDontMatch',
  'forms.passwordMin',
  'forms.wrongPassword',
] satisfies FormMessageKey[]);

export const requiredText = (max = 200) => z.string().trim().min(1, 'forms.required').max(max, 'forms.required');

export const emailField = z
  .string()
  .trim()
  .min(1, 'forms.required')
  .max(254, 'forms.invalidEmail')
  .check(z.email({ error: 'forms.invalidEmail' }));

/** A new password: required, at least PASSWORD_MIN characters, never trimmed. */
export const newPasswordField = z
  .string()
  .min(1, 'forms.required')
  .min(PASSWORD_MIN, 'forms.passwordMin')
  .max(PASSWORD_MAX, 'forms.passwordMin');

/** For `.refine(passwordsMatch, passwordsMismatch)` on an object with `password` and `passwordRepeat`. */
export const passwordsMatch = (values: { password: string; passwordRepeat: string }) =>
  values.password === values.passwordRepeat;
export const passwordsMismatch = { path: ['passwordRepeat'], message: 'forms.passwordsDontMatch' };

/**
 * `const fieldError = useFieldError(); <TextField error={fieldError(errors.email)} />`: the
 * translated message of a react-hook-form error (an sk.json key or a ready text).
 */
export function useFieldError() {
  const { t } = useTranslation();
  return useCallback(
    (error: Pick<FieldError, 'message'> | undefined): string | undefined => {
      const message = error?.message;
      if (!message) return undefined;
      return FORM_MESSAGES.has(message) ? t(message as FormMessageKey, { min: PASSWORD_MIN }) : message;
    },
    [t],
  );
}
