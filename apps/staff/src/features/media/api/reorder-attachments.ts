import type { ProductAttachmentsReply } from '@shop/contract';
import { api } from '../../../lib/api';
import { useMediaMutation } from './media-mutation';

/** PUT /staff/catalogue/products/{id}/attachments/order: every attachment id in the new order. */
export function useReorderAttachments(productId: number) {
  return useMediaMutation(productId, (ids: number[]) =>
    api<ProductAttachmentsReply>('PUT', `/catalogue/products/${productId}/attachments/order`, { ids }),
  );
}
