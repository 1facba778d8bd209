import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Credit notes per page (like the invoices), newest first, under the invoices. */
export const CREDIT_NOTES_PAGE_SIZE = 12;

/** GET /customer/credit-notes/{limit}/{offset} → `credit_notes` (newest first) and `credit_notes_count`. */
export async function getCreditNotes(limit: number, offset: number, { signal }: { signal?: AbortSignal } = {}) {
  const reply = await api.get(`/customer/credit-notes/${limit}/${offset}`, 'CustomerCreditNotesReplySchema', {
    signal,
  });
  return { creditNotes: reply.credit_notes, count: reply.credit_notes_count };
}

export const creditNotesQueryOptions = (page: number, limit = CREDIT_NOTES_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['invoices', 'credit-notes', limit, (page - 1) * limit] as const,
    queryFn: ({ signal }) => getCreditNotes(limit, (page - 1) * limit, { signal }),
  });

/** Failures: the generic toast (docs/requirements/content.md §Toasts). */
export function useCreditNotes(page: number) {
  return useQuery({ ...creditNotesQueryOptions(page), placeholderData: keepPreviousData });
}
