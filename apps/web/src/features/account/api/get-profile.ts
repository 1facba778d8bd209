import type { CustomerProfile } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const profileQueryKey = ['account', 'profile'] as const;

/** GET /customer/profile → the customer's names, e-mail and company data. */
export async function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<CustomerProfile> {
  const reply = await api.get('/customer/profile', 'CustomerProfileReplySchema', { signal });
  return reply.customer;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile({ signal }) });

/** Failures: the generic toast (docs/requirements/content.md §Toasts), via the query client default. */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
