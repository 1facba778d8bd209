import type { Basket } from '@shop/contract';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /basket/coupon (docs/requirements/money.md §Coupons). */
export async function removeCoupon(): Promise<Basket> {
  const reply = await api.delete('/basket/coupon', 'BasketReplySchema');
  return reply.basket;
}

export function useRemoveCoupon(basketQueryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCoupon,
    onSuccess: (basket) => {
      queryClient.setQueryData(basketQueryKey, basket);
      return queryClient.invalidateQueries({ queryKey: basketQueryKey });
    },
  });
}
