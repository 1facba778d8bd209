import { ErrorCode, type SignUpBody } from '@shop/contract';
import { badRequest } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { clientAddressKey, enforceThrottle } from '../throttle/throttle.ts';
import { checkVatAfterChange } from '../vat-check/vat-check.service.ts';
import { findAccountByEmail, findPriceGroupIdByName, insertAccount } from './account.repository.ts';
import { registrationMail } from './account-mails.ts';
import { type AccountDeps, approveAccountInTx, DEFAULT_PRICE_GROUP } from './approval.service.ts';
import { hashPassword } from './password.ts';
import { insertToken } from './tokens.repository.ts';
import { APPROVE_TOKEN_TTL_MS, newToken } from './tokens.ts';

/** Registrations per client address and hour: plenty for people, a brake for scripts. */
export const REGISTRATIONS_PER_IP_HOUR = 50;

class EmailTaken extends Error {}
const emailExists = () => badRequest('email', ErrorCode.emailExists);

/**
 * A company registration. Only the fields of the form are taken (the schema drops the rest),
 * so status and price group are always the shop's choice. The account waits for approval (the
 * staff get a single-use link) unless REGISTRATION_APPROVAL=auto; staff are told either way.
 * An IČ DPH is then checked in VIES (after the commit, with a short timeout): VIES being down
 * never fails a registration, staff see "not verified" (docs/decisions/013-e-invoices.md).
 */
export async function register(deps: AccountDeps, body: SignUpBody, ip: string): Promise<'pending' | 'approved'> {
  await enforceThrottle(deps.db, `signup:ip:${clientAddressKey(ip)}`, REGISTRATIONS_PER_IP_HOUR, 3600);
  // Checked before hashing to answer quickly; the unique index below settles any race.
  if (await findAccountByEmail(deps.db, body.email)) throw emailExists();
  const passwordHash = await hashPassword(body.password);
  const auto = deps.config.registrationApproval === 'auto';

  let registered: number;
  try {
    registered = await deps.db.transaction(async (tx) => {
      const customerId = await insertAccount(tx, {
        email: body.email,
        passwordHash,
        firstName: body.name?.trim() ?? '',
        lastName: body.surname?.trim() ?? '',
        phone: body.phone,
        companyName: body.companyName,
        companyId: body.companyId,
        vatRegistrationId: body.vatRegistrationId,
        extVatRegistrationId: body.extVatRegistrationId,
        priceGroupId: await findPriceGroupIdByName(tx, DEFAULT_PRICE_GROUP),
        status: 'pending',
      });
      if (customerId === null) throw new EmailTaken();
      let approveUrl: string | null = null;
      if (auto) {
        await approveAccountInTx(deps, tx, customerId);
      } else {
        const { token, hash } = newToken();
        await insertToken(tx, customerId, 'approve', hash, APPROVE_TOKEN_TTL_MS);
        approveUrl = `${deps.config.publicUrl}/admin/v1/sign/approve/${token}`;
      }
      await enqueueMail(tx, registrationMail(deps.config.staffEmail, body, approveUrl));
      return customerId;
    });
  } catch (err) {
    if (err instanceof EmailTaken) throw emailExists();
    throw err;
  }
  await deps.outbox.flush();
  await checkVatAfterChange(deps, registered, body.extVatRegistrationId, 'registration');
  return auto ? 'approved' : 'pending';
}
