import { sql } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';

/** docs/requirements/back-office.md §Import and export (feeds) */
const PUBLIC_URL = 'https://shop.example.sk';
let on: TestShop;
let off: TestShop;

beforeAll(async () => {
  [on, off] = await Promise.all([
    createTestShop('demo', { FEED_PRICES: 'true', PUBLIC_URL }),
    createTestShop('demo', { PUBLIC_URL }),
  ]);
});
afterAll(async () => {
  await Promise.all([on?.close(), off?.close()]);
});

/** Well-formed XML, or the parser throws. */
function parseXml(xml: string): void {
  const parser = new SaxesParser();
  parser.on('error', (err) => {
    throw err;
  });
  parser.write(xml).close();
}

describe('product feeds', () => {
  it('are not published while the shop keeps its prices to signed-in customers (off by default)', async () => {
    for (const feed of ['heureka', 'google']) {
      const res = await off.app.inject({ method: 'GET', url: `/feeds/${feed}.xml` });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<');
    }
  });

  it('Heureka: every active product with absolute URLs and the retail price incl. VAT', async () => {
    const [active] = await query<{ n: number }>(
      on.database.db,
      sql`select count(*)::int as n from products where active`,
    );
    const [sample] = await query<{ code: string; slug: string; price_cents: number; vat_rate: number }>(
      on.database.db,
      sql`select code, slug, price_cents, vat_rate from products where active order by id limit 1`,
    );
    const res = await on.app.inject({ method: 'GET', url: '/feeds/heureka.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    parseXml(res.body);
    expect(res.body.match(/<SHOPITEM>/g)?.length).toBe(active?.n);
    const item = res.body.split('<SHOPITEM>')[1] ?? '';
    expect(item).toContain(`<ITEM_ID>${sample?.code}</ITEM_ID>`);
    expect(item).toContain(`<URL>${PUBLIC_URL}/product/${sample?.slug}</URL>`);
    expect(item).toMatch(new RegExp(`<IMGURL>${PUBLIC_URL}/media/`));
    const withVat = Math.round(Number(sample?.price_cents) * (1 + Number(sample?.vat_rate) / 100));
    expect(item).toContain(`<PRICE_VAT>${(withVat / 100).toFixed(2)}</PRICE_VAT>`);
  });

  it('Google: RSS 2.0 with the g: namespace and a price on every item; withdrawn products are left out', async () => {
    const [withdrawn] = await query<{ code: string }>(
      on.database.db,
      sql`update products set active = false where id = (select min(id) from products) returning code`,
    );
    const res = await on.app.inject({ method: 'GET', url: '/feeds/google.xml' });
    expect(res.statusCode).toBe(200);
    parseXml(res.body);
    expect(res.body).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
    const items = res.body.split('<item>').slice(1);
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) expect(item).toMatch(/<g:price>\d+\.\d{2} EUR<\/g:price>/);
    expect(res.body).not.toContain(`<g:id>${withdrawn?.code}</g:id>`);
  });

  it('escapes what a product name holds', async () => {
    await query(
      on.database.db,
      sql`update products set name = 'Kábel <&> "x"' where id = (select max(id) from products)`,
    );
    const res = await on.app.inject({ method: 'GET', url: '/feeds/heureka.xml' });
    parseXml(res.body);
    expect(res.body).toContain('<PRODUCTNAME>Kábel &lt;&amp;&gt; &quot;x&quot;</PRODUCTNAME>');
  });
});
