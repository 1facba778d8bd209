import { LANG, type PaymentOption } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /basket/payment-options/{lang}. */
export async function getPaymentOptions({ signal }: { signal?: AbortSignal } = {}): Promise<PaymentOption[]> {
  const reply = await api.get(`/basket/payment-options/${LANG}`, 'PaymentOptionsReplySchema', { signal });
  return reply.payment_options;
}

export const paymentOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'payment-options', LANG],
    queryFn: ({ signal }) => getPaymentOptions({ signal }),
  });

export function usePaymentOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...paymentOptionsQueryOptions(), enabled });
}
