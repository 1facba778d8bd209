import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ErrorCode, STAFF_API_PREFIX, STAFF_APP_BASE, STAFF_XSRF_HEADER } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { HttpError, notLoggedIn } from '../http/errors.ts';
import {
  completeStaffSession,
  deleteStaffSession,
  findStaffSession,
  insertStaffSession,
  type StaffSession,
  touchStaffSession,
} from '../modules/staff/staff-session.repository.ts';

/** A staff session ends 12 hours after sign-in, or after 2 hours without a request. */
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 3600 * 1000;
export const STAFF_SESSION_IDLE_MS = 2 * 3600 * 1000;
/** Between the password and the TOTP code: long enough to open the authenticator app. */
export const STAFF_SESSION_SECOND_FACTOR_MS = 10 * 60 * 1000;
/** `last_seen_at` is written at most this often, so reading pages does not write on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff session from the `staff_sid` cookie (any stage), or null; loaded once per request. */
    staff(): Promise<StaffSession | null>;
    /** A complete staff session, or a 401 refusal. */
    requireStaff(): Promise<StaffSession>;
    /** The staff member the guard let through (modules/staff/guard.ts); null before it ran or on public routes. */
    staffMember: StaffSession | null;
  }
}

/** The back office's paths: its API and its app. The customer session plugin leaves them alone. */
export const isStaffPath = (path: string) =>
  path === STAFF_API_PREFIX ||
  path.startsWith(`${STAFF_API_PREFIX}/`) ||
  path === STAFF_APP_BASE ||
  path.startsWith(`${STAFF_APP_BASE}/`);

const hashId = (sid: string) => createHash('sha256').update(sid).digest('base64url');
const newSid = () => randomBytes(32).toString('base64url');
const SID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface StaffSessionControl {
  /** A new session under a new random id (never the one the browser had), cookie set; returns its XSRF token. */
  start(request: FastifyRequest, reply: FastifyReply, staffId: number, stage: StaffSession['stage']): Promise<string>;
  /** The TOTP code passed: the `password_ok` session of this request becomes complete. */
  complete(request: FastifyRequest): Promise<void>;
  /** Deletes this request's session and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The XSRF token of this request's session ('' without one). */
  xsrf(request: FastifyRequest): string;
  /** Refuses a state-changing call whose `X-Staff-XSRF` header is not this session's token (403 `xsrf`). */
  checkXsrf(request: FastifyRequest): void;
}

/**
 * The back office's sessions (docs/decisions/010-back-office.md §Accounts and sessions): their own table and
 * their own cookie `staff_sid`, HttpOnly, SameSite=Strict and Path=/admin/v1/staff, so a browser
 * never sends it with customer requests or page loads, and a customer session means nothing
 * here. The XSRF token is an HMAC of the session id, handed to the app in JSON (never a readable
 * cookie), which sends it back as `X-Staff-XSRF`.
 */
export function registerStaffSessions(
  app: FastifyInstance,
  db: Db,
  config: Pick<Config, 'sessionSecret' | 'publicUrl'>,
): StaffSessionControl {
  const secret = config.sessionSecret;
  const secureCookies = config.publicUrl.startsWith('https:');
  const cookieName = secureCookies ? '__Secure-staff_sid' : 'staff_sid';
  const cookieOptions = {
    path: STAFF_API_PREFIX,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: secureCookies,
  };
  const xsrfFor = (sid: string) => createHmac('sha256', secret).update(`staff-xsrf:${sid}`).digest('base64url');
  /** The raw session id of each request (from the cookie, or the one `start` just made). */
  const sids = new WeakMap<FastifyRequest, string>();

  async function load(sid: string): Promise<StaffSession | null> {
    const session = await findStaffSession(db, hashId(sid), STAFF_SESSION_IDLE_MS);
    if (session && Date.now() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await touchStaffSession(db, session.idHash);
    }
    return session;
  }

  const useSid = (request: FastifyRequest, sid: string | undefined) => {
    let loaded: Promise<StaffSession | null> | undefined;
    if (sid) sids.set(request, sid);
    else sids.delete(request);
    request.staff = () => {
      loaded ??= sid ? load(sid) : Promise.resolve(null);
      return loaded;
    };
  };

  app.decorateRequest('staffMember', null);
  app.decorateRequest('staff', async () => null as StaffSession | null);
  app.decorateRequest('requireStaff', async function (this: FastifyRequest): Promise<StaffSession> {
    const session = await this.staff();
    if (session?.stage !== 'complete') throw notLoggedIn();
    return session;
  });

  app.addHook('onRequest', async (request) => {
    const path = request.routeOptions.url ?? request.url;
    if (!path.startsWith(STAFF_API_PREFIX)) return;
    const cookie = request.cookies[cookieName];
    useSid(request, typeof cookie === 'string' && SID_PATTERN.test(cookie) ? cookie : undefined);
  });

  return {
    async start(request, reply, staffId, stage) {
      const previous = sids.get(request);
      if (previous) await deleteStaffSession(db, hashId(previous));
      const sid = newSid();
      const ttl = stage === 'complete' ? STAFF_SESSION_ABSOLUTE_MS : STAFF_SESSION_SECOND_FACTOR_MS;
      await insertStaffSession(db, hashId(sid), staffId, stage, ttl);
      useSid(request, sid);
      reply.setCookie(cookieName, sid, { ...cookieOptions, maxAge: STAFF_SESSION_ABSOLUTE_MS / 1000 });
      return xsrfFor(sid);
    },
    async complete(request) {
      const sid = sids.get(request);
      if (!sid) throw notLoggedIn();
      await completeStaffSession(db, hashId(sid), STAFF_SESSION_ABSOLUTE_MS);
      useSid(request, sid);
    },
    async end(request, reply) {
      const sid = sids.get(request);
      if (sid) await deleteStaffSession(db, hashId(sid));
      useSid(request, undefined);
      reply.clearCookie(cookieName, cookieOptions);
    },
    xsrf(request) {
      const sid = sids.get(request);
      return sid ? xsrfFor(sid) : '';
    },
    checkXsrf(request) {
      const sid = sids.get(request);
      const header = request.headers[STAFF_XSRF_HEADER.toLowerCase()];
      const given = Buffer.from(typeof header === 'string' ? header : '');
      const expected = Buffer.from(sid ? xsrfFor(sid) : '');
      if (!sid || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new HttpError(403, [{ code: ErrorCode.xsrf }]);
      }
    },
  };
}
