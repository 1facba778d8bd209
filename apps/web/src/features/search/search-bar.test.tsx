import type { SearchItem } from '@shop/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loggedIn, type MockHandler, mockFetch, notLoggedIn } from '../../testing/fetch-mock';
import { renderWithApp } from '../../testing/render';
import { SearchBar } from './components/search-bar';
import { buildSearchView } from './search-groups';

const product = (id: number, name: string, extra: Partial<SearchItem> = {}): SearchItem => ({
  type: 'product',
  id,
  name,
  code: `K-${id}`,
  description: '',
  image: `/media/p${id}.webp`,
  url: { url: `produkt-${id}` },
  ...extra,
});

const items: SearchItem[] = [
  product(1, 'IP kamera 4 MPx'),
  product(2, 'Kamera bullet 8 MPx', { image: null }),
  {
    type: 'category',
    id: 7,
    name: 'IP kamery',
    code: '',
    description: 'CCTV / IP kamery',
    image: null,
    url: { url: 'cctv/ip-kamery' },
  },
  {
    type: 'blog',
    id: 3,
    name: 'Ako vybrať kameru',
    code: '',
    description: 'Rady pri výbere',
    image: '/media/b3.webp',
    url: { url: '/ako-vybrat-kameru' },
  },
];

const reply = (list: SearchItem[] = items, more = { product: 42, category: 1, blog: 3 }) => ({
  body: {
    success: true,
    items: list,
    more_results: more,
    full_count: more.product + more.category + more.blog,
  },
});

/** Only calls to the dropdown search, as "query" strings. */
function searchCalls(fetch: ReturnType<typeof mockFetch>) {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost').pathname)
    .filter((path) => path.startsWith('/admin/v1/search/'))
    .map((path) => decodeURIComponent(path.split('/')[4] ?? ''));
}

function api(session: MockHandler = notLoggedIn, search: MockHandler = reply()) {
  return mockFetch({
    'GET /admin/v1/sign/user': session,
    // Any query answers the same fixture.
    ...Object.fromEntries(
      ['kam', 'kamera', 'kam ip', 'ka', 'xyz'].map((q) => [`GET /admin/v1/search/${encodeURIComponent(q)}/sk`, search]),
    ),
  });
}

