import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../test/app.ts';
import { insertBlogPost } from '../../test/search-fixtures.ts';

let shop: TestShop;
const DAY = 86_400_000;
const get = (url: string) => shop.app.inject({ method: 'GET', url });

beforeAll(async () => {
  shop = await createTestShop('empty');
  const db = shop.app.shop.db;
  for (let i = 1; i <= 5; i++) {
    await insertBlogPost(db, {
      slug: `clanok-${i}`,
      title: `Článok ${i}`,
      perex: `<p>Úvod ${i}</p>`,
      content: `<h2>Nadpis ${i}</h2><p>Text článku ${i}.</p>`,
      image: i === 1 ? '/media/blog/clanok-1.svg' : null,
      publishedAt: new Date(Date.now() - (6 - i) * DAY),
    });
  }
  await insertBlogPost(db, { slug: 'zajtra', title: 'Zajtrajší článok', publishedAt: new Date(Date.now() + DAY) });
});
afterAll(() => shop.close());

describe('GET /blog/list/{lang}/{limit}/{offset}', () => {
  it('lists published posts newest first, with the count of all of them', async () => {
    const res = await get('/admin/v1/blog/list/sk/3/0');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.count).toBe(5);
    expect(body.blogs.map((b: { title: string }) => b.title)).toEqual(['Článok 5', 'Článok 4', 'Článok 3']);
    expect(body.blogs[0]).toEqual({
      id: expect.any(Number),
      title: 'Článok 5',
      perex: '<p>Úvod 5</p>',
      image: null,
      url: { url: '/clanok-5' },
      publish: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('pages on, and past the end still tells the count', async () => {
    const second = (await get('/admin/v1/blog/list/sk/3/3')).json();
    expect(second.blogs.map((b: { title: string }) => b.title)).toEqual(['Článok 2', 'Článok 1']);
    const past = (await get('/admin/v1/blog/list/sk/3/9')).json();
    expect(past).toEqual({ success: true, blogs: [], count: 5 });
  });

  it('refuses a bad page size or language with 400', async () => {
    expect((await get('/admin/v1/blog/list/sk/0/0')).statusCode).toBe(400);
    expect((await get('/admin/v1/blog/list/sk/101/0')).statusCode).toBe(400);
    expect((await get('/admin/v1/blog/list/en/3/0')).statusCode).toBe(400);
  });
});

describe('GET /blog/url/{lang}/{slug}', () => {
  it('answers the article with its HTML content', async () => {
    const res = await get('/admin/v1/blog/url/sk/clanok-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().blog).toEqual({
      id: expect.any(Number),
      title: 'Článok 1',
      content: '<h2>Nadpis 1</h2><p>Text článku 1.</p>',
      perex: '<p>Úvod 1</p>',
      image: '/media/blog/clanok-1.svg',
      publish: expect.any(String),
      url: { url: '/clanok-1' },
    });
  });

  it('answers 404 for an unknown post and for one not yet published', async () => {
    for (const slug of ['neexistuje', 'zajtra']) {
      const res = await get(`/admin/v1/blog/url/sk/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toEqual({ success: false, error: [{ code: 'messages.not-found' }] });
    }
  });
});
