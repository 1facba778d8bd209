import type { PriceGroupDetailReply, PriceGroupSaveBody } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { recordHistoryKey } from '../../audit/api/record-history';
import { priceGroupKey, priceGroupsKey } from './keys';

/** Stores the group's rules on the version the form was loaded at (409 `prices.stale` when older). */
export function useSavePriceGroup(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PriceGroupSaveBody) => api<PriceGroupDetailReply>('PUT', `/price-groups/${id}`, body),
    onSuccess: (reply) => {
      queryClient.setQueryData(priceGroupKey(id), reply);
      void queryClient.invalidateQueries({ queryKey: priceGroupsKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: recordHistoryKey('price_group', id) });
    },
  });
}
