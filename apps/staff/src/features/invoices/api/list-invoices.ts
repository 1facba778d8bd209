import type { InvoiceListReply, InvoiceStatusFilter } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api';

/** The list's filters, sort and page, exactly as they stand in the screen's URL. */
export interface InvoiceListParams {
  status?: InvoiceStatusFilter | undefined;
  customer?: string | undefined;
  order?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  sort?: string | undefined;
  after?: string | undefined;
}

export const invoicesKey = ['staff', 'invoices'] as const;

export const getInvoices = (params: InvoiceListParams) =>
  api<InvoiceListReply>('GET', `/invoices${queryString({ ...params })}`);

/** GET /staff/invoices: one keyset page (the previous rows stay while the next load). */
export function useInvoices(params: InvoiceListParams) {
  return useQuery({
    queryKey: [...invoicesKey, 'list', params],
    queryFn: () => getInvoices(params),
    placeholderData: keepPreviousData,
  });
}
