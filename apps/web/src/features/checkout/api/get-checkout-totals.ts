import { type Basket, type CheckoutTotals, LANG } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface TotalsChoice {
  shippingMethodId: number | null;
  paymentOptionId: number | null;
}

/**
 * GET /basket/totals/{lang}?shipping_method_id=…&payment_option_id=…: the basket's totals with the
 * shipping and payment being chosen (they reach the basket only when the order is finalised).
 */
export async function getCheckoutTotals(
  choice: TotalsChoice,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CheckoutTotals> {
  const query = new URLSearchParams();
  if (choice.shippingMethodId !== null) query.set('shipping_method_id', String(choice.shippingMethodId));
  if (choice.paymentOptionId !== null) query.set('payment_option_id', String(choice.paymentOptionId));
  const search = query.size > 0 ? `?${query}` : '';
  return (await api.get(`/basket/totals/${LANG}${search}`, 'CheckoutTotalsReplySchema', { signal })).totals;
}

/** Keyed by the basket's own totals too: a changed cart or coupon prices again. */
export const checkoutTotalsQueryOptions = (basket: Basket, choice: TotalsChoice) =>
  queryOptions({
    queryKey: ['checkout', 'totals', choice.shippingMethodId, choice.paymentOptionId, basket.totals] as const,
    queryFn: ({ signal }) => getCheckoutTotals(choice, { signal }),
    // While a new choice is priced the summary keeps the last totals (marked busy), not blanks.
    placeholderData: keepPreviousData,
  });

export function useCheckoutTotals(basket: Basket, choice: TotalsChoice) {
  return useQuery(checkoutTotalsQueryOptions(basket, choice));
}
