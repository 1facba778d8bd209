import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/auth';
import { applySession } from './session';

/**
 * POST /sign/out/ (the original storefront's path, trailing slash included:
 * docs/requirements/api.md §Paths: session and sign-in). A POST with the XSRF header, so a
 * link or an image on another site cannot sign anyone out.
 */
export async function signOut(): Promise<void> {
  await api.post('/sign/out/', undefined, 'OkReplySchema');
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
