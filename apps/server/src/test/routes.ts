import type { FastifyInstance } from 'fastify';

/** One route of the app, read from the router itself, so new routes are covered without editing a list. */
export interface Route {
  method: string;
  /** Fastify syntax: `/admin/v1/basket/remove/:id` */
  path: string;
}

/**
 * Every route the app registered, read from `printRoutes` (which, unlike the OpenAPI document,
 * also lists routes hidden from the docs). Its tree shares prefixes between siblings
 * (`/basket/add` and its child `ress`), so a line's path is its parent's plus its own text.
 */
export function registeredRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    const parent = depth > 0 ? (stack[depth - 1] ?? '') : '';
    const own = m[2] ?? '';
    // The router prints the wildcard of `/docs/*` as a child `*` of `/docs` (the slash folded away
    // by ignoreTrailingSlash): put it back, so the path is one the router answers to.
    const full = own === '*' && parent && !parent.endsWith('/') ? `${parent}/*` : parent + own;
    stack[depth] = full;
    stack.length = depth + 1;
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim())) {
      if (method) routes.push({ method, path: full });
    }
  }
  return routes;
}

export const routeKey = (r: Route) => `${r.method} ${r.path}`;

/**
 * The routes under `prefix` without the HEAD twins Fastify adds to every GET (they run the GET
 * handler and have no body to check). Each is checked with `hasRoute`, so a change in the printed
 * format fails loudly instead of silently testing fewer routes.
 */
export function apiRoutes(app: FastifyInstance, prefix: string): Route[] {
  const seen = new Set<string>();
  const routes = registeredRoutes(app).filter((r) => {
    const keep = r.method !== 'HEAD' && r.path.startsWith(prefix) && !seen.has(routeKey(r));
    seen.add(routeKey(r));
    return keep;
  });
  for (const r of routes) {
    // (hasRoute does not match wildcard routes by their printed path, so those are taken as printed.)
    if (!r.path.endsWith('*') && !app.hasRoute({ method: r.method as 'GET', url: r.path })) {
      throw new Error(`printRoutes parsed to a route the router does not have: ${routeKey(r)}`);
    }
  }
  return routes;
}
