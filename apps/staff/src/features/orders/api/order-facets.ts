import type { StaffOrderFacetsReply } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The choices of the order list's filters (shipping methods). */
export function useOrderFacets() {
  return useQuery({
    queryKey: ['staff', 'orders', 'facets'],
    queryFn: () => api<StaffOrderFacetsReply>('GET', '/orders/facets'),
    staleTime: 5 * 60_000,
  });
}
