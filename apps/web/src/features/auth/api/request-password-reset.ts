import { LANG } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { api, segment } from '../../../lib/api-client';

/** GET /sign/reset/{lang}/{email}: mails a reset link; the same answer whether or not the address exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.get(`/sign/reset/${LANG}/${segment(email)}`, 'OkReplySchema');
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { errorToast: false } });
}
