import { ErrorCode } from '@shop/contract';
import type { ToastKind } from '../../components/ui';
import { isApiError } from '../../lib/api-client';
import { GENERIC_ERROR_TOAST } from '../../lib/query-client';
import { type TooManyRequestsKey, tooManyRequestsMessage } from '../../lib/too-many-requests';

export type ErrorToastKey =
  | typeof GENERIC_ERROR_TOAST
  | TooManyRequestsKey
  | 'toasts.notActivated'
  | 'toasts.accountRejected'
  | 'toasts.accountBlocked'
  | 'toasts.userNotExists'
  | 'toasts.wrongPassword'
  | 'toasts.userExists';

export interface ErrorToast {
  kind: Extract<ToastKind, 'warning' | 'error'>;
  /** An sk.json key. */
  key: ErrorToastKey;
  /** Its values (the wait of "try again in 51 minutes"). */
  values?: Record<string, string | number> | undefined;
}

const GENERIC: ErrorToast = { kind: 'error', key: GENERIC_ERROR_TOAST };

/** "Too many attempts, try again in …" (lib/too-many-requests.ts), or null when not throttled. */
function tooMany(error: unknown): ErrorToast | null {
  const message = tooManyRequestsMessage(error);
  return message ? { kind: 'warning', ...message } : null;
}

/**
 * Login errors (docs/requirements/accounts.md §Sign-in): not approved yet, rejected, blocked, unknown address and wrong password are
 * warnings with their own text; too many attempts has its own text; anything else is the generic error.
 */
export function loginErrorToast(error: unknown): ErrorToast {
  const throttled = tooMany(error);
  if (throttled) return throttled;
  if (!isApiError(error)) return GENERIC;
  if (error.hasCode(ErrorCode.emailNotAllowed)) return { kind: 'warning', key: 'toasts.notActivated' };
  if (error.hasCode(ErrorCode.emailRejected)) return { kind: 'warning', key: 'toasts.accountRejected' };
  if (error.hasCode(ErrorCode.emailBlocked)) return { kind: 'warning', key: 'toasts.accountBlocked' };
  if (error.hasCode(ErrorCode.emailNotExists)) return { kind: 'warning', key: 'toasts.userNotExists' };
  if (error.hasCode(ErrorCode.passwordIncorrect)) return { kind: 'warning', key: 'toasts.wrongPassword' };
  return GENERIC;
}

/**
 * Registration errors: an error with key `email` means the address is taken
 * (docs/requirements/accounts.md §Registration).
 */
export function registerErrorToast(error: unknown): ErrorToast {
  const throttled = tooMany(error);
  if (throttled) return throttled;
  if (isApiError(error) && error.forKey('email')) return { kind: 'warning', key: 'toasts.userExists' };
  return GENERIC;
}

/** Reset-link request and new-password errors: only "too many" has its own text. */
export function resetErrorToast(error: unknown): ErrorToast {
  return tooMany(error) ?? GENERIC;
}

/** True when /sign/restore refused the token (invalid, expired or used). */
export function isInvalidTokenError(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && !!error.forKey('token');
}
