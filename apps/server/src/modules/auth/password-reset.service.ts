import { type ChangePasswordBody, ErrorCode, type SignRestoreBody } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { Shop } from '../../shop.ts';
import { clearThrottle, clearThrottles, clientAddressKey, enforceThrottle } from '../throttle/throttle.ts';
import { findAccountByEmail, findAccountById, updatePasswordHash } from './account.repository.ts';
import { resetMail } from './account-mails.ts';
import type { AccountDeps } from './approval.service.ts';
import { claimAttempt } from './attempts.ts';
import { loginThrottlePrefix } from './auth.service.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { deleteCustomerSessions } from './session.repository.ts';
import { consumeToken, insertToken, isTokenUsable, voidTokens } from './tokens.repository.ts';
import { hashToken, newToken, RESET_TOKEN_TTL_MS } from './tokens.ts';

/** Reset mails to one address per hour from one client address. */
export const RESETS_PER_ADDRESS_AND_IP_HOUR = 3;
/**
 * Reset mails to one address per hour in all (against mail-bombing from many addresses). Higher
 * than the above, so one client cannot use it up and keep the owner from asking; and when many
 * did, the owner has their mails, the newest of which works.
 */
export const RESETS_PER_ADDRESS_HOUR = 10;
export const RESETS_PER_IP_HOUR = 20;
export const PASSWORD_CHANGE_FAILURES = 10;
/** Reset-link checks per client address and minute (the reset page asks once when it opens). */
export const RESET_CHECKS_PER_MINUTE = 30;

/**
 * Sends a reset link when the address belongs to an approved account; it voids every earlier one. The caller always gets
 * the same answer, and the mail goes out after the reply (not awaited), so neither the reply
 * nor its timing tells whether the address exists.
 */
export async function requestReset(deps: AccountDeps, email: string, ip: string): Promise<void> {
  const client = clientAddressKey(ip);
  await enforceThrottle(deps.db, `reset:ip:${client}`, RESETS_PER_IP_HOUR, 3600);
  await enforceThrottle(deps.db, `reset:address:${email}:ip:${client}`, RESETS_PER_ADDRESS_AND_IP_HOUR, 3600);
  await enforceThrottle(deps.db, `reset:address:${email}`, RESETS_PER_ADDRESS_HOUR, 3600);
  const account = await findAccountByEmail(deps.db, email);
  if (account?.status !== 'approved') return;
  const { token, hash } = newToken();
  await deps.db.transaction(async (tx) => {
    // Only the newest link works: an older mail lying in an inbox (or a forwarded copy) opens nothing.
    await voidTokens(tx, account.id, 'reset');
    await insertToken(tx, account.id, 'reset', hash, RESET_TOKEN_TTL_MS);
    await enqueueMail(tx, resetMail(account.email, `${deps.config.publicUrl}/reset-password/${token}`));
  });
  void deps.outbox.flush();
}

/** Whether a reset link can still set a password: a read, so opening the page changes nothing. */
export async function isResetTokenValid(deps: AccountDeps, token: string): Promise<boolean> {
  return isTokenUsable(deps.db, 'reset', hashToken(token));
}

/**
 * Sets a new password with a reset token. The token is used up by one UPDATE (two concurrent
 * uses: exactly one wins), every session of the account ends, and its failed-attempt counters
 * go: whoever holds the mailbox can always sign in again, whatever others tried meanwhile.
 */
export async function restorePassword(deps: AccountDeps, body: SignRestoreBody): Promise<void> {
  const refused = () => badRequest('token', ErrorCode.validation, 'invalid, expired or used token');
  // Hash only for a token that can still work: this call is unthrottled, so a made-up token must cost no argon2.
  if (!(await isTokenUsable(deps.db, 'reset', hashToken(body.token)))) throw refused();
  const passwordHash = await hashPassword(body.password);
  const done = await deps.db.transaction(async (tx) => {
    const customerId = await consumeToken(tx, 'reset', hashToken(body.token));
    if (customerId === null) return false;
    await updatePasswordHash(tx, customerId, passwordHash);
    await voidTokens(tx, customerId, 'reset');
    await deleteCustomerSessions(tx, customerId);
    const account = await findAccountById(tx, customerId);
    if (account) await clearThrottles(tx, loginThrottlePrefix(account.email));
    await clearThrottle(tx, passwordChangeKey(customerId));
    return true;
  });
  if (!done) throw refused();
}

const passwordChangeKey = (customerId: number) => `password-change:${customerId}`;

/** A logged-in password change: the old password must match; other sessions end, this one stays. */
export async function changePassword(shop: Shop, request: FastifyRequest, body: ChangePasswordBody): Promise<void> {
  const customer = await request.requireCustomer();
  const forgive = await claimAttempt(shop.db, [
    { key: passwordChangeKey(customer.id), limit: PASSWORD_CHANGE_FAILURES, windowSeconds: 15 * 60 },
  ]);
  const account = await findAccountById(shop.db, customer.id);
  if (!account || !(await verifyPassword(account.passwordHash, body.old))) {
    throw badRequest('old', ErrorCode.passwordIncorrect);
  }
  await forgive();
  const passwordHash = await hashPassword(body.password);
  await shop.db.transaction(async (tx) => {
    await updatePasswordHash(tx, customer.id, passwordHash);
    await voidTokens(tx, customer.id, 'reset');
    await deleteCustomerSessions(tx, customer.id, shop.sessions.idHash(request));
  });
}
