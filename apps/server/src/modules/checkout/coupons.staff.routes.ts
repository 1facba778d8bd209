import {
  StaffCouponBodySchema,
  StaffCouponListReplySchema,
  StaffCouponParamsSchema,
  StaffCouponReplySchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { couponList, createCoupon, editCoupon } from './coupons.staff.service.ts';

/** Coupons (docs/requirements/back-office.md §Coupons), for sales and admin. */
export function registerCouponStaffRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];

  api.get(
    '/staff/coupons',
    {
      config: { staff: ['sales'] },
      schema: {
        tags,
        summary: 'Every coupon, newest first, with its uses',
        response: { 200: StaffCouponListReplySchema },
      },
    },
    async () => ({ success: true as const, coupons: await couponList(app.shop) }),
  );

  api.post(
    '/staff/coupons',
    {
      config: { staff: ['sales'] },
      schema: {
        tags,
        summary: 'Create a coupon (percent or amount, dates, usage limit, one customer or all); audited',
        body: StaffCouponBodySchema,
        response: { 200: StaffCouponReplySchema },
      },
    },
    async (request) => ({ success: true as const, coupon: await createCoupon(app.shop, request, request.body) }),
  );

  api.put(
    '/staff/coupons/:id',
    {
      config: { staff: ['sales'] },
      schema: {
        tags,
        summary: 'Change a coupon, or switch it off (`active` false); audited',
        params: StaffCouponParamsSchema,
        body: StaffCouponBodySchema,
        response: { 200: StaffCouponReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      coupon: await editCoupon(app.shop, request, request.params.id, request.body),
    }),
  );
}
