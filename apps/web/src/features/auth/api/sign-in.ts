import type { SessionUser, SignInBody } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applySession } from './session';

/** POST /sign/in → the session user (errors: see `loginErrorToast`). */
export async function signIn(body: SignInBody): Promise<SessionUser> {
  const reply = await api.post('/sign/in', body, 'SignInReplySchema');
  return reply.user;
}

/** Logs in and makes the whole app follow: the user is set, everything else reloads (prices, cart, wishlist count). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // The login form maps the error codes to its own warnings.
    meta: { errorToast: false },
    onSuccess: (user) => applySession(queryClient, user),
  });
}
