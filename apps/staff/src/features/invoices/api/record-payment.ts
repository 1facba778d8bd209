import type { RecordPaymentBody, RecordPaymentReply } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invoiceChanged } from './invoice-changes';

/** POST /staff/invoices/:id/payments: a payment received (an overpayment comes back flagged). */
export function useRecordPayment(invoiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordPaymentBody) => api<RecordPaymentReply>('POST', `/invoices/${invoiceId}/payments`, body),
    onSuccess: () => invoiceChanged(queryClient, invoiceId),
  });
}
