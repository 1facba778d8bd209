import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const INVOICES_PAGE_SIZE = 12;

export const invoicesQueryKey = (limit: number, offset: number) => ['invoices', 'list', limit, offset] as const;

/** GET /customer/invoices/{limit}/{offset} → `invoices` (newest first) and `invoices_count`. */
export async function getInvoices(limit: number, offset: number, { signal }: { signal?: AbortSignal } = {}) {
  const reply = await api.get(`/customer/invoices/${limit}/${offset}`, 'CustomerInvoicesReplySchema', { signal });
  return { invoices: reply.invoices, count: reply.invoices_count };
}

export const invoicesQueryOptions = (page: number, limit = INVOICES_PAGE_SIZE) =>
  queryOptions({
    queryKey: invoicesQueryKey(limit, (page - 1) * limit),
    queryFn: ({ signal }) => getInvoices(limit, (page - 1) * limit, { signal }),
  });

/** Failures: the generic toast (docs/requirements/content.md §Toasts). */
export function useInvoices(page: number) {
  return useQuery({ ...invoicesQueryOptions(page), placeholderData: keepPreviousData });
}
