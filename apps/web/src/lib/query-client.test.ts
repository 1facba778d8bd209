import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ClientErrorCode } from './api-client';
import { createQueryClient, type ErrorToastRequest } from './query-client';

afterEach(() => vi.restoreAllMocks());

async function fail(error: unknown, meta?: { errorToast?: string | false }) {
  const toasts: ErrorToastRequest[] = [];
  const client = createQueryClient({ onErrorToast: (toast) => toasts.push(toast) });
  await client
    .getMutationCache()
    .build(client, {
      mutationFn: () => Promise.reject(error),
      ...(meta ? { meta } : {}),
    })
    .execute(undefined)
    .catch(() => {});
  return toasts;
}

describe('the query client on failures', () => {
  it('keeps the console quiet for a refusal the server explained (4xx): the screen says it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await fail(new ApiError(400, [{ code: 'messages.validation.password.incorrect', key: 'password' }]), {
      errorToast: false,
    });
    await fail(new ApiError(404, [{ code: 'messages.not-found' }]));
    await fail(new ApiError(401, [{ code: 'messages.user.not-logged-in' }]));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('logs what nobody expected: a 5xx, no answer, a reply that breaks the contract', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await fail(new ApiError(500, [{ code: 'messages.internal' }]));
    await fail(new ApiError(0, [{ code: ClientErrorCode.network }]));
    await fail(new TypeError('x is undefined'));
    expect(consoleError).toHaveBeenCalledTimes(3);
  });

  it('raises the generic error toast, or the throttle warning with its wait', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await fail(new ApiError(500, [{ code: 'messages.internal' }]))).toEqual([
      { kind: 'error', key: 'toasts.genericError' },
    ]);
    const throttled = new ApiError(429, [{ code: 'messages.too-many-requests' }], { retryAfterSeconds: 30 });
    expect(await fail(throttled)).toEqual([
      { kind: 'warning', key: 'toasts.tooManyRequestsSeconds', values: { count: 30 } },
    ]);
    expect(await fail(throttled, { errorToast: false })).toEqual([]);
  });
});
