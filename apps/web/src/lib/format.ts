// Money, numbers and dates have one home shared with the back office (packages/contract/src/format.ts).
export { formatDate, formatDateTime, formatNumber, formatPrice } from '@shop/contract';

/** A `tel:` link target from a displayed phone number (`+421 55 612 34 56` → `tel:+421556123456`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
