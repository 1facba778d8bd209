/** Formatting for printed documents, Slovak conventions, independent of the machine's locale data. */

const NBSP = '\u00a0';

/** `1 234,56 €` (non-breaking spaces, so an amount never wraps). */
export function formatEuro(cents: number): string {
  const sign = cents < 0 ? '−' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')}${NBSP}€`;
}

const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Bratislava',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});

/** `5.3.2026`, the calendar day in Slovakia. */
export function formatDate(date: Date): string {
  const parts = Object.fromEntries(dateParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}.${parts.month}.${parts.year}`;
}

/** `12` for whole numbers, `1,5` otherwise (quantities and VAT rates); `−3` with the minus sign amounts use. */
export function formatNumber(value: number): string {
  return String(value).replace('.', ',').replace('-', '−');
}
