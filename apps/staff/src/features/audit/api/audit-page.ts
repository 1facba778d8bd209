import type { AuditPageReply } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api';

/** The log page's filters and page, exactly as they stand in its URL. */
export interface AuditParams {
  staff?: string | undefined;
  entity?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort?: 'at' | '-at' | undefined;
  after?: string | undefined;
}

export const getAuditPage = (params: AuditParams) => api<AuditPageReply>('GET', `/audit${queryString({ ...params })}`);

export function useAuditPage(params: AuditParams) {
  return useQuery({
    queryKey: ['staff', 'audit', params],
    queryFn: () => getAuditPage(params),
    // The rows of the previous page stay until the next arrive: the table does not collapse.
    placeholderData: keepPreviousData,
  });
}
