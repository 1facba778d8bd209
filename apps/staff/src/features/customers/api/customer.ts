import type { CustomerReply } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { customerKey } from './keys';

/** A customer's page: company, users, price group, orders, invoices, balance, block state. */
export function useCustomer(id: number) {
  return useQuery({
    queryKey: customerKey(id),
    queryFn: () => api<CustomerReply>('GET', `/customers/${id}`),
  });
}
