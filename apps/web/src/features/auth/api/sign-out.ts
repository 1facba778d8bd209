import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/auth';
import { applySession } from './session';

/** GET /sign/out/ (the path as the spec writes it, trailing slash included). */
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
