import type { QueryClient } from '@tanstack/react-query';
import { recordHistoryKey } from '../../audit/api/record-history';
import { invoicesKey } from './list-invoices';

/** After a change to an invoice: its page, every list and its history load again. */
export function invoiceChanged(queryClient: QueryClient, id: number) {
  void queryClient.invalidateQueries({ queryKey: invoicesKey });
  void queryClient.invalidateQueries({ queryKey: recordHistoryKey('invoice', id) });
}
