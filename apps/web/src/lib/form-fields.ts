import { PASSWORD_MAX, PASSWORD_MIN } from '@shop/contract';
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { z } from 'zod/mini';
import { useTranslation } from './i18n';

/**
 * Building blocks of form schemas (react-hook-form + zod). Messages are `forms.*` keys of
 * sk.json, translated by `useFieldError`; the server validates again with the contract.
 * Forms use `zod/mini` (same checks, tree-shakable: ~15 KB gzip less per form screen than
 * `zod`'s chainable API).
 */
export type FormMessageKey =
  | 'forms.required'
  | 'forms.invalidEmail'
  | 'forms.passwordsDontMatch'
  | 'forms.passwordMin'
  | 'forms.wrongPassword'
  | 'forms.tooLong'
  | 'forms.zip'
  | 'forms.phone';

const FORM_MESSAGES = new Set<string>([
  'forms.required',
  'forms.invalidEmail',
  'forms.passwordsDontMatch',
  'forms.passwordMin',
  'forms.wrongPassword',
  'forms.tooLong',
  'forms.zip',
  'forms.phone',
] satisfies FormMessageKey[]);

export const requiredText = (max = 200) =>
  z.string().check(z.trim(), z.minLength(1, 'forms.required'), z.maxLength(max, 'forms.required'));

export const emailField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'forms.required'),
    z.maxLength(254, 'forms.invalidEmail'),
    z.email({ error: 'forms.invalidEmail' }),
  );

/** A new password: required, at least PASSWORD_MIN characters, never trimmed. */
export const newPasswordField = z
  .string()
  .check(
    z.minLength(1, 'forms.required'),
    z.minLength(PASSWORD_MIN, 'forms.passwordMin'),
    z.maxLength(PASSWORD_MAX, 'forms.passwordMin'),
  );

/** For `.check(z.refine(passwordsMatch, passwordsMismatch))` on an object with `password` and `passwordRepeat`. */
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
