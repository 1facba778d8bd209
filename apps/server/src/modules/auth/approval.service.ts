import type { Tx } from '../../db/client.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { Shop } from '../../shop.ts';
import { approvePendingAccount, findAccountByEmail, findRegistration } from './account.repository.ts';
import { approvedMail, type RegistrationDetails } from './account-mails.ts';
import { consumeToken, tokenExists, usableTokenOwner, voidTokens } from './tokens.repository.ts';
import { hashToken } from './tokens.ts';

/** What approval needs; the CLI builds this without an HTTP app. */
export type AccountDeps = Pick<Shop, 'db' | 'config' | 'outbox'>;

/**
 * Approves a pending account inside the caller's transaction: the customer's mail is queued with
 * the change, and any approval link still out there stops working. False when the account was
 * not pending (already approved): nothing changes and no second mail goes out.
 */
export async function approveAccountInTx(deps: AccountDeps, tx: Tx, customerId: number): Promise<boolean> {
  const approved = await approvePendingAccount(tx, customerId);
  if (!approved) return false;
  await voidTokens(tx, customerId, 'approve');
  await enqueueMail(tx, {
    ...approvedMail(approved.email, approved.companyName, `${deps.config.publicUrl}/login`),
    dedupeKey: `account-approved:${customerId}`,
  });
  return true;
}

export type LinkApproval = 'approved' | 'already-approved' | 'used' | 'unknown';

/** What the approval link shows before anyone decides: the registration to approve, or why there is none. */
export type ApprovalPreview =
  | { state: 'pending'; registration: RegistrationDetails & { createdAt: Date } }
  | { state: 'already-approved' | 'used' | 'unknown' };

/**
 * Opening the staff's link (`GET /sign/approve/{token}`) only reads: mail gateways, link previews
 * and virus scanners open every link in a mail, so approving takes the page's button (a POST).
 */
export async function previewApproval(deps: Pick<AccountDeps, 'db'>, token: string): Promise<ApprovalPreview> {
  const tokenHash = hashToken(token);
  const customerId = await usableTokenOwner(deps.db, 'approve', tokenHash);
  if (customerId === null) return { state: (await tokenExists(deps.db, 'approve', tokenHash)) ? 'used' : 'unknown' };
  const registration = await findRegistration(deps.db, customerId);
  if (!registration) return { state: 'unknown' };
  if (registration.status !== 'pending') return { state: 'already-approved' };
  const { status: _status, ...details } = registration;
  return { state: 'pending', registration: details };
}

/**
 * Approves with the token of the staff's link (single use, valid 14 days): what the link page's
 * button does (`POST /sign/approve/{token}`); a back-office screen can call it the same way.
 */
export async function approveByToken(deps: AccountDeps, token: string): Promise<LinkApproval> {
  const tokenHash = hashToken(token);
  const result = await deps.db.transaction(async (tx): Promise<LinkApproval> => {
    const customerId = await consumeToken(tx, 'approve', tokenHash);
    if (customerId === null) return (await tokenExists(tx, 'approve', tokenHash)) ? 'used' : 'unknown';
    return (await approveAccountInTx(deps, tx, customerId)) ? 'approved' : 'already-approved';
  });
  if (result === 'approved') await deps.outbox.flush();
  return result;
}

export type EmailApproval = 'approved' | 'already-approved' | 'not-found';

/** `npm run shop -- approve <email>`: the same approval, by address. */
export async function approveByEmail(deps: AccountDeps, email: string): Promise<EmailApproval> {
  const result = await deps.db.transaction(async (tx): Promise<EmailApproval> => {
    const account = await findAccountByEmail(tx, email.trim());
    if (!account) return 'not-found';
    return (await approveAccountInTx(deps, tx, account.id)) ? 'approved' : 'already-approved';
  });
  if (result === 'approved') await deps.outbox.flush();
  return result;
}
