import type { BankEntryReply } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invoicesKey } from '../../invoices/api/list-invoices';
import { unmatchedKey } from './unmatched-entries';

export type EntryDecision = { kind: 'assign'; invoice: string } | { kind: 'dismiss'; reason: string };

/** POST /staff/bank/entries/:id/assign or /dismiss: staff decide an unmatched credit. */
export function useDecideEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: EntryDecision }) =>
      decision.kind === 'assign'
        ? api<BankEntryReply>('POST', `/bank/entries/${id}/assign`, { invoice: decision.invoice })
        : api<BankEntryReply>('POST', `/bank/entries/${id}/dismiss`, { reason: decision.reason }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: unmatchedKey });
      void queryClient.invalidateQueries({ queryKey: invoicesKey });
    },
  });
}
