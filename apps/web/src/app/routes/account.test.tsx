import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loggedIn, type MockHandler, mockFetch, notLoggedIn } from '../../testing/fetch-mock';
import { renderWithApp } from '../../testing/render';
import AccountRoute from './account';
import OrderDetailRoute from './order-detail';

const routes = [
  { path: '/account', element: <AccountRoute /> },
  { path: '/account/:menuOption', element: <AccountRoute /> },
  { path: '/account/orderdetail/:orderId', element: <OrderDetailRoute /> },
  { path: '/login', element: <p>login page</p> },
];

function deferred(reply: { status?: number; body: unknown }) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    handler: async () => {
      await gate;
      return reply;
    },
    release: () => release(),
  };
}

describe('account redirect', () => {
  it('shows a spinner while the session is unknown, then sends a logged-out visitor to /login?next=…', async () => {
    const session = deferred(notLoggedIn);
    mockFetch({ 'GET /admin/v1/sign/user': session.handler });
    const { router } = await renderWithApp(null, { routes, path: '/account/orders?pg=2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Môj účet' })).toBeInTheDocument();
    expect(screen.getByText('Overuje sa prihlásenie…').closest('[role="status"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/account/orders');

    session.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/account/orders?pg=2');
  });

  it('sends a logged-out visitor of an order detail to the login too', async () => {
    mockFetch({ 'GET /admin/v1/sign/user': notLoggedIn });
    const { router } = await renderWithApp(null, { routes, path: '/account/orderdetail/5' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Faccount%2Forderdetail%2F5');
  });

  it('checks the session again when an account call answers "not logged in", then redirects', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let sessionEnded = false;
    mockFetch({
      'GET /admin/v1/sign/user': () => (sessionEnded ? notLoggedIn : loggedIn),
      'GET /admin/v1/customer/address': () => {
        sessionEnded = true;
        return notLoggedIn;
      },
    });
    const { router } = await renderWithApp(null, { routes, path: '/account/addresses' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Faccount%2Faddresses');
  });
});

function accountApi(extra: Record<string, MockHandler> = {}) {
  return mockFetch({ 'GET /admin/v1/sign/user': loggedIn, ...extra });
}

describe('account area', () => {
  it('greets the company on the dashboard and marks the current menu entry', async () => {
    accountApi();
    await renderWithApp(null, { routes, path: '/account' });
    expect(await screen.findByText('Dobrý deň, Alarm Servis s.r.o.')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu účtu' });
    expect(within(menu).getByRole('link', { name: 'Prehľad' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Objednávky' })).not.toHaveAttribute('aria-current');
    expect(within(menu).getByRole('link', { name: 'Odhlásiť sa' })).toHaveAttribute('href', '/logout');
    expect(screen.getByText('Nie ste Alarm Servis s.r.o.?')).toBeInTheDocument();
  });

  it('lists orders with a link that opens each in a new tab, and a paginator', async () => {
    const orders = Array.from({ length: 12 }, (_, i) => ({
      id: 100 + i,
      name: `2026000${100 + i}`,
      created_at: '2026-03-05T10:00:00.000Z',
      amount: 1234.5,
      status: 'shipped',
      order_url: `/account/orderdetail/${100 + i}`,
    }));
    accountApi({ 'GET /admin/v1/customer/orders/12/0': { body: { success: true, orders, orders_count: 30 } } });
    await renderWithApp(null, { routes, path: '/account/orders' });
    const table = await screen.findByRole('table', { name: 'Zoznam objednávok' });
    const row = within(table).getByRole('row', { name: /2026000100/ });
    expect(row).toHaveTextContent('1 234,50 €');
    expect(row).toHaveTextContent('Odoslaná');
    const link = within(row).getByRole('link', { name: /Zobraziť objednávku 2026000100/ });
    expect(link).toHaveAttribute('href', '/account/orderdetail/100');
    expect(link).toHaveAttribute('target', '_blank');
    const paging = screen.getByRole('navigation', { name: 'Stránkovanie' });
    expect(within(paging).getByRole('link', { name: /Strana 3/ })).toHaveAttribute('href', '/account/orders?pg=3');
    // Each order can be put into the cart again from the list.
    expect(within(row).getByRole('button', { name: /Objednať znova/ })).toBeInTheDocument();
  });

  it('names every status the back office can set, the pick-up and return ones included', async () => {
    const orders = (['ready_for_pickup', 'returned'] as const).map((status, i) => ({
      id: 200 + i,
      name: `2026000${200 + i}`,
      created_at: '2026-03-05T10:00:00.000Z',
      amount: 10,
      status,
      order_url: `/account/orderdetail/${200 + i}`,
    }));
    accountApi({ 'GET /admin/v1/customer/orders/12/0': { body: { success: true, orders, orders_count: 2 } } });
    await renderWithApp(null, { routes, path: '/account/orders' });
    const table = await screen.findByRole('table', { name: 'Zoznam objednávok' });
    expect(within(table).getByRole('row', { name: /2026000200/ })).toHaveTextContent('Pripravená na odber');
    expect(within(table).getByRole('row', { name: /2026000201/ })).toHaveTextContent('Vrátená');
  });

  it('says "no orders" when there are none', async () => {
    accountApi({ 'GET /admin/v1/customer/orders/12/0': { body: { success: true, orders: [], orders_count: 0 } } });
    await renderWithApp(null, { routes, path: '/account/orders' });
    expect(await screen.findByText('Zatiaľ nemáte žiadne objednávky.')).toBeInTheDocument();
  });

  it('marks unpaid invoices in words, not by colour alone', async () => {
    const invoice = (id: number, notPaid: number) => ({
      id,
      name: `FA2026${id}`,
      varsymbol: `2026000${id}`,
      created_at: '2026-03-05T10:00:00.000Z',
      due_to: '2026-03-19T10:00:00.000Z',
      amount: 100,
      not_paid_amount: notPaid,
      invoice_url: `/admin/v1/customer/invoice/${id}/pdf`,
      xml_url: `/admin/v1/customer/invoice/${id}/xml`,
    });
    accountApi({
      'GET /admin/v1/customer/invoices/12/0': {
        body: { success: true, invoices: [invoice(1, 40), invoice(2, 0)], invoices_count: 2 },
      },
      'GET /admin/v1/customer/credit-notes/12/0': { body: { success: true, credit_notes: [], credit_notes_count: 0 } },
    });
    await renderWithApp(null, { routes, path: '/account/invoices' });
    const table = await screen.findByRole('table', { name: 'Zoznam faktúr' });
    const unpaid = within(table).getByRole('row', { name: /FA20261/ });
    expect(unpaid).toHaveTextContent('neuhradená');
    expect(unpaid).toHaveTextContent('40,00 €');
    expect(within(table).getByRole('row', { name: /FA20262/ })).toHaveTextContent('uhradená');
    // no credit notes: no section for them
    expect(screen.queryByRole('heading', { name: 'Dobropisy' })).not.toBeInTheDocument();
    expect(within(unpaid).getByRole('link', { name: /Stiahnuť PDF FA20261/ })).toHaveAttribute(
      'href',
      '/admin/v1/customer/invoice/1/pdf',
    );
    const xml = within(unpaid).getByRole('link', { name: /Stiahnuť XML FA20261 \(elektronická faktúra\)/ });
    expect(xml).toHaveAttribute('href', '/admin/v1/customer/invoice/1/xml');
    expect(xml).toHaveAttribute('download');
    expect(xml).not.toHaveAttribute('target');
  });

  it('lists credit notes under the invoices, their amount as a reduction, with their PDF and e-invoice XML', async () => {
    accountApi({
      'GET /admin/v1/customer/invoices/12/0': { body: { success: true, invoices: [], invoices_count: 0 } },
      'GET /admin/v1/customer/credit-notes/12/0': {
        body: {
          success: true,
          credit_notes: [
            {
              id: 7,
              name: 'DB2026000007',
              invoice_name: 'FA2026000031',
              varsymbol: '2026000031',
              created_at: '2026-03-20T10:00:00.000Z',
              reason: 'Vrátený tovar',
              amount: 123.45,
              credit_note_url: '/admin/v1/customer/credit-note/7/pdf',
              xml_url: '/admin/v1/customer/credit-note/7/xml',
            },
          ],
          credit_notes_count: 1,
        },
      },
    });
    await renderWithApp(null, { routes, path: '/account/invoices' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Dobropisy' })).toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: 'Zoznam dobropisov' })).getByRole('row', {
      name: /DB2026000007/,
    });
    expect(row).toHaveTextContent('FA2026000031');
    expect(row).toHaveTextContent('Vrátený tovar');
    expect(row.textContent?.replace(/\s/g, ' ')).toMatch(/[−-]123,45 €/);
    expect(within(row).getByRole('link', { name: /Stiahnuť PDF DB2026000007/ })).toHaveAttribute(
      'href',
      '/admin/v1/customer/credit-note/7/pdf',
    );
    const xml = within(row).getByRole('link', { name: /Stiahnuť XML DB2026000007 \(elektronický dobropis\)/ });
    expect(xml).toHaveAttribute('href', '/admin/v1/customer/credit-note/7/xml');
    expect(xml).toHaveAttribute('download');
  });

  it('shows a wrong old password on the old field; success toasts, resets and re-checks the user', async () => {
    let attempt = 0;
    const fetch = accountApi({
      'GET /admin/v1/customer/profile': {
        body: {
          success: true,
          customer: {
            first_name: 'Jana',
            last_name: 'Nováková',
            display_name: 'Jana',
            email: 'jana@firma.sk',
            company_name: 'Alarm Servis s.r.o.',
            phone: '',
            company_id: '',
            vat_registration_id: '',
            ext_vat_registration_id: '',
          },
        },
      },
      'PATCH /admin/v1/customer/password': () =>
        ++attempt === 1
          ? {
              status: 400,
              body: { success: false, error: [{ code: 'messages.validation.password.incorrect', key: 'old' }] },
            }
          : { body: { success: true } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { toasts } = await renderWithApp(null, { routes, path: '/account/details' });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Zmena hesla' });
    await user.type(within(form).getByLabelText(/^Súčasné heslo/), 'zle-heslo');
    await user.type(within(form).getByLabelText(/^Nové heslo/), 'nove-heslo-1');
    await user.type(within(form).getByLabelText(/^Zopakujte nové heslo/), 'nove-heslo-1');
    await user.click(within(form).getByRole('button', { name: 'Zmeniť heslo' }));
    expect(await within(form).findByText('Nesprávne heslo')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Súčasné heslo/)).toHaveAttribute('aria-invalid', 'true');
    expect(toasts.getSnapshot()).toEqual([]);

    const userChecks = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/sign/user')).length;
    const before = userChecks();
    await user.clear(within(form).getByLabelText(/^Súčasné heslo/));
    await user.type(within(form).getByLabelText(/^Súčasné heslo/), 'dobre-heslo');
    await user.click(within(form).getByRole('button', { name: 'Zmeniť heslo' }));
    await waitFor(() =>
      expect(toasts.getSnapshot().map((t) => [t.kind, t.message])).toEqual([['success', 'toasts.passwordChanged']]),
    );
    expect(within(form).getByLabelText(/^Súčasné heslo/)).toHaveValue('');
    expect(within(form).getByLabelText(/^Nové heslo/)).toHaveValue('');
    await waitFor(() => expect(userChecks()).toBeGreaterThan(before));
  });

  it('edits the company data: format errors on the field, then PATCH /customer/company and a toast', async () => {
    const profile = {
      first_name: 'Jana',
      last_name: 'Nováková',
      display_name: 'Jana',
      email: 'jana@firma.sk',
      company_name: 'Alarm Servis s.r.o.',
      phone: '',
      company_id: '12345678',
      vat_registration_id: '2020123456',
      ext_vat_registration_id: 'SK2020123456',
    };
    const fetch = accountApi({
      'GET /admin/v1/customer/profile': { body: { success: true, customer: profile } },
      'PATCH /admin/v1/customer/company': async (request) => ({
        body: { success: true, customer: { ...profile, ...(await request.json()) } },
      }),
    });
    const { toasts } = await renderWithApp(null, { routes, path: '/account/details' });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Firemné údaje' });
    expect(within(form).getByLabelText(/^IČ DPH/)).toHaveValue('SK2020123456');
    await user.clear(within(form).getByLabelText(/^IČO/));
    await user.type(within(form).getByLabelText(/^IČO/), '123');
    await user.click(within(form).getByRole('button', { name: 'Uložiť firemné údaje' }));
    expect(await within(form).findByText('IČO má 8 číslic')).toBeInTheDocument();
    const patches = () =>
      fetch.mock.calls.filter(([url, init]) => String(url).endsWith('/customer/company') && init?.method === 'PATCH');
    expect(patches()).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^IČO/));
    await user.type(within(form).getByLabelText(/^IČO/), '87654321');
    await user.clear(within(form).getByLabelText(/^IČ DPH/));
    await user.click(within(form).getByRole('button', { name: 'Uložiť firemné údaje' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(JSON.parse(String(patches()[0]?.[1]?.body))).toEqual({
      company_name: 'Alarm Servis s.r.o.',
      company_id: '87654321',
      vat_registration_id: '2020123456',
      ext_vat_registration_id: '',
    });
    await waitFor(() =>
      expect(toasts.getSnapshot().map((t) => [t.kind, t.message])).toEqual([
        ['warning', 'forms.formInvalid'],
        ['success', 'toasts.companySaved'],
      ]),
    );
  });
});

describe('order detail', () => {
  it('answers an unknown order with the not-found page', async () => {
    accountApi({
      'GET /admin/v1/customer/order/detail/9/sk': {
        status: 404,
        body: { success: false, error: [{ code: 'messages.not-found' }] },
      },
    });
    const { toasts } = await renderWithApp(null, { routes, path: '/account/orderdetail/9' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka sa nenašla' })).toBeInTheDocument();
    expect(toasts.getSnapshot()).toEqual([]);
  });

  it('shows the order: number, status label, lines linked to the product, totals', async () => {
    accountApi({
      'GET /admin/v1/customer/order/detail/5/sk': {
        body: {
          success: true,
          orders: {
            id: 5,
            number: '2026000123',
            created: '2026-03-05T10:00:00.000Z',
            status: 'processing',
            shipping: 'Kuriér',
            shipping_price: 5,
            payment: 'Prevodom',
            payment_price: 0,
            price_without_vat: 105,
            price_with_vat: 129.15,
            products_price_without_vat: 100,
            vat_breakdown: [{ vat_rate: 23, base_without_vat: 105, vat: 24.15 }],
            invoice_name: 'Jana Nováková',
            invoice_street: 'Hlavná 1',
            invoice_city: 'Košice',
            invoice_zip: '040 01',
            invoice_phone: '+421 900 000 000',
            invoice_email: 'jana@firma.sk',
            delivery_name: 'Sklad',
            delivery_street: 'Skladová 2',
            delivery_city: 'Prešov',
            delivery_zip: '080 01',
            delivery_phone: '',
            note: '',
            products: [
              {
                code: 'CAM-4',
                name: 'IP kamera 4 Mpx',
                amount: 2,
                price_exc_vat: 50,
                price_sum_exc_vat: 100,
                url: { url: 'ip-kamera-4-mpx' },
                image: [{ src: '/media/cam.webp', caption: 'IP kamera', cover: true }],
              },
            ],
          },
        },
      },
    });
    await renderWithApp(null, { routes, path: '/account/orderdetail/5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Objednávka č. 2026000123' })).toBeInTheDocument();
    expect(screen.getByText('Spracováva sa')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Položky objednávky' });
    expect(within(table).getByRole('link', { name: 'IP kamera 4 Mpx' })).toHaveAttribute(
      'href',
      '/product/ip-kamera-4-mpx',
    );
    expect(within(table).getByRole('row', { name: /Tovar spolu bez DPH/ })).toHaveTextContent('100,00 €');
  });
});
