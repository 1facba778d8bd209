import type { CustomerAddress, UpdateAddressBody } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedAddressesQueryKey } from '../../../lib/address-fields';
import { api, segment } from '../../../lib/api-client';

/**
 * PATCH /customer/address/{id}: changes a saved address (the customer's own; another id is
 * 404). 409 when a delivery address would become one already saved.
 */
export async function updateAddress({ id, body }: { id: number; body: UpdateAddressBody }): Promise<CustomerAddress> {
  const reply = await api.patch(`/customer/address/${segment(id)}`, body, 'CustomerAddressReplySchema');
  return reply.address;
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    // The form shows a duplicate at its fields and raises the other toasts itself.
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedAddressesQueryKey }),
  });
}
