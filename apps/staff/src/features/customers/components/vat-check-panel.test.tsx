import type { CustomerVatCheckReply, VatCheck } from '@shop/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VatCheckPanel } from './vat-check-panel';

const state: { reply: CustomerVatCheckReply | undefined; mutate: ReturnType<typeof vi.fn>; done: boolean } = {
  reply: undefined,
  mutate: vi.fn(),
  done: false,
};
// The panel's two calls; the journey (e2e/staff-e-invoice.spec.ts) runs them against the server.
vi.mock('../api/vat-check', () => ({
  useVatCheck: () => ({ data: state.reply, isError: false, error: null }),
  useRecheckVat: () => ({ mutate: state.mutate, isPending: false, isError: false, isSuccess: state.done }),
}));

const check = (values: Partial<VatCheck>): VatCheck => ({
  vat_number: 'SK2020123456',
  valid: true,
  status: 'valid',
  detail: '',
  name: 'ALARM SERVIS S.R.O.',
  address: 'Hlavná 1, Košice',
  request_identifier: 'WAPIAAAAY2qtK2OS',
  reason: 'registration',
  checked_at: '2026-11-20T09:15:00Z',
  ...values,
});
const reply = (value: VatCheck | null, id = 'SK2020123456'): CustomerVatCheckReply => ({
  success: true,
  ext_vat_registration_id: id,
  check: value,
});
const row = (label: string) =>
  within(screen.getByRole('region', { name: 'Overenie IČ DPH vo VIES' })).getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent;

beforeEach(() => {
  state.mutate = vi.fn();
  state.done = false;
});

describe("the customer's IČ DPH check", () => {
  it('valid: the verdict in words, the date and the consultation number', () => {
    state.reply = reply(check({}));
    render(<VatCheckPanel customerId={1} />);
    expect(row('Výsledok')).toBe('platné');
    expect(row('Číslo konzultácie')).toBe('WAPIAAAAY2qtK2OS');
    expect(row('Overené dňa')).toMatch(/20\. ?11\. ?2026/);
    expect(row('Názov podľa VIES')).toBe('ALARM SERVIS S.R.O.');
  });

  it('invalid reads "neplatné"', () => {
    state.reply = reply(check({ valid: false, status: 'invalid', request_identifier: 'WAPI2' }));
    render(<VatCheckPanel customerId={1} />);
    expect(row('Výsledok')).toBe('neplatné');
  });

  it('VIES did not answer: "neoverené", why, and "Overiť znova" asks again', async () => {
    state.reply = reply(check({ valid: null, status: 'timeout', request_identifier: null, name: null, address: null }));
    render(<VatCheckPanel customerId={1} />);
    expect(row('Výsledok')).toBe('neoverené');
    expect(row('Prečo neoverené')).toBe('VIES neodpovedal včas');
    expect(row('Číslo konzultácie')).toBe('–');
    await userEvent.click(screen.getByRole('button', { name: 'Overiť znova' }));
    expect(state.mutate).toHaveBeenCalledTimes(1);
  });

  it('never checked: "neoverené", "zatiaľ nikdy"; a company without IČ DPH has nothing to check', () => {
    state.reply = reply(null);
    const { unmount } = render(<VatCheckPanel customerId={1} />);
    expect(row('Výsledok')).toBe('neoverené');
    expect(row('Overené dňa')).toBe('zatiaľ nikdy');
    unmount();
    state.reply = reply(null, '');
    render(<VatCheckPanel customerId={1} />);
    expect(screen.getByText('Firma nemá IČ DPH (nie je platiteľ DPH); nie je čo overiť.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('after a new check the status says so', () => {
    state.reply = reply(check({}));
    state.done = true;
    render(<VatCheckPanel customerId={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('IČ DPH sme overili znova vo VIES.');
  });
});
