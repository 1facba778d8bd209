import type { AuditEntriesReply } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const recordHistoryKey = (entity: string, id: string | number) =>
  ['staff', 'audit', 'record', entity, String(id)] as const;

/** The audit entries of one record (newest first), for its detail page. */
export function useRecordHistory(entity: string, id: string | number) {
  return useQuery({
    queryKey: recordHistoryKey(entity, id),
    queryFn: () =>
      api<AuditEntriesReply>('GET', `/audit/${encodeURIComponent(entity)}/${encodeURIComponent(String(id))}`),
  });
}
