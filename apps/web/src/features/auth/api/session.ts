import type { SessionUser } from '@shop/contract';
import type { Query, QueryClient } from '@tanstack/react-query';
import { userQueryKey } from '../../../lib/auth';

const notTheSession = { predicate: (query: Query) => query.queryKey[0] !== userQueryKey[0] };

/**
 * After login or logout: sets the session user (null = logged out) and marks every other query
 * stale, because almost everything depends on who is logged in (prices, cart, wishlist count,
 * account data).
 *
 * Login: active queries refetch now, the rest when next used.
 * Logout: nothing refetches now. The customer's own queries (cart, wishlist count, account) are
 * still enabled at this moment — their screens learn of the logout only on their next render,
 * which disables them — so a refetch now would ask as nobody and get 401s. Requests in flight
 * are cancelled for the same reason. What is still shown refetches as it mounts again (the
 * logout goes home), as an anonymous visitor.
 */
export function applySession(queryClient: QueryClient, user: SessionUser | null): void {
  if (user === null) void queryClient.cancelQueries(notTheSession);
  queryClient.setQueryData(userQueryKey, user);
  // Not awaited: the caller navigates on at once; the screens show their own loading states.
  void queryClient.invalidateQueries({ ...notTheSession, refetchType: user === null ? 'none' : 'active' });
}
