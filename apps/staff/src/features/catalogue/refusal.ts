import { ApiError } from '../../lib/api';
import { errorText, isTextKey, t } from '../../lib/i18n';

/**
 * A server refusal of a catalogue write: field errors by the envelope's `key` and one general
 * sentence. A 409 carries its own sentence (who changed the record, why it cannot be deleted).
 */
export function refusalOf(err: unknown): { fields: Record<string, string>; general: string | null } {
  if (!(err instanceof ApiError)) return { fields: {}, general: t('messages.internal') };
  const fields: Record<string, string> = {};
  let general: string | null = null;
  for (const e of err.errors) {
    const text = e.message && err.status === 409 ? e.message : isTextKey(e.code) ? t(e.code) : errorText(e.code);
    if (e.key && e.key !== 'version' && e.key !== 'id') fields[e.key.split('.')[0] ?? e.key] ??= text;
    else general ??= text;
  }
  return { fields, general };
}

/** The refusal as one sentence (for an alert next to a button). */
export function refusalText(err: unknown): string {
  const { fields, general } = refusalOf(err);
  return general ?? Object.values(fields)[0] ?? t('messages.internal');
}
