import type { StaffOrderListReply } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api';

/** The order list's filters, sort and page, exactly as they stand in its URL (lists are comma-separated). */
export interface OrderListParams {
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  payment?: string | undefined;
  shipping?: string | undefined;
  customer?: string | undefined;
  q?: string | undefined;
  sort?: string | undefined;
  after?: string | undefined;
}

export const ordersKey = ['staff', 'orders'] as const;

export const listOrders = (params: OrderListParams) =>
  api<StaffOrderListReply>('GET', `/orders${queryString({ ...params })}`);

export function useOrderList(params: OrderListParams) {
  return useQuery({
    queryKey: [...ordersKey, 'list', params],
    queryFn: () => listOrders(params),
    // The previous page's rows stay until the next arrive: the table does not collapse.
    placeholderData: keepPreviousData,
  });
}
