import type { CustomerVatCheckReply } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { recordHistoryKey } from '../../audit/api/record-history';
import { customerKey } from './keys';

const vatCheckKey = (id: number) => [...customerKey(id), 'vat-check'] as const;

/** The customer's IČ DPH and its newest VIES check (sales, admin). */
export function useVatCheck(id: number) {
  return useQuery({
    queryKey: vatCheckKey(id),
    queryFn: () => api<CustomerVatCheckReply>('GET', `/customers/${id}/vat-check`),
  });
}

/** Asks VIES again (audited): the reply is the new state; the record's history shows the check. */
export function useRecheckVat(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<CustomerVatCheckReply>('POST', `/customers/${id}/vies-check`),
    onSuccess: (reply) => {
      queryClient.setQueryData(vatCheckKey(id), reply);
      void queryClient.invalidateQueries({ queryKey: recordHistoryKey('customer', id) });
    },
  });
}
