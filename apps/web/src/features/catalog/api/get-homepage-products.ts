import { LANG, type ProductCard } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /product/homepage/{lang}: the "our offers" products (prices only for a logged-in customer). */
export async function getHomepageProducts({ signal }: { signal?: AbortSignal } = {}): Promise<ProductCard[]> {
  const reply = await api.get(`/product/homepage/${LANG}`, 'ProductListReplySchema', { signal });
  return reply.products;
}

export const homepageProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'homepage-products', LANG] as const,
    queryFn: ({ signal }) => getHomepageProducts({ signal }),
  });

export function useHomepageProducts() {
  return useQuery(homepageProductsQueryOptions());
}
