import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.ts';
import { HttpError, notLoggedIn } from '../http/errors.ts';
import {
  deleteSession,
  findSessionCustomer,
  insertSession,
  type SessionCustomer,
  touchSession,
} from '../modules/auth/session.repository.ts';
import { createSessionCache } from '../modules/auth/session-cache.ts';
import { API_PREFIX } from './errors.ts';
import { isStaffPath } from './staff-session.ts';

/**
 * The cookies' names. On https they carry the `__Host-` prefix: the browser then takes them only
 * from this host, Secure, on `/`, without a Domain, so no subdomain (or plain-http page) can plant
 * or shadow them. The web reads the XSRF token under either name (apps/web/src/lib/api-client.ts).
 */
export function cookieNames(secure: boolean) {
  return secure ? { session: '__Host-sid', xsrf: '__Host-XSRF-TOKEN' } : { session: 'sid', xsrf: 'XSRF-TOKEN' };
}
export const XSRF_HEADER = 'x-xsrf-token';
const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
/** A session's expiry slides forward at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 3600 * 1000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A plain HTML form posts here (a page without the SPA's script, e.g. the staff's approval
     * link): instead of the XSRF header the handler checks `SessionControl.checkForm`
     * (docs/decisions/011-accounts-links-and-lockouts.md).
     */
    htmlForm?: boolean;
    /**
     * Called by another system with its own credentials (the accounting token), never by a
     * browser: no customer session, no cookies (modules/accounting/accounting.routes.ts).
     */
    machineClient?: boolean;
  }
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
  /**
   * The hidden-field token of an HTML form: an HMAC of this browser's session id and `purpose`
   * (e.g. the approval token), so it works only from the page this browser was shown, for that purpose.
   */
  formToken(request: FastifyRequest, purpose: string): string;
  /**
   * Whether an HTML form post is this browser's own: the token matches and, when the browser
   * says where the request comes from (Sec-Fetch-Site, Origin), it is the shop itself.
   */
  checkForm(request: FastifyRequest, purpose: string, given: string | undefined): boolean;
  /** The sessions this process keeps in memory (modules/auth/session-cache.ts). */
  kept(): number;
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface SessionOptions {
  /** HMAC key of the XSRF and form tokens. */
  secret: string;
  /** The shop's address: its origin is the only one a form may post from. */
  publicUrl: string;
  warn(msg: string, err?: unknown): void;
}

/**
 * Unsafe requests that never change what a session read returns: the basket and orders (most of
 * the writes), and the listing, a read sent as a POST (its filter is a body).
 */
const SESSIONS_UNCHANGED = [`${API_PREFIX}/basket/`, `${API_PREFIX}/product/filter/`];

const sameBytes = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Server-side sessions and the double-submit XSRF check
 * (docs/requirements/security-and-privacy.md §Sessions and cookies, §XSRF token).
 * Anonymous visitors get a random id in a cookie but no database row: a row exists only
 * after login, so browsing writes nothing. The XSRF token is an HMAC of the session id,
 * so a token planted from another origin or taken from another session does not pass.
 */
