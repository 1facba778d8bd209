import type { CustomerProfile } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /customer/profile: name and phone pre-fill the invoice address when none is saved. */
export async function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<CustomerProfile> {
  const reply = await api.get('/customer/profile', 'CustomerProfileReplySchema', { signal });
  return reply.customer;
}

export const checkoutProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'profile'],
    queryFn: ({ signal }) => getProfile({ signal }),
    meta: { errorToast: false },
  });

export function useCheckoutProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...checkoutProfileQueryOptions(), enabled });
}
