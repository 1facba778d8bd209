import type { ChangePasswordBody } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/auth';

/** PATCH /customer/password: 400 with key `old` when the current password is wrong. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await api.patch('/customer/password', body, 'OkReplySchema');
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The form shows a wrong old password on its field; it raises the other toasts itself.
    meta: { errorToast: false },
    // On success the user is checked again (docs/requirements/accounts.md §Password change).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
