import type { InvoiceDetailReply } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invoicesKey } from './list-invoices';

export const invoiceKey = (id: number) => [...invoicesKey, 'detail', id] as const;

/** GET /staff/invoices/:id: lines, totals, payments, credit notes, reminders and what may be done. */
export function useInvoice(id: number) {
  return useQuery({
    queryKey: invoiceKey(id),
    queryFn: () => api<InvoiceDetailReply>('GET', `/invoices/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}
