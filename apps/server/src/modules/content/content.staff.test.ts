import { ContentErrorCode } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestShop, type TestShop } from '../../test/app.ts';
import { auditRows, createStaff, type StaffBrowser, staffSessionDirectly } from '../../test/staff.ts';

/**
 * Blog posts and text pages in the back office (docs/requirements/back-office.md §Blog and pages):
 * HTML sanitized on write, drafts never shown to customers, scheduled ones from their time on.
 */

let shop: TestShop;
let editor: StaffBrowser;
const day = 24 * 3600 * 1000;

beforeAll(async () => {
  shop = await createTestShop('empty');
  editor = await staffSessionDirectly(shop, await createStaff(shop, 'content'));
});
afterAll(() => shop.close());

const post = (over: Record<string, unknown> = {}) => ({
  slug: `clanok-${Date.now().toString(36)}`,
  title: 'Nové kamery',
  perex: 'Krátko o novinkách.',
  content: '<p>Pozrite <a href="https://example.sk/x">návod</a><img src="/media/blog/a.webp" alt="kamera"></p>',
  image: null,
  homepage: true,
  status: 'published',
  publishedAt: new Date(Date.now() - 60_000).toISOString(),
  ...over,
});

const storefront = browser as (app: TestShop['app']) => ReturnType<typeof browser>;
const blogStatus = async (slug: string) => (await storefront(shop.app).get(`/admin/v1/blog/url/sk/${slug}`)).statusCode;
const listedSlugs = async () =>
  ((await storefront(shop.app).get('/admin/v1/blog/list/sk/100/0')).json().blogs as { url: { url: string } }[]).map(
    (b) => b.url.url.slice(1),
  );

describe('blog posts', () => {
  it('stores sanitized HTML (a link and an image stay, a script and a handler go) and audits it', async () => {
    const body = post({
      content:
        '<p onclick="x()">Ahoj <a href="javascript:alert(1)">zlé</a> <a href="/blog">dobré</a></p><script>alert(1)</script><img src="/media/a.webp" alt="a">',
    });
    const res = await editor.post('/admin/v1/staff/blog-posts', body);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().post;
    expect(saved.content).not.toMatch(/script|onclick|javascript/);
    expect(saved.content).toMatch(/<a href="\/blog"[^>]*>dobré<\/a>/);
    expect(saved.content).toMatch(/<img src="\/media\/a.webp" alt="a" ?\/?>/);
    expect(saved.state).toBe('published');
    expect(await blogStatus(body.slug)).toBe(200);
    expect(await auditRows(shop, 'blog_post', saved.id)).toEqual([
      expect.objectContaining({ action: 'blog_post.create' }),
    ]);
  });

  it('never shows a draft, shows a scheduled post only from its time on, and a change shows at once', async () => {
    const draft = post({ slug: `koncept-${Date.now().toString(36)}`, status: 'draft' });
    const draftRes = (await editor.post('/admin/v1/staff/blog-posts', draft)).json().post;
    expect(draftRes.state).toBe('draft');
    const scheduled = post({
      slug: `neskor-${Date.now().toString(36)}`,
      publishedAt: new Date(Date.now() + day).toISOString(),
    });
    const scheduledRes = (await editor.post('/admin/v1/staff/blog-posts', scheduled)).json().post;
    expect(scheduledRes.state).toBe('scheduled');
    for (const slug of [draft.slug, scheduled.slug]) {
      expect(await blogStatus(slug)).toBe(404);
      expect(await listedSlugs()).not.toContain(slug);
    }
    // its time comes: published a minute ago
    const now = await editor.put(`/admin/v1/staff/blog-posts/${scheduledRes.id}`, {
      ...scheduled,
      version: scheduledRes.version,
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(now.json().post.state).toBe('published');
    expect(await blogStatus(scheduled.slug)).toBe(200);
    expect(await listedSlugs()).toContain(scheduled.slug);
  });

  it('the search finds a post by the words of its latest save only, in title, perex and content', async () => {
    const blogHits = async (query: string) =>
      (
        (await storefront(shop.app).get(`/admin/v1/search/${encodeURIComponent(query)}/sk`)).json().items as {
          type: string;
          url: { url: string };
        }[]
      )
        .filter((i) => i.type === 'blog')
        .map((i) => i.url.url.slice(1));
    const body = post({ slug: `hladanie-${Date.now().toString(36)}`, content: '<p>Zvlorbix ústredne</p>' });
    const saved = (await editor.post('/admin/v1/staff/blog-posts', body)).json().post;
    expect(await blogHits('zvlorbix')).toEqual([body.slug]);
    // The words are kept with the post (migration 0040): a save replaces them.
    await editor.put(`/admin/v1/staff/blog-posts/${saved.id}`, {
      ...body,
      version: saved.version,
      title: 'Qarnéla v teréne',
      perex: 'Krátko o ústredniach.',
      content: '<p>Pravidelná údržba: štvrťročne</p>',
    });
    expect(await blogHits('zvlorbix')).toEqual([]);
    for (const word of ['qarnela', 'ustredniach', 'stvrtrocne'])
      expect(await blogHits(word), word).toEqual([body.slug]);
    // The dropdown describes the post by its new perex, not by the text made from the old one.
    const items = (await storefront(shop.app).get('/admin/v1/search/qarnela/sk')).json().items as {
      type: string;
      description: string;
    }[];
    expect(items.find((i) => i.type === 'blog')?.description).toBe('Krátko o ústredniach.');
  });

  it('refuses a taken slug, a bad slug and an image from elsewhere (400 at the field)', async () => {
    const first = post({ slug: `rovnaky-${Date.now().toString(36)}` });
    await editor.post('/admin/v1/staff/blog-posts', first);
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: first.slug }, 'slug'],
      [{ slug: 'Veľké Písmená' }, 'slug'],
      [{ image: 'https://evil.example/a.png' }, 'image'],
      [{ title: '' }, 'title'],
    ];
    for (const [over, key] of cases) {
      const res = await editor.post('/admin/v1/staff/blog-posts', { ...first, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.map((e: { key: string }) => e.key)).toEqual([key]);
    }
    const dup = await editor.post('/admin/v1/staff/blog-posts', first);
    expect(dup.json().error[0].code).toBe(ContentErrorCode.slugExists);
    expect((await editor.put('/admin/v1/staff/blog-posts/99999999', { ...first, version: 0 })).statusCode).toBe(404);
  });
});

