import type { CustomerAddress } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedAddressesQueryKey } from '../../../lib/address-fields';
import { api } from '../../../lib/api-client';

/** GET /customer/address: the saved invoice (type 1) and delivery (type 2) addresses that pre-fill step 1. */
export async function getSavedAddresses({ signal }: { signal?: AbortSignal } = {}): Promise<CustomerAddress[]> {
  const reply = await api.get('/customer/address', 'CustomerAddressesReplySchema', { signal });
  return reply.addresses;
}

export const savedAddressesQueryOptions = () =>
  queryOptions({
    queryKey: savedAddressesQueryKey,
    queryFn: ({ signal }) => getSavedAddresses({ signal }),
    // Only a pre-fill: without it the form starts empty, no toast.
    meta: { errorToast: false },
  });

export function useSavedAddresses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...savedAddressesQueryOptions(), enabled });
}
