import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui';
import { api, segment } from '../../../lib/api-client';
import { GENERIC_ERROR_TOAST } from '../../../lib/query-client';
import { tooManyRequestsMessage } from '../../../lib/too-many-requests';
import { wishlistListQueryKey } from './get-wishlist';
import { wishlistCountQueryKey } from './get-wishlist-count';

/** PATCH /customer/wish-list/add {id} → the new count. */
export async function addToWishlist(productId: number): Promise<number> {
  const reply = await api.patch('/customer/wish-list/add', { id: productId }, 'WishListCountReplySchema');
  return reply.count_all;
}

/** DELETE /customer/wish-list/remove/{id} → the new count. */
export async function removeFromWishlist(productId: number): Promise<number> {
  const reply = await api.delete(`/customer/wish-list/remove/${segment(productId)}`, 'WishListCountReplySchema');
  return reply.count_all;
}

const MAX_DEPTH = 8;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A copy of `data` where every product `{ id: productId, wish_list }` has `wish_list: flag`;
 * the same reference where nothing changed (so unrelated queries do not re-render).
 * Products are recognised by having both `id` and `wish_list` (only product replies carry the flag).
 */
export function withWishFlag<T>(data: T, productId: number, flag: boolean, depth = 0): T {
  if (depth > MAX_DEPTH) return data;
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item) => {
      const patched = withWishFlag(item, productId, flag, depth + 1);
      if (patched !== item) changed = true;
      return patched;
    });
    return (changed ? next : data) as T;
  }
  if (!isPlainObject(data)) return data;
  let copy: Record<string, unknown> | null = null;
  if (data.id === productId && typeof data.wish_list === 'boolean' && data.wish_list !== flag) {
    copy = { ...data, wish_list: flag };
  }
  for (const [key, value] of Object.entries(data)) {
    if (value === null || typeof value !== 'object') continue;
    const patched = withWishFlag(value, productId, flag, depth + 1);
    if (patched !== value) {
      copy ??= { ...data };
      copy[key] = patched;
    }
  }
  return (copy ?? data) as T;
}

type Snapshot = { key: QueryKey; data: unknown }[];

/**
 * Sets the flag of one product in every cached reply (product page, listings, search, home,
 * wishlist…) without knowing their keys; returns what it replaced, for a rollback.
 */
export function setCachedWishFlag(queryClient: QueryClient, productId: number, flag: boolean): Snapshot {
  const snapshot: Snapshot = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data;
    if (data === undefined || data === null || typeof data !== 'object') continue;
    const next = withWishFlag(data, productId, flag);
    if (next !== data) {
      snapshot.push({ key: query.queryKey, data });
      queryClient.setQueryData(query.queryKey, next);
    }
  }
  return snapshot;
}

export interface WishlistToggleContext {
  snapshot: Snapshot;
  previousCount: number | null | undefined;
}

/**
 * The optimistic wishlist toggle (docs/requirements/catalogue.md §Wishlist): the product's flag (in every cached reply)
 * and the header count change at once; a failure puts both back with an error toast. Success
 * toasts "added to / removed from wishlist". The toasts are raised here, not at the call site,
 * because on the wishlist page the card (and its button) is gone once the list reloads.
 */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation<number, unknown, { productId: number; add: boolean }, WishlistToggleContext>({
    mutationFn: ({ productId, add }) => (add ? addToWishlist(productId) : removeFromWishlist(productId)),
    meta: { errorToast: false },
    onMutate: async ({ productId, add }) => {
      // A count request in flight would overwrite the optimistic value.
      await queryClient.cancelQueries({ queryKey: wishlistCountQueryKey });
      const previousCount = queryClient.getQueryData<number | null>(wishlistCountQueryKey);
      if (typeof previousCount === 'number') {
        queryClient.setQueryData(wishlistCountQueryKey, Math.max(0, previousCount + (add ? 1 : -1)));
      }
      return { snapshot: setCachedWishFlag(queryClient, productId, add), previousCount };
    },
    onError: (error, _variables, context) => {
      if (context) {
        for (const { key, data } of context.snapshot) queryClient.setQueryData(key, data);
        queryClient.setQueryData(wishlistCountQueryKey, context.previousCount);
      }
      const throttled = tooManyRequestsMessage(error);
      if (throttled) toast.warning(throttled.key, { values: throttled.values });
      else toast.error(GENERIC_ERROR_TOAST);
    },
    onSuccess: (count, { add }) => {
      // The server's count is the truth (adding twice changes nothing there).
      queryClient.setQueryData(wishlistCountQueryKey, count);
      toast.success(add ? 'toasts.addedToWishlist' : 'toasts.removedFromWishlist');
    },
    onSettled: () => {
      // Not awaited: the toggle is done; the wishlist page reloads in the background.
      void queryClient.invalidateQueries({ queryKey: wishlistListQueryKey });
    },
  });
}
