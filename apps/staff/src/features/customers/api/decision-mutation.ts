import type { RegistrationReply } from '@shop/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { recordHistoryKey } from '../../audit/api/record-history';
import { customerKey, customersKey, registrationKey } from './keys';

/**
 * What every decision on a registration refreshes: the registration (its reply is the new
 * state), the queue and lists, the customer's page and the record's history. Also after a
 * refusal: a 409 means someone else decided meanwhile, and the page should show that.
 */
function refresh(queryClient: QueryClient, id: number, reply?: RegistrationReply) {
  if (reply) queryClient.setQueryData(registrationKey(id), reply);
  void queryClient.invalidateQueries({ queryKey: customersKey });
  void queryClient.invalidateQueries({ queryKey: customerKey(id) });
  void queryClient.invalidateQueries({ queryKey: recordHistoryKey('customer', id) });
}

/** A decision's mutation (approve, reject, reopen), refreshing what it touched either way. */
export function useDecisionMutation<T>(id: number, send: (body: T) => Promise<RegistrationReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (reply) => refresh(queryClient, id, reply),
    onError: () => refresh(queryClient, id),
  });
}
