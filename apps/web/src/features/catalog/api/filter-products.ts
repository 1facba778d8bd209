import { LANG, type Ordering, type ProductFilterBody, type ProductFilterReply } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ProductFilter {
  categoryId: number;
  limit: number;
  offset: number;
  order: Ordering;
  inStock: boolean;
}

/**
 * POST /product/filter/{lang}/{limit}/{offset} (docs/requirements/catalogue.md §Listing): products of a category and
 * its descendants. A read, though it is a POST; `inStock` is sent only when filtering.
 */
export async function filterProducts(
  { categoryId, limit, offset, order, inStock }: ProductFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductFilterReply> {
  const body: ProductFilterBody = {
    condition: { categories: { id: categoryId }, ...(inStock ? { inStock: true } : {}) },
    order,
  };
  return api.post(`/product/filter/${LANG}/${limit}/${offset}`, body, 'ProductFilterReplySchema', { signal });
}

export const productFilterQueryOptions = (filter: ProductFilter) =>
  queryOptions({
    queryKey: ['catalog', 'products', LANG, filter] as const,
    queryFn: ({ signal }) => filterProducts(filter, { signal }),
  });

/** Disabled until the category is known (`filter` null). */
export function useFilteredProducts(filter: ProductFilter | null) {
  return useQuery({
    ...productFilterQueryOptions(filter ?? { categoryId: 0, limit: 0, offset: 0, order: 1, inStock: false }),
    enabled: filter !== null,
  });
}
