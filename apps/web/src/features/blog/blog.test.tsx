import type { BlogArticle, BlogCard } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/router';
import { type MockHandler, mockFetch, notLoggedIn } from '../../testing/fetch-mock';
import { renderWithApp } from '../../testing/render';
import { shareHrefs } from './components/share-links';
import { formatLongDate } from './format-date';

const card = (id: number): BlogCard => ({
  id,
  title: `Článok ${id}`,
  perex: `<p>Perex <strong>${id}</strong></p>`,
  image: id % 2 ? `/media/blog/${id}.svg` : null,
  url: { url: `/clanok-${id}` },
  publish: '2026-03-05T10:00:00.000Z',
});

const article: BlogArticle = {
  id: 1,
  title: 'Ako vybrať IP kameru',
  content: '<h2>Začnite otázkou</h2><p>Rozlišujeme <strong>detekciu</strong>.</p>',
  perex: '<p>Perex</p>',
  image: '/media/blog/ako-vybrat-ip-kameru.svg',
  publish: '2026-03-05T10:00:00.000Z',
  url: { url: '/ako-vybrat-ip-kameru' },
};

/** Lazy route chunks load on first use; a busy machine needs more than the default 1 s. */
const slow = { timeout: 5000 };

const notFound = { status: 404, body: { success: false, error: [{ code: 'messages.not-found' }] } };

function api(extra: Record<string, MockHandler>) {
  return mockFetch({
    'GET /admin/v1/sign/user': notLoggedIn,
    'GET /admin/v1/menu/main/sk': { body: { success: true, menu: [] } },
    ...extra,
  });
}

const listReply = (count: number, ids: number[]) => ({ body: { success: true, blogs: ids.map(card), count } });

describe('blog list', () => {
  it('shows the cards, a paginator with ?pg= links, and the document title', async () => {
    const fetch = api({
      'GET /admin/v1/blog/list/sk/12/0': listReply(14, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
      'GET /admin/v1/blog/list/sk/12/12': listReply(14, [13, 14]),
    });
    const { router } = await renderWithApp(null, { routes, path: '/blog' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' }, slow)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Články' }, slow);
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(12);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 2, name: 'Článok 1' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Zobraziť článok: Článok 1' })).toHaveAttribute(
      'href',
      '/blog/sk/clanok-1',
    );
    expect(within(first).getByText('5. marca 2026')).toHaveAttribute('datetime', '2026-03-05T10:00:00.000Z');
    expect(first.querySelector('strong')).toHaveTextContent('1');
    const image = first.querySelector('img');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '500');
    expect(image).toHaveAttribute('alt', '');
    expect(document.title).toBe('Blog | SecuriTrade');

    const pager = screen.getByRole('navigation', { name: 'Stránkovanie' });
    expect(within(pager).getByRole('link', { name: 'Strana 2' })).toHaveAttribute('href', '/blog?pg=2');
    await router.navigate('/blog?pg=2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Článok 14' }, slow)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/admin/v1/blog/list/sk/12/12', expect.anything());
  });

  it('says so when there are no blogs', async () => {
    api({ 'GET /admin/v1/blog/list/sk/12/0': listReply(0, []) });
    await renderWithApp(null, { routes, path: '/blog' });
    expect(await screen.findByText('Zatiaľ tu nie sú žiadne články.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Stránkovanie' })).not.toBeInTheDocument();
  });

  it('a page past the end goes to the last page', async () => {
    api({
      'GET /admin/v1/blog/list/sk/12/60': listReply(14, []),
      'GET /admin/v1/blog/list/sk/12/12': listReply(14, [13, 14]),
    });
    const { router } = await renderWithApp(null, { routes, path: '/blog?pg=6' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Článok 13' }, slow)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?pg=2');
  });
});

describe('blog article', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the title, the published date, the content and share links', async () => {
    api({ 'GET /admin/v1/blog/url/sk/ako-vybrat-ip-kameru': { body: { success: true, blog: article } } });
    await renderWithApp(null, { routes, path: '/blog/sk/ako-vybrat-ip-kameru' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ako vybrať IP kameru' }, slow)).toBeInTheDocument();
    expect(document.title).toBe('Ako vybrať IP kameru | SecuriTrade');
    expect(screen.getByRole('heading', { level: 2, name: 'Začnite otázkou' })).toBeInTheDocument();
    expect(screen.getByText('5. marca 2026')).toBeInTheDocument();

    const share = screen.getByRole('region', { name: 'Zdieľať' });
    const facebook = within(share).getByRole('link', { name: 'Zdieľať na Facebooku (otvorí sa v novom okne)' });
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(facebook.getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${window.location.origin}/blog/sk/ako-vybrat-ip-kameru`)}`,
    );
    const x = within(share).getByRole('link', { name: 'Zdieľať na X (otvorí sa v novom okne)' });
    expect(x.getAttribute('href')).toContain('https://x.com/intent/post?url=');
    expect(decodeURIComponent(x.getAttribute('href') ?? '')).toContain(
      'Pozrite si tento článok na SecuriTrade: Ako vybrať IP kameru',
    );
    expect(within(share).getByRole('link', { name: 'Poslať odkaz e-mailom' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=Ako%20vybra/,
    );
    expect(screen.getByRole('link', { name: 'Späť na blog' })).toHaveAttribute('href', '/blog');
  });

  it('an unknown article shows the not-found page without an error toast', async () => {
    api({ 'GET /admin/v1/blog/url/sk/nie-je': notFound });
    await renderWithApp(null, { routes, path: '/blog/sk/nie-je' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka sa nenašla' }, slow)).toBeInTheDocument();
    expect(screen.queryByText('Nastala chyba, skúste to prosím znova.')).not.toBeInTheDocument();
  });

  it('a server failure shows the generic toast and a retry', async () => {
    api({ 'GET /admin/v1/blog/url/sk/padne': { status: 500, body: { success: false, error: [{ code: 'x' }] } } });
    await renderWithApp(null, { routes, path: '/blog/sk/padne' });
    expect(await screen.findByText('Článok sa nepodarilo načítať.', {}, slow)).toBeInTheDocument();
    expect(await screen.findByText('Nastala chyba, skúste to prosím znova.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skúsiť znova' })).toBeInTheDocument();
  });
});

describe('helpers', () => {
  it('formats the published date as a long sk-SK date', () => {
    expect(formatLongDate('2026-12-24T10:00:00Z')).toBe('24. decembra 2026');
    expect(formatLongDate('nonsense')).toBe('');
  });

  it('builds share links with everything encoded', () => {
    const links = shareHrefs('https://shop.sk/blog/sk/a b', 'Pozrite: A&B', 'A&B');
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.sk%2Fblog%2Fsk%2Fa%20b',
    );
    expect(links.x).toBe(
      'https://x.com/intent/post?url=https%3A%2F%2Fshop.sk%2Fblog%2Fsk%2Fa%20b&text=Pozrite%3A%20A%26B',
    );
    expect(links.email).toBe(
      'mailto:?subject=A%26B&body=Pozrite%3A%20A%26B%0A%0Ahttps%3A%2F%2Fshop.sk%2Fblog%2Fsk%2Fa%20b',
    );
  });
});
