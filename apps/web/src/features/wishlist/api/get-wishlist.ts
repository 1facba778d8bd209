import { LANG, type Ordering } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const WISHLIST_PAGE_SIZE = 12;

/** Every page and ordering of the wishlist; a toggle invalidates them all. */
export const wishlistListQueryKey = ['wishlist', 'list'] as const;

/** GET /customer/wish-list/{lang}/{limit}/{offset}/{ordering} → product cards and `count`. */
export async function getWishlist(
  { ordering, limit, offset }: { ordering: Ordering; limit: number; offset: number },
  { signal }: { signal?: AbortSignal } = {},
) {
  const reply = await api.get(`/customer/wish-list/${LANG}/${limit}/${offset}/${ordering}`, 'WishListReplySchema', {
    signal,
  });
  return { products: reply.products, count: reply.count };
}

export const wishlistQueryOptions = (page: number, ordering: Ordering, limit = WISHLIST_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...wishlistListQueryKey, ordering, limit, (page - 1) * limit] as const,
    queryFn: ({ signal }) => getWishlist({ ordering, limit, offset: (page - 1) * limit }, { signal }),
  });

/** Failures: logged, generic toast, the spinner stays (docs/requirements/catalogue.md §Wishlist). */
export function useWishlist(page: number, ordering: Ordering) {
  return useQuery({ ...wishlistQueryOptions(page, ordering), placeholderData: keepPreviousData });
}
