import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getHealth = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/health', 'HealthReplySchema', { signal });

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'health'] as const,
    queryFn: ({ signal }) => getHealth({ signal }),
    staleTime: 0,
    retry: false,
    // The diagnostics page shows the failure itself.
    meta: { errorToast: false },
  });

export function useHealth() {
  return useQuery(healthQueryOptions());
}
