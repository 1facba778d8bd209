import type { AuditChanges } from '@shop/contract';

// Money and dates: one home for both apps (packages/contract/src/format.ts).
export { formatCents, formatDate, formatDateTime, formatNumber, formatPrice } from '@shop/contract';

const value = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '–';
  if (v === true) return 'áno';
  if (v === false) return 'nie';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
};

/** An audit entry's changes as one line: `role: sales → warehouse; active: áno → nie`. */
export function formatChanges(changes: AuditChanges): string {
  return Object.entries(changes)
    .map(([field, [before, after]]) => `${field}: ${value(before)} → ${value(after)}`)
    .join('; ');
}

/** A path inside the app to go back to after sign-in; anything else (another site, `//x`) is ignored. */
export function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/';
}
