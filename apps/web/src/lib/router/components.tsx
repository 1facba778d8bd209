import {
  type AnchorHTMLAttributes,
  Component,
  type ComponentType,
  createContext,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
  type Ref,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { createPath, type Location } from './history';
import { decodePath, matchPath, type Params, type PathMatch } from './match';
import { type Match, type NavigateOptions, type Router, type RouterState, resolveTo } from './router';

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
interface RouteContextValue {
  outlet: ReactNode;
  /** The matches down to the route being rendered. */
  matches: Match[];
}
const RouteContext = createContext<RouteContextValue>({ outlet: null, matches: [] });
const ErrorContext = createContext<unknown>(undefined);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks need a <RouterProvider>');
  return router;
}

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('Router hooks need a <RouterProvider>');
  return state;
}

interface BoundaryProps {
  location: Location;
  fallback: ComponentType;
  context: RouteContextValue;
  children: ReactNode;
}

/** Shows a route's ErrorBoundary when a screen below it throws while rendering; a new location clears it. */
class RenderErrorBoundary extends Component<BoundaryProps, { error: unknown; location: Location }> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { error: undefined, location: props.location };
  }
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; location: Location }) {
    return state.location === props.location ? null : { error: undefined, location: props.location };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A route threw while rendering', error, info.componentStack);
  }
  override render() {
    if (this.state.error === undefined) return this.props.children;
    const Fallback = this.props.fallback;
    return (
      <RouteContext.Provider value={{ ...this.props.context, outlet: null }}>
        <ErrorContext.Provider value={this.state.error}>
          <Fallback />
        </ErrorContext.Provider>
      </RouteContext.Provider>
    );
  }
}

/** The matched routes, outermost first; each renders the next in its <Outlet />. */
function renderMatches(state: RouterState): ReactNode {
  let matches = state.matches;
  let fallbackAt = -1;
  if (!state.initialized) {
    // Before the first screen is ready: the deepest HydrateFallback above the first route still loading.
    for (const [i, match] of matches.entries()) {
      if (match.route.HydrateFallback) fallbackAt = i;
      if (match.route.lazy || match.route.loader) break;
    }
    if (fallbackAt < 0) return null;
    matches = matches.slice(0, fallbackAt + 1);
  }
  const errors = state.errors;
  const errorAt = errors ? matches.findIndex((m) => errors[m.id] !== undefined) : -1;
  if (errorAt >= 0) matches = matches.slice(0, errorAt + 1);
  return matches.reduceRight<ReactNode>((outlet, match, i) => {
    const { route } = match;
    const context: RouteContextValue = { outlet, matches: matches.slice(0, i + 1) };
    let element: ReactNode;
    if (i === fallbackAt && route.HydrateFallback) {
      element = <route.HydrateFallback />;
    } else if (i === errorAt) {
      const Boundary = route.ErrorBoundary;
      const error = errors?.[match.id];
      if (!Boundary) throw error;
      element = (
        <ErrorContext.Provider value={error}>
          <Boundary />
        </ErrorContext.Provider>
      );
    } else {
      element = route.element ?? (route.Component ? <route.Component /> : outlet);
      if (route.ErrorBoundary) {
        element = (
          <RenderErrorBoundary location={state.location} fallback={route.ErrorBoundary} context={context}>
            {element}
          </RenderErrorBoundary>
        );
      }
    }
    return (
      <RouteContext.Provider key={match.id} value={context}>
        {element}
      </RouteContext.Provider>
    );
  }, null);
}

/** Renders the router's current screen; its updates render as transitions (as React Router's did). */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    // A change between the first render and this effect.
    setState(router.state);
    return router.subscribe((next) => startTransition(() => setState(next)));
  }, [router]);
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{renderMatches(state)}</StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** Where a parent route renders its matched child. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

export const useLocation = (): Location => useRouterState().location;
export const useNavigation = () => useRouterState().navigation;
/** The error an ErrorBoundary shows. */
export const useRouteError = (): unknown => useContext(ErrorContext);

