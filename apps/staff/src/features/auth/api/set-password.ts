import type { OkReply, StaffSetPasswordBody, StaffSetPasswordInfoReply } from '@shop/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const getPasswordLink = (token: string) =>
  api<StaffSetPasswordInfoReply>('GET', `/sign/set-password/${encodeURIComponent(token)}`);

/** Whom a one-time link is for; an error when it is used, expired or unknown. */
export function usePasswordLink(token: string) {
  return useQuery({ queryKey: ['staff', 'password-link', token], queryFn: () => getPasswordLink(token), retry: false });
}

export const setPassword = (body: StaffSetPasswordBody) => api<OkReply>('POST', '/sign/set-password', body);

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
