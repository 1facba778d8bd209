import type { OverdueReply } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api';
import { invoicesKey } from './list-invoices';

/** GET /staff/invoices/overdue: longest overdue first, with the count and the sum due of all. */
export function useOverdueInvoices(after: string | undefined) {
  return useQuery({
    queryKey: [...invoicesKey, 'overdue', after ?? ''],
    queryFn: () => api<OverdueReply>('GET', `/invoices/overdue${queryString({ after })}`),
    placeholderData: keepPreviousData,
  });
}
