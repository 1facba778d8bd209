/**
 * The SPA's routes (docs/requirements/content.md §Routes; apps/web/src/config/paths.ts), as the server needs them:
 * which page a URL shows, so the document head can describe it and an unknown URL answers 404.
 */
export type SpaPage =
  | { kind: 'home' }
  | { kind: 'category'; path: string }
  | { kind: 'product'; slug: string }
  | { kind: 'blog-list' }
  | { kind: 'blog'; slug: string }
  | { kind: 'text-page'; slug: string }
  | { kind: 'search'; query: string }
  /** a page with nothing to describe: cart, account, login … (`index` false: keep it out of search engines) */
  | { kind: 'static'; name: string; index: boolean };

const LANG = 'sk';

/** One-segment pages; a Map, so `/constructor` is not found on Object.prototype. */
const STATIC_PAGES = new Map<string, boolean>([
  ['cart', false],
  ['checkout', false],
  ['register', true],
  ['login', true],
  ['logout', false],
  ['test', false],
]);

/** Decoded path segments, or null when the path is not valid percent-encoding. */
function segmentsOf(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter((s) => s.length > 0)
      .map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
}

/** The page a URL path shows, or null when the SPA has no such route (the not-found page). */
export function matchSpaPage(pathname: string): SpaPage | null {
  const segments = segmentsOf(pathname);
  if (!segments) return null;
  const [first, second, third] = segments;
  if (first === undefined) return { kind: 'home' };
  const count = segments.length;
  switch (first) {
    case 'category':
      return count >= 2 && count <= 5 ? { kind: 'category', path: segments.slice(1).join('/') } : null;
    case 'product':
      return count === 2 && second ? { kind: 'product', slug: second } : null;
    case 'search-product':
      return count === 2 && second ? { kind: 'search', query: second } : null;
    case 'blog':
      if (count === 1) return { kind: 'blog-list' };
      return count === 3 && second === LANG && third ? { kind: 'blog', slug: third } : null;
    case 'page':
      return count === 3 && second === LANG && third ? { kind: 'text-page', slug: third } : null;
    case 'account':
      if (count === 1) return { kind: 'static', name: 'account', index: false };
      // `/account/:menuOption`: the SPA decides what an unknown option shows.
      if (count === 2) return { kind: 'static', name: 'account', index: false };
      return count === 3 && second === 'orderdetail' && third
        ? { kind: 'static', name: 'account', index: false }
        : null;
    case 'reset-password':
      return count <= 2 ? { kind: 'static', name: 'reset-password', index: false } : null;
    default: {
      const index = STATIC_PAGES.get(first);
      return index !== undefined && count === 1 ? { kind: 'static', name: first, index } : null;
    }
  }
}
