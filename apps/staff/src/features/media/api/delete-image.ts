import type { ProductImagesReply } from '@shop/contract';
import { api } from '../../../lib/api';
import { useMediaMutation } from './media-mutation';

/** DELETE /staff/catalogue/products/{id}/images/{imageId}: the image and its files. */
export function useDeleteImage(productId: number) {
  return useMediaMutation(productId, (imageId: number) =>
    api<ProductImagesReply>('DELETE', `/catalogue/products/${productId}/images/${imageId}`),
  );
}
