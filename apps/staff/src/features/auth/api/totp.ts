import type { StaffSessionReply, StaffTotpBody, StaffTotpSetupReply } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionKey } from './get-session';

export const startTotpSetup = () => api<StaffTotpSetupReply>('POST', '/totp/setup', {});
export const confirmTotp = (body: StaffTotpBody) => api<StaffSessionReply>('POST', '/totp/confirm', body);

/** A new secret to scan: the QR code and the key to type. */
export function useStartTotpSetup() {
  return useMutation({ mutationFn: startTotpSetup });
}

/** A code from the new secret turns the second factor on; the session reply says so. */
export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotp,
    onSuccess: (reply) => queryClient.setQueryData(sessionKey, reply),
  });
}
