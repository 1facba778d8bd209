import { PricesErrorCode, type StaffCoupon, type StaffCouponBody } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { violatedUniqueIndex } from '../../db/errors.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import { diffChanges, recordAudit } from '../staff/audit.ts';
import {
  type CouponRow,
  type CouponValues,
  couponCodeTaken,
  customerIdByEmail,
  findCouponRow,
  insertCoupon,
  listCouponRows,
  updateCoupon,
} from './coupons.staff.repository.ts';

/**
 * Coupons in the back office (docs/requirements/back-office.md §Coupons): the checkout honours
 * what is set here at attaching and again when the order is written (basket/basket.repository.ts
 * `couponUsableBy`). A coupon is never deleted: orders keep naming its code, so it is switched off.
 */

const toCoupon = (row: CouponRow): StaffCoupon => ({
  id: row.coupon.id,
  code: row.coupon.code,
  discountPercent: row.coupon.discountPercent,
  discountAmountCents: row.coupon.discountAmountCents,
  validFrom: row.coupon.validFrom?.toISOString() ?? null,
  validTo: row.coupon.validTo?.toISOString() ?? null,
  usageLimit: row.coupon.usageLimit,
  usedCount: row.coupon.usedCount,
  orders: row.orders,
  customer:
    row.coupon.customerId === null
      ? null
      : { id: row.coupon.customerId, companyName: row.customerCompany ?? '', email: row.customerEmail ?? '' },
  active: row.coupon.active,
  createdAt: row.coupon.createdAt.toISOString(),
});

export async function couponList(shop: Shop): Promise<StaffCoupon[]> {
  return (await listCouponRows(shop.db)).map(toCoupon);
}

async function valuesOf(tx: Tx, body: StaffCouponBody, id: number | null): Promise<CouponValues> {
  if (await couponCodeTaken(tx, body.code, id)) throw badRequest('code', PricesErrorCode.couponCodeExists);
  const customerId = body.customerEmail ? await customerIdByEmail(tx, body.customerEmail) : null;
  if (body.customerEmail && customerId === null) throw badRequest('customerEmail', PricesErrorCode.customerUnknown);
  return {
    code: body.code,
    discountPercent: body.discountPercent,
    discountAmountCents: body.discountAmountCents,
    validFrom: body.validFrom ? new Date(body.validFrom) : null,
    validTo: body.validTo ? new Date(body.validTo) : null,
    usageLimit: body.usageLimit,
    customerId,
    active: body.active,
  };
}

/** Two saves of one new code at once: the unique index decides, the loser gets the same 400. */
async function uniqueCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (violatedUniqueIndex(err)?.includes('coupons_code_lower_idx')) {
      throw badRequest('code', PricesErrorCode.couponCodeExists);
    }
    throw err;
  }
}

const AUDITED = [
  'code',
  'discountPercent',
  'discountAmountCents',
  'validFrom',
  'validTo',
  'usageLimit',
  'customerId',
  'active',
] as const;

export async function createCoupon(shop: Shop, request: FastifyRequest, body: StaffCouponBody): Promise<StaffCoupon> {
  const id = await uniqueCode(() =>
    shop.db.transaction(async (tx) => {
      const values = await valuesOf(tx, body, null);
      const newId = await insertCoupon(tx, values);
      await recordAudit(tx, request, {
        action: 'coupon.create',
        entity: 'coupon',
        entityId: newId,
        summary: `Vytvoril kupón ${values.code}`,
        changes: diffChanges({} as Partial<CouponValues>, values, [...AUDITED]),
      });
      return newId;
    }),
  );
  return couponById(shop, id);
}

export async function editCoupon(
  shop: Shop,
  request: FastifyRequest,
  id: number,
  body: StaffCouponBody,
): Promise<StaffCoupon> {
  await uniqueCode(() =>
    shop.db.transaction(async (tx) => {
      const before = await findCouponRow(tx, id, true);
      if (!before) throw notFound();
      const values = await valuesOf(tx, body, id);
      await updateCoupon(tx, id, values);
      await recordAudit(tx, request, {
        action: 'coupon.edit',
        entity: 'coupon',
        entityId: id,
        summary: before.coupon.active && !values.active ? `Vypol kupón ${values.code}` : `Upravil kupón ${values.code}`,
        changes: diffChanges(before.coupon, values, [...AUDITED]),
      });
    }),
  );
  return couponById(shop, id);
}

async function couponById(shop: Shop, id: number): Promise<StaffCoupon> {
  const row = await findCouponRow(shop.db, id);
  if (!row) throw notFound();
  return toCoupon(row);
}
