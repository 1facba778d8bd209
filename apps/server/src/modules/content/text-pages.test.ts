import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../test/app.ts';
import { insertTextPage } from '../../test/search-fixtures.ts';

let shop: TestShop;
const get = (url: string) => shop.app.inject({ method: 'GET', url });

beforeAll(async () => {
  shop = await createTestShop('empty');
  await insertTextPage(shop.app.shop.db, {
    slug: 'o-nas',
    title: 'O nás',
    content: '<p>Sme <strong>SecuriTrade</strong>.</p>',
  });
});
afterAll(() => shop.close());

describe('GET /text-pages/url/{lang}/{slug}', () => {
  it('answers the page title and HTML content, cacheable', async () => {
    const res = await get('/admin/v1/text-pages/url/sk/o-nas');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      page: { title: 'O nás', content: '<p>Sme <strong>SecuriTrade</strong>.</p>' },
    });
    expect(res.headers.etag).toBeTruthy();
  });

  it('answers 404 for an unknown page', async () => {
    const res = await get('/admin/v1/text-pages/url/sk/neexistuje');
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});
