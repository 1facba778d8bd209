import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../db/client.ts';
import { cloneTemplate, type TestDatabase } from '../test/databases.ts';
import { seedBigCatalogue } from './big-catalogue.ts';

let database: TestDatabase;
const q = <T>(text: string) => query<T>(database.db, sql.raw(text));
const count = async (table: string) => (await q<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n ?? 0;
const indexes = async () =>
  (await q<{ name: string }>("select indexname as name from pg_indexes where schemaname = 'public' order by 1")).map(
    (r) => r.name,
  );

beforeAll(async () => {
  database = await cloneTemplate('demo');
});
afterAll(() => database?.destroy());

describe('seedBigCatalogue', () => {
  it('adds products up to the target, in batches, reusing stored media', async () => {
    const before = await count('products');
    const media = await count('media');
    const logs: string[] = [];
    await seedBigCatalogue(database.db, { products: before + 700, batch: 300, log: (m) => logs.push(m) });
    expect(await count('products')).toBe(before + 700);
    expect(await count('media')).toBe(media);
    expect(logs.some((l) => l.includes(`${before + 700} / ${before + 700}`))).toBe(true);

    const [stats] = await q<{ codes: number; slugs: number; n: number; leaves: number; all_leaves: number }>(
      `select count(distinct code)::int as codes, count(distinct slug)::int as slugs, count(*)::int as n,
              count(distinct category_id)::int as leaves,
              (select count(*)::int from categories c where not exists (select 1 from categories x where x.parent_id = c.id)) as all_leaves
       from products`,
    );
    expect(stats?.codes).toBe(stats?.n);
    expect(stats?.slugs).toBe(stats?.n);
    expect(stats?.leaves).toBeGreaterThanOrEqual(stats?.all_leaves ?? 0);

    const bad = await q<{ id: number }>(
      `select p.id from products p where p.id > ${before}
       and ((select count(*) from product_parameters x where x.product_id = p.id) < 4
         or (select count(*) from product_images i where i.product_id = p.id and i.cover) <> 1
         or p.slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$')`,
    );
    expect(bad).toEqual([]);
    const missing = await q(
      "select 1 from (select src from product_images union select url from product_attachments) s(src) where not exists (select 1 from media m where '/media/' || m.path = s.src)",
    );
    expect(missing).toEqual([]);
  });

  it('does nothing when the catalogue is already big enough', async () => {
    const before = await count('products');
    const logs: string[] = [];
    await seedBigCatalogue(database.db, { products: before - 10, log: (m) => logs.push(m) });
    expect(await count('products')).toBe(before);
    expect(logs[0]).toMatch(/already has/);
  });

  it('in bulk mode rebuilds every index it dropped and leaves the sequence usable', async () => {
    const before = await count('products');
    const indexesBefore = await indexes();
    await seedBigCatalogue(database.db, { products: before + 400, batch: 150, bulkFrom: 1 });
    expect(await count('products')).toBe(before + 400);
    expect(await indexes()).toEqual(indexesBefore);
    const [next] = await q<{ id: number; max: number }>(
      "select nextval(pg_get_serial_sequence('products', 'id'))::int as id, (select max(id) from products)::int as max",
    );
    expect(next?.id).toBeGreaterThan(next?.max ?? 0);
    const [fk] = await q<{ orphans: number }>(
      'select count(*)::int as orphans from product_parameters x where not exists (select 1 from products p where p.id = x.product_id)',
    );
    expect(fk?.orphans).toBe(0);
  });
});
