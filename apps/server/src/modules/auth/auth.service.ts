import { ErrorCode, type SessionUser, type SignInBody } from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import { findAccountByEmail } from './account.repository.ts';
import { claimAttempt } from './attempts.ts';
import { verifyPassword } from './password.ts';
import { toSessionUser } from './session-user.ts';

export const LOGIN_FAILURES_PER_ACCOUNT = 10;
/** Higher than per account: a company office may share one address. */
export const LOGIN_FAILURES_PER_IP = 50;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

/**
 * Sign-in with its error codes (unknown address, wrong password, not yet approved:
 * docs/requirements/accounts.md §Sign-in). Failures are
 * throttled per account and per client address (`request.ip`: the socket address, or the
 * address the loopback proxy saw; a client cannot choose it with X-Forwarded-For).
 */
export async function signIn(
  shop: Shop,
  request: FastifyRequest,
  reply: FastifyReply,
  body: SignInBody,
): Promise<SessionUser> {
  const forgive = await claimAttempt(shop.db, [
    { key: `login:ip:${request.ip}`, limit: LOGIN_FAILURES_PER_IP, windowSeconds: LOGIN_WINDOW_SECONDS },
    { key: `login:account:${body.email}`, limit: LOGIN_FAILURES_PER_ACCOUNT, windowSeconds: LOGIN_WINDOW_SECONDS },
  ]);
  const account = await findAccountByEmail(shop.db, body.email);
  if (!account) throw badRequest('email', ErrorCode.emailNotExists);
  if (!(await verifyPassword(account.passwordHash, body.password))) {
    throw badRequest('password', ErrorCode.passwordIncorrect);
  }
  await forgive();
  // Checked after the password, so a pending account's state is told only to its owner.
  if (account.status !== 'approved') throw badRequest('email', ErrorCode.emailNotAllowed);

  await shop.sessions.login(request, reply, account.id);
  const customer = await request.customer();
  if (!customer) throw new HttpError(500, [{ code: ErrorCode.internal }]);
  return toSessionUser(shop, request, customer);
}
