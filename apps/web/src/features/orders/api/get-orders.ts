import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Orders per page in the account (12 a page: docs/requirements/orders-and-invoices.md §Account order list). */
export const ORDERS_PAGE_SIZE = 12;

export const ordersQueryKey = (limit: number, offset: number) => ['orders', 'list', limit, offset] as const;

/** GET /customer/orders/{limit}/{offset} → `orders` (newest first) and `orders_count`. */
export async function getOrders(limit: number, offset: number, { signal }: { signal?: AbortSignal } = {}) {
  const reply = await api.get(`/customer/orders/${limit}/${offset}`, 'CustomerOrdersReplySchema', { signal });
  return { orders: reply.orders, count: reply.orders_count };
}

export const ordersQueryOptions = (page: number, limit = ORDERS_PAGE_SIZE) =>
  queryOptions({
    queryKey: ordersQueryKey(limit, (page - 1) * limit),
    queryFn: ({ signal }) => getOrders(limit, (page - 1) * limit, { signal }),
  });

/** Keeps the previous page on screen while the next loads. Failures: the generic toast. */
export function useOrders(page: number) {
  return useQuery({ ...ordersQueryOptions(page), placeholderData: keepPreviousData });
}
