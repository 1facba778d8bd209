import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/auth';
import { applySession } from './session';

/**
 * GET /sign/out/ (the path as the original storefront called it, trailing slash included:
 * docs/requirements/api.md §Paths: session and sign-in).
 */
export async function signOut(): Promise<void> {
  await api.get('/sign/out/', 'OkReplySchema');
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    meta: { errorToast: false },
    onSuccess: () => applySession(queryClient, null),
    // Whether the session ended is unknown: ask the server again.
    onError: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
