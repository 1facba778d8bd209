import { ErrorCode } from '@shop/contract';
import type { ToastKind } from '../../components/ui';
import { isApiError } from '../../lib/api-client';
import { GENERIC_ERROR_TOAST } from '../../lib/query-client';

export type ErrorToastKey =
  | typeof GENERIC_ERROR_TOAST
  | 'toasts.tooManyRequests'
  | 'toasts.notActivated'
  | 'toasts.userNotExists'
  | 'toasts.wrongPassword'
  | 'toasts.userExists';

export interface ErrorToast {
  kind: Extract<ToastKind, 'warning' | 'error'>;
  /** An sk.json key. */
  key: ErrorToastKey;
}

const TOO_MANY: ErrorToast = { kind: 'warning', key: 'toasts.tooManyRequests' };
const GENERIC: ErrorToast = { kind: 'error', key: GENERIC_ERROR_TOAST };

const isTooMany = (error: unknown) =>
  isApiError(error) && (error.status === 429 || error.hasCode(ErrorCode.tooManyRequests));

/**
 * Login errors (docs/requirements/accounts.md §Sign-in): not approved yet, unknown address and wrong password are
 * warnings with their own text; too many attempts has its own text; anything else is the generic error.
 */
export function loginErrorToast(error: unknown): ErrorToast {
  if (isTooMany(error)) return TOO_MANY;
  if (!isApiError(error)) return GENERIC;
  if (error.hasCode(ErrorCode.emailNotAllowed)) return { kind: 'warning', key: 'toasts.notActivated' };
  if (error.hasCode(ErrorCode.emailNotExists)) return { kind: 'warning', key: 'toasts.userNotExists' };
  if (error.hasCode(ErrorCode.passwordIncorrect)) return { kind: 'warning', key: 'toasts.wrongPassword' };
  return GENERIC;
}

/**
 * Registration errors: an error with key `email` means the address is taken
 * (docs/requirements/accounts.md §Registration).
 */
export function registerErrorToast(error: unknown): ErrorToast {
  if (isTooMany(error)) return TOO_MANY;
  if (isApiError(error) && error.forKey('email')) return { kind: 'warning', key: 'toasts.userExists' };
  return GENERIC;
}

/** Reset-link request and new-password errors: only "too many" has its own text. */
export function resetErrorToast(error: unknown): ErrorToast {
  return isTooMany(error) ? TOO_MANY : GENERIC;
}

/** True when /sign/restore refused the token (invalid, expired or used). */
export function isInvalidTokenError(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && !!error.forKey('token');
}
