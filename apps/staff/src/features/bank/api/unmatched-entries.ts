import type { UnmatchedReply } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api';

export const unmatchedKey = ['bank', 'unmatched'] as const;

/** GET /staff/bank/unmatched: credits waiting for a decision, oldest first. */
export function useUnmatchedEntries(after: string | undefined) {
  return useQuery({
    queryKey: [...unmatchedKey, after ?? ''],
    queryFn: () => api<UnmatchedReply>('GET', `/bank/unmatched${queryString({ after })}`),
    placeholderData: keepPreviousData,
  });
}
