import type { ProductCard } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/router';
import { type MockHandler, mockFetch, notLoggedIn } from '../../testing/fetch-mock';
import { renderWithApp } from '../../testing/render';

/** Lazy route chunks load on first use; a busy machine needs more than the default 1 s. */
const slow = { timeout: 5000 };

const card = (id: number): ProductCard => ({
  id,
  code: `K-${id}`,
  name: `Kamera ${id}`,
  short_description: '',
  vendor: 'Vidinet',
  url: { url: `kamera-${id}` },
  stock: 3,
  unit_of_measure: 'ks',
  image: [],
});

const reply = (ids: number[], full: number) => ({ body: { success: true, items: ids.map(card), full_count: full } });

function api(extra: Record<string, MockHandler>) {
  return mockFetch({
    'GET /admin/v1/sign/user': notLoggedIn,
    'GET /admin/v1/menu/main/sk': { body: { success: true, menu: [] } },
    ...extra,
  });
}

describe('search results page', () => {
  it('shows the query, the count, product cards and pages of 12 (?pg=)', async () => {
    const fetch = api({
      'GET /admin/v1/search-products/kamera%20ip/sk/12/0': reply([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 14),
      'GET /admin/v1/search-products/kamera%20ip/sk/12/12': reply([13, 14], 14),
    });
    const { router } = await renderWithApp(null, { routes, path: '/search-product/kamera%20ip' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Výsledky vyhľadávania „kamera ip“' }, slow),
    ).toBeInTheDocument();
    expect(document.title).toBe('Výsledky vyhľadávania „kamera ip“ | SecuriTrade');
    const list = await screen.findByRole('list', { name: 'Nájdené produkty' }, slow);
    expect(within(list).getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Nájdené produkty: 14')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Stránkovanie' });
    expect(within(pager).getByRole('link', { name: 'Strana 2' })).toHaveAttribute(
      'href',
      '/search-product/kamera%20ip?pg=2',
    );

    await router.navigate('/search-product/kamera%20ip?pg=2');
    expect(await screen.findByRole('link', { name: 'Kamera 14' }, slow)).toHaveAttribute('href', '/product/kamera-14');
    expect(fetch).toHaveBeenCalledWith('/admin/v1/search-products/kamera%20ip/sk/12/12', expect.anything());
  });

  it('says so when nothing matches', async () => {
    api({ 'GET /admin/v1/search-products/xyz/sk/12/0': reply([], 0) });
    await renderWithApp(null, { routes, path: '/search-product/xyz' });
    expect(await screen.findByText('Pre „xyz“ sme nenašli žiadne produkty.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Stránkovanie' })).not.toBeInTheDocument();
  });
});
