import { QUANTITY_MAX } from '@shop/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { basketReply, loggedIn, mockFetch, notLoggedIn } from '../../testing/fetch-mock';
import { renderWithApp } from '../../testing/render';
import { AddToCart } from './components/add-to-cart';
import { CartView } from './components/cart-view';
import { clampQuantity, parseQuantity, stepQuantity } from './components/quantity';
import { QuantitySelector } from './components/quantity-selector';
import { ReorderButton } from './components/reorder-button';
import { QUANTITY_DEBOUNCE_MS } from './components/use-line-quantity';

const toastMessages = (toasts: { getSnapshot(): readonly { message: string; values?: unknown }[] }) =>
  toasts.getSnapshot().map((t) => t.message);

describe('quantity bounds', () => {
  it('keeps quantities within 1..9999', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-5)).toBe(1);
    expect(clampQuantity(3.7)).toBe(3);
    expect(clampQuantity(10_000)).toBe(QUANTITY_MAX);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(QUANTITY_MAX, 1)).toBe(QUANTITY_MAX);
  });

  it('reads typed text: digits only, nothing usable is null, too much is the maximum', () => {
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity(' 1 2 ')).toBe(12);
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('2a')).toBeNull();
    expect(parseQuantity('-3')).toBeNull();
    expect(parseQuantity('123456')).toBe(QUANTITY_MAX);
  });
});

