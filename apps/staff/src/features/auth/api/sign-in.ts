import type { StaffSessionReply, StaffSignInBody, StaffSignInReply, StaffTotpBody } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionKey } from './get-session';

export const signIn = (body: StaffSignInBody) => api<StaffSignInReply>('POST', '/sign/in', body);
export const signInTotp = (body: StaffTotpBody) => api<StaffSessionReply>('POST', '/sign/totp', body);

/** Password step; a complete session goes straight into the session cache. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (reply) => {
      if (reply.stage === 'complete') queryClient.setQueryData(sessionKey, reply);
    },
  });
}

/** The TOTP step after the password. */
export function useSignInTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInTotp,
    onSuccess: (reply) => queryClient.setQueryData(sessionKey, reply),
  });
}
