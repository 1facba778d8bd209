import { ErrorCode, type SessionUser, type SignInBody } from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import { clientAddressKey } from '../throttle/throttle.ts';
import { findAccountByEmail } from './account.repository.ts';
import { claimAttempt } from './attempts.ts';
import { verifyPassword } from './password.ts';
import { toSessionUser } from './session-user.ts';

/** Wrong passwords for one account from one client address, per window. */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_IP = 10;
/** Wrong passwords from one client address over all accounts (spraying); higher, as an office may share one address. */
export const LOGIN_FAILURES_PER_IP = 50;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

/** The prefix of every sign-in counter of one account (a password reset clears them). */
export const loginThrottlePrefix = (email: string) => `login:account:${email.toLowerCase()}:ip:`;

/**
 * Sign-in with its error codes (unknown address, wrong password, not yet approved, rejected, blocked:
 * docs/requirements/accounts.md §Sign-in). Failures are
 * throttled per account and client address together, and per client address over all accounts
 * (`request.ip`: the socket address, or what a trusted proxy (TRUST_PROXY) saw; a client cannot
 * choose it with X-Forwarded-For). Never per account alone: then anyone who knows an address could
 * keep its owner locked out. The owner locked out from a shared address gets in through a
 * password reset, which clears the account's counters (password-reset.service.ts). Why no
 * per-account counter: docs/decisions/011-accounts-links-and-lockouts.md.
 */
export async function signIn(
  shop: Shop,
  request: FastifyRequest,
  reply: FastifyReply,
  body: SignInBody,
): Promise<SessionUser> {
  const client = clientAddressKey(request.ip);
  const forgive = await claimAttempt(shop.db, [
    { key: `login:ip:${client}`, limit: LOGIN_FAILURES_PER_IP, windowSeconds: LOGIN_WINDOW_SECONDS },
    {
      key: `${loginThrottlePrefix(body.email)}${client}`,
      limit: LOGIN_FAILURES_PER_ACCOUNT_AND_IP,
      windowSeconds: LOGIN_WINDOW_SECONDS,
    },
  ]);
  const account = await findAccountByEmail(shop.db, body.email);
  if (!account) throw badRequest('email', ErrorCode.emailNotExists);
  if (!(await verifyPassword(account.passwordHash, body.password))) {
    throw badRequest('password', ErrorCode.passwordIncorrect);
  }
  await forgive();
  // Checked after the password, so an account's state is told only to its owner.
  if (account.status === 'rejected') throw badRequest('email', ErrorCode.emailRejected);
  if (account.status === 'blocked') throw badRequest('email', ErrorCode.emailBlocked);
  if (account.status !== 'approved') throw badRequest('email', ErrorCode.emailNotAllowed);

  await shop.sessions.login(request, reply, account.id);
  const customer = await request.customer();
  if (!customer) throw new HttpError(500, [{ code: ErrorCode.internal }]);
  return toSessionUser(shop, request, customer);
}
