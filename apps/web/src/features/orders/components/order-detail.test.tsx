import type { OrderDetail as OrderDetailData } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loggedIn, mockFetch } from '../../../testing/fetch-mock';
import { renderWithApp } from '../../../testing/render';
import { ORDER } from '../test-fixtures';
import { OrderDetail } from './order-detail';

const product = (code: string, amount: number, price: number) => ({
  code,
  name: `Produkt ${code}`,
  amount,
  price_exc_vat: price,
  price_sum_exc_vat: Math.round(amount * price * 100) / 100,
  url: { url: code.toLowerCase() },
  image: [],
});

const base = {
  id: 7,
  number: '2026000007',
  created: '2026-03-05T10:00:00.000Z',
  status: 'new',
  shipping: 'Kuriér',
  shipping_price: 4.9,
  payment: 'Dobierka',
  payment_price: 1.5,
  products_price_without_vat: 238.93,
  invoice_name: 'Ján Novák',
  invoice_street: 'Hlavná 12',
  invoice_city: 'Košice',
  invoice_zip: '040 01',
  invoice_phone: '+421 900 123 456',
  invoice_email: 'jan@firma.sk',
  delivery_name: 'Ján Novák',
  delivery_street: 'Hlavná 12',
  delivery_city: 'Košice',
  delivery_zip: '040 01',
  delivery_phone: '+421 900 123 456',
  note: '',
  products: [product('A-1', 2, 104.93), product('B-1', 3, 8.99), product('C-1', 7, 0.3)],
} satisfies Partial<OrderDetailData>;

/** As the server answers them (order-money.test.ts places the same orders). */
const orders: Record<string, OrderDetailData> = {
  'PARTNER20 (20 € off)': {
    ...base,
    price_without_vat: 225.33,
    price_with_vat: 272.64,
    discount: { code: 'PARTNER20', price_without_vat: 20, vat: 4.18 },
    vat_breakdown: [
      { vat_rate: 23, base_without_vat: 198.69, vat: 45.7 },
      { vat_rate: 19, base_without_vat: 1.93, vat: 0.37 },
      { vat_rate: 5, base_without_vat: 24.71, vat: 1.24 },
    ],
  },
  'a 100 % coupon': {
    ...base,
    price_without_vat: 6.4,
    price_with_vat: 7.87,
    discount: { code: 'CELA-1A2B3C', price_without_vat: 238.93, vat: 50.02 },
    vat_breakdown: [
      { vat_rate: 23, base_without_vat: 6.4, vat: 1.47 },
      { vat_rate: 19, base_without_vat: 0, vat: 0 },
      { vat_rate: 5, base_without_vat: 0, vat: 0 },
    ],
  },
};

/** "1 234,56 €" or "−20,00 €" → cents */
function cents(text: string): number {
  const match = /(−?)([\d\s\u00a0]+),(\d{2})\s?€/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  const value = Number((match[2] ?? '').replace(/[\s\u00a0]/g, '')) * 100 + Number(match[3]);
  return match[1] ? -value : value;
}
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe('order detail: the price recap', () => {
  beforeEach(() => {
    mockFetch({ 'GET /admin/v1/sign/user': loggedIn });
  });

  it.each(Object.entries(orders))(
    'with %s: every total adds up from the rows shown, the discount once',
    async (_, order) => {
      await renderWithApp(<OrderDetail order={order} />);
      const table = screen.getByRole('table', { name: 'Položky objednávky' });
      const [, ...bodyRows] = within(table).getAllByRole('row');
      const productRows = bodyRows.filter((row) => !/Tovar spolu bez DPH/.test(row.textContent ?? ''));
      expect(productRows).toHaveLength(3);
      expect(table.textContent).not.toContain(order.discount?.code);
      const productsTotal = cents(within(table).getByRole('row', { name: /Tovar spolu bez DPH/ }).textContent ?? '');
      expect(sum(productRows.map((row) => cents(row.lastElementChild?.textContent ?? '')))).toBe(productsTotal);

      const recap = screen.getByRole('region', { name: 'Súhrn cien' });
      const rows = [...recap.querySelectorAll('dl > div')].map((row) => ({
        label: row.querySelector('dt')?.textContent ?? '',
        value: cents(row.querySelector('dd')?.textContent ?? ''),
      }));
      const one = (label: RegExp) => {
        const found = rows.filter((r) => label.test(r.label));
        expect(found, String(label)).toHaveLength(1);
        return found[0]?.value ?? Number.NaN;
      };
      const discount = one(/^Zľava – kupón \S+ znižuje DPH o /);
      expect(discount).toBeLessThan(0);
      const exc = one(/^Celkom bez DPH$/);
      expect(exc).toBe(productsTotal + discount + one(/^Doprava: Kuriér$/) + one(/^Platba: Dobierka$/));
      const vatRows = rows.filter((r) => /^DPH \d+ % zo základu /.test(r.label));
      expect(vatRows).toHaveLength(order.vat_breakdown.length);
      expect(sum(vatRows.map((r) => cents(r.label.replace(/^DPH \d+ %/, ''))))).toBe(exc);
      expect(one(/^Celkom s DPH$/)).toBe(exc + sum(vatRows.map((r) => r.value)));
      expect(document.body.textContent?.split(order.discount?.code ?? '?').length).toBe(2);
    },
  );

  it('shows no discount row for an order without a coupon', async () => {
    const { discount: _, ...order } = orders['PARTNER20 (20 € off)'] as OrderDetailData;
    await renderWithApp(<OrderDetail order={order} />);
    const recap = screen.getByRole('region', { name: 'Súhrn cien' });
    expect(recap.textContent).not.toContain('Zľava');
  });
});

describe('order detail: delivery and pick-up', () => {
  it('names the place of delivery of a delivered order', async () => {
    await renderWithApp(<OrderDetail order={{ ...ORDER, delivery_street: 'Skladová 2' }} />);
    const place = within(screen.getByRole('region', { name: 'Miesto doručenia' }));
    expect(place.getByText('Skladová 2')).toBeInTheDocument();
    expect(screen.getByText('Doprava')).toBeInTheDocument();
  });

  it('names a pick-up as such: the sale point, no delivery address', async () => {
    await renderWithApp(
      <OrderDetail
        order={{
          ...ORDER,
          shipping: 'Osobný odber na predajni',
          shipping_price: 0,
          sale_point_name: 'Predajňa Košice',
        }}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Miesto doručenia' })).not.toBeInTheDocument();
    const pickUp = within(screen.getByRole('region', { name: 'Osobný odber' }));
    expect(pickUp.getByText('Predajňa Košice')).toBeInTheDocument();
    expect(pickUp.queryByText('Hlavna 1')).not.toBeInTheDocument();
    expect(screen.queryByText('Doprava')).not.toBeInTheDocument();
    expect(screen.getByText('Spôsob prevzatia')).toBeInTheDocument();
  });
});
