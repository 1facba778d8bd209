import type { StaffTextPageReply, TextPageBody } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { recordHistoryKey } from '../../audit/api/record-history';
import { textPageKey, textPagesKey } from './keys';

/** Creates a text page (`id` null) or changes one made on `version` (409 `content.stale` when older). */
export function useSaveTextPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, body }: { id: number | null; version: number | null; body: TextPageBody }) =>
      id === null
        ? api<StaffTextPageReply>('POST', '/text-pages', body)
        : api<StaffTextPageReply>('PUT', `/text-pages/${id}`, { ...body, version: version ?? 0 }),
    onSuccess: (reply) => {
      queryClient.setQueryData(textPageKey(reply.page.id), reply);
      void queryClient.invalidateQueries({ queryKey: textPagesKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: recordHistoryKey('text_page', reply.page.id) });
    },
  });
}
