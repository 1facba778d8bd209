import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from '.';

const routes: RouteObject[] = [
  { path: '/', element: <p>home</p> },
  { path: '*', element: <p>other</p> },
];

/** Targets a browser resolves to another host; the router must stay on the page's origin. */
const OFF_ORIGIN = [
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '/\\/evil.example',
  './/evil.example/x',
  '..//evil.example/x',
];

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the router stays on its origin', () => {
  it.each(OFF_ORIGIN)('navigate(%j) goes home instead, with a warning', async (to) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    await router.navigate(to);
    expect(router.state.location.pathname).toBe('/');
    expect(warn).toHaveBeenCalledOnce();
    router.dispose();
  });

  it('reads a URL with a scheme as a path on this origin (navigate takes paths, never URLs)', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    await router.navigate('https://evil.example/x');
    const { pathname, search, hash } = router.state.location;
    expect(new URL(`${pathname}${search}${hash}`, window.location.origin).origin).toBe(window.location.origin);
    router.dispose();
  });

  it('follows paths of this origin as before', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    await router.navigate('/category/cctv?x=1#top');
    expect(router.state.location).toMatchObject({ pathname: '/category/cctv', search: '?x=1', hash: '#top' });
    router.dispose();
  });

  it('never hands the browser another origin (history and its location.assign fallback)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const pushState = vi.spyOn(window.history, 'pushState');
    const router = createBrowserRouter(routes);
    for (const to of OFF_ORIGIN) await router.navigate(to);
    for (const [, , url] of pushState.mock.calls) {
      expect(new URL(String(url), window.location.href).origin).toBe(window.location.origin);
    }
    expect(window.location.pathname).toBe('/');
    router.dispose();
  });
});
