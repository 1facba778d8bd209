import type { ProductAttachmentsReply } from '@shop/contract';
import { api } from '../../../lib/api';
import { useMediaMutation } from './media-mutation';

/** POST /staff/catalogue/products/{id}/attachments: one PDF with its title and group. */
export function useUploadAttachment(productId: number) {
  return useMediaMutation(productId, ({ file, title, group }: { file: File; title: string; group: string }) => {
    const form = new FormData();
    form.append('title', title);
    form.append('group', group);
    form.append('file', file, file.name);
    return api<ProductAttachmentsReply>('POST', `/catalogue/products/${productId}/attachments`, form);
  });
}
