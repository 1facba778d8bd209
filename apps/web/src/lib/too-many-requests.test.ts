import { describe, expect, it } from 'vitest';
import { testI18n } from '../testing/render';
import { ApiError, parseRetryAfter } from './api-client';
import { retryAfterMessage, tooManyRequestsMessage } from './too-many-requests';

const text = async (seconds: number | null) => {
  const { t } = await testI18n();
  const message = retryAfterMessage(seconds);
  return t(message.key, message.values);
};
const START = 'Príliš veľa pokusov. Skúste to prosím znova';

describe('"too many attempts" says when to try again', () => {
  it.each([
    [1, 'o 1 sekundu'],
    [2, 'o 2 sekundy'],
    [4, 'o 4 sekundy'],
    [30, 'o 30 sekúnd'],
    [59, 'o 59 sekúnd'],
    [60, 'o 1 minútu'],
    [61, 'o 2 minúty'],
    [240, 'o 4 minúty'],
    [3041, 'o 51 minút'],
    [3060, 'o 51 minút'],
    [3600, 'o 60 minút'],
    [90 * 60, 'o 90 minút'],
    [90 * 60 + 1, 'o 2 hodiny'],
    [3 * 3600, 'o 3 hodiny'],
    [5 * 3600, 'o 5 hodín'],
    [21 * 3600, 'o 21 hodín'],
  ])('after %i s: "%s"', async (seconds, wait) => {
    expect(await text(seconds)).toBe(`${START} ${wait}.`);
  });

  it('says "later" when the server did not say, never "in a moment"', async () => {
    for (const seconds of [null, 0, -5, Number.NaN]) expect(await text(seconds)).toBe(`${START} neskôr.`);
  });

  it('is only for throttled calls', () => {
    expect(tooManyRequestsMessage(new ApiError(400, [{ code: 'messages.validation' }]))).toBeNull();
    expect(tooManyRequestsMessage(new Error('x'))).toBeNull();
    const throttled = new ApiError(429, [{ code: 'messages.too-many-requests' }], { retryAfterSeconds: 3060 });
    expect(tooManyRequestsMessage(throttled)).toEqual({ key: 'toasts.tooManyRequestsMinutes', values: { count: 51 } });
  });
});

describe('Retry-After', () => {
  it('reads delta-seconds and HTTP dates', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(parseRetryAfter('3060', now)).toBe(3060);
    expect(parseRetryAfter(' 5 ', now)).toBe(5);
    expect(parseRetryAfter('Sun, 01 Mar 2026 10:51:00 GMT', now)).toBe(3060);
    expect(parseRetryAfter('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-3', now)).toBeNull();
  });
});
