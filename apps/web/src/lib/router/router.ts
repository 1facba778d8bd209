import type { ComponentType, ReactNode } from 'react';
import {
  type Action,
  createBrowserHistory,
  createKey,
  createMemoryHistory,
  createPath,
  type History,
  type Location,
  type Path,
  parsePath,
} from './history';
import { matchRoutes, type Params, type RouteMatch } from './match';

/**
 * The shop's router: the part of React Router's data router it used (nested routes, `lazy`
 * screens, loaders awaited before a screen shows, error boundaries, `handle`, scroll restoration)
 * at a tenth of its size. See docs/decisions/005-own-router.md.
 */

export interface LoaderFunctionArgs {
  params: Params;
  /** The URL being navigated to. */
  url: URL;
}
export type LoaderFunction = (args: LoaderFunctionArgs) => unknown;

/** What a `lazy` route loads: its component, and optionally its error boundary. */
export interface LazyRouteParts {
  Component?: ComponentType | null;
  ErrorBoundary?: ComponentType | null;
}

export interface RouteObject {
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  Component?: ComponentType | null;
  /** Instead of Component (tests). */
  element?: ReactNode;
  /** Rendered in place of the route when it, a loader or a screen below it throws. */
  ErrorBoundary?: ComponentType | null;
  /** Rendered while the first navigation loads. */
  HydrateFallback?: ComponentType | null;
  /** Runs before the route shows (awaited; its result is not kept: the data lives in the query cache). */
  loader?: LoaderFunction;
  lazy?: () => Promise<LazyRouteParts>;
  handle?: unknown;
  children?: RouteObject[];
}

export type Match = RouteMatch<RouteObject>;

export interface Navigation {
  state: 'idle' | 'loading';
  /** Where the navigation goes while loading. */
  location?: Location;
}

export interface RouterState {
  historyAction: Action;
  location: Location;
  matches: Match[];
  /** False until the first location's screen and loaders are ready. */
  initialized: boolean;
  navigation: Navigation;
  /** The error a route's loader or lazy chunk threw, by the id of the route whose boundary shows it. */
  errors: Record<string, unknown> | null;
  /** Where to scroll after this navigation: a saved position (back/forward), or null for the default. */
  restoreScrollPosition: number | null;
  preventScrollReset: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll position (e.g. a listing's filters change the URL's search). */
  preventScrollReset?: boolean;
}

export interface Router {
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** A path (absolute, or `?search` / `#hash` / relative to the current one), or a history delta. */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  /** Remember scroll positions per history entry (ScrollRestoration turns it on). */
  enableScrollRestoration(getY: () => number): () => void;
  dispose(): void;
}

/** A response-like error the router makes (404 when no route matches). */
export class ErrorResponse {
  readonly internal = true;
  readonly status: number;
  readonly statusText: string;
  readonly data: unknown;
  constructor(status: number, statusText: string, data: unknown = null) {
    this.status = status;
    this.statusText = statusText;
    this.data = data;
  }
}

export const isRouteErrorResponse = (error: unknown): error is ErrorResponse => error instanceof ErrorResponse;

const IDLE: Navigation = { state: 'idle' };

/** `to` against the current location: `?q` keeps the pathname, `#h` the pathname and search. */
export function resolveTo(to: string, from: Path): Path {
  const path = parsePath(to);
  if (to.startsWith('/')) return path;
  if (path.pathname === '') return { ...path, pathname: from.pathname };
  const segments = from.pathname.replace(/\/+$/, '').split('/');
  for (const segment of path.pathname.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') segments.push(segment);
  }
  return { ...path, pathname: segments.join('/') || '/' };
}

/** The page's origin; a fixed stand-in where there is no document (tests in Node). */
export const pageOrigin = () => globalThis.location?.origin ?? 'http://localhost';

/**
 * Whether a path stays on this origin once a browser resolves it. `//host/x` and `/\host/x`
 * are paths by their first character but name another host
 * (docs/requirements/security-and-privacy.md §Redirects): the router never follows those.
 */
export function staysOnOrigin(path: Path): boolean {
  try {
    return new URL(createPath(path), pageOrigin()).origin === pageOrigin();
  } catch {
    return false;
  }
}

const resolvedLazy = new WeakMap<RouteObject, Promise<void>>();

/** Loads a lazy route's parts once and keeps them on the route object. */
function loadLazy(route: RouteObject): Promise<void> | undefined {
  if (!route.lazy) return undefined;
  let loading = resolvedLazy.get(route);
  if (!loading) {
    loading = route.lazy().then((parts) => {
      if (parts.Component !== undefined) route.Component = parts.Component;
      if (parts.ErrorBoundary !== undefined) route.ErrorBoundary = parts.ErrorBoundary;
      route.lazy = undefined;
    });
    // A failed chunk may load on the next try (e.g. after a network error).
    loading.catch(() => resolvedLazy.delete(route));
    resolvedLazy.set(route, loading);
  }
  return loading;
}

