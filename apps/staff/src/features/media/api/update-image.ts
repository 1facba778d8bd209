import type { ImageUpdateBody, ProductImagesReply } from '@shop/contract';
import { api } from '../../../lib/api';
import { useMediaMutation } from './media-mutation';

/** PATCH /staff/catalogue/products/{id}/images/{imageId}: alt text, or make it the cover. */
export function useUpdateImage(productId: number) {
  return useMediaMutation(productId, ({ imageId, body }: { imageId: number; body: ImageUpdateBody }) =>
    api<ProductImagesReply>('PATCH', `/catalogue/products/${productId}/images/${imageId}`, body),
  );
}
