import type { AttachmentUpdateBody, ProductAttachmentsReply } from '@shop/contract';
import { api } from '../../../lib/api';
import { useMediaMutation } from './media-mutation';

/** PATCH /staff/catalogue/products/{id}/attachments/{attachmentId}: title and group. */
export function useUpdateAttachment(productId: number) {
  return useMediaMutation(productId, ({ attachmentId, body }: { attachmentId: number; body: AttachmentUpdateBody }) =>
    api<ProductAttachmentsReply>('PATCH', `/catalogue/products/${productId}/attachments/${attachmentId}`, body),
  );
}
