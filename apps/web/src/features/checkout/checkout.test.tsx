import type { Basket } from '@shop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CheckoutRoute from '../../app/routes/checkout';
import { loggedIn, type MockHandler, mockFetch, notLoggedIn } from '../../testing/fetch-mock';
import { renderWithApp } from '../../testing/render';
import { DRAFT_KEY } from './model/draft';
import { basket, checkoutTotals, PAYMENTS, SHIPPING, WAREHOUSES } from './model/test-fixtures';

const routes = [
  { path: '/checkout', element: <CheckoutRoute /> },
  { path: '/', element: <p>home page</p> },
  { path: '/account/orderdetail/:orderId', element: <p>confirmation page</p> },
];

const savedInvoice = {
  id: 1,
  type: 1,
  first_name: 'Jana',
  last_name: 'Novakova',
  street: 'Hlavna 1',
  city: 'Kosice',
  zip: '040 01',
  phone: '+421 900 111 222',
};

interface Recorded {
  method: string;
  path: string;
  body: unknown;
  key: string | null;
}

function api(overrides: Record<string, MockHandler> = {}) {
  const calls: Recorded[] = [];
  const record =
    (reply: MockHandler): MockHandler =>
    async (request) => {
      const text = await request.clone().text();
      calls.push({
        method: request.method,
        path: new URL(request.url).pathname.replace('/admin/v1', ''),
        body: text ? JSON.parse(text) : undefined,
        key: request.headers.get('Idempotency-Key'),
      });
      return typeof reply === 'function' ? reply(request) : reply;
    };
  const ok = { body: { success: true, basket: basket() } };
  const handlers: Record<string, MockHandler> = {
    'GET /admin/v1/sign/user': loggedIn,
    'GET /admin/v1/basket/sk': ok,
    'GET /admin/v1/basket/shipping-methods/sk': {
      body: { success: true, shipping_methods: SHIPPING, packeta_api_key: 'test-key' },
    },
    'GET /admin/v1/basket/payment-options/sk': { body: { success: true, payment_options: PAYMENTS } },
    'GET /admin/v1/basket/warehouses/sk': { body: { success: true, warehouses: WAREHOUSES } },
    // The server prices the basket it holds with the choices in the query.
    'GET /admin/v1/basket/totals/sk': async (request) => {
      const held = handlers['GET /admin/v1/basket/sk'];
      const reply = typeof held === 'function' ? await held(request) : held;
      const current = (reply?.body as { basket?: Basket } | undefined)?.basket ?? basket();
      const query = new URL(request.url).searchParams;
      const id = (name: string) => (query.has(name) ? Number(query.get(name)) : null);
      return {
        body: {
          success: true,
          totals: checkoutTotals(current, id('shipping_method_id'), id('payment_option_id')),
        },
      };
    },
    'GET /admin/v1/customer/address': { body: { success: true, addresses: [savedInvoice] } },
    'GET /admin/v1/customer/profile': {
      body: {
        success: true,
        customer: {
          first_name: 'Jana',
          last_name: 'Novakova',
          display_name: 'Jana',
          email: 'jana.novakova@firma.sk',
          company_name: 'Alarm Servis',
          phone: '+421 900 111 222',
          company_id: '1',
          vat_registration_id: '2',
          ext_vat_registration_id: '3',
        },
      },
    },
    'PATCH /admin/v1/basket/address': record({ body: { success: true, results: [{ success: true }] } }),
    'PATCH /admin/v1/basket/shipping': record(ok),
    'PATCH /admin/v1/basket/sale-point': record(ok),
    'PATCH /admin/v1/basket/payment': record(ok),
    'PATCH /admin/v1/basket/note': record(ok),
    'POST /admin/v1/basket/order': record({ body: { success: true, order: { id: 9, number: '2026000009' } } }),
    ...overrides,
  };
  for (const [key, handler] of Object.entries(overrides)) {
    if (!key.startsWith('GET ')) handlers[key] = record(handler);
  }
  mockFetch(handlers);
  return calls;
}

const stepHeading = (n: number) => screen.findByRole('heading', { level: 2, name: new RegExp(`^Krok ${n}`) });

