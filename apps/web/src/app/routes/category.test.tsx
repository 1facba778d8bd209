import type { MenuItem, ProductFilterBody } from '@shop/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { categoryReply, productCard } from '../../features/catalog/test-fixtures';
import { type MockHandler, mockFetch, notLoggedIn } from '../../testing/fetch-mock';
import { renderWithApp } from '../../testing/render';
import CategoryRoute from './category';

const menuItem = (id: number, label: string, url: string, children: MenuItem[] = []): MenuItem => ({
  id,
  label,
  url: { type: 'category', url },
  color: '#0d47a1',
  bg_color: '#e3f2fd',
  description: 'Camera systems',
  children,
});
const menu = [
  menuItem(1, 'EZS', 'ezs'),
  menuItem(2, 'CCTV', 'cctv', [menuItem(3, 'IP kamery', 'cctv/ip-kamery'), menuItem(4, 'Monitory', 'cctv/monitory')]),
];

const TOTAL = 30;

/** The filter endpoint for the given limit/offset pairs; records every body it gets. */
function filterHandlers(bodies: (ProductFilterBody & { limit: number; offset: number })[]) {
  const handlers: Record<string, MockHandler> = {};
  for (const limit of [12, 36, 72]) {
    for (const offset of [0, 12, 24]) {
      handlers[`POST /admin/v1/product/filter/sk/${limit}/${offset}`] = async (request) => {
        const body = (await request.json()) as ProductFilterBody;
        bodies.push({ ...body, limit, offset });
        const count = Math.max(0, Math.min(limit, TOTAL - offset));
        const products = Array.from({ length: count }, (_, i) =>
          productCard(offset + i + 1, { name: `Camera ${offset + i + 1} order ${body.order}` }),
        );
        return { body: { success: true, products, paging: { filtered_products_count: TOTAL } } };
      };
    }
  }
  return handlers;
}

const routes = [{ path: '/category/:item/:category?/:subcategory?/:subsubcategory?', element: <CategoryRoute /> }];

async function setup(path: string) {
  const bodies: Parameters<typeof filterHandlers>[0] = [];
  mockFetch({
    'GET /admin/v1/sign/user': notLoggedIn,
    'GET /admin/v1/menu/bottom-second/sk': { body: { success: true, menu } },
    'GET /admin/v1/category/url/cctv%2Fip-kamery/sk': { body: categoryReply(20) },
    ...filterHandlers(bodies),
  });
  const user = userEvent.setup();
  const rendered = await renderWithApp(null, { path, routes });
  return { ...rendered, bodies, user };
}

// Several user steps against a mocked server; slow when the whole suite runs in parallel.
const SLOW = 20_000;

describe('category page', () => {
  it(
    'shows the title bar, the description as HTML with its line breaks, the side menu and the products',
    async () => {
      const { bodies } = await setup('/category/cctv/ip-kamery');
      expect(await screen.findByRole('heading', { level: 1, name: 'IP cameras' })).toBeInTheDocument();
      const crumbs = screen.getByRole('navigation', { name: 'Omrvinková navigácia' });
      expect(within(crumbs).getByRole('link', { name: 'CCTV' })).toHaveAttribute('href', '/category/cctv');
      const description = screen.getByText(/First line/);
      expect(description.querySelectorAll('br')).toHaveLength(1);
      expect(within(description).getByText('in bold').tagName).toBe('B');
      expect(description).not.toHaveTextContent('<b>');

      const side = screen.getByRole('navigation', { name: 'Kategórie: CCTV' });
      expect(within(side).getByRole('link', { name: 'IP kamery' })).toHaveAttribute('aria-current', 'page');
      expect(within(side).getByRole('link', { name: 'Monitory' })).not.toHaveAttribute('aria-current');

      expect(await screen.findByRole('heading', { name: 'Camera 1 order 1' })).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(12);
      expect(screen.getByText('30 produktov')).toBeInTheDocument();
      expect(bodies[0]).toEqual({ condition: { categories: { id: 20 } }, order: 1, limit: 12, offset: 0 });
      expect(screen.getByRole('navigation', { name: 'Stránkovanie' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Strana 1, aktuálna' })).toHaveAttribute('aria-current', 'page');
    },
    SLOW,
  );

  it(
    'keeps ordering, page, page size and stock filter in the URL; back restores them',
    async () => {
      const { bodies, user, router } = await setup('/category/cctv/ip-kamery');
      await screen.findByRole('heading', { name: 'Camera 1 order 1' });

      await user.selectOptions(screen.getByLabelText('Zoradiť podľa'), '2');
      expect(router.state.location.search).toBe('?or=2');
      expect(await screen.findByRole('heading', { name: 'Camera 1 order 2' })).toBeInTheDocument();

      await user.click(screen.getByRole('link', { name: 'Strana 2' }));
      expect(router.state.location.search).toBe('?or=2&pg=2');
      expect(await screen.findByRole('heading', { name: 'Camera 13 order 2' })).toBeInTheDocument();
      expect(bodies.at(-1)).toMatchObject({ order: 2, limit: 12, offset: 12 });

      // Another page size starts again at page 1.
      await user.selectOptions(screen.getByLabelText('Počet na stránku'), '36');
      expect(router.state.location.search).toBe('?or=2&lm=36');
      expect(await screen.findAllByRole('article')).toHaveLength(30);

      await user.click(screen.getByRole('switch', { name: 'Len skladom' }));
      expect(router.state.location.search).toBe('?or=2&lm=36&st=1');
      await screen.findByRole('heading', { name: 'Camera 1 order 2' });
      expect(bodies.at(-1)).toMatchObject({ condition: { categories: { id: 20 }, inStock: true }, limit: 36 });

      // Back, back: page 2 of the name ordering again.
      await act(() => router.navigate(-1));
      await act(() => router.navigate(-1));
      expect(router.state.location.search).toBe('?or=2&pg=2');
      expect(await screen.findByRole('heading', { name: 'Camera 13 order 2' })).toBeInTheDocument();
      expect(screen.getByLabelText('Zoradiť podľa')).toHaveValue('2');
      expect(screen.getByLabelText('Počet na stránku')).toHaveValue('12');
    },
    SLOW,
  );

  it(
    'falls back to the defaults for invalid parameters',
    async () => {
      const { bodies } = await setup('/category/cctv/ip-kamery?lm=999&pg=0&or=9&st=yes');
      await screen.findByRole('heading', { name: 'Camera 1 order 1' });
      expect(bodies[0]).toEqual({ condition: { categories: { id: 20 } }, order: 1, limit: 12, offset: 0 });
    },
    SLOW,
  );

  it(
    'shows a price ordering from the URL as the default ordering to an anonymous visitor (as the server sorts)',
    async () => {
      await setup('/category/cctv/ip-kamery?or=4');
      await screen.findByRole('heading', { name: 'Camera 1 order 4' });
      expect(screen.getByLabelText('Zoradiť podľa')).toHaveValue('1');
    },
    SLOW,
  );

  it(
    'shows the not-found page for an unknown category',
    async () => {
      await setup('/category/nope');
      expect(await screen.findByRole('heading', { level: 1, name: 'Stránka sa nenašla' })).toBeInTheDocument();
    },
    SLOW,
  );
});
