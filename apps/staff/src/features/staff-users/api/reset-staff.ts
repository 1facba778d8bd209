import type { StaffLinkReply } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { recordHistoryKey } from '../../audit/api/record-history';
import { staffUsersKey } from './list-staff';

export const resetStaff = (id: number) => api<StaffLinkReply>('POST', `/users/${id}/reset`, {});

/** Clears password and second factor, ends their sessions; the reply holds a new one-time link. */
export function useResetStaff(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetStaff(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffUsersKey });
      void queryClient.invalidateQueries({ queryKey: recordHistoryKey('staff', id) });
    },
  });
}
