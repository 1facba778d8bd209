/**
 * Route patterns as React Router wrote them: static segments, `:param`, optional `:param?` and a
 * trailing `*`; matched case-insensitively against the decoded pathname.
 */

export type Params = Record<string, string | undefined>;

export interface PathMatch {
  params: Params;
  /** The part of the pathname the pattern matched. */
  pathname: string;
  pattern: string;
}

/** The part of a route a match needs (RouteObject has it). */
export interface MatchableRoute<R> {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: R[];
}

export interface RouteMatch<R> {
  route: R;
  /** `route.id`, or its position in the table (`0-1-3`). */
  id: string;
  params: Params;
  pathname: string;
}

interface Compiled {
  regexp: RegExp;
  names: { name: string; optional: boolean }[];
}

const compiled = new Map<string, Compiled>();

function compile(pattern: string, end: boolean, caseSensitive: boolean): Compiled {
  const cacheKey = `${end ? 1 : 0}${caseSensitive ? 1 : 0}${pattern}`;
  const cached = compiled.get(cacheKey);
  if (cached) return cached;
  const names: Compiled['names'] = [];
  let source = `^${pattern
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)(\?)?/g, (_, name: string, optional?: string) => {
      names.push({ name, optional: optional !== undefined });
      return optional ? '/?([^\\/]+)?' : '/([^\\/]+)';
    })}`;
  if (pattern.endsWith('*')) {
    names.push({ name: '*', optional: false });
    source += pattern === '*' || pattern === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (pattern !== '' && pattern !== '/') {
    source += '(?:(?=\\/|$))';
  }
  const result = { regexp: new RegExp(source, caseSensitive ? undefined : 'i'), names };
  compiled.set(cacheKey, result);
  return result;
}

/**
 * `pattern` against the whole of `pathname` (or, with `end: false`, its beginning). Params come
 * out as they are in the pathname, except `%2F`, which the router's decoding kept, becomes `/`.
 */
export function matchPath(
  pattern: string,
  pathname: string,
  { end = true, caseSensitive = false }: { end?: boolean; caseSensitive?: boolean } = {},
): PathMatch | null {
  const { regexp, names } = compile(pattern, end, caseSensitive);
  const found = regexp.exec(pathname);
  if (!found) return null;
  const params: Params = {};
  names.forEach(({ name, optional }, i) => {
    const value = found[i + 1];
    params[name] = optional && !value ? undefined : (value ?? '').replace(/%2F/g, '/');
  });
  return { params, pathname: found[0].replace(/(.)\/+$/, '$1'), pattern };
}

/** Decodes each segment; an encoded `/` stays `%2F` so segments do not merge. */
export function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

const joinPaths = (parent: string, child: string) => `${parent}/${child}`.replace(/\/\/+/g, '/');

/** React Router's ranking: static segments beat params, params beat a splat; index routes win ties. */
function score(pattern: string, index: boolean): number {
  const segments = pattern.split('/');
  let total = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') total -= 2;
    else if (segment.startsWith(':')) total += 3;
    else total += segment === '' ? 1 : 10;
  }
  return total;
}

interface Branch<R> {
  pattern: string;
  score: number;
  /** Root to leaf, with each route's id and the pattern up to it. */
  routes: { route: R; id: string; pattern: string }[];
}

const branchCache = new WeakMap<object, Branch<unknown>[]>();

function branchesOf<R extends MatchableRoute<R> & { id?: string }>(routes: R[]): Branch<R>[] {
  const cached = branchCache.get(routes);
  if (cached) return cached as Branch<R>[];
  const branches: Branch<R>[] = [];
  const walk = (list: R[], parents: Branch<R>['routes'], parentPattern: string, parentId: string) => {
    list.forEach((route, i) => {
      const id = route.id ?? (parentId ? `${parentId}-${i}` : String(i));
      const pattern = route.path === undefined ? parentPattern : joinPaths(parentPattern, route.path);
      const chain = [...parents, { route, id, pattern }];
      if (route.children?.length) walk(route.children, chain, pattern, id);
      // A route without a path only matches through its children, unless it is an index route.
      if (route.path !== undefined || route.index) {
        branches.push({ pattern, score: score(pattern, !!route.index), routes: chain });
      }
    });
  };
  walk(routes, [], '', '');
  // Stable: equal scores keep the table's order.
  branches.sort((a, b) => b.score - a.score);
  branchCache.set(routes, branches);
  return branches;
}

/** The routes, root to leaf, that `pathname` renders; null when none matches. */
export function matchRoutes<R extends MatchableRoute<R> & { id?: string }>(
  routes: R[],
  location: string | { pathname: string },
): RouteMatch<R>[] | null {
  const pathname = decodePath(typeof location === 'string' ? location : location.pathname);
  for (const branch of branchesOf(routes)) {
    const leaf = branch.routes.at(-1);
    const full = matchPath(branch.pattern, pathname, { caseSensitive: !!leaf?.route.caseSensitive });
    if (!full) continue;
    return branch.routes.map(({ route, id, pattern }) => ({
      route,
      id,
      params: full.params,
      pathname: route === leaf?.route ? full.pathname : (matchPath(pattern, pathname, { end: false })?.pathname ?? '/'),
    }));
  }
  return null;
}
