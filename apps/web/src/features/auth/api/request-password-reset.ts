import { LANG, type SignResetBody } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /sign/reset/{lang} with the address in the body (out of URLs and access logs): mails a
 * reset link; the same answer whether or not the address exists.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.post(`/sign/reset/${LANG}`, { email } satisfies SignResetBody, 'OkReplySchema');
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { errorToast: false } });
}
