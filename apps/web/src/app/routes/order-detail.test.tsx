import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER } from '../../features/orders/test-fixtures';
import { loggedIn, mockFetch } from '../../testing/fetch-mock';
import { renderWithApp } from '../../testing/render';
import OrderDetailRoute from './order-detail';

const routes = [{ path: '/account/orderdetail/:orderId', element: <OrderDetailRoute /> }];
const QR = 'data:image/png;base64,iVBORw0KGgo=';

function api(order = ORDER, payment: Record<string, unknown> = {}) {
  const paymentCalls: string[] = [];
  mockFetch({
    'GET /admin/v1/sign/user': loggedIn,
    [`GET /admin/v1/customer/order/detail/${order.id}/sk`]: { body: { success: true, orders: order } },
    [`GET /admin/v1/customer/order/payment/${order.id}`]: (request) => {
      paymentCalls.push(request.url);
      return {
        body: {
          success: true,
          payment: {
            order_id: order.id,
            number: order.number,
            kind: 'bank_transfer',
            amount: order.price_with_vat,
            iban: 'SK3112000000198742637541',
            variable_symbol: order.number,
            qr: QR,
            ...payment,
          },
        },
      };
    },
  });
  return paymentCalls;
}

afterEach(() => vi.restoreAllMocks());

describe('the order confirmation (order detail with ?placed=1)', () => {
  it('thanks with the number in a focused heading, says what happens next and how to pay by transfer', async () => {
    api();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { toasts } = await renderWithApp(null, { routes, path: `/account/orderdetail/${ORDER.id}?placed=1` });

    const heading = await screen.findByRole('heading', { level: 1, name: 'Ďakujeme za objednávku č. 2026000123' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/Potvrdenie so všetkými údajmi sme poslali na jana@firma\.sk/)).toBeInTheDocument();
    expect(await screen.findByText(/o jej odoslaní vám dáme vedieť/)).toBeInTheDocument();

    const payment = within(screen.getByRole('region', { name: 'Platobné údaje' }));
    expect(payment.getByText('SK3112000000198742637541')).toBeInTheDocument();
    expect(payment.getByText('2026000123')).toBeInTheDocument();
    expect(payment.getByText('130,26 €')).toBeInTheDocument();
    const qr = payment.getByRole('img', {
      name: /^QR kód PAY by square na úhradu objednávky č\. 2026000123 sumou 130,26\s€$/,
    });
    expect(qr).toHaveAttribute('src', QR);
    await userEvent.click(payment.getByRole('button', { name: 'Kopírovať variabilný symbol' }));
    expect(writeText).toHaveBeenCalledWith('2026000123');
    await waitFor(() => expect(toasts.getSnapshot().map((t) => t.message)).toContain('orderConfirmation.copied'));

    // The order itself follows; ordering it again right away is not offered.
    expect(screen.getByRole('table', { name: 'Položky objednávky' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Objednať znova/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pokračovať v nákupe' })).toHaveAttribute('href', '/');
  });

  it('for a pick-up paid in cash: the sale point, payment at pick-up, no bank details', async () => {
    api(
      { ...ORDER, sale_point_name: 'Predajňa Košice', shipping: 'Osobný odber' },
      { kind: 'cash', iban: null, variable_symbol: null, qr: null },
    );
    await renderWithApp(null, { routes, path: `/account/orderdetail/${ORDER.id}?placed=1` });
    expect(await screen.findByText(/pripravený na odber \(Predajňa Košice\)/)).toBeInTheDocument();
    expect(screen.getByText('Zaplatíte v hotovosti pri odbere.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Platobné údaje' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR kód/ })).not.toBeInTheDocument();
  });

  it('is only the plain order detail without ?placed=1', async () => {
    const paymentCalls = api();
    await renderWithApp(null, { routes, path: `/account/orderdetail/${ORDER.id}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Objednávka č. 2026000123' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Platobné údaje' })).not.toBeInTheDocument();
    expect(paymentCalls).toEqual([]);
  });
});