/** From a complete step 1: on through steps 2 and 3 with the consents, to the confirmation page. */
async function placeFromStep1() {
  await userEvent.click(screen.getByRole('button', { name: 'Pokračovať' }));
  await stepHeading(2);
  await userEvent.click(screen.getByRole('button', { name: 'Pokračovať' }));
  await stepHeading(3);
  await userEvent.click(screen.getByRole('checkbox', { name: /obchodnými podmienkami/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /osobných údajov/ }));
  await userEvent.click(screen.getByRole('button', { name: /Objednať s povinnosťou platby/ }));
  await screen.findByText('confirmation page');
}

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
afterEach(() => sessionStorage.clear());

describe('checkout entry', () => {
  it('sends anonymous visitors (who have no cart) to the home page, replacing history', async () => {
    api({ 'GET /admin/v1/sign/user': notLoggedIn, 'GET /admin/v1/basket/sk': notLoggedIn });
    const { router } = await renderWithApp(null, { path: '/checkout', routes });
    await screen.findByText('home page');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends an empty cart to the home page', async () => {
    api({ 'GET /admin/v1/basket/sk': { body: { success: true, basket: basket({ products: [], amount: 0 }) } } });
    const { router } = await renderWithApp(null, { path: '/checkout', routes });
    await screen.findByText('home page');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a spinner until everything has loaded, then step 1 with the saved address', async () => {
    api();
    await renderWithApp(null, { path: '/checkout', routes });
    expect(screen.getByText('Načítava sa pokladňa…')).toBeInTheDocument();
    await stepHeading(1);
    const nav = screen.getByRole('navigation', { name: 'Kroky objednávky' });
    expect(within(nav).getByText('Doprava a adresa').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('radio', { name: 'Doručenie' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Kurier SPS/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Ulica a číslo/ })).toHaveValue('Hlavna 1');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('jana.novakova@firma.sk');
    expect(screen.getByRole('checkbox', { name: /Dodacia adresa je rovnaká/ })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /Poznámka/ })).not.toBeInTheDocument();
  });
});

