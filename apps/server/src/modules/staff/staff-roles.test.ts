import { ErrorCode, STAFF_ROLES, STAFF_XSRF_HEADER, StaffErrorCode, type StaffRole } from '@shop/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSession } from '../../test/accounts.ts';
import { type Browser, createTestShop, type TestShop } from '../../test/app.ts';
import { apiRoutes, type Route, routeKey } from '../../test/routes.ts';
import { createStaff, type StaffBrowser, staffBrowser, staffSessionDirectly } from '../../test/staff.ts';
import { type StaffAccess, staffRouteAccess } from './guard.ts';

/**
 * The role rule, route by route: every route under /admin/v1/staff is read from the router
 * (so a new one is covered without editing this file) with the access it declares, and called
 * by an anonymous caller, a signed-in customer, every role it does not name, an admin who has
 * not set up the second factor, and every role it names. The refused ones get 401 or 403 and
 * nothing but the error envelope; the allowed ones get past the guard.
 */

/** Routes anyone may call; each checks what it needs itself. A new one must be added here on purpose. */
const PUBLIC = new Set([
  'GET /admin/v1/staff/session',
  'POST /admin/v1/staff/sign/in',
  'POST /admin/v1/staff/sign/totp',
  'GET /admin/v1/staff/sign/set-password/:token',
  'POST /admin/v1/staff/sign/set-password',
]);

/** Routes open to an admin who still has to set up the second factor (and to every other signed-in person). */
const BEFORE_TOTP_SETUP = new Set([
  'POST /admin/v1/staff/sign/out',
  'POST /admin/v1/staff/totp/setup',
  'POST /admin/v1/staff/totp/confirm',
]);

let shop: TestShop;
let routes: Route[];
let customer: Browser;
beforeAll(async () => {
  shop = await createTestShop('empty');
  routes = apiRoutes(shop.app, '/admin/v1/staff');
  customer = (await customerSession(shop)).client;
});
afterAll(() => shop.close());

const urlOf = (route: Route) => route.path.replace(/:[A-Za-z]+/g, '1');
type Caller = { get: (u: string) => Promise<LightMyRequestResponse>; [m: string]: unknown };

function call(client: Caller, route: Route) {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
  const fn = client[method] as (url: string, body?: unknown) => Promise<LightMyRequestResponse>;
  return method === 'get' || method === 'delete' ? fn(urlOf(route)) : fn(urlOf(route), {});
}

/** A state-changing call with these headers (a DELETE has no body). */
function unsafeCall(client: StaffBrowser, route: Route, url: string, headers: Record<string, string>) {
  if (route.method === 'DELETE') return client.delete(url, headers);
  const method = route.method.toLowerCase() as 'post' | 'patch' | 'put';
  return client[method](url, {}, headers);
}

/** A refusal carries the error envelope and nothing else: no data. */
function expectRefusal(res: LightMyRequestResponse, status: number, code: string, who: string) {
  expect(res.statusCode, who).toBe(status);
  expect(res.json(), who).toEqual({ success: false, error: [{ code }] });
}

/** The rule, written out here on its own (not the guard's function), so a broken guard cannot agree with itself. */
const named = (access: StaffAccess, role: StaffRole) =>
  access === 'signed-in' || role === 'admin' || (Array.isArray(access) && access.includes(role));

async function sessionOf(role: StaffRole, options: { totp?: boolean } = {}) {
  return staffSessionDirectly(shop, await createStaff(shop, role, options));
}

describe('the staff role matrix', () => {
  it('finds the staff routes, each with a declaration, public ones only from the list', () => {
    const declared = staffRouteAccess(shop.app);
    expect(routes.length).toBeGreaterThanOrEqual(14);
    for (const route of routes) {
      const access = declared.get(routeKey(route));
      expect(access, routeKey(route)).toBeDefined();
      expect(access === 'public', `${routeKey(route)} is public: add it to PUBLIC on purpose`).toBe(
        PUBLIC.has(routeKey(route)),
      );
    }
  });

  it('refuses an anonymous caller and a signed-in customer with 401 on every non-public route', async () => {
    const anonymous = staffBrowser(shop.app);
    for (const route of routes.filter((r) => !PUBLIC.has(routeKey(r)))) {
      expectRefusal(await call(anonymous, route), 401, ErrorCode.notLoggedIn, `anonymous ${routeKey(route)}`);
      expectRefusal(
        await call(customer as unknown as Caller, route),
        401,
        ErrorCode.notLoggedIn,
        `customer ${routeKey(route)}`,
      );
    }
  });

  it('refuses every role a route does not name with 403, and lets every named role past the guard', async () => {
    const declared = staffRouteAccess(shop.app);
    let refusals = 0;
    for (const route of routes.filter((r) => !PUBLIC.has(routeKey(r)))) {
      const access = declared.get(routeKey(route));
      if (!access) throw new Error(`no declaration for ${routeKey(route)}`);
      for (const role of STAFF_ROLES) {
        // A fresh session per call: a call may end it (sign-out) or change the person.
        const res = await call(await sessionOf(role), route);
        const who = `${role} ${routeKey(route)}`;
        if (named(access, role)) {
          expect([401, 403], `${who}: ${res.body}`).not.toContain(res.statusCode);
        } else {
          expectRefusal(res, 403, StaffErrorCode.forbidden, who);
          refusals++;
        }
      }
    }
    // the matrix refuses something, or it tests nothing
    expect(refusals).toBeGreaterThan(10);
  });

  it('lets an admin without the second factor reach only the TOTP setup, session and sign-out', async () => {
    for (const route of routes.filter((r) => !PUBLIC.has(routeKey(r)))) {
      const res = await call(await sessionOf('admin', { totp: false }), route);
      if (BEFORE_TOTP_SETUP.has(routeKey(route))) {
        expect([401, 403], routeKey(route)).not.toContain(res.statusCode);
      } else {
        expectRefusal(res, 403, StaffErrorCode.totpSetupRequired, routeKey(route));
      }
    }
  });

  it('refuses every state-changing route without the session’s own X-Staff-XSRF (any spelling of the path)', async () => {
    const unsafe = routes.filter((r) => !PUBLIC.has(routeKey(r)) && !['GET', 'HEAD'].includes(r.method));
    expect(unsafe.length).toBeGreaterThanOrEqual(5);
    const other = await sessionOf('admin');
    for (const route of unsafe) {
      const client = await sessionOf('admin');
      const url = urlOf(route);
      const spellings = [url, url.replace('/admin/', '/%61dmin/'), `${url}/`, `${url}?x=1`];
      for (const [name, header] of [
        ['no header', ''],
        ['made-up token', 'x'.repeat(43)],
        ["another session's token", other.state.xsrf],
      ] as const) {
        for (const spelling of spellings) {
          const res = await unsafeCall(client, route, spelling, { [STAFF_XSRF_HEADER]: header });
          expectRefusal(res, 403, ErrorCode.xsrf, `${name} ${route.method} ${spelling}`);
        }
      }
      // the customer's header means nothing here either
      const customerToken = customer.jar.get('XSRF-TOKEN') ?? '';
      const withCustomerToken = await unsafeCall(client, route, url, {
        [STAFF_XSRF_HEADER]: '',
        'x-xsrf-token': customerToken,
      });
      expectRefusal(withCustomerToken, 403, ErrorCode.xsrf, `customer token ${routeKey(route)}`);
    }
  });
});
