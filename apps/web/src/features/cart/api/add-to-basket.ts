import type { Basket, BasketAddBody } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { basketQueryKey } from './get-basket';

/** PUT /basket/add: a product already in the cart has its quantity raised (server caps at 9999). */
export async function addToBasket(body: BasketAddBody): Promise<Basket> {
  const reply = await api.put('/basket/add', body, 'BasketReplySchema');
  return reply.basket;
}

/** Adds to the cart and puts the reply into the cart query, so the header badge follows at once. */
export function useAddToBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToBasket,
    onSuccess: (basket) => {
      queryClient.setQueryData(basketQueryKey, basket);
      return queryClient.invalidateQueries({ queryKey: basketQueryKey });
    },
  });
}
