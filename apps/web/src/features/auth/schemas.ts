import { PASSWORD_MAX } from '@shop/contract';
import { z } from 'zod/mini';
import {
  companyIdField,
  emailField,
  extVatRegistrationIdField,
  newPasswordField,
  passwordsMatch,
  passwordsMismatch,
  requiredText,
  vatRegistrationIdField,
} from '../../lib/form-fields';

/** Login (docs/requirements/accounts.md §Sign-in): e-mail required and valid, password required. */
export const loginSchema = z.object({
  email: emailField,
  password: z.string().check(z.minLength(1, 'forms.required'), z.maxLength(PASSWORD_MAX, 'forms.required')),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** Registration (docs/requirements/accounts.md §Registration). */
export const registerSchema = z
  .object({
    phone: requiredText(50),
    email: emailField,
    password: newPasswordField,
    passwordRepeat: z.string().check(z.minLength(1, 'forms.required')),
    companyName: requiredText(200),
    companyId: companyIdField,
    vatRegistrationId: vatRegistrationIdField,
    extVatRegistrationId: extVatRegistrationIdField,
    personalDataCheckbox: z.boolean().check(z.refine((ticked) => ticked, 'forms.required')),
  })
  .check(z.refine(passwordsMatch, passwordsMismatch));
export type RegisterValues = z.infer<typeof registerSchema>;

/** Reset-link request (docs/requirements/accounts.md §Password reset). */
export const resetRequestSchema = z.object({ email: emailField });
export type ResetRequestValues = z.infer<typeof resetRequestSchema>;

/** New password with a token (docs/requirements/accounts.md §Password reset). */
export const newPasswordSchema = z
  .object({ password: newPasswordField, passwordRepeat: z.string().check(z.minLength(1, 'forms.required')) })
  .check(z.refine(passwordsMatch, passwordsMismatch));
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
