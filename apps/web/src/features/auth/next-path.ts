import { paths } from '../../config/paths';

/** Pages a login must never return to (they would loop or undo the login). */
const NOT_AFTER_LOGIN = [
  paths.login.getHref(),
  paths.logout.getHref(),
  paths.register.getHref(),
  paths.resetPassword.getHref(),
];

/** Stands in for the page's origin where there is none (a test without a document). */
const FALLBACK_ORIGIN = 'http://shop.invalid';

/**
 * The `?next=` value of /login, if it is a path inside this shop
 * (docs/requirements/security-and-privacy.md §Redirects). The value is resolved against this origin and only the normalised result counts:
 * it must stay on the origin, and its path must not start with `//` or `/\` — dot segments
 * (`/.//x`, `/%2e//x`) normalise into exactly that, and a browser reads such a path as another
 * host. Nor may it point at login/logout/register/reset. Returns the normalised path with search
 * and hash, or null.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000 || !raw.startsWith('/')) return null;
  // Control characters (tabs, newlines) are stripped by URL parsers and could hide a `//`.
  for (const char of raw) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return null;
  }
  const origin = globalThis.location?.origin ?? FALLBACK_ORIGIN;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || /^\/[/\\]/.test(url.pathname)) return null;
  if (NOT_AFTER_LOGIN.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?next=/checkout`: the login page returns there afterwards. */
export function loginHref(next?: string | null): string {
  const safe = safeNextPath(next);
  return safe && safe !== paths.home.getHref()
    ? `${paths.login.getHref()}?${new URLSearchParams({ next: safe })}`
    : paths.login.getHref();
}
