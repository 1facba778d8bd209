import type { StaffOrderStatusBody, StaffOrderStatusReply } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { recordHistoryKey } from '../../audit/api/record-history';
import { orderKey } from './get-order';
import { ordersKey } from './list-orders';

export const changeOrderStatus = (id: number, body: StaffOrderStatusBody) =>
  api<StaffOrderStatusReply>('POST', `/orders/${id}/status`, body);

/** Moves the order, made on the version the page shows; the reply is the order as it is now. */
export function useChangeOrderStatus(id: number, number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffOrderStatusBody) => changeOrderStatus(id, body),
    onSuccess: (reply) => {
      queryClient.setQueryData(orderKey(id), reply);
      void queryClient.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: recordHistoryKey('order', number) });
    },
  });
}
