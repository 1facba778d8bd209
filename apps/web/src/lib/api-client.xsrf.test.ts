import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../testing/fetch-mock';
import { api, XSRF_HEADER } from './api-client';

/**
 * The page's cookies as the browser would show them. Stubbed: jsdom runs on http, where a browser
 * (and jsdom) refuses to store a `__Host-` cookie at all.
 */
function cookiesAre(value: string) {
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => value });
}
afterEach(() => {
  // Back to the Document prototype's own cookie property.
  Reflect.deleteProperty(document, 'cookie');
});

async function sentToken() {
  const fetch = mockFetch({ 'POST /admin/v1/sign/out/': { body: { success: true } } });
  await api.post('/sign/out/');
  return new Headers(fetch.mock.calls[0]?.[1]?.headers).get(XSRF_HEADER);
}

describe('the XSRF cookie under its http and https names', () => {
  it('sends the plain cookie (shop on http)', async () => {
    cookiesAre('a=1; XSRF-TOKEN=plain-1');
    expect(await sentToken()).toBe('plain-1');
  });

  it('sends the __Host- cookie (shop on https), also when an old plain one is still there', async () => {
    cookiesAre('__Host-XSRF-TOKEN=host-2');
    expect(await sentToken()).toBe('host-2');
    cookiesAre('XSRF-TOKEN=stale-3; __Host-XSRF-TOKEN=host-2');
    expect(await sentToken()).toBe('host-2');
  });
});
