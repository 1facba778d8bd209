import type { ProductAttachmentsReply } from '@shop/contract';
import { api } from '../../../lib/api';
import { useMediaMutation } from './media-mutation';

/** DELETE /staff/catalogue/products/{id}/attachments/{attachmentId}. */
export function useDeleteAttachment(productId: number) {
  return useMediaMutation(productId, (attachmentId: number) =>
    api<ProductAttachmentsReply>('DELETE', `/catalogue/products/${productId}/attachments/${attachmentId}`),
  );
}