async function setup(session?: MockHandler, search?: MockHandler) {
  const fetch = api(session, search);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const rendered = await renderWithApp(<SearchBar />);
  // The session check runs first; searches wait for it.
  await waitFor(() => expect(fetch).toHaveBeenCalledWith('/admin/v1/sign/user', expect.anything()));
  const input = screen.getByRole('combobox', { name: 'Vyhľadávanie produktov' });
  return { fetch, user, input, ...rendered };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('search bar', () => {
  beforeEach(() => {
    // Real time moves the fake clock too, so Testing Library's waitFor keeps working.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits SEARCH_DEBOUNCE_MS after the last key, then searches once', async () => {
    const { fetch, user, input } = await setup();
    await user.type(input, 'ka');
    await advance(600);
    await user.type(input, 'm');
    await advance(800);
    // 1.4 s after the first key, but only 0.8 s after the last one.
    expect(searchCalls(fetch)).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await advance(250);
    await waitFor(() => expect(searchCalls(fetch)).toEqual(['kam']));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('option', { name: /IP kamera 4 MPx/ })).toBeInTheDocument();

    await advance(3000);
    expect(searchCalls(fetch)).toEqual(['kam']);
  });

  it('does not search for fewer than two characters', async () => {
    const { fetch, user, input } = await setup();
    await user.type(input, ' k ');
    await advance(2000);
    expect(searchCalls(fetch)).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('focusing the field starts the timer too', async () => {
    const { fetch, user, input } = await setup();
    await user.type(input, 'kam');
    await advance(1100);
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(input).not.toHaveFocus();

    await user.click(input);
    await advance(500);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await advance(600);
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    // The answer was cached: still one request.
    expect(searchCalls(fetch)).toEqual(['kam']);
  });

  it('groups the results by type with the server counts and a show-all link', async () => {
    const { user, input } = await setup();
    await user.type(input, 'kam');
    await advance(1000);
    const listbox = await screen.findByRole('listbox', { name: 'Výsledky vyhľadávania' });

    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && g.textContent?.slice(0, 30))).toHaveLength(3);
    const products = within(listbox).getByRole('group', { name: /Produkty/ });
    expect(products).toHaveAccessibleName('Produkty 2 z 42');
    expect(
      within(products)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['IP kamera 4 MPxKód: K-1', 'Kamera bullet 8 MPxKód: K-2', 'Zobraziť všetky produkty (42)']);
    expect(within(products).getByRole('option', { name: /Zobraziť všetky produkty/ })).toHaveAttribute(
      'href',
      '/search-product/kam',
    );
    const categories = within(listbox).getByRole('group', { name: 'Kategórie 1' });
    expect(within(categories).getByRole('option', { name: /IP kamery/ })).toHaveAttribute(
      'href',
      '/category/cctv/ip-kamery',
    );
    const blogs = within(listbox).getByRole('group', { name: 'Články z blogu 1 z 3' });
    expect(within(blogs).getByRole('option', { name: /Ako vybrať kameru/ })).toHaveAttribute(
      'href',
      '/blog/sk/ako-vybrat-kameru',
    );
    // Anonymous: no prices.
    expect(listbox).not.toHaveTextContent('€');
    // The counts are announced.
    expect(screen.getByTestId('search-status')).toHaveTextContent(
      'Nájdené výsledky – produkty: 42, kategórie: 1, články: 3.',
    );
  });

  it('shows the price excl. VAT to logged-in customers', async () => {
    const { user, input } = await setup(
      loggedIn,
      reply([product(1, 'IP kamera 4 MPx', { price_exc_vat: 1234.5 })], { product: 1, category: 0, blog: 0 }),
    );
    await user.type(input, 'kam');
    await advance(1000);
    const option = await screen.findByRole('option', { name: /IP kamera 4 MPx/ });
    expect(option).toHaveTextContent(/1\s234,50\s€ bez DPH/);
  });

  it('moves through the options with the arrow keys and opens the active one with Enter', async () => {
    const { user, input, router } = await setup();
    await user.type(input, 'kam');
    await advance(1000);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(5);
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[3]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
    // Past the end it wraps to the first, before the start to the last.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[4]?.id);
    expect(input).toHaveFocus();

    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/category/cctv/ip-kamery'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter without an active option opens the results page', async () => {
    const { fetch, user, input, router } = await setup();
    await user.type(input, '  kam ip {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-product/kam%20ip'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // The pending dropdown search was cancelled.
    await advance(2000);
    expect(searchCalls(fetch)).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('ArrowDown opens the dropdown at once', async () => {
    const { fetch, user, input } = await setup();
    await user.type(input, 'kam{ArrowDown}');
    await waitFor(() => expect(searchCalls(fetch)).toEqual(['kam']));
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes with Escape, the close button, a click outside or clearing, and locks page scroll while open', async () => {
    const { user, input } = await setup();
    const root = document.documentElement;
    const openIt = async () => {
      await user.click(input);
      await advance(1000);
      await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
      expect(root).toHaveClass('scroll-locked');
    };

    await user.type(input, 'kam');
    await advance(1000);
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    expect(root).toHaveClass('scroll-locked');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('kam');
    expect(root).not.toHaveClass('scroll-locked');

    await openIt();
    await user.click(screen.getByRole('button', { name: 'Zavrieť výsledky vyhľadávania' }));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
    // Focus came back from code: no new timer re-opens it.
    await advance(1500);
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.tab();
    await openIt();
    await user.click(document.body);
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await openIt();
    await user.click(screen.getByRole('button', { name: 'Vymazať hľadaný výraz' }));
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(root).not.toHaveClass('scroll-locked');
  });

  it('clicking a result follows it and closes the dropdown', async () => {
    const { user, input, router } = await setup();
    await user.type(input, 'kam');
    await advance(1000);
    await user.click(await screen.findByRole('option', { name: /Ako vybrať kameru/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog/sk/ako-vybrat-kameru'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when nothing matches', async () => {
    const { user, input } = await setup(notLoggedIn, reply([], { product: 0, category: 0, blog: 0 }));
    await user.type(input, 'xyz');
    await advance(1000);
    expect(await screen.findByText('Pre „xyz“ sme nič nenašli.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByTestId('search-status')).toHaveTextContent('Pre „xyz“ sme nič nenašli.');
  });
});

describe('buildSearchView', () => {
  it('orders groups products, categories, blog posts, leaves out empty ones and caps counts', () => {
    const view = buildSearchView({
      query: 'a/b',
      items: [items[3] as SearchItem, items[0] as SearchItem],
      more_results: { product: 1000, category: 0, blog: 1 },
      full_count: 1001,
    });
    expect(view.groups.map((g) => [g.type, g.shown, g.total])).toEqual([
      ['product', 1, 1000],
      ['blog', 1, 1],
    ]);
    expect(view.options.map((o) => o.href)).toEqual([
      '/product/produkt-1',
      '/search-product/a%2Fb',
      '/blog/sk/ako-vybrat-kameru',
    ]);
    expect(view.empty).toBe(false);
  });
});
