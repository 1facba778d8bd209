import type { MenuItem } from '@shop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { basketReply, loggedIn, type MockHandler, mockFetch, notLoggedIn } from '../../testing/fetch-mock';
import { renderWithApp } from '../../testing/render';
import { SiteHeader } from './site-header';

const item = (id: number, label: string, url: MenuItem['url'], children: MenuItem[] = []): MenuItem => ({
  id,
  label,
  url,
  color: '#c0392b',
  bg_color: null,
  description: '',
  children,
});

const menu: MenuItem[] = [
  item(1, 'CCTV', { type: 'category', url: 'cctv' }, [
    item(2, 'IP kamery', { type: 'category', url: 'cctv/ip-kamery' }, [
      item(3, 'Bullet kamery', { type: 'category', url: 'cctv/ip-kamery/bullet-kamery' }),
    ]),
  ]),
  item(4, 'Skryté', null),
  item(5, 'Blog', { type: 'blog-list', url: '' }),
];

function api(session: MockHandler, extra: Record<string, MockHandler> = {}) {
  return mockFetch({
    'GET /admin/v1/sign/user': session,
    'GET /admin/v1/menu/main/sk': { body: { success: true, menu } },
    ...extra,
  });
}

describe('header login area', () => {
  it('shows my account with the company name and a logout link when logged in', async () => {
    api(loggedIn, { 'GET /admin/v1/customer/wish-list-count': { body: { success: true, count_all: 3 } } });
    await renderWithApp(<SiteHeader />);
    const area = await screen.findByRole('navigation', { name: 'Používateľský účet' });
    const account = await within(area).findByRole('link', { name: /Môj účet/ });
    expect(account).toHaveAttribute('href', '/account');
    expect(account).toHaveTextContent('Alarm Servis s.r.o.');
    expect(within(area).getByRole('link', { name: 'Odhlásiť sa' })).toHaveAttribute('href', '/logout');
    expect(within(area).queryByRole('link', { name: 'Prihlásenie' })).not.toBeInTheDocument();
    // Logged-in users get the wishlist link with its count.
    expect(await screen.findByRole('link', { name: 'Obľúbené produkty, 3' })).toHaveAttribute(
      'href',
      '/account/wishlist',
    );
  });

  it('shows login and register links when logged out, and no wishlist', async () => {
    api(notLoggedIn);
    await renderWithApp(<SiteHeader />);
    const area = screen.getByRole('navigation', { name: 'Používateľský účet' });
    expect(await within(area).findByRole('link', { name: 'Prihlásenie' })).toHaveAttribute('href', '/login');
    expect(within(area).getByRole('link', { name: 'Registrácia' })).toHaveAttribute('href', '/register');
    expect(within(area).queryByRole('link', { name: /Môj účet/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Obľúbené produkty/ })).not.toBeInTheDocument();
  });

  it('shows the login-failure toast when the session check fails otherwise', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api({ status: 500, body: { success: false, error: [{ code: 'messages.internal' }] } });
    const { toasts } = await renderWithApp(<SiteHeader />);
    await waitFor(() => expect(toasts.getSnapshot().map((t) => t.message)).toContain('toasts.loginFailure'));
    expect(toasts.getSnapshot()[0]?.kind).toBe('error');
  });
});

describe('header cart', () => {
  it('shows 0 and no total while the basket endpoint answers 404', async () => {
    api(loggedIn);
    await renderWithApp(<SiteHeader />);
    const cart = await screen.findByRole('link', { name: 'Košík, 0 položiek' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(within(cart).getByTestId('cart-count')).toHaveTextContent('0');
  });

  it('shows the item count (sum of quantities) and the total from the basket, labelled excl. VAT', async () => {
    api(loggedIn, {
      'GET /admin/v1/basket/sk': basketReply([
        { quantity: 2, price: 500 },
        { quantity: 1, price: 34.56 },
        { quantity: 10, price: 20 },
      ]),
    });
    await renderWithApp(<SiteHeader />);
    const cart = await screen.findByRole('link', { name: /^Košík 1\s234,56\s€ bez DPH, 13 položiek$/ });
    expect(within(cart).getByTestId('cart-count')).toHaveTextContent('13');
    // the visible total says its VAT base, as every other total excl. VAT does
    expect(within(cart).getByText(/^1\s234,56\s€ bez DPH$/)).toBeInTheDocument();
  });
});

describe('header menu', () => {
  it('renders the main menu with links by url type and hides items without a url', async () => {
    // The horizontal menu is rendered on large screens only (≥ 1201px).
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('min-width: 1201px'),
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    api(notLoggedIn);
    await renderWithApp(<SiteHeader />);
    const nav = await screen.findByRole('navigation', { name: 'Hlavné menu' });
    expect(within(nav).getByRole('link', { name: 'CCTV' })).toHaveAttribute('href', '/category/cctv');
    expect(within(nav).getByRole('link', { name: 'Bullet kamery' })).toHaveAttribute(
      'href',
      '/category/cctv/ip-kamery/bullet-kamery',
    );
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(nav).queryByText('Skryté')).not.toBeInTheDocument();
    matchMedia.mockRestore();
  });

  it('leaves the horizontal menu out below large screens', async () => {
    api(notLoggedIn);
    await renderWithApp(<SiteHeader />);
    expect(await screen.findByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hlavné menu' })).not.toBeInTheDocument();
  });
});

describe('menu drawer', () => {
  it('opens from the menu button, traps focus, closes on Escape and returns focus', async () => {
    api(notLoggedIn);
    const user = userEvent.setup();
    await renderWithApp(<SiteHeader />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const close = within(dialog).getByRole('button', { name: 'Zavrieť menu' });
    // The drawer is loaded on demand: its effects run just after it appears.
    await waitFor(() => expect(close).toHaveFocus());
    expect(document.documentElement).toHaveClass('scroll-locked');

    // Account buttons and the category tree are inside.
    expect(await within(dialog).findByRole('link', { name: 'Prihlásenie' })).toBeInTheDocument();
    const expand = await within(dialog).findByRole('button', { name: 'Rozbaliť podkategórie: CCTV' });
    await user.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    const level2 = within(dialog).getByRole('button', { name: 'Rozbaliť podkategórie: IP kamery' });
    await user.click(level2);
    expect(within(dialog).getByRole('link', { name: 'Bullet kamery' })).toBeVisible();

    // Shift+Tab from the first element wraps to the last one inside the drawer.
    close.focus();
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    expect(close).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement).not.toHaveClass('scroll-locked');
  });

  it('closes with the close button', async () => {
    api(loggedIn);
    const user = userEvent.setup();
    await renderWithApp(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(dialog).findByRole('link', { name: /Môj účet/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zavrieť menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });
});
