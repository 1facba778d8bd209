import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, segment } from '../../../lib/api-client';

/** GET /sign/restore/{token}: whether the link from the reset mail can still set a password (a read). */
export async function checkResetToken(token: string, { signal }: { signal?: AbortSignal } = {}): Promise<boolean> {
  const reply = await api.get(`/sign/restore/${segment(token)}`, 'SignRestoreCheckReplySchema', { signal });
  return reply.valid;
}

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-token', token] as const,
    queryFn: ({ signal }) => checkResetToken(token, { signal }),
    // Asked once per opening: a link used meanwhile is caught by the submit anyway.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    // When the check itself fails the form is shown; the submit then tells what is wrong.
    meta: { errorToast: false },
  });

export function useResetTokenCheck(token: string) {
  return useQuery(resetTokenQueryOptions(token));
}
