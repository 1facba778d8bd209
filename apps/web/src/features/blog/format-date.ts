import { LANG } from '@shop/contract';

const longDate = new Intl.DateTimeFormat(`${LANG}-SK`, { day: 'numeric', month: 'long', year: 'numeric' });

/** `2026-03-05T10:00:00Z` → `5. marca 2026` (sk-SK long date); '' when not a date. */
export function formatLongDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
