import {
  StaffErrorCode,
  type StaffMe,
  type StaffSessionReply,
  type StaffSetPasswordBody,
  type StaffSignInBody,
  type StaffSignInReply,
  type StaffTotpSetupReply,
} from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, HttpError, notLoggedIn } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import { claimAttempt } from '../auth/attempts.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { hashToken } from '../auth/tokens.ts';
import { clientAddressKey } from '../throttle/throttle.ts';
import { recordAudit } from './audit.ts';
import { mustSetUpTotp } from './guard.ts';
import {
  acceptTotpStep,
  confirmTotpSecret,
  consumeStaffToken,
  findStaffByEmail,
  findStaffById,
  findTokenOwner,
  updateStaff,
} from './staff.repository.ts';
import { deleteSessionsOfStaff, type StaffSession } from './staff-session.repository.ts';
import { matchingStep, newTotpSecret, totpEnrolment } from './totp.ts';

/** Like the customers' sign-in (modules/auth/auth.service.ts): per address and account pair, with a ceiling per address. */
export const STAFF_LOGIN_FAILURES_PER_PAIR = 10;
export const STAFF_LOGIN_FAILURES_PER_IP = 50;
/** Wrong TOTP codes per person: a million codes cannot be tried (the password was right already). */
export const STAFF_TOTP_FAILURES = 10;
export const STAFF_LOGIN_WINDOW_SECONDS = 15 * 60;

const credentialsRefused = () => new HttpError(400, [{ code: StaffErrorCode.credentials, key: 'password' }]);
const codeRefused = () => badRequest('code', StaffErrorCode.totpInvalid);
const tokenRefused = () => badRequest('token', StaffErrorCode.tokenInvalid);

/** A hash to verify against when the address is unknown, so the answer takes as long either way. */
let decoyHash: Promise<string> | undefined;

export function toStaffMe(session: StaffSession): StaffMe {
  return {
    id: session.staffId,
    email: session.email,
    name: session.name,
    role: session.role,
    totpEnabled: session.totpEnabled,
    mustSetUpTotp: mustSetUpTotp(session),
  };
}

async function sessionReply(shop: Shop, request: FastifyRequest, known?: StaffSession): Promise<StaffSessionReply> {
  const session = known ?? (await request.requireStaff());
  return { success: true, stage: 'complete', staff: toStaffMe(session), xsrf: shop.staffSessions.xsrf(request) };
}

/** The session check: who is signed in and the XSRF token (after a reload the app keeps it in memory again). */
export const currentSession = (shop: Shop, request: FastifyRequest) => sessionReply(shop, request);

/**
 * The password step. Failures never tell whether the address exists, are throttled per
 * address+account pair and per address, and are audited; with a second factor set up the
 * session waits for the code (`password_ok`), otherwise it is complete at once.
 */
export async function staffSignIn(
  shop: Shop,
  request: FastifyRequest,
  reply: FastifyReply,
  body: StaffSignInBody,
): Promise<StaffSignInReply> {
  const forgive = await claimAttempt(shop.db, [
    {
      key: `staff-login:ip:${clientAddressKey(request.ip)}`,
      limit: STAFF_LOGIN_FAILURES_PER_IP,
      windowSeconds: STAFF_LOGIN_WINDOW_SECONDS,
    },
    {
      key: `staff-login:pair:${clientAddressKey(request.ip)}:${body.email}`,
      limit: STAFF_LOGIN_FAILURES_PER_PAIR,
      windowSeconds: STAFF_LOGIN_WINDOW_SECONDS,
    },
  ]);
  const user = await findStaffByEmail(shop.db, body.email);
  decoyHash ??= hashPassword('decoy password, never matches');
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash), body.password);
  if (!user?.active || !user.passwordHash || !passwordOk) {
    await recordAudit(shop.db, request, {
      staffId: user?.id ?? null,
      action: 'staff.sign-in-failed',
      entity: 'staff',
      entityId: user?.id ?? null,
      summary: user ? 'Neúspešné prihlásenie' : 'Neúspešné prihlásenie neznámou adresou',
      changes: user ? {} : { email: [null, body.email] },
    });
    throw credentialsRefused();
  }
  await forgive();
  if (user.totpSecret) {
    const xsrf = await shop.staffSessions.start(request, reply, user.id, 'password_ok');
    await recordAudit(shop.db, request, {
      staffId: user.id,
      action: 'staff.sign-in-password',
      entity: 'staff',
      entityId: user.id,
      summary: 'Heslo overené, čaká sa na kód z aplikácie',
    });
    return { success: true, stage: 'totp', xsrf };
  }
  await shop.staffSessions.start(request, reply, user.id, 'complete');
  await recordAudit(shop.db, request, {
    staffId: user.id,
    action: 'staff.sign-in',
    entity: 'staff',
    entityId: user.id,
    summary: 'Prihlásenie',
  });
  return sessionReply(shop, request);
}

