import type { VatCheck } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { shopSupplier } from '../../documents/supplier.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { recordAudit } from '../staff/audit.ts';
import { findCustomerVatNumber, findLatestVatCheck, insertVatCheck, type VatCheckRow } from './vat-check.repository.ts';
import { checkVies } from './vies.ts';

type Deps = { db: Db; config: Pick<Config, 'viesUrl' | 'viesTimeoutMs' | 'iban'> };
export type VatCheckReason = VatCheck['reason'];

export const toVatCheck = (row: VatCheckRow): VatCheck => ({
  vat_number: row.vatNumber,
  valid: row.valid,
  status: row.status as VatCheck['status'],
  detail: row.detail,
  name: row.name,
  address: row.address,
  request_identifier: row.requestIdentifier,
  reason: row.reason as VatCheckReason,
  checked_at: row.checkedAt.toISOString(),
});

/** Asks VIES (outside any transaction: it may take seconds) and what it answered, as a row to store. */
async function askVies(deps: Deps, customerId: number, vatNumber: string, reason: VatCheckReason) {
  const answer = await checkVies(deps.config, vatNumber, shopSupplier(deps.config).extVatRegistrationId);
  return { customerId, vatNumber, reason, ...answer };
}

/**
 * Checks a customer's IČ DPH after it was registered or changed and stores the answer
 * (docs/decisions/013-e-invoices.md §Company tax data). Never fails the registration or the change
 * that called it: VIES being down is stored as "not verified", and a failure to store is only logged.
 */
export async function checkVatAfterChange(
  deps: Deps & { log?: Pick<FastifyRequest['log'], 'error'> },
  customerId: number,
  vatNumber: string,
  reason: 'registration' | 'change',
): Promise<VatCheckRow | null> {
  if (vatNumber === '') return null;
  try {
    return await insertVatCheck(deps.db, await askVies(deps, customerId, vatNumber, reason));
  } catch (err) {
    deps.log?.error({ err, customerId }, 'storing a VIES check failed');
    return null;
  }
}

/** The customer's IČ DPH and its newest check (null when never checked or checked for another number). */
export async function customerVatCheck(db: Db, customerId: number) {
  const number = await findCustomerVatNumber(db, customerId);
  if (number === null) throw notFound();
  const latest = await findLatestVatCheck(db, customerId);
  return {
    ext_vat_registration_id: number,
    check: latest && latest.vatNumber === number ? toVatCheck(latest) : null,
  };
}

/** Staff: check the customer's current IČ DPH again, audited with the answer. */
export async function recheckCustomerVat(deps: Deps, request: FastifyRequest, customerId: number) {
  const number = await findCustomerVatNumber(deps.db, customerId);
  if (number === null) throw notFound();
  if (number === '') throw badRequest('ext_vat_registration_id', undefined, 'The customer has no IČ DPH to check');
  const row = await askVies(deps, customerId, number, 'staff');
  const stored = await deps.db.transaction(async (tx) => {
    const inserted = await insertVatCheck(tx, row);
    await recordAudit(tx, request, {
      action: 'customer.vies-check',
      entity: 'customer',
      entityId: customerId,
      summary: `Overil IČ DPH ${number} vo VIES: ${VERDICT[row.status]}`,
      changes: { vies: [null, row.status] },
    });
    return inserted;
  });
  return { ext_vat_registration_id: number, check: toVatCheck(stored) };
}

const VERDICT: Record<VatCheckRow['status'] & string, string> = {
  valid: 'platné',
  invalid: 'neplatné',
  timeout: 'neoverené (VIES neodpovedal včas)',
  unavailable: 'neoverené (VIES nedostupný)',
  malformed: 'neoverené (nečitateľná odpoveď)',
};
