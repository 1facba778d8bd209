import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedAddressesQueryKey } from '../../../lib/address-fields';
import { api, segment } from '../../../lib/api-client';

/** DELETE /customer/address/{id}: removes a saved address (the customer's own; another id is 404). */
export async function deleteAddress(id: number): Promise<void> {
  await api.delete(`/customer/address/${segment(id)}`, 'OkReplySchema');
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedAddressesQueryKey }),
  });
}
