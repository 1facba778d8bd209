import type { CustomerAddress } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedAddressesQueryKey } from '../../../lib/address-fields';
import { api } from '../../../lib/api-client';

export const addressesQueryKey = savedAddressesQueryKey;

/** GET /customer/address → addresses of type 1 (invoice) and 2 (delivery). */
export async function getAddresses({ signal }: { signal?: AbortSignal } = {}): Promise<CustomerAddress[]> {
  const reply = await api.get('/customer/address', 'CustomerAddressesReplySchema', { signal });
  return reply.addresses;
}

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: addressesQueryKey, queryFn: ({ signal }) => getAddresses({ signal }) });

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
