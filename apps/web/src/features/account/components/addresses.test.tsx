import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AccountRoute from '../../../app/routes/account';
import { loggedIn, mockFetch } from '../../../testing/fetch-mock';
import { renderWithApp } from '../../../testing/render';

const routes = [{ path: '/account/:menuOption', element: <AccountRoute /> }];

const invoice = {
  id: 1,
  type: 1,
  first_name: 'Jana',
  last_name: 'Nováková',
  street: 'Hlavná 1',
  city: 'Košice',
  zip: '040 01',
  phone: '+421 900 111 222',
  email: 'jana@firma.sk',
};
const warehouse = {
  id: 2,
  type: 2,
  first_name: 'Sklad',
  last_name: 'Príjem',
  street: 'Priemyselná 7',
  city: 'Prešov',
  zip: '080 01',
  phone: '+421 905 333 444',
};
const branch = { ...warehouse, id: 3, street: 'Skladová 1', city: 'Poprad', zip: '058 01' };

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A server with a list of saved addresses that PATCH and DELETE change. */
function api({ conflict = false } = {}) {
  let list = [invoice, warehouse, branch];
  const calls: Call[] = [];
  mockFetch({
    'GET /admin/v1/sign/user': loggedIn,
    'GET /admin/v1/customer/address': () => ({ body: { success: true, addresses: list } }),
    'PATCH /admin/v1/customer/address/2': async (request) => {
      const body = await request.json();
      calls.push({ method: 'PATCH', path: '/customer/address/2', body });
      if (conflict)
        return { status: 409, body: { success: false, error: [{ code: 'messages.conflict', key: 'street' }] } };
      const changed = { ...warehouse, first_name: body.firstName, street: body.street, city: body.city };
      list = list.map((a) => (a.id === 2 ? changed : a));
      return { body: { success: true, address: changed } };
    },
    'DELETE /admin/v1/customer/address/3': () => {
      calls.push({ method: 'DELETE', path: '/customer/address/3', body: undefined });
      list = list.filter((a) => a.id !== 3);
      return { body: { success: true } };
    },
  });
  return calls;
}

const deliverySection = () => screen.getByRole('region', { name: 'Dodacie adresy' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('account addresses', () => {
  it('lists the invoice address and every saved delivery address, each with its actions', async () => {
    api();
    await renderWithApp(null, { routes, path: '/account/addresses' });
    const delivery = within(await screen.findByRole('region', { name: 'Dodacie adresy' }));
    expect(delivery.getByText('Priemyselná 7')).toBeInTheDocument();
    expect(delivery.getByText('Skladová 1')).toBeInTheDocument();
    expect(
      delivery.getByRole('button', { name: 'Odstrániť adresu Sklad Príjem, Skladová 1, 058 01 Poprad' }),
    ).toBeInTheDocument();
    const invoiceCard = within(screen.getByRole('region', { name: 'Fakturačná adresa' }));
    expect(invoiceCard.getByText('jana@firma.sk')).toBeInTheDocument();
    expect(invoiceCard.getByRole('button', { name: /^Upraviť adresu Jana Nováková/ })).toBeInTheDocument();
    expect(invoiceCard.queryByRole('button', { name: /^Odstrániť/ })).not.toBeInTheDocument();
  });

  it('edits a delivery address in a dialog and shows the saved one', async () => {
    const calls = api();
    const { toasts } = await renderWithApp(null, { routes, path: '/account/addresses' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Upraviť adresu Sklad Príjem, Priemyselná 7, 080 01 Prešov' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Upraviť adresu' }));
    const first = dialog.getByRole('textbox', { name: 'Meno' });
    await waitFor(() => expect(first).toHaveFocus());
    const street = dialog.getByRole('textbox', { name: 'Ulica a číslo' });
    await userEvent.clear(street);
    await userEvent.click(dialog.getByRole('button', { name: 'Uložiť adresu' }));
    expect(await dialog.findByText('Toto pole je povinné')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.type(street, 'Nová 3');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Mesto' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Mesto' }), 'Žilina');
    await userEvent.click(dialog.getByRole('button', { name: 'Uložiť adresu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls[0]?.body).toEqual({
      firstName: 'Sklad',
      lastName: 'Príjem',
      street: 'Nová 3',
      city: 'Žilina',
      zip: '080 01',
      phone: '+421 905 333 444',
    });
    expect(await within(deliverySection()).findByText('Nová 3')).toBeInTheDocument();
    expect(toasts.getSnapshot().map((t) => t.message)).toContain('account.addresses.saved');
  });

  it('says at the street when the change would repeat another saved delivery address', async () => {
    api({ conflict: true });
    await renderWithApp(null, { routes, path: '/account/addresses' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Upraviť adresu Sklad Príjem, Priemyselná 7, 080 01 Prešov' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Upraviť adresu' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Uložiť adresu' }));
    expect(await dialog.findByText('Túto dodaciu adresu už máte uloženú.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Ulica a číslo' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes a delivery address after a confirmation and moves focus to the list heading', async () => {
    const calls = api();
    const { toasts } = await renderWithApp(null, { routes, path: '/account/addresses' });
    const name = 'Odstrániť adresu Sklad Príjem, Skladová 1, 058 01 Poprad';
    await userEvent.click(await screen.findByRole('button', { name }));
    const dialog = within(screen.getByRole('dialog', { name: 'Odstrániť adresu' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Zrušiť' }));
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Odstrániť adresu' })).getByRole('button', {
        name: 'Odstrániť adresu',
      }),
    );
    await waitFor(() => expect(within(deliverySection()).queryByText('Skladová 1')).not.toBeInTheDocument());
    expect(calls).toEqual([{ method: 'DELETE', path: '/customer/address/3', body: undefined }]);
    expect(toasts.getSnapshot().map((t) => t.message)).toContain('account.addresses.deleted');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Dodacie adresy' })).toHaveFocus());
  });
});
