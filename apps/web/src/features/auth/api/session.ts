import type { SessionUser } from '@shop/contract';
import type { QueryClient } from '@tanstack/react-query';
import { userQueryKey } from '../../../lib/auth';

/**
 * After login or logout: sets the session user (null = logged out) and marks every other query
 * stale, because almost everything depends on who is logged in (prices, cart, wishlist count,
 * account data). Active queries refetch now, the rest when next used.
 */
export function applySession(queryClient: QueryClient, user: SessionUser | null): void {
  queryClient.setQueryData(userQueryKey, user);
  // Not awaited: the caller navigates on at once; the screens show their own loading states.
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
}
