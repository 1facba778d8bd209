import type { StaffSessionReply } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';

export const sessionKey = ['staff', 'session'] as const;

/** The signed-in staff member, or null (401): the app's first call after every load. */
export async function getSession(): Promise<StaffSessionReply | null> {
  try {
    return await api<StaffSessionReply>('GET', '/session');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const sessionQuery = queryOptions({ queryKey: sessionKey, queryFn: getSession, staleTime: 60_000 });

export function useSession() {
  return useQuery(sessionQuery);
}
