import type { MenuItem } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerPrices, productCard } from '../../features/catalog/test-fixtures';
import { loggedIn, mockFetch, notLoggedIn } from '../../testing/fetch-mock';
import { renderWithApp } from '../../testing/render';
import HomeRoute from './home';

const top = (id: number, code: string, label: string): MenuItem => ({
  id,
  label,
  url: { type: 'category', url: code },
  color: '#b71c1c',
  bg_color: '#fdecea',
  description: '',
  children: [],
});

function setup({ logged = false, blogs = true } = {}) {
  mockFetch({
    'GET /admin/v1/sign/user': logged ? loggedIn : notLoggedIn,
    'GET /admin/v1/banners/top/sk': {
      body: {
        success: true,
        banners: [{ id: 1, image: '/media/b1.svg', label: 'Akcia', link: '/category/cctv', width: 1200, height: 400 }],
      },
    },
    'GET /admin/v1/menu/bottom-second/sk': { body: { success: true, menu: [top(1, 'ezs', 'Alarmy – EZS')] } },
    'GET /admin/v1/product/homepage/sk': {
      body: {
        success: true,
        products: [
          productCard(1, { vendor: 'Vidinet', ...(logged ? customerPrices : {}) }),
          productCard(2, { vendor: 'Alarmix', ...(logged ? customerPrices : {}) }),
          productCard(3, { vendor: 'Vidinet', ...(logged ? customerPrices : {}) }),
        ],
      },
    },
    'GET /admin/v1/vendors/sk': {
      body: {
        success: true,
        vendors: [
          { id: 3, name: 'Vidinet' },
          { id: 1, name: 'Alarmix' },
          { id: 7, name: 'Čistič' },
          { id: 9, name: 'Zeta' },
        ],
      },
    },
    'GET /admin/v1/blog/homepage/sk': {
      body: {
        success: true,
        blogs: blogs
          ? [
              {
                id: 1,
                title: 'Ako vybrať kameru',
                perex: '<p>Teaser <em>text</em></p>',
                image: null,
                url: { url: '/ako-vybrat-kameru' },
                publish: '2026-01-01T00:00:00Z',
              },
            ]
          : [],
      },
    },
  });
  return renderWithApp(<HomeRoute />);
}

describe('home page', () => {
  it('has the banner, five shortcuts (labels from the menu once loaded), every brand on sale and the blog', async () => {
    await setup();
    expect(await screen.findByRole('img', { name: 'Akcia' })).toBeInTheDocument();
    const shortcuts = screen.getByRole('navigation', { name: 'Sortiment' });
    const links = within(shortcuts).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/category/ezs',
      '/category/cctv',
      '/category/evs',
      '/category/eps',
      '/category/sks',
    ]);
    expect(await within(shortcuts).findByText('Alarmy – EZS')).toBeInTheDocument();
    // Without a menu entry, the label comes from sk.json.
    expect(within(shortcuts).getByText('Kamerové systémy')).toBeInTheDocument();

    const offers = await screen.findByRole('region', { name: 'Naša ponuka' });
    expect(within(offers).getAllByRole('article')).toHaveLength(3);
    expect(document.body.textContent).not.toMatch(/\d+,\d{2}\s?€/);

    // Brands without a product among the offers are listed too, sorted the Slovak way.
    const brands = await screen.findByRole('region', { name: 'Značky v ponuke' });
    expect(
      within(brands)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Alarmix', '/search-product/Alarmix'],
      ['Čistič', '/search-product/%C4%8Cisti%C4%8D'],
      ['Vidinet', '/search-product/Vidinet'],
      ['Zeta', '/search-product/Zeta'],
    ]);

    const blog = await screen.findByRole('region', { name: 'Z nášho blogu' });
    expect(within(blog).getByRole('link', { name: /Zobraziť článok/ })).toHaveAttribute(
      'href',
      '/blog/sk/ako-vybrat-kameru',
    );
    expect(within(blog).getByText('text').tagName).toBe('EM');
    expect(screen.getByRole('link', { name: /Termíny školení/ })).toHaveAttribute('href', '/page/sk/skolenia');
  });

  it('shows the offers with VAT for a logged-in customer and hides an empty blog scroller', async () => {
    await setup({ logged: true, blogs: false });
    const offers = await screen.findByRole('region', { name: 'Naša ponuka' });
    expect(await within(offers).findAllByText(/413,18\s€ s DPH/)).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Z nášho blogu' })).not.toBeInTheDocument();
  });
});
