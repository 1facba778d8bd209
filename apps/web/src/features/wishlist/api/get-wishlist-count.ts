import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

/** The wishlist toggle updates this key optimistically (docs/requirements/catalogue.md §Wishlist). */
export const wishlistCountQueryKey = ['wishlist', 'count'] as const;

/** GET /customer/wish-list-count → `count_all`; null when not available (401 logged out, 404 before the endpoint exists). */
export async function getWishlistCount({ signal }: { signal?: AbortSignal } = {}): Promise<number | null> {
  try {
    const reply = await api.get('/customer/wish-list-count', 'WishListCountReplySchema', { signal });
    return reply.count_all;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

/** Failures: logged, generic toast (docs/requirements/content.md §Toasts), via the query client default. */
export const wishlistCountQueryOptions = () =>
  queryOptions({
    queryKey: wishlistCountQueryKey,
    queryFn: ({ signal }) => getWishlistCount({ signal }),
  });

/** Only asks while someone is logged in (the count is theirs). */
export function useWishlistCount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...wishlistCountQueryOptions(), enabled });
}