/** The TOTP step after the password: a valid code not used before completes the session. */
export async function staffSignInTotp(shop: Shop, request: FastifyRequest, code: string): Promise<StaffSessionReply> {
  const pending = await request.staff();
  if (pending?.stage !== 'password_ok') throw notLoggedIn();
  const user = await findStaffById(shop.db, pending.staffId);
  if (!user?.totpSecret) throw notLoggedIn();
  await checkCode(shop, request, user.id, user.totpSecret, code);
  await shop.staffSessions.complete(request);
  await recordAudit(shop.db, request, {
    staffId: user.id,
    action: 'staff.sign-in',
    entity: 'staff',
    entityId: user.id,
    summary: 'Prihlásenie (heslo a kód z aplikácie)',
  });
  return sessionReply(shop, request);
}

/** Throttled per person; a wrong or replayed code is audited and refused with 400 `code`. */
async function checkCode(shop: Shop, request: FastifyRequest, staffId: number, secret: string, code: string) {
  const forgive = await claimAttempt(shop.db, [
    { key: `staff-totp:${staffId}`, limit: STAFF_TOTP_FAILURES, windowSeconds: STAFF_LOGIN_WINDOW_SECONDS },
  ]);
  const step = matchingStep(secret, code);
  if (step === null || !(await acceptTotpStep(shop.db, staffId, step))) {
    await recordAudit(shop.db, request, {
      staffId,
      action: 'staff.totp-failed',
      entity: 'staff',
      entityId: staffId,
      summary: step === null ? 'Nesprávny kód z aplikácie' : 'Už použitý kód z aplikácie',
    });
    throw codeRefused();
  }
  await forgive();
  return step;
}

export async function staffSignOut(shop: Shop, request: FastifyRequest, reply: FastifyReply) {
  const staff = await request.requireStaff();
  await recordAudit(shop.db, request, {
    action: 'staff.sign-out',
    entity: 'staff',
    entityId: staff.staffId,
    summary: 'Odhlásenie',
  });
  await shop.staffSessions.end(request, reply);
}

/** A new secret to scan (kept pending until a code from it is confirmed). */
export async function startTotpSetup(shop: Shop, request: FastifyRequest): Promise<StaffTotpSetupReply> {
  const staff = await request.requireStaff();
  const secret = newTotpSecret();
  await shop.db.transaction(async (tx) => {
    await updateStaff(tx, staff.staffId, { totpPendingSecret: secret });
    await recordAudit(tx, request, {
      action: 'staff.totp-setup',
      entity: 'staff',
      entityId: staff.staffId,
      summary: 'Začal nastavovať overenie kódom z aplikácie',
    });
  });
  return { success: true, ...(await totpEnrolment(secret, staff.email)) };
}

/** A code from the new secret turns the second factor on. */
export async function confirmTotpSetup(shop: Shop, request: FastifyRequest, code: string): Promise<StaffSessionReply> {
  const staff = await request.requireStaff();
  const user = await findStaffById(shop.db, staff.staffId);
  if (!user?.totpPendingSecret) throw badRequest('code', StaffErrorCode.totpInvalid, 'no setup in progress');
  const secret = user.totpPendingSecret;
  const step = await checkCode(shop, request, user.id, secret, code);
  await shop.db.transaction(async (tx) => {
    await confirmTotpSecret(tx, user.id, secret, step);
    await recordAudit(tx, request, {
      action: 'staff.totp-enabled',
      entity: 'staff',
      entityId: user.id,
      summary: 'Zapol overenie kódom z aplikácie',
      changes: { totpEnabled: [user.totpSecret !== null, true] },
    });
  });
  // The session was loaded before the change.
  return sessionReply(shop, request, { ...staff, totpEnabled: true });
}

/** Whom a set-password link is for (the page greets them), or 400 `token`. */
export async function passwordLinkOwner(shop: Shop, token: string) {
  const owner = await findTokenOwner(shop.db, 'set-password', hashToken(token));
  if (!owner) throw tokenRefused();
  return { email: owner.email, name: owner.name };
}

/**
 * Sets the password through a one-time link: the link is used up in the same transaction,
 * every session of the person ends (a reset must lock out whoever had the old password).
 */
export async function setStaffPassword(shop: Shop, request: FastifyRequest, body: StaffSetPasswordBody) {
  const tokenHash = hashToken(body.token);
  // Hash only for a link that can still work: the call is public, a made-up token must cost no argon2.
  if (!(await findTokenOwner(shop.db, 'set-password', tokenHash))) throw tokenRefused();
  const passwordHash = await hashPassword(body.password);
  const done = await shop.db.transaction(async (tx) => {
    const staffId = await consumeStaffToken(tx, 'set-password', tokenHash);
    if (staffId === null) return false;
    await updateStaff(tx, staffId, { passwordHash, passwordChangedAt: new Date() });
    await deleteSessionsOfStaff(tx, staffId);
    await recordAudit(tx, request, {
      staffId,
      action: 'staff.password-set',
      entity: 'staff',
      entityId: staffId,
      summary: 'Nastavil heslo cez jednorazový odkaz',
    });
    return true;
  });
  if (!done) throw tokenRefused();
}
