import type { Basket } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, segment } from '../../../lib/api-client';
import { basketQueryKey } from './get-basket';

/** DELETE /basket/remove/{lineId}. */
export async function removeBasketLine(lineId: number): Promise<Basket> {
  const reply = await api.delete(`/basket/remove/${segment(lineId)}`, 'BasketReplySchema');
  return reply.basket;
}

export function useRemoveBasketLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBasketLine,
    onSuccess: (basket) => {
      queryClient.setQueryData(basketQueryKey, basket);
      return queryClient.invalidateQueries({ queryKey: basketQueryKey });
    },
  });
}
