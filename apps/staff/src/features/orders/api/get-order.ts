import type { StaffOrderDetailReply } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ordersKey } from './list-orders';

export const orderKey = (id: number) => [...ordersKey, 'one', id] as const;

export const getOrder = (id: number) => api<StaffOrderDetailReply>('GET', `/orders/${id}`);

/** One order with the moves this person may make now. */
export function useOrder(id: number) {
  return useQuery({ queryKey: orderKey(id), queryFn: () => getOrder(id), enabled: Number.isInteger(id) && id > 0 });
}
