import { paths } from '../../config/paths';

/** Pages a login must never return to (they would loop or undo the login). */
const NOT_AFTER_LOGIN = [
  paths.login.getHref(),
  paths.logout.getHref(),
  paths.register.getHref(),
  paths.resetPassword.getHref(),
];

const ORIGIN = 'http://shop.invalid';

/**
 * The `?next=` value of /login, if it is a path inside this shop: it must start with a single
 * `/`, stay on this origin once resolved (no `//evil.example`, `/\evil`, `javascript:`), and not
 * point at login/logout/register/reset. Returns the normalised path with search and hash, or null.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000 || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters (tabs, newlines) are stripped by URL parsers and could hide a `//`.
  for (const char of raw) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return null;
  }
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
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
