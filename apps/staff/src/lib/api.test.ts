import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, queryString, setXsrfToken } from './api';
import { errorText, t } from './i18n';

function replyWith(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const headersOf = (fetchMock: ReturnType<typeof replyWith>, call = 0) =>
  (fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>;

afterEach(() => setXsrfToken(''));

describe('the staff API client', () => {
  it('keeps the XSRF token from a reply in memory and sends it on non-GET calls only', async () => {
    const fetchMock = replyWith(200, { success: true, stage: 'complete', xsrf: 'token-1' });
    await api('GET', '/session');
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/admin/v1/staff/session');
    expect(headersOf(fetchMock)['X-Staff-XSRF']).toBeUndefined();
    await api('POST', '/sign/out', {});
    expect(headersOf(fetchMock, 1)['X-Staff-XSRF']).toBe('token-1');
    expect(document.cookie).not.toContain('token-1');
  });

  it('turns the error envelope into an ApiError with status, code and key', async () => {
    replyWith(400, { success: false, error: [{ code: 'staff.credentials', key: 'password' }] });
    const err = await api('POST', '/sign/in', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: 'staff.credentials', errors: [{ key: 'password' }] });
    expect(errorText((err as ApiError).code)).toBe('Nesprávny e-mail alebo heslo.');
  });

  it('reads a reply that is not the envelope, or no reply at all, as a failure', async () => {
    replyWith(502, '<html>Bad gateway</html>');
    await expect(api('GET', '/users')).rejects.toMatchObject({ status: 502, code: 'messages.internal' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(api('GET', '/users')).rejects.toMatchObject({ status: 0, code: 'messages.unavailable' });
  });

  it('builds query strings from set values only', () => {
    expect(queryString({ entity: 'staff', after: undefined, from: '' })).toBe('?entity=staff');
    expect(queryString({})).toBe('');
  });
});

describe('t()', () => {
  it('fills placeholders and reads unknown error codes as a generic failure', () => {
    expect(t('home.title', { name: 'Eva' })).toBe('Vitajte, Eva');
    expect(errorText('some.unknown')).toBe(t('messages.internal'));
  });
});
