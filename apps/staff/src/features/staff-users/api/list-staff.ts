import type { StaffUsersReply } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const staffUsersKey = ['staff', 'users'] as const;

export const staffUsersQuery = queryOptions({
  queryKey: staffUsersKey,
  queryFn: () => api<StaffUsersReply>('GET', '/users'),
});

export function useStaffUsers() {
  return useQuery(staffUsersQuery);
}
