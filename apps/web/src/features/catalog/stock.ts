import { STOCK_THRESHOLDS } from '@shop/contract';

/**
 * What the stock line says (docs/requirements/catalogue.md §Stock display): nothing on stock → "to order"; otherwise
 * "less than" the next threshold above the stock; above the top threshold "more than" it. Exactly the top
 * threshold (1000) is not "more than 1000", so it says "more than" the threshold below (500),
 * which stays true.
 */
export type StockLevel =
  | { kind: 'onOrder' }
  | { kind: 'lessThan'; threshold: number }
  | { kind: 'moreThan'; threshold: number };

export function stockLevel(stock: number, thresholds: readonly number[] = STOCK_THRESHOLDS): StockLevel {
  if (!Number.isFinite(stock) || stock <= 0) return { kind: 'onOrder' };
  const sorted = [...thresholds].sort((a, b) => a - b);
  const next = sorted.find((t) => stock < t);
  if (next !== undefined) return { kind: 'lessThan', threshold: next };
  const below = sorted.filter((t) => t < stock);
  return { kind: 'moreThan', threshold: below[below.length - 1] ?? 0 };
}
