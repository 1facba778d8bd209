import type { BasketProduct } from '@shop/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUpdateBasketLine } from '../api/update-basket-line';

/** How long typing or clicking pauses before the cart line is saved. */
export const QUANTITY_DEBOUNCE_MS = 600;

/**
 * A cart line's quantity as the user edits it: shown at once, saved after a pause
 * (one PATCH for a burst of clicks or keystrokes). A pending change is saved on unmount too,
 * so leaving the cart right after a click does not lose it.
 */
export function useLineQuantity(line: Pick<BasketProduct, 'id' | 'product_id' | 'quantity'>) {
  const update = useUpdateBasketLine();
  const [quantity, setQuantity] = useState(line.quantity);
  const pending = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ line, mutate: update.mutate });
  latest.current = { line, mutate: update.mutate };

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const value = pending.current;
    pending.current = null;
    const { line: current, mutate } = latest.current;
    if (value !== null && value !== current.quantity) {
      mutate({ id: current.id, product: current.product_id, quantity: value });
    }
  }, []);

  // The server's quantity wins when nothing is waiting to be saved.
  useEffect(() => {
    if (pending.current === null) setQuantity(line.quantity);
  }, [line.quantity]);

  useEffect(() => flush, [flush]);

  const change = useCallback(
    (value: number) => {
      setQuantity(value);
      pending.current = value;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, QUANTITY_DEBOUNCE_MS);
    },
    [flush],
  );

  return { quantity, change, saving: update.isPending || pending.current !== null };
}
