import { ApiError } from '../../../lib/api';
import { errorText, t } from '../../../lib/i18n';

/**
 * A refused upload's reason: the server's own Slovak sentence names the file and the limit
 * (apps/server/src/modules/media/), which the code's general text cannot.
 */
export function mediaErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return t('messages.internal');
  const first = err.errors[0];
  if (first?.code.startsWith('media.') && first.message) return first.message;
  return errorText(err.code);
}