describe('two people editing one post or page', () => {
  it.each([
    ['blog-posts', 'post', 'blog_post', post({ slug: `spolu-${Date.now().toString(36)}` })],
    [
      'text-pages',
      'page',
      'text_page',
      {
        slug: `spolu-${Date.now().toString(36)}`,
        title: 'Doprava',
        content: '<p>A</p>',
        status: 'published',
        publishedAt: new Date().toISOString(),
      },
    ],
  ] as const)(
    'a save from an older version of %s is 409 naming who saved last, and the first save is kept',
    async (path, key, entity, body) => {
      const other = await staffSessionDirectly(shop, await createStaff(shop, 'admin', { name: 'Eva Prvá' }));
      const created = (await editor.post(`/admin/v1/staff/${path}`, body)).json()[key];
      const loaded = (await editor.get(`/admin/v1/staff/${path}/${created.id}`)).json()[key];

      const first = await other.put(`/admin/v1/staff/${path}/${created.id}`, {
        ...body,
        content: '<p>Text od Evy</p>',
        version: loaded.version,
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()[key].version).toBe(loaded.version + 1);

      const second = await editor.put(`/admin/v1/staff/${path}/${created.id}`, {
        ...body,
        content: '<p>Text od druhého</p>',
        version: loaded.version,
      });
      expect(second.statusCode, second.body).toBe(409);
      const [error] = second.json().error;
      expect(error).toMatchObject({ code: ContentErrorCode.stale, key: 'version' });
      expect(error.message).toMatch(/medzitým zmenil niekto iný \(Eva Prvá, /);

      const stored = (await editor.get(`/admin/v1/staff/${path}/${created.id}`)).json()[key];
      expect(stored.content).toBe('<p>Text od Evy</p>');
      expect(stored.version).toBe(loaded.version + 1);
      expect(await auditRows(shop, entity, created.id)).toHaveLength(2);
    },
  );
});

describe('text pages', () => {
  it('a draft page is 404 for customers until it is published', async () => {
    const body = {
      slug: `stranka-${Date.now().toString(36)}`,
      title: 'Reklamácie',
      content: '<h2>Ako reklamovať</h2><p>Napíšte nám.</p><iframe src="https://x"></iframe>',
      status: 'draft',
      publishedAt: new Date().toISOString(),
    };
    const created = await editor.post('/admin/v1/staff/text-pages', body);
    expect(created.statusCode, created.body).toBe(200);
    const page = created.json().page;
    expect(page.content).toBe('<h2>Ako reklamovať</h2><p>Napíšte nám.</p>');
    const read = () => storefront(shop.app).get(`/admin/v1/text-pages/url/sk/${body.slug}`);
    expect((await read()).statusCode).toBe(404);
    await editor.put(`/admin/v1/staff/text-pages/${page.id}`, { ...body, status: 'published', version: page.version });
    const shown = await read();
    expect(shown.statusCode).toBe(200);
    expect(shown.json().page).toEqual({ title: 'Reklamácie', content: '<h2>Ako reklamovať</h2><p>Napíšte nám.</p>' });
    const listed = (await editor.get('/admin/v1/staff/text-pages')).json().pages;
    expect(listed).toContainEqual(expect.objectContaining({ id: page.id, state: 'published' }));
    expect(await auditRows(shop, 'text_page', page.id)).toHaveLength(2);
  });
});
