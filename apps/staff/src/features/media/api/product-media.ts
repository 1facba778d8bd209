import type { ProductMediaReply } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const productMediaKey = (productId: number) => ['staff', 'product-media', productId] as const;

/** GET /staff/catalogue/products/{id}/media: the product's images and attachments. */
export const productMediaQuery = (productId: number) =>
  queryOptions({
    queryKey: productMediaKey(productId),
    queryFn: () => api<ProductMediaReply>('GET', `/catalogue/products/${productId}/media`),
  });

export function useProductMedia(productId: number) {
  return useQuery(productMediaQuery(productId));
}
