import type { ReminderBody, ReminderReply } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invoiceChanged } from './invoice-changes';

/** POST /staff/invoices/:id/reminders: a payment reminder now (7-day rule; `force` for admins). */
export function useSendReminder(invoiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderBody) => api<ReminderReply>('POST', `/invoices/${invoiceId}/reminders`, body),
    onSuccess: () => invoiceChanged(queryClient, invoiceId),
  });
}