function Controlled({ start = 1, onChange }: { start?: number; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(start);
  return (
    <QuantitySelector
      value={value}
      label="Mnozstvo"
      onChange={(n) => {
        setValue(n);
        onChange?.(n);
      }}
    />
  );
}

describe('QuantitySelector', () => {
  it('minus stops at 1, plus at 9999', async () => {
    mockFetch({});
    await renderWithApp(<Controlled />);
    const minus = screen.getByRole('button', { name: 'Znížiť množstvo' });
    const plus = screen.getByRole('button', { name: 'Zvýšiť množstvo' });
    const field = screen.getByRole('textbox', { name: 'Mnozstvo' });
    expect(minus).toBeDisabled();
    await userEvent.click(plus);
    expect(field).toHaveValue('2');
    expect(minus).toBeEnabled();
    await userEvent.click(minus);
    expect(field).toHaveValue('1');
    expect(minus).toBeDisabled();

    await userEvent.clear(field);
    await userEvent.type(field, '123456');
    expect(field).toHaveValue(String(QUANTITY_MAX));
    expect(plus).toBeDisabled();
  });

  it('an empty or invalid field goes back to the last value on blur', async () => {
    mockFetch({});
    const onChange = vi.fn();
    await renderWithApp(<Controlled start={5} onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Mnozstvo' });
    await userEvent.clear(field);
    await userEvent.type(field, 'x');
    fireEvent.blur(field);
    expect(field).toHaveValue('5');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(field, '{ArrowUp}');
    expect(field).toHaveValue('6');
  });
});

describe('cart page', () => {
  it('asks anonymous visitors to log in', async () => {
    mockFetch({ 'GET /admin/v1/sign/user': notLoggedIn });
    await renderWithApp(<CartView />);
    expect(await screen.findByText(/Košík je dostupný po prihlásení/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prihlásiť sa' })).toHaveAttribute('href', '/login?next=%2Fcart');
  });

  it('shows a loading state, then the lines, totals and checkout link', async () => {
    mockFetch({
      'GET /admin/v1/sign/user': loggedIn,
      'GET /admin/v1/basket/sk': basketReply([{ quantity: 2, price: 10.5 }]),
    });
    await renderWithApp(<CartView />);
    expect(screen.getByText('Načítava sa košík…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Produkty v košíku' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Produkt 1' })).toHaveAttribute('href', '/product/produkt-1');
    expect(row).toHaveTextContent('Kód: P-1');
    expect(row).toHaveTextContent('21,00 €');
    expect(screen.getByTestId('cart-total-excl-vat')).toHaveTextContent('21,00 €');
    expect(screen.getByText('Spolu s DPH')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Pokračovať k objednávke' })[0]).toHaveAttribute('href', '/checkout');
  });

  it('says so when the cart is empty', async () => {
    mockFetch({ 'GET /admin/v1/sign/user': loggedIn, 'GET /admin/v1/basket/sk': basketReply([]) });
    await renderWithApp(<CartView />);
    expect(await screen.findByText('Váš košík je prázdny.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pokračovať k objednávke' })).not.toBeInTheDocument();
  });

  it('saves a quantity change once after a pause and refetches the cart', async () => {
    let current = basketReply([{ quantity: 1, price: 10 }]);
    const updates: unknown[] = [];
    const fetch = mockFetch({
      'GET /admin/v1/sign/user': loggedIn,
      'GET /admin/v1/basket/sk': () => current,
      'PATCH /admin/v1/basket/update': async (request) => {
        const body = (await request.json()) as { quantity: number };
        updates.push(body);
        current = basketReply([{ quantity: body.quantity, price: 10 }]);
        return current;
      },
    });
    await renderWithApp(<CartView />);
    const plus = await screen.findByRole('button', { name: 'Zvýšiť množstvo – Produkt 1' });
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(screen.getByRole('textbox', { name: 'Množstvo – Produkt 1' })).toHaveValue('3');
    expect(updates).toEqual([]);
    await waitFor(() => expect(updates).toEqual([{ id: 1, product: 100, quantity: 3 }]), {
      timeout: QUANTITY_DEBOUNCE_MS + 1000,
    });
    await waitFor(() => expect(screen.getByTestId('cart-total-excl-vat')).toHaveTextContent('30,00 €'));
    const basketGets = fetch.mock.calls.filter(
      ([url, init]) => String(url).endsWith('/basket/sk') && init?.method === 'GET',
    );
    expect(basketGets.length).toBeGreaterThanOrEqual(2);
  });

  it('removes a line with a labelled button and a success toast', async () => {
    let current = basketReply([
      { quantity: 1, price: 10 },
      { quantity: 1, price: 5 },
    ]);
    mockFetch({
      'GET /admin/v1/sign/user': loggedIn,
      'GET /admin/v1/basket/sk': () => current,
      'DELETE /admin/v1/basket/remove/2': () => {
        current = basketReply([{ quantity: 1, price: 10 }]);
        return current;
      },
    });
    const { toasts } = await renderWithApp(<CartView />);
    await userEvent.click(await screen.findByRole('button', { name: 'Odstrániť Produkt 2 z košíka' }));
    await waitFor(() => expect(screen.queryByText('Produkt 2')).not.toBeInTheDocument());
    expect(toastMessages(toasts)).toContain('toasts.removedFromCart');
  });
});

describe('AddToCart', () => {
  it('adds the chosen quantity, toasts the product name and updates the cart', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      'GET /admin/v1/sign/user': loggedIn,
      'PUT /admin/v1/basket/add': async (request) => {
        bodies.push(await request.json());
        return basketReply([{ quantity: 3, price: 10 }]);
      },
      'GET /admin/v1/basket/sk': basketReply([{ quantity: 3, price: 10 }]),
    });
    const { toasts, queryClient } = await renderWithApp(<AddToCart product={{ id: 42, name: 'Kamera X', stock: 5 }} />);
    const button = await screen.findByRole('button', { name: 'Do košíka – Kamera X' });
    expect(button).toHaveTextContent('Do košíka');
    await userEvent.click(screen.getByRole('button', { name: 'Zvýšiť množstvo – Kamera X' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zvýšiť množstvo – Kamera X' }));
    await userEvent.click(button);
    await waitFor(() => expect(toastMessages(toasts)).toContain('toasts.addedToCartNamed'));
    expect(bodies).toEqual([{ product: 42, quantity: 3 }]);
    expect(toasts.getSnapshot().at(-1)?.values).toEqual({ name: 'Kamera X' });
    expect(queryClient.getQueryData(['basket', 'sk'])).toMatchObject({ amount: 3 });
  });

  it('is labelled "Objednať" when the product is out of stock', async () => {
    mockFetch({ 'GET /admin/v1/sign/user': loggedIn });
    await renderWithApp(<AddToCart product={{ id: 1, name: 'Siréna', stock: 0 }} variant="card" />);
    expect(await screen.findByRole('button', { name: 'Objednať – Siréna' })).toHaveTextContent('Objednať');
  });

  it('renders nothing for anonymous visitors', async () => {
    mockFetch({ 'GET /admin/v1/sign/user': notLoggedIn });
    await renderWithApp(<AddToCart product={{ id: 1, name: 'X', stock: 1 }} />);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ReorderButton', () => {
  it('duplicates the order, names skipped products and opens the cart', async () => {
    mockFetch({
      'GET /admin/v1/sign/user': loggedIn,
      'PUT /admin/v1/customer/order/duplicateIntoBasket/7': {
        body: {
          ...basketReply([{ quantity: 1, price: 1 }]).body,
          skipped: [{ code: 'OLD-1', name: 'Stary detektor' }],
        },
      },
      'GET /admin/v1/basket/sk': basketReply([{ quantity: 1, price: 1 }]),
    });
    const { toasts, router } = await renderWithApp(null, {
      path: '/account/orderdetail/7',
      routes: [
        { path: '/account/orderdetail/:id', element: <ReorderButton orderId={7} orderNumber="2026000007" /> },
        { path: '/cart', element: <p>cart page</p> },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Objednať znova objednávku č. 2026000007' }));
    await screen.findByText('cart page');
    expect(router.state.location.pathname).toBe('/cart');
    const toast = toasts.getSnapshot().at(-1);
    expect(toast?.message).toBe('toasts.orderDuplicatedSkipped');
    expect(toast?.values).toEqual({ products: 'Stary detektor (OLD-1)' });
  });
});

describe('AddToCart in the product page buy box', () => {
  it('takes the amount from the buy box and shows only the button', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      'GET /admin/v1/sign/user': loggedIn,
      'PUT /admin/v1/basket/add': async (request) => {
        bodies.push(await request.json());
        return basketReply([{ quantity: 4, price: 10 }]);
      },
      'GET /admin/v1/basket/sk': basketReply([{ quantity: 4, price: 10 }]),
    });
    await renderWithApp(<AddToCart product={{ id: 5, name: 'Detektor', stock: 3 }} quantity={4} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Do košíka – Detektor' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() => expect(bodies).toEqual([{ product: 5, quantity: 4 }]));
  });
});
