import type { ProductImagesReply } from '@shop/contract';
import { api } from '../../../lib/api';
import { useMediaMutation } from './media-mutation';

/** POST /staff/catalogue/products/{id}/images: several files at once; all are stored or none. */
export function useUploadImages(productId: number) {
  return useMediaMutation(productId, (files: File[]) => {
    const form = new FormData();
    for (const file of files) form.append('file', file, file.name);
    return api<ProductImagesReply>('POST', `/catalogue/products/${productId}/images`, form);
  });
}
