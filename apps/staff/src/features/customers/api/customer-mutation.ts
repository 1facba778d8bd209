import type { CustomerReply } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordHistoryKey } from '../../audit/api/record-history';
import { customerKey, customersKey } from './keys';

/**
 * A change on a customer's page (price group, block, unblock): its reply is the page's new
 * state; the lists and the history are refreshed. A refusal (409: changed meanwhile) reloads
 * the page's data, so the form shows what is stored now.
 */
export function useCustomerMutation<T>(id: number, send: (body: T) => Promise<CustomerReply>) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: customersKey });
    void queryClient.invalidateQueries({ queryKey: recordHistoryKey('customer', id) });
  };
  return useMutation({
    mutationFn: send,
    onSuccess: (reply) => {
      queryClient.setQueryData(customerKey(id), reply);
      refresh();
    },
    onError: refresh,
  });
}
