import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

const folder = path.join(import.meta.dirname, 'migrations');
const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal;

describe('the migrations journal', () => {
  // drizzle's migrator applies only migrations whose `when` is later than the last one applied.
  // 0004's `when` lies in the future (1795900000000), so drizzle-kit stamps a new migration with
  // an earlier time and every existing database would skip it: raise it above its predecessor.
  it('stamps every migration later than the one before, so existing databases apply it', () => {
    for (const [i, entry] of journal.entries.entries()) {
      expect(entry.idx).toBe(i);
      if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[i - 1]?.when ?? 0);
    }
  });

  it('lists every SQL file of the folder, and only those', () => {
    const files = readdirSync(folder)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => f.replace(/\.sql$/, ''))
      .sort();
    expect(journal.entries.map((e) => e.tag)).toEqual(files);
  });
});
