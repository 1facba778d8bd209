import type { OrderPayment } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, segment } from '../../../lib/api-client';

export const orderPaymentQueryKey = (orderId: number) => ['orders', 'payment', orderId] as const;

/**
 * GET /customer/order/payment/{orderId}: how to pay an own order; for a bank transfer the IBAN,
 * the variable symbol and the PAY by square QR code (a PNG data URL).
 */
export async function getOrderPayment(
  orderId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OrderPayment> {
  const reply = await api.get(`/customer/order/payment/${segment(orderId)}`, 'OrderPaymentReplySchema', { signal });
  return reply.payment;
}

export const orderPaymentQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderPaymentQueryKey(orderId),
    queryFn: ({ signal }) => getOrderPayment(orderId, { signal }),
  });

export function useOrderPayment(orderId: number) {
  return useQuery(orderPaymentQueryOptions(orderId));
}
