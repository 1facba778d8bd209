import { LANG, type OrderDetail } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, segment } from '../../../lib/api-client';

export const orderDetailQueryKey = (orderId: number) => ['orders', 'detail', orderId] as const;

/**
 * GET /customer/order/detail/{orderId}/{lang} → `orders` (one order); null when the customer has
 * no such order (404: missing and someone else's look the same), so the screen shows not-found
 * rather than an error toast.
 */
export async function getOrderDetail(
  orderId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OrderDetail | null> {
  try {
    const reply = await api.get(`/customer/order/detail/${segment(orderId)}/${LANG}`, 'OrderDetailReplySchema', {
      signal,
    });
    return reply.orders;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const orderDetailQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderDetailQueryKey(orderId),
    queryFn: ({ signal }) => getOrderDetail(orderId, { signal }),
  });

/** Other failures: the generic toast (docs/requirements/content.md §Toasts). */
export function useOrderDetail(orderId: number) {
  return useQuery(orderDetailQueryOptions(orderId));
}
