import type { BannerImageReply } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /staff/homepage/banner-image (a file): its address, size and sizes, to fill into a banner. */
export function useUploadBannerImage() {
  return useMutation({
    mutationFn: ({ file }: { key: number; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api<BannerImageReply>('POST', '/homepage/banner-image', form);
    },
  });
}
