import {
  COMPANY_ID_PATTERN,
  EXT_VAT_REGISTRATION_ID_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  VAT_REGISTRATION_ID_PATTERN,
} from '@shop/contract';
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
  | 'forms.phone'
  | 'forms.companyId'
  | 'forms.vatRegistrationId'
  | 'forms.extVatRegistrationId';

const FORM_MESSAGES = new Set<string>([
  'forms.required',
  'forms.invalidEmail',
  'forms.passwordsDontMatch',
  'forms.passwordMin',
  'forms.wrongPassword',
  'forms.tooLong',
  'forms.zip',
  'forms.phone',
  'forms.companyId',
  'forms.vatRegistrationId',
  'forms.extVatRegistrationId',
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

/**
 * The company's tax identifiers, by the contract's patterns (the server checks the same): IČO and
 * DIČ required, IČ DPH only for VAT payers (empty otherwise).
 */
export const companyIdField = z
  .string()
  .check(z.trim(), z.minLength(1, 'forms.required'), z.regex(COMPANY_ID_PATTERN, 'forms.companyId'));
export const vatRegistrationIdField = z
  .string()
  .check(z.trim(), z.minLength(1, 'forms.required'), z.regex(VAT_REGISTRATION_ID_PATTERN, 'forms.vatRegistrationId'));
export const extVatRegistrationIdField = z.string().check(
  z.trim(),
  z.refine((value) => value === '' || EXT_VAT_REGISTRATION_ID_PATTERN.test(value), 'forms.extVatRegistrationId'),
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
