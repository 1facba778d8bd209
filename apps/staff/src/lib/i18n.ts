import sk from '../i18n/sk.json';

/** Every text of the back office is a key of sk.json (Slovak is the only language). */
export type TextKey = keyof typeof sk;
const texts: Record<string, string> = sk;

/** The text for a key with `{{name}}` placeholders filled in. */
export function t(key: TextKey, vars: Record<string, string | number> = {}): string {
  return (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export const isTextKey = (key: string): key is TextKey => key in texts;

/** A server error code (the envelope's `code`) as a sentence; unknown codes read as a generic failure. */
export function errorText(code: string): string {
  return isTextKey(code) ? t(code) : t('messages.internal');
}
