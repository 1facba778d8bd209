import type { AccountingTokenStatusReply, RotateAccountingTokenReply } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const tokenKey = ['accounting', 'token'] as const;

/** GET /staff/accounting/token: since when a token is in force (never the token). */
export function useAccountingToken() {
  return useQuery({ queryKey: tokenKey, queryFn: () => api<AccountingTokenStatusReply>('GET', '/accounting/token') });
}

/** POST /staff/accounting/token: a new token, shown once; the old one stops working. */
export function useRotateAccountingToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<RotateAccountingTokenReply>('POST', '/accounting/token'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tokenKey }),
  });
}
