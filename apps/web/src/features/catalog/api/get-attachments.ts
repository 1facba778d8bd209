import type { AttachmentGroup } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, segment } from '../../../lib/api-client';

/** GET /attachments/{productCode}: attachment groups; logged-in customers only (401 otherwise). */
export async function getAttachments(
  code: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AttachmentGroup[]> {
  const reply = await api.get(`/attachments/${segment(code)}`, 'AttachmentsReplySchema', { signal });
  return reply.attachments;
}

export const attachmentsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['catalog', 'attachments', code] as const,
    queryFn: ({ signal }) => getAttachments(code, { signal }),
    staleTime: 5 * 60_000,
  });

export function useAttachments(code: string, enabled: boolean) {
  return useQuery({ ...attachmentsQueryOptions(code), enabled });
}
