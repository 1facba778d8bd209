import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import LoginRoute from '../../app/routes/login';
import RegisterRoute from '../../app/routes/register';
import { ApiError } from '../../lib/api-client';
import { userQueryKey } from '../../lib/auth';
import { demoUser, type MockHandler, mockFetch, notLoggedIn } from '../../testing/fetch-mock';
import { renderWithApp } from '../../testing/render';
import { loginErrorToast, registerErrorToast } from './errors';
import { loginHref, safeNextPath } from './next-path';

const fail = (status: number, error: { code: string; key?: string }[]) => ({
  status,
  body: { success: false, error },
});

describe('login error mapping (docs/requirements/accounts.md §Sign-in)', () => {
  const apiError = (status: number, code: string, key?: string) =>
    new ApiError(status, [{ code, ...(key ? { key } : {}) }]);

  it.each([
    ['messages.validation.email.notAllowed', 'warning', 'toasts.notActivated'],
    ['messages.validation.email.rejected', 'warning', 'toasts.accountRejected'],
    ['messages.validation.email.blocked', 'warning', 'toasts.accountBlocked'],
    ['messages.validation.email.notExists', 'warning', 'toasts.userNotExists'],
    ['messages.validation.password.incorrect', 'warning', 'toasts.wrongPassword'],
    ['messages.validation.invalid', 'error', 'toasts.genericError'],
    ['messages.internal', 'error', 'toasts.genericError'],
  ])('%s → %s %s', (code, kind, key) => {
    expect(loginErrorToast(apiError(400, code, 'email'))).toEqual({ kind, key });
  });

  it('429 → too many requests; a network failure or a non-API error → generic', () => {
    expect(loginErrorToast(apiError(429, 'messages.too-many-requests'))).toEqual({
      kind: 'warning',
      key: 'toasts.tooManyRequests',
    });
    expect(loginErrorToast(apiError(0, 'client.network'))).toEqual({ kind: 'error', key: 'toasts.genericError' });
    expect(loginErrorToast(new Error('boom'))).toEqual({ kind: 'error', key: 'toasts.genericError' });
  });

  it('registration: key email → user exists, anything else → generic', () => {
    expect(registerErrorToast(apiError(400, 'messages.validation.email.exists', 'email'))).toEqual({
      kind: 'warning',
      key: 'toasts.userExists',
    });
    expect(registerErrorToast(apiError(400, 'messages.validation.invalid', 'phone')).key).toBe('toasts.genericError');
  });
});

describe('?next= after login', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/account/orders?pg=2', '/account/orders?pg=2'],
    ['/account/orderdetail/7#x', '/account/orderdetail/7#x'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['/\t/evil.example', null],
    ['/login', null],
    ['/logout', null],
    ['/reset-password/abc', null],
    ['', null],
    [null, null],
  ])('%s → %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it('builds the login link with a checked next', () => {
    expect(loginHref('/checkout')).toBe('/login?next=%2Fcheckout');
    expect(loginHref('//evil.example')).toBe('/login');
    expect(loginHref('/')).toBe('/login');
  });
});

const loginRoutes = [
  { path: '/login', element: <LoginRoute /> },
  { path: '*', element: <p>elsewhere</p> },
];

function loginApi(signIn: MockHandler) {
  return mockFetch({
    'GET /admin/v1/sign/user': notLoggedIn,
    'POST /admin/v1/sign/in': signIn,
  });
}

async function fillLogin(email = 'jana@firma.sk', password = 'tajne-heslo') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Používateľské meno/), email);
  await user.type(screen.getByLabelText(/^Heslo/), password);
  await user.click(screen.getByRole('button', { name: 'Prihlásiť sa' }));
}

