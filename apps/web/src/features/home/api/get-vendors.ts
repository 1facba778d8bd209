import { LANG, type Vendor } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /vendors/{lang}: the brands on sale (every vendor with an active product), for the home brand row. */
export async function getVendors({ signal }: { signal?: AbortSignal } = {}): Promise<Vendor[]> {
  const reply = await api.get(`/vendors/${LANG}`, 'VendorsReplySchema', { signal });
  return reply.vendors;
}

export const vendorsQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'vendors', LANG] as const,
    queryFn: ({ signal }) => getVendors({ signal }),
    staleTime: 5 * 60_000,
  });

export function useVendors() {
  return useQuery(vendorsQueryOptions());
}
