import { LANG, type ShippingMethodsReply } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /basket/shipping-methods/{lang}: the methods and the Packeta widget key (null = no Packeta). */
export async function getShippingMethods({ signal }: { signal?: AbortSignal } = {}): Promise<ShippingMethodsReply> {
  return api.get(`/basket/shipping-methods/${LANG}`, 'ShippingMethodsReplySchema', { signal });
}

export const shippingMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'shipping-methods', LANG],
    queryFn: ({ signal }) => getShippingMethods({ signal }),
  });

export function useShippingMethods({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...shippingMethodsQueryOptions(), enabled });
}
