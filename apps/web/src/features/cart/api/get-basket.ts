import { type Basket, LANG } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

/** Every cart change invalidates this key, so the header badge follows. */
export const basketQueryKey = ['basket', LANG] as const;

/** GET /basket/{lang}; null when the visitor has no basket here (401 logged out, 404 before the endpoint exists). */
export async function getBasket({ signal }: { signal?: AbortSignal } = {}): Promise<Basket | null> {
  try {
    const reply = await api.get(`/basket/${LANG}`, 'BasketReplySchema', { signal });
    return reply.basket;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

export const basketQueryOptions = () =>
  queryOptions({
    queryKey: basketQueryKey,
    queryFn: ({ signal }) => getBasket({ signal }),
  });

/**
 * The cart, for logged-in customers (anonymous visitors have none:
 * docs/requirements/cart-and-checkout.md §Who has a cart).
 */
export function useBasket({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...basketQueryOptions(), enabled });
}

export interface BasketSummary {
  /** Item count: the sum of the quantities (`basket.amount`). */
  count: number;
  /** Products total without VAT (B2B prices are shown excl. VAT). */
  totalExclVat: number;
}

/** Item count and total for the header badge; null without a basket. */
export function useBasketSummary({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...basketQueryOptions(),
    enabled,
    select: (basket): BasketSummary | null =>
      basket ? { count: basket.amount, totalExclVat: basket.product_price_without_vat } : null,
    // The badge is not worth a toast of its own; the cart page reports failures.
    meta: { errorToast: false },
  });
}
