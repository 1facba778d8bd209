import type { StaffUserReply, StaffUserUpdateBody } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { recordHistoryKey } from '../../audit/api/record-history';
import { staffUsersKey } from './list-staff';

export const updateStaff = (id: number, body: StaffUserUpdateBody) =>
  api<StaffUserReply>('PATCH', `/users/${id}`, body);

export function useUpdateStaff(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffUserUpdateBody) => updateStaff(id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffUsersKey });
      void queryClient.invalidateQueries({ queryKey: recordHistoryKey('staff', id) });
    },
  });
}
