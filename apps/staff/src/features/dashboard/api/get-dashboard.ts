import type { DashboardReply } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const dashboardKey = ['staff', 'dashboard'] as const;

/**
 * The home screen's figures in one read: the money view for sales and admin, counts only for the
 * warehouse (the server decides by role). Kept fresh while the screen stays open all day.
 */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: () => api<DashboardReply>('GET', '/dashboard'),
    select: (reply) => reply.dashboard,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}
