import type { ProductMediaReply, StaffAttachment, StaffImage } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productMediaKey } from './product-media';

type Changed = { images: StaffImage[] } | { attachments: StaffAttachment[] };

/**
 * A change of a product's images or attachments: every such reply carries the new list, which
 * replaces the cached one (no second request).
 */
export function useMediaMutation<V>(productId: number, call: (vars: V) => Promise<Changed>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (reply) => {
      queryClient.setQueryData<ProductMediaReply>(productMediaKey(productId), (old) =>
        old ? { ...old, ...('images' in reply ? { images: reply.images } : { attachments: reply.attachments }) } : old,
      );
    },
  });
}
