import type { StaffCouponListReply } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { couponsKey } from './keys';

/** Every coupon, newest first, with how many orders used it. */
export const useCoupons = () =>
  useQuery({ queryKey: couponsKey, queryFn: () => api<StaffCouponListReply>('GET', '/coupons') });
