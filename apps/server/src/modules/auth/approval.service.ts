import type { Tx } from '../../db/client.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { Shop } from '../../shop.ts';
import { approvePendingAccount, findAccountByEmail } from './account.repository.ts';
import { approvedMail } from './account-mails.ts';
import { consumeToken, tokenExists, voidTokens } from './tokens.repository.ts';
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

/** The staff's one-click link (`/sign/approve/{token}`): single use, valid 14 days. */
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
