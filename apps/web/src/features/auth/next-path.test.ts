import { describe, expect, it } from 'vitest';
import { loginHref, safeNextPath } from './next-path';

/** Values that try to leave the shop after sign-in; each must come back null or as a path of this origin. */
const HOSTILE_NEXT = [
  '//evil.example',
  '//evil.example/x',
  '/\\evil.example',
  '/\\/evil.example',
  '/.//evil.example/x',
  '/./\\evil.example/x',
  '/%2e//evil.example/x',
  '/%2E%2E//evil.example/x',
  '/x/..//evil.example/x',
  '/%2F%2Fevil.example',
  '/%5C%5Cevil.example',
  '/%5c/evil.example',
  'https://evil.example/',
  'HTTPS://evil.example/',
  'https:evil.example',
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '\t//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\\\\evil.example',
  'evil.example',
];

describe('?next= after login', () => {
  it.each(HOSTILE_NEXT)('%j stays on this origin', (raw) => {
    const safe = safeNextPath(raw);
    if (safe === null) return;
    expect(safe).toMatch(/^\/(?![/\\])/);
    expect(new URL(safe, window.location.origin).origin).toBe(window.location.origin);
  });

  it.each([
    '//evil.example/x',
    '/.//evil.example/x',
    '/%2e//evil.example/x',
    '/x/..//evil.example/x',
    '/\\evil.example',
    '/./\\evil.example/x',
    'https://evil.example/',
    'javascript:alert(1)',
    '\t//evil.example',
  ])('%j is refused', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it('returns the normalised path, search and hash of a path in the shop', () => {
    expect(safeNextPath('/checkout')).toBe('/checkout');
    expect(safeNextPath('/account/./orders?pg=2#x')).toBe('/account/orders?pg=2#x');
    expect(safeNextPath('/a/../checkout')).toBe('/checkout');
    expect(safeNextPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('never returns to login, logout, registration or reset', () => {
    for (const raw of ['/login', '/logout', '/register', '/reset-password/abc', '/x/../login']) {
      expect(safeNextPath(raw)).toBeNull();
    }
  });

  it('builds the login link only with a safe next', () => {
    expect(loginHref('/checkout')).toBe('/login?next=%2Fcheckout');
    expect(loginHref('/.//evil.example/x')).toBe('/login');
  });
});
