import { describe, expect, it } from 'vitest';
import { storedPublication } from './publication';

const now = new Date('2026-05-10T10:00:00Z');

describe('storedPublication', () => {
  it('schedules only a time to come', () => {
    expect(storedPublication('scheduled', '2026-05-11T08:00', null, now)?.status).toBe('published');
    expect(storedPublication('scheduled', '2026-05-09T08:00', null, now)).toBeNull();
    expect(storedPublication('scheduled', '', null, now)).toBeNull();
  });
  it('publishing keeps an earlier date and replaces a future one with now', () => {
    expect(storedPublication('published', '', '2026-01-01T00:00:00.000Z', now)).toEqual({
      status: 'published',
      publishedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(storedPublication('published', '', '2026-06-01T00:00:00.000Z', now)?.publishedAt).toBe(now.toISOString());
    expect(storedPublication('draft', '', null, now)).toEqual({ status: 'draft', publishedAt: now.toISOString() });
  });
});
