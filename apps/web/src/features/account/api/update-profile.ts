import type { CustomerProfile, UpdateProfileBody } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/auth';
import { profileQueryKey } from './get-profile';

/**
 * PATCH /customer/profile: name, surname and display name; e-mail stays
 * (docs/requirements/accounts.md §Profile and addresses).
 */
export async function updateProfile(body: UpdateProfileBody): Promise<CustomerProfile> {
  const reply = await api.patch('/customer/profile', body, 'CustomerProfileReplySchema');
  return reply.customer;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (customer) => {
      queryClient.setQueryData(profileQueryKey, customer);
      // The session user carries the names too (login toast, greetings).
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
