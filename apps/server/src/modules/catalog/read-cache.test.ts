import { describe, expect, it } from 'vitest';
import { createReadCache, KEEP_FROM_REQUEST } from './read-cache.ts';

/** Asks for `key` as often as it takes to be kept. */
async function keep(reads: ReturnType<typeof createReadCache>, key: string, load: () => Promise<number>) {
  for (let i = 0; i < KEEP_FROM_REQUEST; i++) await reads.get(key, load);
}

describe('createReadCache', () => {
  // docs/decisions/017-perf-listing.md §Kept from the third request
  it('keeps a key from its third request on, and loads it again after clear()', async () => {
    const reads = createReadCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await reads.get('k', load)).toBe(1);
    expect(await reads.get('k', load)).toBe(2);
    expect(await reads.get('k', load)).toBe(3);
    expect(await reads.get('k', load)).toBe(3);
    expect(await reads.get('other', load)).toBe(4);
    reads.clear();
    expect(await reads.get('k', load)).toBe(5);
  });

  it('shares one load between concurrent requests, kept or not', async () => {
    const reads = createReadCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([reads.get('k', load), reads.get('k', load), reads.get('k', load)])).toEqual([1, 1, 1]);
    expect(await reads.get('k', load)).toBe(2);
  });

  it('drops a load in flight with clear()', async () => {
    const reads = createReadCache();
    let release = () => {};
    const first = reads.get('k', () => new Promise<string>((resolve) => (release = () => resolve('old'))));
    reads.clear();
    expect(await reads.get('k', async () => 'new')).toBe('new');
    release();
    expect(await first).toBe('old');
  });

  it('does not keep a failed load', async () => {
    const reads = createReadCache();
    let loads = 0;
    await keep(reads, 'k', async () => ++loads);
    reads.clear();
    for (let i = 0; i < KEEP_FROM_REQUEST - 1; i++) await reads.get('k', async () => 0);
    await expect(reads.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await reads.get('k', async () => 'ok')).toBe('ok');
  });

  it('keeps at most max keys, dropping the least recently used', async () => {
    const reads = createReadCache(2);
    let loads = 0;
    const load = async () => ++loads;
    await keep(reads, 'a', load);
    await keep(reads, 'b', load);
    await reads.get('a', load);
    await keep(reads, 'c', load);
    const before = loads;
    await reads.get('a', load);
    expect(loads).toBe(before);
    await reads.get('b', load);
    expect(loads).toBe(before + 1);
  });

  it('keeps nothing with max 0', async () => {
    const reads = createReadCache(0);
    let loads = 0;
    const load = async () => ++loads;
    await keep(reads, 'k', load);
    expect(await reads.get('k', load)).toBe(KEEP_FROM_REQUEST + 1);
  });
});