export function registerSessions(
  app: FastifyInstance,
  database: Database,
  { secret, publicUrl, warn }: SessionOptions,
): SessionControl {
  const db = database.db;
  const cache = createSessionCache(database, warn);
  const secureCookies = publicUrl.startsWith('https:');
  const names = cookieNames(secureCookies);
  const shopOrigin = new URL(publicUrl).origin;
  const xsrfOf = (sid: string) => createHmac('sha256', secret).update(`xsrf:${sid}`).digest('base64url');
  // Every request checks its session's token: kept per id a browser comes back with, the HMAC is
  // not computed again (it was 4 % of a product page's CPU profile, 0.6 % now). An id without a
  // cookie is new and never asked for again, so it is not kept.
  // docs/decisions/017-perf-listing.md §Work a returning visitor's request did again
  const xsrfTokens = new LRUCache<string, string>({ max: 20_000 });
  const xsrfFor = (sid: string) => {
    let token = xsrfTokens.get(sid);
    if (token === undefined) {
      token = xsrfOf(sid);
      xsrfTokens.set(sid, token);
    }
    return token;
  };
  const formTokenFor = (sid: string, purpose: string) =>
    createHmac('sha256', secret).update(`form:${sid}:${purpose}`).digest('base64url');
  const cookieBase = { path: '/', sameSite: 'lax' as const, secure: secureCookies };

  /** Replies that hand out a session id: no shared cache may keep one (the next visitor would get the same id). */
  const issuing = new WeakSet<FastifyReply>();
  const setCookies = (reply: FastifyReply, sid: string, xsrf = xsrfFor(sid)) => {
    issuing.add(reply);
    reply.setCookie(names.session, sid, { ...cookieBase, httpOnly: true, maxAge: SESSION_TTL_MS / 1000 });
    reply.setCookie(names.xsrf, xsrf, { ...cookieBase, httpOnly: false, maxAge: SESSION_TTL_MS / 1000 });
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
    const cookieSid = request.cookies[names.session];
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
    if (request.routeOptions.config?.machineClient) return;
    const sid = valid ? cookieSid : newSid();
    request.sid = sid;
    const xsrf = valid ? xsrfFor(sid) : xsrfOf(sid);
    if (!valid || request.cookies[names.xsrf] !== xsrf) setCookies(reply, sid, xsrf);

    const method = request.method;
    // The matched route's path, not the raw URL: `/%61dmin/v1/…` reaches the same API routes.
    const path = request.routeOptions.url ?? url;
    const unsafe = method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
    if (path.startsWith(API_PREFIX) && unsafe && !request.routeOptions.config?.htmlForm) {
      const header = request.headers[XSRF_HEADER];
      if (!valid || !sameBytes(typeof header === 'string' ? header : '', xsrf)) {
        throw new HttpError(403, [{ code: ErrorCode.xsrf }]);
      }
    }
  });

  // Any write in this process (a customer's wishlist or password, a staff edit, a login that ends
  // the previous session) is announced by the database to every process, this one included, but
  // the next request may come before that NOTIFY. So this process forgets every session it keeps
  // once such a write is done, before its reply leaves (SESSIONS_UNCHANGED are left out).
  app.addHook('onSend', async (request, _reply, payload) => {
    const method = request.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return payload;
    const path = request.routeOptions.url ?? request.url;
    if (!SESSIONS_UNCHANGED.some((prefix) => path.startsWith(prefix))) cache.forgetAll();
    return payload;
  });

  // A session row is only ever created under a new random id (login), so an id found without a
  // row stays without one: remembering that spares every anonymous request a database lookup.
  // Kept by the id itself, so an anonymous request does not hash it either.
  const anonymousIds = new LRUCache<string, true>({ max: 50_000 });

  async function loadCustomer(sid: string) {
    if (anonymousIds.has(sid)) return null;
    const idHash = hashId(sid);
    const customer = await cache.read(idHash, () => findSessionCustomer(db, idHash));
    if (!customer) anonymousIds.set(sid, true);
    if (customer && Date.now() - customer.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await touchSession(db, idHash, SESSION_TTL_MS);
      cache.forget(idHash);
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
    formToken: (request, purpose) => formTokenFor(request.sid, purpose),
    checkForm(request, purpose, given) {
      // Browsers say where a request comes from; a form on another site (or in a sandbox: Origin null) is refused.
      const site = request.headers['sec-fetch-site'];
      if (site !== undefined && site !== 'same-origin') return false;
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== shopOrigin) return false;
      // Without a session cookie (SameSite keeps it off cross-site posts) the id is a fresh one: no match.
      return typeof given === 'string' && sameBytes(given, formTokenFor(request.sid, purpose));
    },
    kept: () => cache.size(),
    ready: () => cache.ready(),
    close: () => cache.close(),
  };
}
