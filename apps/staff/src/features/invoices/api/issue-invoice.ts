import type { InvoiceRowReply, IssueInvoiceBody } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invoiceChanged } from './invoice-changes';

export const issueInvoice = (body: IssueInvoiceBody) => api<InvoiceRowReply>('POST', '/invoices', body);

/** POST /staff/invoices: the invoice for an order (its number is the next of the year). */
export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueInvoice,
    onSuccess: (reply) => invoiceChanged(queryClient, reply.invoice.id),
  });
}
