import type { OkReply } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, setXsrfToken } from '../../../lib/api';
import { sessionKey } from './get-session';

export const signOut = () => api<OkReply>('POST', '/sign/out', {});

/** Ends the session on the server and forgets everything cached for this person. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      setXsrfToken('');
      queryClient.clear();
      queryClient.setQueryData(sessionKey, null);
    },
  });
}