function matchesFor(routes: RouteObject[], location: Path): { matches: Match[]; notFound?: Record<string, unknown> } {
  const matches = matchRoutes(routes, location);
  if (matches) return { matches };
  // Nothing matches: the root route shows a 404 in its error boundary.
  const root = routes.find((r) => r.index || !r.path || r.path === '/') ?? routes[0];
  if (!root) throw new Error('The route table is empty');
  const id = root.id ?? String(routes.indexOf(root));
  return {
    matches: [{ route: root, id, params: {}, pathname: '/' }],
    notFound: { [id]: new ErrorResponse(404, 'Not Found') },
  };
}

/** Whether a matched route's loader runs again (React Router's default revalidation). */
function needsLoad(match: Match, previous: RouterState, next: Path, initial: boolean): boolean {
  if (!match.route.loader) return false;
  if (initial) return true;
  const before = previous.matches.find((m) => m.id === match.id);
  if (!before) return true;
  const sameHref = createPath({ ...next, hash: '' }) === createPath({ ...previous.location, hash: '' });
  return sameHref || next.search !== previous.location.search || before.pathname !== match.pathname;
}

function createRouter(routes: RouteObject[], history: History): Router {
  const listeners = new Set<(state: RouterState) => void>();
  const scrollPositions = new Map<string, number>();
  let getScrollY: (() => number) | null = null;
  let pending = 0;
  let state: RouterState = {
    historyAction: 'POP',
    location: history.location,
    matches: matchesFor(routes, history.location).matches,
    initialized: false,
    navigation: IDLE,
    errors: null,
    restoreScrollPosition: null,
    preventScrollReset: false,
  };

  const update = (patch: Partial<RouterState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener(state);
  };

  function commit(
    action: Action,
    location: Location,
    matches: Match[],
    errors: RouterState['errors'],
    opts: NavigateOptions,
  ) {
    if (getScrollY && state.initialized) scrollPositions.set(state.location.key, getScrollY());
    if (action === 'PUSH') history.push(location);
    else if (action === 'REPLACE') history.replace(location);
    update({
      historyAction: action,
      location,
      matches,
      errors,
      initialized: true,
      navigation: IDLE,
      restoreScrollPosition: getScrollY ? (scrollPositions.get(location.key) ?? null) : null,
      preventScrollReset: !!opts.preventScrollReset,
    });
  }

  /** Loads what `location` needs (lazy chunks, loaders), then shows it, unless a newer navigation came first. */
  function start(action: Action, location: Location, opts: NavigateOptions = {}): Promise<void> {
    const id = ++pending;
    const initial = !state.initialized;
    const { matches, notFound } = matchesFor(routes, location);
    const hashOnly =
      !initial &&
      location.pathname === state.location.pathname &&
      location.search === state.location.search &&
      location.hash !== '' &&
      location.hash !== state.location.hash;
    const url = new URL(createPath(location), pageOrigin());
    const work =
      notFound || hashOnly
        ? []
        : matches.map((match) => {
            const lazy = loadLazy(match.route);
            const load = needsLoad(match, state, location, initial);
            if (!lazy && !load) return undefined;
            return Promise.all([lazy, load ? match.route.loader?.({ params: match.params, url }) : undefined]);
          });
    if (work.every((w) => w === undefined)) {
      commit(action, location, matches, notFound ?? null, opts);
      return Promise.resolve();
    }
    if (state.initialized) update({ navigation: { state: 'loading', location } });
    return Promise.allSettled(work).then((results) => {
      if (id !== pending) return;
      let errors: RouterState['errors'] = null;
      const failed = results.findIndex((r) => r.status === 'rejected');
      if (failed >= 0) {
        // The nearest route at or above the failed one that has a boundary shows the error.
        let at = failed;
        while (at > 0 && !matches[at]?.route.ErrorBoundary) at--;
        const match = matches[at] as Match;
        errors = { [match.id]: (results[failed] as PromiseRejectedResult).reason };
      }
      commit(action, location, matches, errors, opts);
    });
  }

  const unlisten = history.listen((location) => void start('POP', location));

  const router: Router = {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, opts = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      let path = resolveTo(to, state.location);
      if (!staysOnOrigin(path)) {
        // A path handed over from elsewhere (a `?next=`, a server's link) must not take the visitor off the site.
        console.warn('Navigation to another origin refused; going home instead:', to);
        path = { pathname: '/', search: '', hash: '' };
      }
      const location: Location = { ...path, state: opts.state ?? null, key: createKey() };
      return start(opts.replace ? 'REPLACE' : 'PUSH', location, opts);
    },
    enableScrollRestoration(getY) {
      getScrollY = getY;
      return () => {
        getScrollY = null;
      };
    },
    dispose() {
      unlisten();
      listeners.clear();
    },
  };
  void start('POP', state.location);
  return router;
}

/** The app's router, on the tab's history. */
export const createBrowserRouter = (routes: RouteObject[]) => createRouter(routes, createBrowserHistory());

/** A router on history in memory (tests): starts at the last of `initialEntries`. */
export const createMemoryRouter = (routes: RouteObject[], { initialEntries }: { initialEntries?: string[] } = {}) =>
  createRouter(routes, createMemoryHistory(initialEntries));
