import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../test/app.ts';
import { query } from './client.ts';

/**
 * Tables updated all day, or read from their indexes alone, are vacuumed after 1 % of their rows
 * changed instead of PostgreSQL's 20 % (migrations 0007 and 0039): with the default, the listing
 * lost a quarter of its speed to dead entries before a vacuum came
 * (docs/decisions/017-perf-listing.md §Vacuumed like products).
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop('empty');
});
afterAll(() => shop.close());

describe('vacuum settings', () => {
  it('vacuum products and the tables read from their indexes alone after 1 % of their rows changed', async () => {
    const rows = await query<{ relname: string; reloptions: string[] | null }>(
      shop.app.shop.db,
      sql`select relname, reloptions from pg_class
          where relname in ('products', 'listing_entries', 'product_words', 'product_search') order by relname`,
    );
    expect(rows.map((r) => r.relname)).toEqual(['listing_entries', 'product_search', 'product_words', 'products']);
    for (const row of rows) {
      expect(row.reloptions, row.relname).toEqual(
        expect.arrayContaining(['autovacuum_vacuum_scale_factor=0.01', 'autovacuum_analyze_scale_factor=0.02']),
      );
      if (row.relname !== 'products') {
        expect(row.reloptions, row.relname).toContain('autovacuum_vacuum_insert_scale_factor=0.01');
      }
    }
  });
});
