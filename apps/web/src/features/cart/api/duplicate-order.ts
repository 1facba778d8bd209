import type { DuplicateOrderReply } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, segment } from '../../../lib/api-client';
import { basketQueryKey } from './get-basket';

/** PUT /customer/order/duplicateIntoBasket/{orderId}: the order's products still sold go into the cart. */
export async function duplicateOrder(orderId: number | string): Promise<DuplicateOrderReply> {
  return api.put(`/customer/order/duplicateIntoBasket/${segment(orderId)}`, {}, 'DuplicateOrderReplySchema');
}

export function useDuplicateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateOrder,
    onSuccess: (reply) => {
      queryClient.setQueryData(basketQueryKey, reply.basket);
      return queryClient.invalidateQueries({ queryKey: basketQueryKey });
    },
  });
}