/** The matched route's params (decoded). */
export function useParams(): Params {
  const { matches } = useContext(RouteContext);
  const state = useRouterState();
  return (matches.at(-1) ?? state.matches.at(-1))?.params ?? {};
}

/** Every matched route, outermost first, with its `handle`. */
export function useMatches() {
  const { matches } = useRouterState();
  return useMemo(
    () => matches.map(({ id, pathname, params, route }) => ({ id, pathname, params, handle: route.handle })),
    [matches],
  );
}

/** `pattern` against the current pathname (decoded), or null. */
export function useMatch(pattern: string): PathMatch | null {
  const { pathname } = useLocation();
  return useMemo(() => matchPath(pattern, decodePath(pathname)), [pattern, pathname]);
}

export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

export function useNavigate(): NavigateFunction {
  const router = useRouter();
  return useCallback<NavigateFunction>((to, options) => void router.navigate(to, options), [router]);
}

type SearchInit = URLSearchParams | string | Record<string, string>;

/** The URL's search params, and a setter that navigates to the same path with others. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(router.state.location.search)) : next;
      void router.navigate(`?${new URLSearchParams(init)}`, options);
    },
    [router],
  );
  return [params, setParams];
}

/** Navigates when rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: string } & Omit<NavigateOptions, 'preventScrollReset'>) {
  const router = useRouter();
  useEffect(() => {
    void router.navigate(to, { replace, state });
  }, [router, to, replace, state]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A scheme, or two slashes in either direction (`//host`, `/\host`: another host to a browser). */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[/\\]{2})/i;

/** The path `to` navigates to inside the app, or null for another site. */
function internalPath(to: string, from: Location) {
  if (!ABSOLUTE_URL.test(to)) return resolveTo(to, from);
  try {
    const url = new URL(to, window.location.href);
    if (url.origin === window.location.origin) return { pathname: url.pathname, search: url.search, hash: url.hash };
  } catch {
    // Not a URL the browser understands: leave it to the browser.
  }
  return null;
}

/** An <a> that navigates in the app on a plain click (a new tab, download or other site as usual). */
export function Link({ to, replace, state, preventScrollReset, onClick, ...rest }: LinkProps) {
  const router = useRouter();
  const location = useLocation();
  const path = internalPath(to, location);
  const href = path ? createPath(path) : to;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      !path ||
      event.defaultPrevented ||
      event.button !== 0 ||
      (rest.target && rest.target !== '_self') ||
      rest.download !== undefined ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return;
    }
    event.preventDefault();
    // A link to where the visitor is replaces the entry instead of adding the same page again.
    void router.navigate(href, { replace: replace ?? href === createPath(location), state, preventScrollReset });
  };
  return <a {...rest} href={href} onClick={handleClick} />;
}

/** A Link with `aria-current="page"` while its path (or, without `end`, one below it) is shown. */
export function NavLink({ end = false, ...props }: LinkProps & { end?: boolean }) {
  const location = useLocation();
  const to = (internalPath(props.to, location)?.pathname ?? '').toLowerCase();
  const current = location.pathname.toLowerCase();
  const slashAt = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  const active = to !== '' && (current === to || (!end && current.startsWith(to) && current.charAt(slashAt) === '/'));
  return <Link aria-current={active ? 'page' : undefined} {...props} />;
}

/**
 * Scrolls to the top after a navigation, to the saved position after back/forward, to the
 * element a #hash names; keeps the position when the navigation asked (preventScrollReset).
 */
export function ScrollRestoration() {
  const router = useRouter();
  const { location, restoreScrollPosition, preventScrollReset } = useRouterState();
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Leaving the page: the browser restores the position if the visitor comes back to it.
    const onPageHide = () => {
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onPageHide);
    const disable = router.enableScrollRestoration(() => window.scrollY);
    return () => {
      disable();
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, [router]);
  useLayoutEffect(() => {
    if (restoreScrollPosition !== null) {
      window.scrollTo(0, restoreScrollPosition);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!preventScrollReset) window.scrollTo(0, 0);
  }, [location, restoreScrollPosition, preventScrollReset]);
  return null;
}
