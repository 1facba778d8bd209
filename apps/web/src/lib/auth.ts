import { ErrorCode, type SessionUser } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from './api-client';

/**
 * The session (docs/requirements/accounts.md §Session check): unknown at start, then logged-in or logged-out.
 * It lives in lib/ because nearly every feature asks "is someone logged in?"; the login, logout
 * and registration calls belong to features/auth and update this query (`userQueryKey`).
 */
export const userQueryKey = ['session', 'user'] as const;

/** The logged-in user, or null when the server answers 401 `messages.user.not-logged-in`. */
export async function getUser({ signal }: { signal?: AbortSignal } = {}): Promise<SessionUser | null> {
  try {
    const reply = await api.get('/sign/user', 'SignUserReplySchema', { signal });
    return reply.user;
  } catch (error) {
    if (error instanceof ApiError && error.hasCode(ErrorCode.notLoggedIn)) return null;
    throw error;
  }
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => getUser({ signal }),
    staleTime: 5 * 60_000,
    retry: false,
    // Any failure other than "not logged in" (docs/requirements/accounts.md §Session check).
    meta: { errorToast: 'toasts.loginFailure' },
  });

export type UserState =
  | { status: 'unknown'; user: null; isLoggedIn: false }
  | { status: 'logged-in'; user: SessionUser; isLoggedIn: true }
  | { status: 'logged-out'; user: null; isLoggedIn: false };

/**
 * `const { status, user, isLoggedIn } = useUser()`. A failed check (other than not-logged-in)
 * counts as logged out, after the "login failure" toast.
 */
export function useUser(): UserState {
  const query = useQuery(userQueryOptions());
  if (query.isPending) return { status: 'unknown', user: null, isLoggedIn: false };
  if (query.data) return { status: 'logged-in', user: query.data, isLoggedIn: true };
  return { status: 'logged-out', user: null, isLoggedIn: false };
}
