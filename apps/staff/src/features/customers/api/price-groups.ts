import type { PriceGroupsReply } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { customersKey } from './keys';

/** Every price group and the one new registrations get (the approval form's default). */
export function usePriceGroups() {
  return useQuery({
    queryKey: [...customersKey, 'price-groups'],
    queryFn: () => api<PriceGroupsReply>('GET', '/customers/price-groups'),
    staleTime: 5 * 60_000,
  });
}
