import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { createTestShop, until } from '../../test/app.ts';
import { cloneTemplate, type TestDatabase } from '../../test/databases.ts';
import { announceCatalogueChange } from '../catalog/catalogue-events.ts';
import { blogHits, loadBlogWords } from './search-blog.ts';
import { parseSearchTerms, type SearchTerms, tsPrefixQuery, wordPrefixPattern } from './search-terms.ts';

/**
 * The blog's part of the search dropdown is answered from memory (search-blog.ts). It must give
 * what the database's own full-text match gave: the statement it replaced is kept here as the
 * reference, and both answer every query below.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await cloneTemplate('demo');
  const hour = 3600 * 1000;
  const posts: [string, string, string, string, string, number][] = [
    // slug, title, perex, content, status, hours from now
    [
      'kamery-ip',
      'IP kamery v praxi',
      'Ako vybrať kameru',
      '<p>Kamerový systém DS-2CD2143 a NVR.</p>',
      'published',
      -5,
    ],
    [
      'poziarne-hlasice',
      'Požiarne hlásiče EPS',
      'Norma STN EN 54',
      '<p>Optický hlásič, 2.8 mm, 12 V.</p>',
      'published',
      -4,
    ],
    [
      'kamery-analog',
      'Analógové kamery',
      'Kamery TVI a AHD',
      '<p>Rekordér 16 kanálov, IP kamera.</p>',
      'published',
      -3,
    ],
    [
      'dochadzka',
      'Dochádzkový systém',
      'Prístup a dochádzka',
      '<p>Čítačka kariet EM, kamera pri vstupe.</p>',
      'published',
      -2,
    ],
    ['buduci', 'Kamery budúcnosti', 'Naplánovaný článok', '<p>Kamera s AI.</p>', 'published', 5],
    ['koncept', 'Kamery koncept', 'Rozpracovaný', '<p>Kamera.</p>', 'draft', -1],
    ['rovnaky-cas-a', 'Sieťové switche PoE', 'Switch 802.3at', '<p>PoE+ switch, kamera.</p>', 'published', -6],
    ['rovnaky-cas-b', 'Switche bez PoE', 'Switch', '<p>Gigabit switch.</p>', 'published', -6],
  ];
  for (const [slug, title, perex, content, status, hours] of posts) {
    await database.db.execute(sql`
      insert into blog_posts (slug, title, perex, content, status, published_at)
      values (${slug}, ${title}, ${perex}, ${content}, ${status}, ${new Date(Date.now() + hours * hour).toISOString()})`);
  }
});
afterAll(async () => {
  await database.destroy();
});

/** The statement the dropdown ran before (search.repository.ts, session 29). */
async function reference(terms: SearchTerms, limit: number) {
  const title = sql`(' ' || regexp_replace(lower(shop_unaccent(b.title)), '[^a-z0-9]+', ' ', 'g'))`;
  const inTitle = sql.join(
    terms.tokens.map((t) => sql`${title} like ${wordPrefixPattern(t)}`),
    sql` and `,
  );
  const rows = await query<{
    id: number;
    slug: string;
    title: string;
    perex: string;
    image: string | null;
    total: number;
  }>(
    database.db,
    sql`
    select b.id, b.slug, b.title, b.perex, b.image, count(*) over ()::int as total
    from blog_posts b
    where b.status = 'published' and b.published_at <= now()
      and b.search_doc @@ to_tsquery('simple', ${tsPrefixQuery(terms.tokens)})
    order by (${inTitle}) desc, b.published_at desc, b.id desc
    limit ${limit}`,
  );
  return {
    hits: rows.map(({ total: _total, ...hit }) => ({ ...hit, id: Number(hit.id) })),
    total: Number(rows[0]?.total ?? 0),
  };
}

describe('the blog in the search dropdown', () => {
  it('finds what the database full-text match found, in the same order, with the same total', async () => {
    const blog = await loadBlogWords(database.db);
    const texts = await query<{ text: string }>(
      database.db,
      sql`select title || ' ' || perex || ' ' || content as text from blog_posts`,
    );
    // Every prefix (1–6 characters) of every word of every post, whole words, pairs and misses.
    const queries = new Set<string>([
      'kamery ip',
      'ip kamery',
      'switch poe',
      'kamera 2cd',
      'xyz',
      'kamery xyz',
      'ds-2cd',
    ]);
    for (const { text } of texts) {
      for (const word of text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)) {
        for (let n = 1; n <= Math.min(6, word.length); n++) queries.add(word.slice(0, n));
        queries.add(word);
      }
    }
    let compared = 0;
    for (const q of queries) {
      const terms = parseSearchTerms(q);
      if (terms.tokens.length === 0) continue;
      const all = await reference(terms, 50);
      // The hits are the kept posts, which carry more than the reference's columns.
      expect(blogHits(blog, terms, 50), q).toMatchObject(all);
      expect(blogHits(blog, terms, 3), `${q} (3)`).toMatchObject({ hits: all.hits.slice(0, 3), total: all.total });
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
    // The queries reach every kind of post: found, scheduled (left out), draft (left out).
    const kamer = blogHits(blog, parseSearchTerms('kamer'), 50);
    expect(kamer.hits.map((h) => h.slug)).toContain('kamery-ip');
    expect(kamer.hits.map((h) => h.slug)).not.toContain('buduci');
    expect(kamer.hits.map((h) => h.slug)).not.toContain('koncept');
  });

  it('shows a scheduled post once its time has come, without loading again', async () => {
    const blog = await loadBlogWords(database.db);
    const later = Date.now() + 6 * 3600 * 1000;
    expect(blogHits(blog, parseSearchTerms('budúcnosti'), 3).total).toBe(0);
    expect(blogHits(blog, parseSearchTerms('budúcnosti'), 3, later).hits.map((h) => h.slug)).toEqual(['buduci']);
  });
});

describe('the blog words a process keeps', () => {
  it("stay through an order's stock change and go with a change announced by any process", async () => {
    const shop = await createTestShop('demo');
    try {
      await shop.app.shop.cacheEvents.ready();
      const blogSlugs = async () =>
        (
          (await shop.app.inject({ method: 'GET', url: '/admin/v1/search/vrbnikola/sk' })).json().items as {
            type: string;
            url: { url: string };
          }[]
        )
          .filter((i) => i.type === 'blog')
          .map((i) => i.url.url);
      expect(await blogSlugs()).toEqual([]);
      // Written as plain SQL, announced by nobody: the process keeps what it read.
      await shop.app.shop.db.execute(sql`
        insert into blog_posts (slug, title, perex, content, published_at)
        values ('vrbnikola', 'Vrbnikola v teréne', '', '', now() - interval '1 minute')`);
      shop.app.shop.cacheEvents.stockChanged();
      expect(await blogSlugs()).toEqual([]);
      // What another process's save announces (the back office calls catalogueChanged).
      await announceCatalogueChange(shop.app.shop.db);
      await until(async () => (await blogSlugs()).includes('/vrbnikola'), 'the announced post', 1000);
    } finally {
      await shop.close();
    }
  });
});
