import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LogoutRoute from '../../app/routes/logout';
import ResetPasswordRoute from '../../app/routes/reset-password';
import { SIGN_OUT_NOW } from '../../config/paths';
import { userQueryKey } from '../../lib/auth';
import { demoUser, loggedIn, mockFetch } from '../../testing/fetch-mock';
import { renderWithApp } from '../../testing/render';

const ok = { body: { success: true } };

/** Plays the server setting a readable cookie (or taking it away with an empty value). */
function setCookie(name: string, value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server
  document.cookie = value ? `${name}=${value}; path=/` : `${name}=; path=/; max-age=0`;
}
afterEach(() => setCookie('XSRF-TOKEN', ''));

/** The requests the screen made, as `METHOD /path` with the XSRF header and body. */
function calls(fetch: ReturnType<typeof mockFetch>) {
  return fetch.mock.calls.map(([input, init]) => ({
    call: `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`,
    xsrf: (init?.headers as Record<string, string> | undefined)?.['X-XSRF-TOKEN'],
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  }));
}

describe('/logout', () => {
  it('signs out with a POST carrying the XSRF token (never a GET), then says so and goes home', async () => {
    setCookie('XSRF-TOKEN', 'token-123');
    const fetch = mockFetch({ 'GET /admin/v1/sign/user': loggedIn, 'POST /admin/v1/sign/out/': ok });
    const routes = [
      { path: '/logout', element: <LogoutRoute /> },
      { path: '/', element: <p>domov</p> },
    ];
    const { router, toasts, queryClient } = await renderWithApp(null, { routes, path: '/' });
    queryClient.setQueryData(userQueryKey, demoUser);
    await router.navigate('/logout', { state: SIGN_OUT_NOW });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const signOuts = calls(fetch).filter((c) => c.call.includes('/sign/out'));
    expect(signOuts).toEqual([{ call: 'POST /admin/v1/sign/out/', xsrf: 'token-123', body: undefined }]);
    expect(toasts.getSnapshot().map((t) => [t.kind, t.message])).toEqual([['success', 'toasts.logoutSuccess']]);
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
  });

  it('opened any other way (a link on another site), asks first and signs out only on the button', async () => {
    setCookie('XSRF-TOKEN', 'token-123');
    const fetch = mockFetch({ 'GET /admin/v1/sign/user': loggedIn, 'POST /admin/v1/sign/out/': ok });
    const routes = [
      { path: '/logout', element: <LogoutRoute /> },
      { path: '/', element: <p>domov</p> },
    ];
    const { router } = await renderWithApp(null, { routes, path: '/logout' });
    const button = await screen.findByRole('button', { name: 'Odhlásiť sa' });
    expect(screen.getByText('Naozaj sa chcete odhlásiť?')).toBeInTheDocument();
    expect(calls(fetch).filter((c) => c.call.includes('/sign/out'))).toEqual([]);
    await userEvent.setup().click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls(fetch).filter((c) => c.call.includes('/sign/out'))).toHaveLength(1);
  });
});

describe('/reset-password', () => {
  it('asks for the link with a POST, the address in the body (not in the URL), with the XSRF token', async () => {
    setCookie('XSRF-TOKEN', 'token-456');
    const fetch = mockFetch({ 'POST /admin/v1/sign/reset/sk': ok });
    await renderWithApp(<ResetPasswordRoute />, { path: '/reset-password' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^E-mail/), 'jana@firma.sk');
    await user.click(screen.getByRole('button', { name: 'Poslať odkaz' }));
    expect(await screen.findByRole('heading', { name: 'Skontrolujte si e-mail' })).toBeInTheDocument();
    expect(calls(fetch).filter((c) => c.call.includes('/sign/reset'))).toEqual([
      { call: 'POST /admin/v1/sign/reset/sk', xsrf: 'token-456', body: { email: 'jana@firma.sk' } },
    ]);
  });
});

describe('/reset-password/:token', () => {
  const routes = [{ path: '/reset-password/:token', element: <ResetPasswordRoute /> }];
  const check = (valid: boolean) => ({ 'GET /admin/v1/sign/restore/tok-1': { body: { success: true, valid } } });

  it('checks the link as the page opens: a used or expired one says so at once, with a link to ask again', async () => {
    const fetch = mockFetch(check(false));
    await renderWithApp(null, { routes, path: '/reset-password/tok-1' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Odkaz na obnovenie hesla je neplatný, už bol použitý alebo mu uplynula platnosť.');
    expect(screen.getByRole('link', { name: 'Požiadať o nový odkaz' })).toHaveAttribute('href', '/reset-password');
    expect(screen.queryByLabelText(/^Nové heslo/)).not.toBeInTheDocument();
    expect(calls(fetch).map((c) => c.call)).toEqual(['GET /admin/v1/sign/restore/tok-1']);
  });

  it('shows the form for a valid link, and also when the check itself fails', async () => {
    mockFetch(check(true));
    const first = await renderWithApp(null, { routes, path: '/reset-password/tok-1' });
    expect(await screen.findByRole('form', { name: 'Nastavenie nového hesla' })).toBeInTheDocument();
    first.unmount();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'GET /admin/v1/sign/restore/tok-1': { status: 500, body: { success: false, error: [] } } });
    const second = await renderWithApp(null, { routes, path: '/reset-password/tok-1' });
    expect(await screen.findByRole('form', { name: 'Nastavenie nového hesla' })).toBeInTheDocument();
    expect(second.toasts.getSnapshot()).toEqual([]);
  });
});
