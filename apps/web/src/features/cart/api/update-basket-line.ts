import type { Basket, BasketUpdateBody } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { basketQueryKey } from './get-basket';

/** PATCH /basket/update: sets the quantity of one cart line. */
export async function updateBasketLine(body: BasketUpdateBody): Promise<Basket> {
  const reply = await api.patch('/basket/update', body, 'BasketReplySchema');
  return reply.basket;
}

export function useUpdateBasketLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBasketLine,
    onSuccess: (basket) => {
      queryClient.setQueryData(basketQueryKey, basket);
      return queryClient.invalidateQueries({ queryKey: basketQueryKey });
    },
    // A failed update leaves the server's quantity in place: show that again.
    onError: () => queryClient.invalidateQueries({ queryKey: basketQueryKey }),
  });
}
