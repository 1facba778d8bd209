import type { StaffCouponBody, StaffCouponReply } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { couponsKey } from './keys';

/** Creates a coupon (`id` null) or changes one; switching off is a change with `active` false. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: StaffCouponBody }) =>
      id === null
        ? api<StaffCouponReply>('POST', '/coupons', body)
        : api<StaffCouponReply>('PUT', `/coupons/${id}`, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