describe('login form', () => {
  it('shows errors only after the first submit, with the "form invalid" warning', async () => {
    loginApi({ status: 500 });
    const { toasts } = await renderWithApp(null, { routes: loginRoutes, path: '/login' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Používateľské meno/), 'nie-email');
    expect(screen.queryByText('Zadajte platnú e-mailovú adresu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prihlásiť sa' }));
    expect(await screen.findByText('Zadajte platnú e-mailovú adresu')).toBeInTheDocument();
    expect(screen.getByText('Toto pole je povinné')).toBeInTheDocument();
    expect(screen.getByLabelText(/Používateľské meno/)).toHaveAttribute('aria-invalid', 'true');
    expect(toasts.getSnapshot().map((t) => [t.kind, t.message])).toEqual([['warning', 'forms.formInvalid']]);
  });

  it.each([
    ['messages.validation.email.notAllowed', 'toasts.notActivated', 'Váš účet ešte nie je aktivovaný'],
    ['messages.validation.email.rejected', 'toasts.accountRejected', 'Vaša registrácia nebola schválená'],
    ['messages.validation.email.blocked', 'toasts.accountBlocked', 'Váš účet je zablokovaný'],
    ['messages.validation.email.notExists', 'toasts.userNotExists', 'Používateľ s týmto e-mailom neexistuje'],
    ['messages.validation.password.incorrect', 'toasts.wrongPassword', 'Nesprávne heslo'],
  ])('answers %s with the warning %s and stays', async (code, key, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loginApi(fail(400, [{ code, key: 'email' }]));
    const { toasts, router } = await renderWithApp(null, { routes: loginRoutes, path: '/login' });
    await fillLogin();
    await waitFor(() => expect(toasts.getSnapshot().map((t) => [t.kind, t.message])).toEqual([['warning', key]]));
    // The message also stays in the form after the toast is gone.
    expect(
      within(screen.getByRole('form', { name: 'Prihlasovací formulár' })).getByText(new RegExp(text)),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('answers 429 with "too many requests" and other failures with the generic error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loginApi(fail(429, [{ code: 'messages.too-many-requests' }]));
    const first = await renderWithApp(null, { routes: loginRoutes, path: '/login' });
    await fillLogin();
    await waitFor(() => expect(first.toasts.getSnapshot()[0]?.message).toBe('toasts.tooManyRequests'));
    first.unmount();

    loginApi(fail(500, [{ code: 'messages.internal' }]));
    const second = await renderWithApp(null, { routes: loginRoutes, path: '/login' });
    await fillLogin();
    await waitFor(() =>
      expect(second.toasts.getSnapshot().map((t) => [t.kind, t.message])).toEqual([['error', 'toasts.genericError']]),
    );
  });

  it('logs in: sends the e-mail and password, sets the user, welcomes by name and goes home', async () => {
    const fetch = loginApi({ body: { success: true, user: demoUser } });
    const { toasts, router, queryClient } = await renderWithApp(null, { routes: loginRoutes, path: '/login' });
    await fillLogin('Jana@Firma.sk ', 'tajne-heslo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const signIn = fetch.mock.calls.find(([url]) => String(url).endsWith('/sign/in'));
    expect(JSON.parse(String(signIn?.[1]?.body))).toEqual({ email: 'Jana@Firma.sk', password: 'tajne-heslo' });
    expect(queryClient.getQueryData(userQueryKey)).toEqual(demoUser);
    expect(toasts.getSnapshot()[0]).toMatchObject({
      kind: 'success',
      message: 'toasts.loginSuccess',
      values: { firstName: 'Jana', lastName: 'Nováková' },
    });
  });

  it('returns to a checked ?next= path (e.g. /checkout) and ignores foreign ones', async () => {
    loginApi({ body: { success: true, user: demoUser } });
    const first = await renderWithApp(null, { routes: loginRoutes, path: '/login?next=%2Fcheckout' });
    expect(await screen.findByText(/Po prihlásení budete pokračovať/)).toBeInTheDocument();
    await fillLogin();
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/checkout'));
    first.unmount();

    loginApi({ body: { success: true, user: demoUser } });
    const second = await renderWithApp(null, { routes: loginRoutes, path: '/login?next=%2F%2Fevil.example' });
    await fillLogin();
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
  });
});

describe('register form', () => {
  const routes = [{ path: '/register', element: <RegisterRoute /> }];

  async function fillRegistration(overrides: Partial<Record<string, string>> = {}) {
    const user = userEvent.setup();
    const values = {
      'E-mail': 'novy@firma.sk',
      Telefón: '+421 900 000 000',
      Heslo: 'dlhe-heslo',
      'Zopakujte heslo': 'dlhe-heslo',
      'Názov firmy': 'Nová Firma s.r.o.',
      IČO: '12345678',
      DIČ: '2020202020',
      'IČ DPH': 'SK2020202020',
      ...overrides,
    };
    for (const [label, value] of Object.entries(values)) {
      const input = screen.getByLabelText(new RegExp(`^${label}`));
      await user.clear(input);
      if (value) await user.type(input, value);
    }
    return user;
  }

  it('shows no errors before the first submit; then every rule with the "form invalid" warning', async () => {
    mockFetch({ 'GET /admin/v1/sign/user': notLoggedIn });
    const { toasts } = await renderWithApp(null, { routes, path: '/register' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Heslo/), 'kratke');
    await user.type(screen.getByLabelText(/^Zopakujte heslo/), 'ine');
    expect(screen.queryByText(/Heslo musí mať/)).not.toBeInTheDocument();
    expect(screen.queryByText('Heslá sa nezhodujú')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Zaregistrovať firmu' }));
    expect(await screen.findByText('Heslo musí mať aspoň 8 znakov')).toBeInTheDocument();
    expect(screen.getByText('Heslá sa nezhodujú')).toBeInTheDocument();
    // phone, e-mail, company name, IČO, DIČ and the consent checkbox (IČ DPH is for VAT payers only)
    expect(screen.getAllByText('Toto pole je povinné')).toHaveLength(6);
    expect(screen.getByRole('checkbox', { name: /spracovaním osobných údajov/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(toasts.getSnapshot().map((t) => [t.kind, t.message])).toEqual([['warning', 'forms.formInvalid']]);
    expect(screen.getByRole('link', { name: 'spracovaním osobných údajov' })).toHaveAttribute(
      'href',
      '/page/sk/ochrana-osobnych-udajov',
    );

    // After the first submit, errors follow the input.
    await user.clear(screen.getByLabelText(/^Zopakujte heslo/));
    await user.type(screen.getByLabelText(/^Zopakujte heslo/), 'kratke');
    await waitFor(() => expect(screen.queryByText('Heslá sa nezhodujú')).not.toBeInTheDocument());
  });

  it('warns "user already exists" on key email and marks the field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      'GET /admin/v1/sign/user': notLoggedIn,
      'POST /admin/v1/sign/up': fail(400, [{ code: 'messages.validation.email.exists', key: 'email' }]),
    });
    const { toasts } = await renderWithApp(null, { routes, path: '/register' });
    await screen.findByLabelText(/^E-mail/);
    const user = await fillRegistration();
    await user.click(screen.getByRole('checkbox', { name: /spracovaním osobných údajov/ }));
    await user.click(screen.getByRole('button', { name: 'Zaregistrovať firmu' }));
    await waitFor(() =>
      expect(toasts.getSnapshot().map((t) => [t.kind, t.message])).toEqual([['warning', 'toasts.userExists']]),
    );
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the formats of IČO, DIČ and IČ DPH (an empty IČ DPH is fine)', async () => {
    mockFetch({ 'GET /admin/v1/sign/user': notLoggedIn });
    await renderWithApp(null, { routes, path: '/register' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^IČO/), '1234567');
    await user.type(screen.getByLabelText(/^DIČ/), 'SK2020202020');
    await user.type(screen.getByLabelText(/^IČ DPH/), '2020202020');
    await user.click(screen.getByRole('button', { name: 'Zaregistrovať firmu' }));
    expect(await screen.findByText('IČO má 8 číslic')).toBeInTheDocument();
    expect(screen.getByText('DIČ má 10 číslic')).toBeInTheDocument();
    expect(screen.getByText(/IČ DPH má tvar SK a 10 číslic/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^IČ DPH/));
    await user.click(screen.getByRole('button', { name: 'Zaregistrovať firmu' }));
    await waitFor(() => expect(screen.queryByText(/IČ DPH má tvar/)).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^IČ DPH/)).not.toBeRequired();
  });

  it('registers with the fixed filler values and replaces the form with "waiting for approval"', async () => {
    const fetch = mockFetch({
      'GET /admin/v1/sign/user': notLoggedIn,
      'POST /admin/v1/sign/up': { body: { success: true, status: 'pending' } },
    });
    const { toasts } = await renderWithApp(null, { routes, path: '/register' });
    await screen.findByLabelText(/^E-mail/);
    const user = await fillRegistration();
    await user.click(screen.getByRole('checkbox', { name: /spracovaním osobných údajov/ }));
    await user.click(screen.getByRole('button', { name: 'Zaregistrovať firmu' }));

    expect(await screen.findByRole('heading', { name: 'Registrácia bola odoslaná' })).toHaveFocus();
    expect(screen.getByText(/čaká na schválenie/)).toHaveTextContent('novy@firma.sk');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(toasts.getSnapshot()[0]).toMatchObject({ kind: 'success', message: 'toasts.registrationSuccess' });
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/sign/up'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      phone: '+421 900 000 000',
      email: 'novy@firma.sk',
      password: 'dlhe-heslo',
      companyName: 'Nová Firma s.r.o.',
      companyId: '12345678',
      vatRegistrationId: '2020202020',
      extVatRegistrationId: 'SK2020202020',
      personalDataCheckbox: true,
      name: ' ',
      surname: ' ',
      street: ' ',
      city: ' ',
      zip: ' ',
      state: 32,
      newsletter: false,
      industry: null,
    });
  });
});
