import type { CustomerStatus, CustomersReply } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api';
import { customersKey } from './keys';

/** The list's search, filters, sort and page, exactly as its URL holds them. */
export interface CustomersParams {
  q?: string | undefined;
  status?: CustomerStatus | undefined;
  priceGroup?: string | undefined;
  sort?: string | undefined;
  after?: string | undefined;
}

export function useCustomers(params: CustomersParams) {
  return useQuery({
    queryKey: [...customersKey, 'list', params],
    queryFn: () => api<CustomersReply>('GET', `/customers${queryString({ ...params })}`),
    placeholderData: keepPreviousData,
  });
}
