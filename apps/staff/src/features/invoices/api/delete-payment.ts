import type { InvoiceRowReply } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invoiceChanged } from './invoice-changes';

/** POST /staff/invoices/:id/payments/:paymentId/delete (admins): a wrongly entered payment, with the reason. */
export function useDeletePayment(invoiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: number; reason: string }) =>
      api<InvoiceRowReply>('POST', `/invoices/${invoiceId}/payments/${paymentId}/delete`, { reason }),
    onSuccess: () => invoiceChanged(queryClient, invoiceId),
  });
}
