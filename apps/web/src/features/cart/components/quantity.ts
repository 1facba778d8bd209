import { QUANTITY_MAX, QUANTITY_MIN } from '@shop/contract';

/** A whole number kept within 1..9999 (docs/requirements/cart-and-checkout.md §Quantities). */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return QUANTITY_MIN;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(value)));
}

/**
 * What the user typed, as a quantity: digits only (spaces ignored), clamped to 1..9999;
 * null while the field holds nothing usable (empty, letters, 0).
 */
export function parseQuantity(text: string): number | null {
  const digits = text.replace(/\s/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const value = Number.parseInt(digits, 10);
  if (value < QUANTITY_MIN) return null;
  return clampQuantity(value);
}

export const stepQuantity = (value: number, delta: 1 | -1) => clampQuantity(value + delta);
