// Plain functions over Intl (no zod): both apps bundle what they import from here.
import { LANG } from './constants.ts';

/**
 * The one home of how the shop writes money, numbers and dates (sk-SK): `1 234,56 €`,
 * `26. 11. 2026`, `26. 11. 2026 14:05`. The separators are non-breaking spaces, so a price never
 * wraps. The storefront (apps/web/src/lib/format.ts) and the back office both use these.
 */
const LOCALE = `${LANG}-SK`;

const priceFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const numberFormat = new Intl.NumberFormat(LOCALE);
const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function toNumber(value: number | string): number {
  return typeof value === 'number' ? value : Number.parseFloat(value.replace(',', '.'));
}

/**
 * `1234.56` → `1 234,56 €`. Accepts numeric strings too (a shipping method's `price` is one).
 * Returns '' for non-numbers.
 */
export function formatPrice(value: number | string): string {
  const n = toNumber(value);
  return Number.isFinite(n) ? priceFormat.format(n) : '';
}

/** Integer cents (how the server keeps money) → `1 234,56 €`. */
export function formatCents(cents: number): string {
  return Number.isFinite(cents) ? priceFormat.format(cents / 100) : '';
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** `2026-03-05T10:00:00Z` → `5. 3. 2026`. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** `2026-03-05T10:00:00Z` → `5. 3. 2026 11:00` (in the browser's time zone). */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}
