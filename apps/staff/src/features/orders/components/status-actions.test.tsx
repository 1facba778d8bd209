import type { StaffOrderDetail } from '@shop/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusActions } from './status-actions';

// Only what the component reads; the rest of the detail does not matter here.
const order = (over: Partial<StaffOrderDetail> = {}) =>
  ({
    id: 7,
    number: '2026000007',
    status: 'processing',
    version: 3,
    kind: 'delivery',
    moves: [],
    ...over,
  }) as StaffOrderDetail;

function renderActions(detail: StaffOrderDetail) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StatusActions order={detail} />
    </QueryClientProvider>,
  );
  return client;
}

function replyWith(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the status actions of an order', () => {
  it('offers exactly the moves the server sent, nothing of its own', () => {
    renderActions(order({ status: 'processing', moves: ['shipped'] }));
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Odoslať']);
    expect(screen.queryByRole('button', { name: 'Zrušiť objednávku' })).toBeNull();
  });

  it('says so when no move is allowed', () => {
    renderActions(order({ status: 'shipped', moves: [] }));
    expect(screen.getByText('V tomto stave nemôžete objednávku ďalej posunúť.')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it("asks for the carrier and a parcel number of its form before shipping, and sends the page's version", async () => {
    const fetchMock = replyWith(200, { success: true, order: order({ status: 'shipped', version: 4 }) });
    renderActions(order({ moves: ['shipped'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Odoslať' }));
    const form = screen.getByRole('form', { name: 'Zmena stavu na „Odoslaná“' });
    await userEvent.click(within(form).getByRole('button', { name: 'Potvrdiť: Odoslaná' }));
    expect(within(form).getByLabelText('Prepravca')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(within(form).getByLabelText('Prepravca'), 'dpd');
    await userEvent.type(within(form).getByLabelText('Číslo zásielky'), '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Potvrdiť: Odoslaná' }));
    expect(within(form).getByText('Toto nie je číslo zásielky vybraného prepravcu.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(within(form).getByLabelText('Číslo zásielky'));
    await userEvent.type(within(form).getByLabelText('Číslo zásielky'), '01234567890123');
    await userEvent.click(within(form).getByRole('button', { name: 'Potvrdiť: Odoslaná' }));
    expect(await screen.findByText('Stav objednávky je teraz „Odoslaná“.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/admin/v1/staff/orders/7/status');
    expect(JSON.parse(String(init.body))).toEqual({
      status: 'shipped',
      version: 3,
      carrier: 'dpd',
      trackingNumber: '01234567890123',
    });
  });

  it('requires a reason to cancel', async () => {
    const fetchMock = replyWith(200, { success: true, order: order({ status: 'cancelled', version: 4 }) });
    renderActions(order({ status: 'new', moves: ['processing', 'cancelled'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Zrušiť objednávku' }));
    const form = screen.getByRole('form', { name: 'Zmena stavu na „Zrušená“' });
    await userEvent.click(within(form).getByRole('button', { name: 'Potvrdiť: Zrušená' }));
    expect(within(form).getByLabelText('Dôvod zrušenia')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(within(form).getByLabelText('Dôvod zrušenia'), 'Zákazník si to rozmyslel');
    await userEvent.click(within(form).getByRole('button', { name: 'Potvrdiť: Zrušená' }));
    await screen.findByText('Stav objednávky je teraz „Zrušená“.');
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      status: 'cancelled',
      version: 3,
      reason: 'Zákazník si to rozmyslel',
    });
  });

  it("shows the server's sentence about who changed the order on a 409, and loads the order again", async () => {
    const message = 'Objednávka 2026000007 sa medzitým zmenila – Eva Predajná, 26. 11. 2026 10:00: „Zmenil stav“.';
    replyWith(409, { success: false, error: [{ code: 'orders.stale', key: 'version', message }] });
    const client = renderActions(order({ status: 'new', moves: ['processing'] }));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: 'Prijať objednávku' }));
    await userEvent.click(screen.getByRole('button', { name: 'Potvrdiť: Spracováva sa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['staff', 'orders', 'one', 7] });
    expect(screen.queryByRole('form')).toBeNull();
  });
});
