import { ApiError } from '../../../lib/api';
import { errorText, t } from '../../../lib/i18n';

/**
 * A refused file's reason: the server's own sentence names the field, line or reference
 * (modules/bank/camt053.ts), which the code's general text cannot.
 */
export function fileErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return t('messages.internal');
  const first = err.errors[0];
  const general = errorText(err.code);
  return first?.message ? `${general} ${first.message}` : general;
}
