import type { AuditFacetsReply } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Who and what occurs in the log: the choices of its filters. */
export function useAuditFacets() {
  return useQuery({
    queryKey: ['staff', 'audit', 'facets'],
    queryFn: () => api<AuditFacetsReply>('GET', '/audit/facets'),
    staleTime: 60_000,
  });
}
