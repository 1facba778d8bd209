import { ErrorCode, ok } from '@shop/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockFetch } from '../testing/fetch-mock';
import { API_BASE, ApiError, api, apiRequest, ClientErrorCode, readCookie, XSRF_HEADER } from './api-client';

/** Tests set the XSRF cookie the way the server would (not httpOnly). */
function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting a readable cookie
  document.cookie = value;
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) setCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
  }
}

afterEach(clearCookies);

describe('api client', () => {
  it('sends the XSRF cookie value as X-XSRF-TOKEN on POST', async () => {
    setCookie('XSRF-TOKEN=tok%2Bvalue_123; path=/');
    const fetch = mockFetch({ 'POST /admin/v1/sign/in': { body: { success: true } } });
    await api.post('/sign/in', { email: 'a@b.sk', password: 'x' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${API_BASE}/sign/in`);
    const headers = new Headers(init?.headers);
    expect(headers.get(XSRF_HEADER)).toBe('tok+value_123');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ email: 'a@b.sk', password: 'x' }));
  });

  it('sends the XSRF header on PUT, PATCH and DELETE but not on GET', async () => {
    setCookie('XSRF-TOKEN=abc; path=/');
    const fetch = mockFetch({
      'GET /admin/v1/x': { body: { success: true } },
      'PUT /admin/v1/x': { body: { success: true } },
      'PATCH /admin/v1/x': { body: { success: true } },
      'DELETE /admin/v1/x': { body: { success: true } },
    });
    await api.get('/x');
    await api.put('/x', {});
    await api.patch('/x', {});
    await api.delete('/x');
    const sent = fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get(XSRF_HEADER));
    expect(sent).toEqual([null, 'abc', 'abc', 'abc']);
  });

  it('turns an error envelope into an ApiError with status and codes', async () => {
    mockFetch({
      'POST /admin/v1/sign/up': {
        status: 400,
        body: { success: false, error: [{ code: ErrorCode.emailExists, key: 'email', message: 'exists' }] },
      },
    });
    const error = await api.post('/sign/up', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.codes).toEqual([ErrorCode.emailExists]);
    expect(apiError.forKey('email')?.code).toBe(ErrorCode.emailExists);
    expect(apiError.hasCode(ErrorCode.emailExists)).toBe(true);
  });

  it('treats success:false as a failure even with status 200', async () => {
    mockFetch({ 'GET /admin/v1/odd': { status: 200, body: { success: false, error: [{ code: 'messages.odd' }] } } });
    await expect(api.get('/odd')).rejects.toMatchObject({ status: 200, errors: [{ code: 'messages.odd' }] });
  });

  it('recognises not-logged-in', async () => {
    mockFetch({
      'GET /admin/v1/sign/user': { status: 401, body: { success: false, error: [{ code: ErrorCode.notLoggedIn }] } },
    });
    const error = (await api.get('/sign/user').catch((e: unknown) => e)) as ApiError;
    expect(error.isNotLoggedIn).toBe(true);
  });

  it('gives a code for a non-JSON error body and for a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(api.get('/health')).rejects.toMatchObject({ status: 502, errors: [{ code: ErrorCode.internal }] });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/health')).rejects.toMatchObject({ status: 0, errors: [{ code: ClientErrorCode.network }] });
  });

  it('validates the reply with the given schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Schema = ok({ count_all: z.number() });
    mockFetch({ 'GET /admin/v1/good': { body: { success: true, count_all: 3 } } });
    await expect(api.get('/good', Schema)).resolves.toEqual({ success: true, count_all: 3 });

    mockFetch({ 'GET /admin/v1/bad': { body: { success: true, count_all: 'three' } } });
    await expect(api.get('/bad', Schema)).rejects.toMatchObject({ errors: [{ code: ClientErrorCode.invalidReply }] });
  });

  it('passes the abort signal and lets an abort through unchanged', async () => {
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const controller = new AbortController();
    const pending = apiRequest('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });

  it('reads cookies by exact name', () => {
    setCookie('XSRF-TOKEN-OLD=old; path=/');
    setCookie('XSRF-TOKEN=new; path=/');
    expect(readCookie('XSRF-TOKEN')).toBe('new');
    expect(readCookie('missing')).toBeUndefined();
  });
});
