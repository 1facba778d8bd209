import { isApiError } from './api-client';
import type { TranslationKey } from './i18n';

/** The sk.json keys of "too many attempts", by how the wait is told. */
export type TooManyRequestsKey = Extract<
  TranslationKey,
  | 'toasts.tooManyRequests'
  | 'toasts.tooManyRequestsSeconds'
  | 'toasts.tooManyRequestsMinutes'
  | 'toasts.tooManyRequestsHours'
>;

/** An sk.json key with its values, for a toast (`toast.warning(key, { values })`) or `t(key, values)`. */
export interface Message {
  key: TooManyRequestsKey;
  /** Placeholder values; a numeric `count` picks the plural form. */
  values?: Record<string, string | number>;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * "Too many attempts, try again in …" for a wait of `seconds` (the server's `Retry-After`),
 * rounded up so that trying again then works: under a minute in seconds, up to 90 minutes in
 * minutes, beyond in hours. The Slovak forms (o 1 minútu, o 2 minúty, o 51 minút) come from the
 * plural keys. Without a wait it says "later", never "in a moment" (a lockout lasts up to an hour).
 */
export function retryAfterMessage(seconds: number | null): Message {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return { key: 'toasts.tooManyRequests' };
  if (seconds < MINUTE) return { key: 'toasts.tooManyRequestsSeconds', values: { count: Math.ceil(seconds) } };
  if (seconds <= 90 * MINUTE) {
    return { key: 'toasts.tooManyRequestsMinutes', values: { count: Math.ceil(seconds / MINUTE) } };
  }
  return { key: 'toasts.tooManyRequestsHours', values: { count: Math.ceil(seconds / HOUR) } };
}

/** The message for a throttled call (429), or null for any other error. */
export function tooManyRequestsMessage(error: unknown): Message | null {
  return isApiError(error) && error.isTooManyRequests ? retryAfterMessage(error.retryAfterSeconds) : null;
}
