import type { CreditNoteBody, CreditNoteReply } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invoiceChanged } from './invoice-changes';

/** POST /staff/invoices/:id/credit-notes: the whole invoice, or returned lines. */
export function useIssueCreditNote(invoiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditNoteBody) => api<CreditNoteReply>('POST', `/invoices/${invoiceId}/credit-notes`, body),
    onSuccess: () => invoiceChanged(queryClient, invoiceId),
  });
}
