import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_OUT_NOW } from '../config/paths';
import { basketReply, loggedIn, type MockReply, mockFetch, notLoggedIn } from '../testing/fetch-mock';
import { renderWithApp } from '../testing/render';
import { SiteHeader } from './layout/site-header';
import LogoutRoute from './routes/logout';

afterEach(() => vi.restoreAllMocks());

describe('signing out', () => {
  it('stops the logged-in queries instead of asking again as nobody (no 401, no console error)', async () => {
    const consoleError = vi.spyOn(console, 'error');
    let signedOut = false;
    const forCustomer = (reply: MockReply) => () => (signedOut ? notLoggedIn : reply);
    const signOut = () => {
      signedOut = true;
      return { body: { success: true } };
    };
    const fetch = mockFetch({
      'GET /admin/v1/sign/user': () => (signedOut ? notLoggedIn : loggedIn),
      'GET /admin/v1/menu/main/sk': { body: { success: true, menu: [] } },
      'GET /admin/v1/basket/sk': forCustomer(basketReply([{ quantity: 2, price: 10 }])),
      'GET /admin/v1/customer/wish-list-count': forCustomer({ body: { success: true, count_all: 3 } }),
      // Either form of the sign-out call.
      'GET /admin/v1/sign/out/': signOut,
      'POST /admin/v1/sign/out': signOut,
      'POST /admin/v1/sign/out/': signOut,
    });
    const layout = (content: ReactNode) => (
      <>
        <SiteHeader />
        {content}
      </>
    );
    const { router, toasts } = await renderWithApp(null, {
      path: '/',
      routes: [
        { path: '/', element: layout(<p>domov</p>) },
        { path: '/logout', element: layout(<LogoutRoute />) },
      ],
    });
    expect(await screen.findByRole('link', { name: 'Obľúbené produkty, 3' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('2'));

    await router.navigate('/logout', { state: SIGN_OUT_NOW });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(toasts.getSnapshot().map((t) => t.message)).toEqual(['toasts.logoutSuccess']));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
    expect(screen.queryByRole('link', { name: /Obľúbené produkty/ })).not.toBeInTheDocument();

    const calls = fetch.mock.calls.map(
      ([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://x').pathname}`,
    );
    const afterSignOut = calls.slice(calls.findIndex((c) => c.includes('/sign/out')) + 1);
    expect(afterSignOut.filter((c) => /basket|wish-list|customer/.test(c))).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
