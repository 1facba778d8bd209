import { type Banner, LANG } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /banners/top/{lang}: the home slideshow (a failure is logged and shows the generic toast). */
export async function getBanners({ signal }: { signal?: AbortSignal } = {}): Promise<Banner[]> {
  const reply = await api.get(`/banners/top/${LANG}`, 'BannersReplySchema', { signal });
  return reply.banners;
}

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'banners', LANG] as const,
    queryFn: ({ signal }) => getBanners({ signal }),
    staleTime: 5 * 60_000,
  });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
