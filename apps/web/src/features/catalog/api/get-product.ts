import { LANG, type ProductDetail } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, segment } from '../../../lib/api-client';

/**
 * GET /product/detail/url/{slug}/{lang}: the product (with prices only for a logged-in customer),
 * or null for an unknown slug (the screen shows the not-found page). Other failures: generic toast.
 */
export async function getProduct(
  slug: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductDetail | null> {
  try {
    const reply = await api.get(`/product/detail/url/${segment(slug)}/${LANG}`, 'ProductDetailReplySchema', { signal });
    return reply.product;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const productQueryKey = (slug: string) => ['catalog', 'product', LANG, slug] as const;

export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: productQueryKey(slug),
    queryFn: ({ signal }) => getProduct(slug, { signal }),
  });

export function useProduct(slug: string) {
  return useQuery(productQueryOptions(slug));
}
