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

const constraints = async () =>
  (
    await q<{ name: string }>(
      "select conname || ' ' || pg_get_constraintdef(oid) as name from pg_constraint where connamespace = 'public'::regnamespace order by 1",
    )
  ).map((r) => r.name);

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

  it('in bulk mode rebuilds every index and key it dropped and leaves the sequence usable', async () => {
    const before = await count('products');
    const indexesBefore = await indexes();
    const constraintsBefore = await constraints();
    await seedBigCatalogue(database.db, { products: before + 400, batch: 150, bulkFrom: 1 });
    expect(await count('products')).toBe(before + 400);
    expect(await indexes()).toEqual(indexesBefore);
    expect(await constraints()).toEqual(constraintsBefore);
    const [next] = await q<{ id: number; max: number }>(
      "select nextval(pg_get_serial_sequence('products', 'id'))::int as id, (select max(id) from products)::int as max",
    );
    expect(next?.id).toBeGreaterThan(next?.max ?? 0);
    const [fk] = await q<{ orphans: number }>(
      'select count(*)::int as orphans from product_parameters x where not exists (select 1 from products p where p.id = x.product_id)',
    );
    expect(fk?.orphans).toBe(0);
  });

  it('in bulk mode writes the tables the triggers keep as the triggers would', async () => {
    const before = await count('products');
    await seedBigCatalogue(database.db, { products: before + 300, batch: 120, bulkFrom: 1 });
    // Each row the tables should hold and do not, or hold and should not: none.
    const differences = await q<{ kind: string; n: number }>(`
      with expected_words as (
        select distinct w.word, s.product_id, s.search_text as sort_key
        from product_search s, regexp_split_to_table(s.search_text, ' ') as w(word)
        where s.active and length(w.word) >= 3)
      select 'card' as kind, count(*)::int as n from product_cards k full join product_card_sources s using (product_id)
        where k.card is distinct from s.card or k.price_cents is distinct from s.price_cents
      union all
      select 'search', count(*)::int from product_search s full join products p on p.id = s.product_id
        where (s.active, s.search_text, s.code_key) is distinct from (p.active, p.search_text, p.code_key)
      union all
      select 'words', count(*)::int from (
        (select word, product_id, sort_key from product_words except select * from expected_words)
        union all
        (select * from expected_words except select word, product_id, sort_key from product_words)) d
      union all
      select 'word list', count(*)::int from product_word_list l
        full join (select word, count(*)::int as n from product_words group by word) c using (word)
        where coalesce(l.products, -1) <> coalesce(c.n, 0)
      union all
      select 'listing', count(*)::int from products p
        where p.active and not exists (
          select 1 from listing_entries e where e.product_id = p.id and e.category_id = p.category_id
            and e.price_cents = p.price_cents and e.code = p.code and e.in_stock = (p.stock > 0))
      union all
      select 'price keys', count(*)::int from (
        (select * from listing_price_keys except all
         select price_group_id, category_id, price_key, product_id, in_stock from listing_price_key_sources)
        union all
        (select price_group_id, category_id, price_key, product_id, in_stock from listing_price_key_sources
         except all select * from listing_price_keys)) d`);
    expect(differences).toEqual(
      ['card', 'search', 'words', 'word list', 'listing', 'price keys'].map((kind) => ({ kind, n: 0 })),
    );
    // every price group's keys, for every entry (the replica role had skipped their triggers)
    const [keys] = await q<{ keys: number; expected: number }>(
      `select (select count(*) from listing_price_keys)::int as keys,
              ((select count(*) from listing_entries) * (select count(*) from price_groups))::int as expected`,
    );
    expect(keys?.keys).toBe(keys?.expected);
    expect(await count('product_cards')).toBe(await count('products'));
  });
});
