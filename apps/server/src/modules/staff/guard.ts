import { STAFF_API_PREFIX, STAFF_ROLES, StaffErrorCode, type StaffRole } from '@shop/contract';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { privateNoStore } from '../../http/cache.ts';
import { HttpError, notLoggedIn } from '../../http/errors.ts';
import type { StaffSessionControl } from '../../plugins/staff-session.ts';
import type { StaffSession } from './staff-session.repository.ts';

/**
 * Who may call a staff route, declared in its options: `config: { staff: ['sales', 'warehouse'] }`
 * (`admin` may always), `'signed-in'` (any complete session: sign-out, TOTP setup) or `'public'`
 * (sign-in, set-password, the session check: they check what they need themselves).
 */
export type StaffAccess = 'public' | 'signed-in' | readonly StaffRole[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route under /admin/v1/staff: the app does not start without it. */
    staff?: StaffAccess;
    /** Open also to an admin who still has to set up the second factor (session, sign-out, TOTP setup). */
    beforeTotpSetup?: boolean;
    /** A POST that only computes (a preview) and changes nothing, so it writes no audit entry (audit.ts). */
    writesNothing?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isStaffApiRoute = (url: string) => url === STAFF_API_PREFIX || url.startsWith(`${STAFF_API_PREFIX}/`);

function isAccess(value: unknown): value is StaffAccess {
  if (value === 'public' || value === 'signed-in') return true;
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((role) => (STAFF_ROLES as readonly string[]).includes(role as string))
  );
}

/** An admin without a second factor who is not the exempt demo admin: only the TOTP setup opens. */
export const mustSetUpTotp = (staff: Pick<StaffSession, 'role' | 'totpEnabled' | 'totpRequiredExempt'>) =>
  staff.role === 'admin' && !staff.totpEnabled && !staff.totpRequiredExempt;

/** Whether a role may call a route of this access (admin may call every one). */
export function roleAllowed(access: StaffAccess, role: StaffRole): boolean {
  if (access === 'public' || access === 'signed-in') return true;
  return role === 'admin' || access.includes(role);
}

export const forbidden = () => new HttpError(403, [{ code: StaffErrorCode.forbidden }]);

const declarations = new WeakMap<FastifyInstance, ReadonlyMap<string, StaffAccess>>();

/** Every staff route's declared access by `METHOD /path` (the role matrix test walks it with the router). */
export function staffRouteAccess(app: FastifyInstance): ReadonlyMap<string, StaffAccess> {
  return declarations.get(app) ?? new Map();
}

/**
 * Default deny (docs/decisions/010-back-office.md §The guard (default deny)): every route under /admin/v1/staff
 * must declare its access, or the app refuses to start; each gets an onRequest check that runs
 * before its body is even parsed:
 *   no complete staff session → 401; a state-changing call without the session's X-Staff-XSRF
 *   → 403 `xsrf`; an admin who must set up TOTP → 403 `staff.totp-setup-required` (except on
 *   routes marked `beforeTotpSetup`); a role the route does not name → 403 `staff.forbidden`.
 * Must be registered before the staff routes (it hooks their registration).
 */
export function registerStaffGuard(app: FastifyInstance, sessions: StaffSessionControl) {
  const declared = new Map<string, StaffAccess>();
  declarations.set(app, declared);
  const guard: onRequestHookHandler = async (request: FastifyRequest, reply) => {
    // Every staff reply is about one person's work: no cache keeps it.
    privateNoStore(reply);
    const config = request.routeOptions.config;
    const access = config.staff;
    if (access === 'public') return;
    const staff = await request.staff();
    if (staff?.stage !== 'complete' || !access) throw notLoggedIn();
    if (!SAFE_METHODS.has(request.method)) sessions.checkXsrf(request);
    if (mustSetUpTotp(staff) && !config.beforeTotpSetup) {
      throw new HttpError(403, [{ code: StaffErrorCode.totpSetupRequired }]);
    }
    if (!roleAllowed(access, staff.role)) throw forbidden();
    request.staffMember = staff;
  };

  app.addHook('onRoute', (route) => {
    if (!isStaffApiRoute(route.url ?? '')) return;
    const access = (route.config as { staff?: unknown } | undefined)?.staff;
    if (!isAccess(access)) {
      throw new Error(
        `${String(route.method)} ${route.url}: a staff route must declare who may call it (config.staff: roles, 'signed-in' or 'public')`,
      );
    }
    for (const method of [route.method].flat()) declared.set(`${method} ${route.url}`, access);
    const own = route.onRequest;
    route.onRequest = [guard, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  });
}
