import type { Coupon } from '@shop/contract';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /basket/coupon: checks the code and attaches it to the basket (400 key `code` when not valid). */
export async function applyCoupon(code: string): Promise<Coupon> {
  const reply = await api.post('/basket/coupon', { code }, 'CouponReplySchema');
  return reply.coupon;
}

/** The basket's totals change with the coupon, so the basket is refetched (`basketQueryKey` from the cart). */
export function useApplyCoupon(basketQueryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyCoupon,
    // The form shows "not valid" itself; other failures get the generic toast there too.
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: basketQueryKey }),
  });
}
