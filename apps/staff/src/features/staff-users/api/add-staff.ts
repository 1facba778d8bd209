import type { StaffLinkReply, StaffUserCreateBody } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { staffUsersKey } from './list-staff';

export const addStaff = (body: StaffUserCreateBody) => api<StaffLinkReply>('POST', '/users', body);

/** Adds a person; the reply's one-time link is shown once (it is never stored readable). */
export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffUsersKey }),
  });
}
