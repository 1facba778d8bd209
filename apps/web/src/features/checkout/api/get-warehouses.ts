import { LANG, type Warehouse } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /basket/warehouses/{lang}: the sale points for pick-up. */
export async function getWarehouses({ signal }: { signal?: AbortSignal } = {}): Promise<Warehouse[]> {
  const reply = await api.get(`/basket/warehouses/${LANG}`, 'WarehousesReplySchema', { signal });
  return reply.warehouses;
}

export const warehousesQueryOptions = () =>
  queryOptions({ queryKey: ['checkout', 'warehouses', LANG], queryFn: ({ signal }) => getWarehouses({ signal }) });

export function useWarehouses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...warehousesQueryOptions(), enabled });
}