describe('checkout steps', () => {
  it('step 1 shows errors only after a next attempt and needs a sale point for pick-up', async () => {
    api();
    const { toasts } = await renderWithApp(null, { path: '/checkout', routes });
    await stepHeading(1);
    const street = screen.getByRole('textbox', { name: /Ulica a číslo/ });
    await userEvent.clear(street);
    expect(screen.queryByText('Toto pole je povinné')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Osobný odber' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovať' }));
    expect(await screen.findByText('Toto pole je povinné')).toBeInTheDocument();
    expect(screen.getByText('Vyberte predajňu, kde si tovar vyzdvihnete.')).toBeInTheDocument();
    expect(toasts.getSnapshot().map((t) => t.message)).toContain('toasts.formInvalid');
    expect(street).toHaveAttribute('aria-invalid', 'true');
  });

  it('re-selecting the same sale point closes the change mode', async () => {
    api();
    await renderWithApp(null, { path: '/checkout', routes });
    await stepHeading(1);
    await userEvent.click(screen.getByRole('radio', { name: 'Osobný odber' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vybrať predajňu Predajna Kosice' }));
    expect(screen.getByText('Vybraná predajňa')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vybrať predajňu Predajna Bratislava' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zmeniť predajňu Predajna Kosice' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vybrať predajňu Predajna Kosice' }));
    expect(screen.getByRole('button', { name: 'Zmeniť predajňu Predajna Kosice' })).toBeInTheDocument();
    // The address is text with line breaks, not HTML.
    expect(screen.getByText('Priemyselna 12')).toBeInTheDocument();
  });

  it('places a pick-up order: calls in sequence, one Idempotency-Key, then the confirmation page', async () => {
    const calls = api();
    const { router } = await renderWithApp(null, { path: '/checkout', routes });
    await stepHeading(1);
    await userEvent.click(screen.getByRole('radio', { name: 'Osobný odber' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vybrať predajňu Predajna Bratislava' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovať' }));

    const heading2 = await stepHeading(2);
    await waitFor(() => expect(heading2).toHaveFocus());
    expect(window.scrollTo).toHaveBeenCalled();
    // Pick-up offers only the options allowed for the store; the first is selected.
    expect(screen.getByRole('radio', { name: /Bankovy prevod/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Hotovost/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Dobierka/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Hotovost/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Poznámka k objednávke' }), 'Volajte vopred');
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovať' }));

    await stepHeading(3);
    const finalize = screen.getByRole('button', { name: /Objednať s povinnosťou platby/ });
    expect(finalize).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /obchodnými podmienkami/ }));
    expect(finalize).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /osobných údajov/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /novinky/ }));
    expect(finalize).toBeEnabled();
    // A double click makes one order.
    await userEvent.dblClick(finalize);

    await screen.findByText('confirmation page');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.pathname).toBe('/account/orderdetail/9');
    expect(router.state.location.search).toBe('?placed=1');
    expect(calls.map((c) => c.path)).toEqual([
      '/basket/address',
      '/basket/shipping',
      '/basket/sale-point',
      '/basket/payment',
      '/basket/note',
      '/basket/order',
    ]);
    expect(calls[0]?.body).toEqual({
      invoice: {
        firstName: 'Jana',
        lastName: 'Novakova',
        street: 'Hlavna 1',
        city: 'Kosice',
        zip: '040 01',
        phone: '+421 900 111 222',
      },
      delivery: null,
    });
    expect(calls[1]?.body).toEqual({ id: 3 });
    expect(calls[2]?.body).toEqual({ id: 2 });
    expect(calls[3]?.body).toEqual({ id: 3 });
    expect(calls[4]?.body).toEqual({ note: 'Volajte vopred' });
    expect(calls[5]?.body).toEqual({ newsletter: true });
    expect(calls[5]?.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('stops at the first failure with the generic toast and retries with the same Idempotency-Key', async () => {
    let orderFails = true;
    const calls = api({
      'POST /admin/v1/basket/order': () => {
        if (orderFails) {
          orderFails = false;
          return { status: 500, body: { success: false, error: [{ code: 'messages.internal' }] } };
        }
        return { body: { success: true, order: { id: 9, number: '2026000009' } } };
      },
    });
    const { toasts } = await renderWithApp(null, { path: '/checkout', routes });
    await stepHeading(1);
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovať' }));
    await stepHeading(2);
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovať' }));
    await stepHeading(3);
    await userEvent.click(screen.getByRole('checkbox', { name: /obchodnými podmienkami/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /osobných údajov/ }));
    const finalize = screen.getByRole('button', { name: /Objednať s povinnosťou platby/ });
    await userEvent.click(finalize);
    await waitFor(() => expect(toasts.getSnapshot().map((t) => t.message)).toContain('toasts.genericError'));
    await waitFor(() => expect(finalize).not.toHaveAttribute('aria-busy'));
    await userEvent.click(finalize);
    await screen.findByText('confirmation page');
    const orders = calls.filter((c) => c.path === '/basket/order');
    expect(orders).toHaveLength(2);
    expect(orders[0]?.key).toBeTruthy();
    expect(orders[1]?.key).toBe(orders[0]?.key);
  });

  it('a failing step stops the sequence before the order', async () => {
    const calls = api({
      'PATCH /admin/v1/basket/payment': {
        status: 409,
        body: { success: false, error: [{ code: 'messages.conflict', key: 'id' }] },
      },
    });
    const { toasts } = await renderWithApp(null, { path: '/checkout', routes });
    await stepHeading(1);
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovať' }));
    await stepHeading(2);
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovať' }));
    await stepHeading(3);
    await userEvent.click(screen.getByRole('checkbox', { name: /obchodnými podmienkami/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /osobných údajov/ }));
    await userEvent.click(screen.getByRole('button', { name: /Objednať s povinnosťou platby/ }));
    await waitFor(() => expect(toasts.getSnapshot().map((t) => t.message)).toContain('toasts.genericError'));
    expect(calls.map((c) => c.path)).toEqual(['/basket/address', '/basket/shipping', '/basket/payment']);
  });

  it('a session that ends mid-checkout shows the login prompt and keeps the form for after login', async () => {
    let sessionAlive = true;
    api({
      'GET /admin/v1/sign/user': () => (sessionAlive ? loggedIn : notLoggedIn),
      'PATCH /admin/v1/basket/address': () => {
        sessionAlive = false;
        return notLoggedIn;
      },
    });
    await renderWithApp(null, { path: '/checkout', routes });
    await stepHeading(1);
    await userEvent.clear(screen.getByRole('textbox', { name: /Ulica a číslo/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Ulica a číslo/ }), 'Nova 7');
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovať' }));
    await stepHeading(2);
    await userEvent.type(screen.getByRole('textbox', { name: 'Poznámka k objednávke' }), 'Rampa');
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovať' }));
    await stepHeading(3);
    await userEvent.click(screen.getByRole('checkbox', { name: /obchodnými podmienkami/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /osobných údajov/ }));
    await userEvent.click(screen.getByRole('button', { name: /Objednať s povinnosťou platby/ }));

    const prompt = (await screen.findByText(/Vaše prihlásenie vypršalo/)).closest('[role="alert"]') as HTMLElement;
    expect(prompt).toBeInTheDocument();
    expect(within(prompt).getByRole('link', { name: 'Prihlásiť sa' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcheckout',
    );
    expect(within(prompt).getByRole('link', { name: 'Registrovať sa' })).toHaveAttribute('href', '/register');
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}');
    expect(draft.addresses.invoice.street).toBe('Nova 7');
    expect(draft.choices.note).toBe('Rampa');
    expect(draft.account).toBe('jana.novakova@firma.sk');
  });

  it('restores the draft of this tab after the login round trip', async () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        version: 1,
        account: 'jana.novakova@firma.sk',
        choices: {
          step: 2,
          deliveryType: 'delivery',
          shippingMethodId: 4,
          lastDeliveryMethodId: 4,
          salePointId: null,
          packeta: null,
          paymentOptionId: 2,
          note: 'Rampa',
        },
        addresses: {
          invoice: { ...savedInvoice, firstName: 'Jana', lastName: 'N', street: 'Nova 7', email: 'x' },
          sameAsInvoice: true,
          delivery: { firstName: '', lastName: '', street: '', city: '', zip: '', phone: '' },
        },
        newsletter: false,
      }),
    );
    api();
    await renderWithApp(null, { path: '/checkout', routes });
    await stepHeading(2);
    expect(screen.getByRole('radio', { name: /Dobierka/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Poznámka k objednávke' })).toHaveValue('Rampa');
    expect(screen.getByText(/Nova 7/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Doprava a adresa/ }));
    await stepHeading(1);
    expect(screen.getByRole('radio', { name: /Kurier express/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('jana.novakova@firma.sk');
  });
});

describe('pick-up', () => {
  it('asks for no delivery address in step 1 and names the place of pick-up, not a delivery address, in steps 2 and 3', async () => {
    const calls = api();
    await renderWithApp(null, { path: '/checkout', routes });
    await stepHeading(1);
    await userEvent.click(screen.getByRole('checkbox', { name: /Dodacia adresa je rovnaká/ }));
    expect(screen.getByRole('group', { name: 'Dodacia adresa' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Osobný odber' }));
    expect(screen.queryByRole('checkbox', { name: /Dodacia adresa/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Dodacia adresa' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vybrať predajňu Predajna Bratislava' }));
    // The emptied delivery form it hides does not hold the order back.
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovať' }));

    await stepHeading(2);
    const summary = () => within(screen.getByRole('region', { name: /Doprava a adresa|Vaša objednávka/ }));
    expect(summary().getByText('Miesto odberu')).toBeInTheDocument();
    expect(summary().getByText('Predajna Bratislava')).toBeInTheDocument();
    expect(summary().queryByText('Dodacia adresa')).not.toBeInTheDocument();
    expect(summary().queryByText('Doprava')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovať' }));

    await stepHeading(3);
    expect(summary().getByText('Miesto odberu')).toBeInTheDocument();
    expect(summary().queryByText('Dodacia adresa')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /obchodnými podmienkami/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /osobných údajov/ }));
    await userEvent.click(screen.getByRole('button', { name: /Objednať s povinnosťou platby/ }));
    await screen.findByText('confirmation page');
    expect(calls[0]?.body).toMatchObject({ delivery: null });
  });
});

describe('saved delivery addresses', () => {
  const saved = (id: number, street: string) => ({
    id,
    type: 2,
    first_name: 'Sklad',
    last_name: 'Prijem',
    street,
    city: 'Presov',
    zip: '080 01',
    phone: '+421 905 333 444',
  });

  it('are offered as choices that fill the delivery form, and the chosen one is sent', async () => {
    const calls = api({
      'GET /admin/v1/customer/address': {
        body: { success: true, addresses: [savedInvoice, saved(2, 'Priemyselna 7'), saved(3, 'Skladova 1')] },
      },
      'PATCH /admin/v1/basket/address': { body: { success: true, results: [{ success: true }, { success: true }] } },
    });
    await renderWithApp(null, { path: '/checkout', routes });
    await stepHeading(1);
    expect(screen.queryByRole('group', { name: 'Uložené dodacie adresy' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Dodacia adresa je rovnaká/ }));

    const choices = screen.getByRole('group', { name: 'Uložené dodacie adresy' });
    const second = within(choices).getByRole('radio', { name: 'Sklad Prijem, Skladova 1, 080 01 Presov' });
    await userEvent.click(second);
    const delivery = screen.getByRole('group', { name: 'Dodacia adresa' });
    expect(within(delivery).getByRole('textbox', { name: /Ulica a číslo/ })).toHaveValue('Skladova 1');
    expect(within(delivery).getByRole('textbox', { name: /Mesto/ })).toHaveValue('Presov');
    expect(second).toBeChecked();
    // Typing another street makes it a new address: no saved one is checked any more.
    await userEvent.type(within(delivery).getByRole('textbox', { name: /Ulica a číslo/ }), 'A');
    expect(
      within(choices)
        .getAllByRole('radio')
        .filter((r) => (r as HTMLInputElement).checked),
    ).toEqual([]);
    await userEvent.click(second);

    await placeFromStep1();
    expect(calls[0]?.body).toMatchObject({
      delivery: { firstName: 'Sklad', street: 'Skladova 1', city: 'Presov', zip: '080 01' },
    });
  });
});

describe('Packeta', () => {
  it('loads the widget only when a Packeta method is chosen, and sends the picked point', async () => {
    const calls = api();
    await renderWithApp(null, { path: '/checkout', routes });
    await stepHeading(1);
    expect(document.querySelector('script[data-packeta]')).toBeNull();
    window.Packeta = {
      Widget: {
        pick: (_key, callback) =>
          callback({ id: 123, name: 'Z-BOX Kosice', street: 'Hlavna 1', city: 'Kosice', zip: '040 01' }),
      },
    };
    await userEvent.click(screen.getByRole('radio', { name: /Packeta/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Vybrať výdajné miesto' }));
    expect(await screen.findByText('Z-BOX Kosice')).toBeInTheDocument();
    await placeFromStep1();
    expect(calls.find((c) => c.path === '/basket/shipping')?.body).toEqual({
      id: 2,
      packetaData: {
        packetaPoint: '123',
        packetaPointName: 'Z-BOX Kosice',
        packetaPointAddress: 'Hlavna 1, 040 01 Kosice',
      },
    });
    delete window.Packeta;
  });
});

describe('coupon', () => {
  it('says when a code is not valid, and shows the discount of a valid one from the refetched cart', async () => {
    let withCoupon = false;
    const discounted = basket({
      coupon: { code: 'ZIMA10', discount_percent: 10, valid: true },
      totals: { ...basket().totals, discount_exc_vat: 34.17, total_exc_vat: 313.46, total_inc_vat: 385.56 },
    });
    api({
      'GET /admin/v1/basket/sk': () => ({ body: { success: true, basket: withCoupon ? discounted : basket() } }),
      'POST /admin/v1/basket/coupon': async (request) => {
        const { code } = (await request.json()) as { code: string };
        if (code !== 'ZIMA10') {
          return {
            status: 400,
            body: { success: false, error: [{ code: 'messages.validation.invalid', key: 'code' }] },
          };
        }
        withCoupon = true;
        return { body: { success: true, coupon: { code: 'ZIMA10', discount_percent: 10 } } };
      },
    });
    await renderWithApp(null, { path: '/checkout', routes });
    await stepHeading(1);
    const summary = screen.getByRole('complementary', { name: 'Súhrn objednávky' });
    // priced by the server for the choices (GET /basket/totals)
    await waitFor(() => expect(within(summary).getByTestId('checkout-total-excl-vat')).toHaveTextContent('347,63 €'));
    const field = within(summary).getByRole('textbox', { name: 'Zľavový kupón' });
    await userEvent.type(field, 'NIE');
    await userEvent.click(within(summary).getByRole('button', { name: 'Uplatniť' }));
    expect(await within(summary).findByText('Kupón nie je platný alebo jeho platnosť vypršala.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(field);
    await userEvent.type(field, 'ZIMA10');
    await userEvent.click(within(summary).getByRole('button', { name: 'Uplatniť' }));
    expect(await within(summary).findByText('Zľava ZIMA10')).toBeInTheDocument();
    expect(within(summary).getByTestId('checkout-total-excl-vat')).toHaveTextContent('313,46 €');
    expect(within(summary).getByRole('button', { name: 'Odstrániť kupón ZIMA10' })).toBeInTheDocument();
  });

  it('says so at the field, and when to try again, when the server refuses more guesses (429)', async () => {
    api({
      'GET /admin/v1/basket/sk': () => ({ body: { success: true, basket: basket() } }),
      'POST /admin/v1/basket/coupon': () => ({
        status: 429,
        headers: { 'Retry-After': '830' },
        body: { success: false, error: [{ code: 'messages.too-many-requests' }] },
      }),
    });
    await renderWithApp(null, { path: '/checkout', routes });
    await stepHeading(1);
    const summary = screen.getByRole('complementary', { name: 'Súhrn objednávky' });
    const field = within(summary).getByRole('textbox', { name: 'Zľavový kupón' });
    await userEvent.type(field, 'ZIMA10');
    await userEvent.click(within(summary).getByRole('button', { name: 'Uplatniť' }));
    expect(
      await within(summary).findByText('Príliš veľa pokusov. Skúste to prosím znova o 14 minút.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('order summary', () => {
  /** "1 234,56 €", "−34,17 €" or "Zadarmo" → cents */
  const cents = (text: string) => {
    const match = /(−?)([\d\s\u00a0]+),(\d{2})\s?€/.exec(text);
    if (!match) return 0;
    const value = Number((match[2] ?? '').replace(/[\s\u00a0]/g, '')) * 100 + Number(match[3]);
    return match[1] ? -value : value;
  };

  it('shows the totals the server priced for the choices being made; every total adds up from the rows', async () => {
    const withCoupon = basket({
      coupon: { code: 'ZIMA10', discount_percent: 10, valid: true },
      totals: { ...basket().totals, discount_exc_vat: 34.17, total_exc_vat: 313.46, total_inc_vat: 385.56 },
    });
    const priced: string[] = [];
    api({
      'GET /admin/v1/basket/sk': { body: { success: true, basket: withCoupon } },
      'GET /admin/v1/basket/totals/sk': (request) => {
        const query = new URL(request.url).searchParams;
        priced.push(query.toString());
        const id = (name: string) => (query.has(name) ? Number(query.get(name)) : null);
        const totals = checkoutTotals(withCoupon, id('shipping_method_id'), id('payment_option_id'));
        return { body: { success: true, totals } };
      },
    });
    await renderWithApp(null, { path: '/checkout', routes });
    await stepHeading(1);
    const summary = screen.getByRole('complementary', { name: 'Súhrn objednávky' });
    await userEvent.click(screen.getByRole('radio', { name: /Kurier express/ }));
    await waitFor(() => expect(within(summary).getByTestId('checkout-total-excl-vat')).toHaveTextContent('317,56 €'));
    expect(priced).toContain('shipping_method_id=4&payment_option_id=1');

    const rows = [...summary.querySelectorAll('dl > div')].map((row) => ({
      label: row.querySelector('dt')?.textContent ?? '',
      value: cents(row.querySelector('dd')?.textContent ?? ''),
    }));
    const one = (label: RegExp) => rows.filter((r) => label.test(r.label)).map((r) => r.value);
    const [subtotal] = one(/^Medzisúčet bez DPH/);
    const [discount] = one(/^Zľava ZIMA10znižuje DPH o 7,86\s€$/);
    const [delivery] = one(/^Doprava/);
    const [payment] = one(/^Platba/);
    const [exc] = one(/^Spolu bez DPH/);
    const vats = one(/^DPH \d+ %$/);
    const [inc] = one(/^Spolu s DPH/);
    expect([subtotal, discount, delivery, payment]).toEqual([34173, -3417, 1000, 0]);
    expect(exc).toBe(34173 - 3417 + 1000);
    expect(vats).toEqual([7304]); // 317,56 × 0,23 = 73,0388
    expect(inc).toBe((exc ?? 0) + 7304);
  });
});
