import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { HttpError, notLoggedIn } from '../http/errors.ts';
import {
  deleteSession,
  findSessionCustomer,
  insertSession,
  type SessionCustomer,
  touchSession,
} from '../modules/auth/session.repository.ts';
import { API_PREFIX } from './errors.ts';
import { isStaffPath } from './staff-session.ts';

export const SESSION_COOKIE = 'sid';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
/** A session's expiry slides forward at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 3600 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The raw session id from the cookie (a fresh random one for a new visitor). */
    sid: string;
    /** The logged-in customer, or null; loaded once per request on first use. */
    customer(): Promise<SessionCustomer | null>;
    /** The logged-in customer, or a 401 refusal. */
    requireCustomer(): Promise<SessionCustomer>;
  }
}

const hashId = (sid: string) => createHash('sha256').update(sid).digest('base64url');
const newSid = () => randomBytes(32).toString('base64url');

export interface SessionControl {
  /** Starts a logged-in session with a new id (no fixation) and sets the cookies. */
  login(request: FastifyRequest, reply: FastifyReply, customerId: number): Promise<void>;
  /** Deletes the session on the server and gives the browser a fresh anonymous id. */
  logout(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  idHash(request: FastifyRequest): string;
}

/**
 * Server-side sessions and the double-submit XSRF check
 * (docs/requirements/security-and-privacy.md §Sessions and cookies, §XSRF token).
 * Anonymous visitors get a random id in a cookie but no database row: a row exists only
 * after login, so browsing writes nothing. The XSRF token is an HMAC of the session id,
 * so a token planted from another origin or taken from another session does not pass.
 */
export function registerSessions(app: FastifyInstance, db: Db, secret: string, secureCookies: boolean): SessionControl {
  const xsrfFor = (sid: string) => createHmac('sha256', secret).update(`xsrf:${sid}`).digest('base64url');
  const cookieBase = { path: '/', sameSite: 'lax' as const, secure: secureCookies };

  /** Replies that hand out a session id: no shared cache may keep one (the next visitor would get the same id). */
  const issuing = new WeakSet<FastifyReply>();
  const setCookies = (reply: FastifyReply, sid: string, xsrf = xsrfFor(sid)) => {
    issuing.add(reply);
    reply.setCookie(SESSION_COOKIE, sid, { ...cookieBase, httpOnly: true, maxAge: SESSION_TTL_MS / 1000 });
    reply.setCookie(XSRF_COOKIE, xsrf, { ...cookieBase, httpOnly: false, maxAge: SESSION_TTL_MS / 1000 });
  };
  app.addHook('onSend', async (_request, reply, payload) => {
    const cacheControl = reply.getHeader('cache-control');
    if (issuing.has(reply) && typeof cacheControl === 'string' && cacheControl.startsWith('public')) {
      reply.header('cache-control', cacheControl.replace(/^public/, 'private'));
    }
    return payload;
  });

  app.decorateRequest('sid', '');
  app.decorateRequest('customer', async function (this: FastifyRequest) {
    return null as SessionCustomer | null;
  });
  app.decorateRequest('requireCustomer', async function (this: FastifyRequest): Promise<SessionCustomer> {
    const customer = await this.customer();
    if (!customer) throw notLoggedIn();
    return customer;
  });

  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    const cookieSid = request.cookies[SESSION_COOKIE];
    const valid = typeof cookieSid === 'string' && /^[A-Za-z0-9_-]{43}$/.test(cookieSid);
    let loaded: Promise<SessionCustomer | null> | undefined;
    request.customer = () => {
      loaded ??= valid ? loadCustomer(cookieSid) : Promise.resolve(null);
      return loaded;
    };
    // Files get no cookies (most are cached publicly); a private one (an attachment) still sees the login.
    if (url.startsWith('/assets/') || url.startsWith('/media/')) return;
    // The back office has its own session and XSRF check (plugins/staff-session.ts).
    if (isStaffPath(request.routeOptions.url ?? url)) return;
    const sid = valid ? cookieSid : newSid();
    request.sid = sid;
    const xsrf = xsrfFor(sid);
    if (!valid || request.cookies[XSRF_COOKIE] !== xsrf) setCookies(reply, sid, xsrf);

    const method = request.method;
    // The matched route's path, not the raw URL: `/%61dmin/v1/…` reaches the same API routes.
    const path = request.routeOptions.url ?? url;
    if (path.startsWith(API_PREFIX) && method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
      const header = request.headers[XSRF_HEADER];
      const expected = Buffer.from(xsrf);
      const given = Buffer.from(typeof header === 'string' ? header : '');
      if (!valid || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new HttpError(403, [{ code: ErrorCode.xsrf }]);
      }
    }
  });

  // A session row is only ever created under a new random id (login), so an id found without a
  // row stays without one: remembering that spares every anonymous request a database lookup.
  const anonymousIds = new LRUCache<string, true>({ max: 50_000 });

  async function loadCustomer(sid: string) {
    const idHash = hashId(sid);
    if (anonymousIds.has(idHash)) return null;
    const customer = await findSessionCustomer(db, idHash);
    if (!customer) anonymousIds.set(idHash, true);
    if (customer && Date.now() - customer.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await touchSession(db, idHash, SESSION_TTL_MS);
    }
    return customer;
  }

  return {
    async login(request, reply, customerId) {
      const previous = request.sid;
      const sid = newSid();
      await insertSession(db, hashId(sid), customerId, SESSION_TTL_MS);
      if (previous) await deleteSession(db, hashId(previous));
      request.sid = sid;
      let loaded: Promise<SessionCustomer | null> | undefined;
      request.customer = () => {
        loaded ??= loadCustomer(sid);
        return loaded;
      };
      setCookies(reply, sid);
    },
    async logout(request, reply) {
      await deleteSession(db, hashId(request.sid));
      const sid = newSid();
      request.sid = sid;
      request.customer = async () => null;
      setCookies(reply, sid);
    },
    idHash: (request) => hashId(request.sid),
  };
}
