import { z } from 'zod';
import { ok } from '../envelope.ts';

/** `/staff/customers/{id}/vat-check` and `…/vies-check`. */
export const VatCheckParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const VAT_CHECK_STATUSES = ['valid', 'invalid', 'timeout', 'unavailable', 'malformed'] as const;

/**
 * One check of a customer's IČ DPH in the EU's VIES. `valid` null: VIES did not answer usably
 * (shown as "not verified", with a button to check again).
 */
export const VatCheckSchema = z.object({
  vat_number: z.string(),
  valid: z.boolean().nullable(),
  status: z.enum(VAT_CHECK_STATUSES),
  /** VIES's error code or HTTP status when it refused. */
  detail: z.string(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  /** VIES's consultation number. */
  request_identifier: z.string().nullable(),
  reason: z.enum(['registration', 'change', 'staff']),
  checked_at: z.string(),
});
export type VatCheck = z.infer<typeof VatCheckSchema>;

/**
 * The customer's IČ DPH now (empty: not a VAT payer) and the newest check; `check` is null when
 * it was never checked, or was checked for another number than the current one.
 */
export const CustomerVatCheckReplySchema = ok({
  ext_vat_registration_id: z.string(),
  check: VatCheckSchema.nullable(),
});
export type CustomerVatCheckReply = z.infer<typeof CustomerVatCheckReplySchema>;
