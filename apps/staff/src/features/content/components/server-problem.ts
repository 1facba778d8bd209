import { errorMessage } from '../../../components/form';
import { ApiError } from '../../../lib/api';
import { errorText, isTextKey, t } from '../../../lib/i18n';

/** A refusal as one sentence naming the field (`content.field.slug`: Adresa: …). */
export function serverProblem(err: unknown): string {
  if (!(err instanceof ApiError)) return errorMessage(err);
  return err.errors
    .map((e) => {
      const fieldKey = `content.field.${e.key ?? ''}`;
      // a stale save's message names who saved last and when (modules/content/content.staff.service.ts)
      if (e.code === 'content.stale' && e.message) return e.message;
      const text = e.code === 'validation' ? t('content.invalid') : errorText(e.code);
      return isTextKey(fieldKey) ? `${t(fieldKey)}: ${text}` : text;
    })
    .join(' ');
}
