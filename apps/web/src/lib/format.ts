import { LANG } from '@shop/contract';

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
 * `1234.56` → `1 234,56 €` (sk-SK). The separators are non-breaking spaces so a price never wraps.
 * Accepts numeric strings too (shipping method `price` is one). Returns '' for non-numbers.
 */
export function formatPrice(value: number | string): string {
  const n = toNumber(value);
  return Number.isFinite(n) ? priceFormat.format(n) : '';
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** `2026-03-05T10:00:00Z` → `5. 3. 2026`. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

/** A `tel:` link target from a displayed phone number (`+421 55 612 34 56` → `tel:+421556123456`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
