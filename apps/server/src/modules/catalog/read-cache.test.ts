import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

describe('createReadCache', () => {
  it('loads a key once while it is kept, again after clear()', async () => {
    const reads = createReadCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([reads.get('k', load), reads.get('k', load)])).toEqual([1, 1]);
    expect(await reads.get('other', load)).toBe(2);
    reads.clear();
    expect(await reads.get('k', load)).toBe(3);
  });

  it('does not keep a failed load', async () => {
    const reads = createReadCache();
    await expect(reads.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await reads.get('k', async () => 'ok')).toBe('ok');
  });

  it('keeps at most max keys, dropping the least recently used', async () => {
    const reads = createReadCache(2);
    let loads = 0;
    const load = async () => ++loads;
    await reads.get('a', load);
    await reads.get('b', load);
    await reads.get('a', load);
    await reads.get('c', load);
    expect(await reads.get('a', load)).toBe(1);
    expect(await reads.get('b', load)).toBe(4);
  });
});
