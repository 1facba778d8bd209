import type { SignRestoreBody } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /sign/restore: a new password with the token from the reset e-mail (400 key `token` when invalid or used). */
export async function restorePassword(body: SignRestoreBody): Promise<void> {
  await api.post('/sign/restore', body, 'OkReplySchema');
}

export function useRestorePassword() {
  return useMutation({ mutationFn: restorePassword, meta: { errorToast: false } });
}
