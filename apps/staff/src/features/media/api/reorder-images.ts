import type { ProductImagesReply } from '@shop/contract';
import { api } from '../../../lib/api';
import { useMediaMutation } from './media-mutation';

/** PUT /staff/catalogue/products/{id}/images/order: every image id in the new order. */
export function useReorderImages(productId: number) {
  return useMediaMutation(productId, (ids: number[]) =>
    api<ProductImagesReply>('PUT', `/catalogue/products/${productId}/images/order`, { ids }),
  );
}
