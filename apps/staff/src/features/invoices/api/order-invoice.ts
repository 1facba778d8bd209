import { useQuery } from '@tanstack/react-query';
import { getInvoices, invoicesKey } from './list-invoices';

/** The invoice of one order (by its number), or null while it has none. */
export function useOrderInvoice(orderNumber: string) {
  return useQuery({
    queryKey: [...invoicesKey, 'order', orderNumber],
    queryFn: async () => (await getInvoices({ order: orderNumber })).invoices[0] ?? null,
  });
}
