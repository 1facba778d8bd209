import type {
  DashboardDay,
  SalesDashboard as SalesFigures,
  WarehouseDashboard as WarehouseFigures,
} from '@shop/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { chartSummary, SalesDashboard } from './sales-dashboard';
import { WarehouseDashboard } from './warehouse-dashboard';

// uPlot draws on a canvas, which the test DOM does not have: the journey (e2e/staff-dashboard.spec.ts) shows it.
vi.mock('./revenue-chart', () => ({ RevenueChart: () => <div data-testid="chart" /> }));

// 29 August – 26 November 2026; Sundays without orders.
const days: DashboardDay[] = Array.from({ length: 90 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 7, 29) + i * 86_400_000);
  const sunday = date.getUTCDay() === 0;
  return {
    day: date.toISOString().slice(0, 10),
    orders: sunday ? 0 : (i % 4) + 1,
    revenueExcVatCents: sunday ? 0 : 10_000 + i * 1234,
  };
});
/** Slovak money as formatted: non-breaking spaces. */
const nb = (text: string) => text.replace(/ /g, '\u00a0');
const today = days.at(-1) as DashboardDay;

const sales: SalesFigures = {
  view: 'sales',
  asOf: '2026-11-26T14:05:00Z',
  today: { day: today.day, orders: today.orders, revenueExcVatCents: today.revenueExcVatCents },
  week: { from: '2026-11-23', orders: 12, revenueExcVatCents: 567_890 },
  registrationsWaiting: 3,
  overdue: { invoices: 4, balanceCents: 1_234_567 },
  revenueByDay: days,
};

const inRouter = (ui: React.ReactNode, path = '/') => render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
const card = (name: string) => screen.getByRole('region', { name });
const value = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the sales dashboard', () => {
  it('shows today, this week, registrations waiting and the overdue balance in Slovak formats', () => {
    inRouter(<SalesDashboard figures={sales} />);
    expect(value(card('Dnes'), 'Objednávky')).toBe(String(today.orders));
    expect(value(card('Dnes'), 'Tržby bez DPH')).toBe(nb('1 198,26 €'));
    expect(within(card('Dnes')).getByText('štvrtok 26. 11. 2026')).toBeInTheDocument();
    expect(value(card('Tento týždeň'), 'Tržby bez DPH')).toBe(nb('5 678,90 €'));
    expect(within(card('Tento týždeň')).getByText('od pondelka 23. 11. 2026')).toBeInTheDocument();
    expect(value(card('Registrácie na schválenie'), 'Čakajú')).toBe('3');
    expect(
      within(card('Registrácie na schválenie')).getByRole('link', { name: 'Otvoriť registrácie na schválenie' }),
    ).toHaveAttribute('href', '/customers/registrations');
    expect(value(card('Faktúry po splatnosti'), 'Zostáva uhradiť')).toBe(nb('12 345,67 €'));
    expect(screen.getByText(/tovar po zľavách bez DPH, bez poplatkov za dopravu a platbu/)).toBeInTheDocument();
  });

  it('shows placeholders of the same cards while loading', () => {
    inRouter(<SalesDashboard figures={undefined} />);
    expect(card('Dnes')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-skeleton]').length).toBe(7);
    expect(screen.queryByTestId('chart')).toBeNull();
  });

  it('opens the chart numbers as a table of 90 days, newest first, with the numbers of the cards', async () => {
    const user = userEvent.setup();
    inRouter(<SalesDashboard figures={sales} />);
    expect(await screen.findByTestId('chart')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Zobraziť údaje grafu v tabuľke' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Skryť tabuľku s údajmi grafu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const table = await screen.findByRole('table', {
      name: 'Tržby bez DPH a objednávky po dňoch za posledných 90 dní',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(90);
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[0])).toEqual([
      'št 26. 11. 2026',
      value(card('Dnes'), 'Objednávky'),
      value(card('Dnes'), 'Tržby bez DPH'),
    ]);
    // A day without orders is a row of zeros.
    const sunday = rows.find((r) => r.textContent?.startsWith('ne 22. 11. 2026'));
    expect(cells(sunday)).toEqual(['ne 22. 11. 2026', '0', nb('0,00 €')]);
  });

  it('sums the 90 days in the chart summary and names the best day', () => {
    const best = days.reduce((a, b) => (b.revenueExcVatCents > a.revenueExcVatCents ? b : a));
    expect(best.day).toBe('2026-11-26');
    expect(chartSummary(days)).toBe(
      `Od 29. 8. 2026 do 26. 11. 2026: objednávky spolu ${days.reduce((s, d) => s + d.orders, 0)}, tržby bez DPH spolu ` +
        `${new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR' }).format(days.reduce((s, d) => s + d.revenueExcVatCents, 0) / 100)}. ` +
        `Najvyššie tržby boli 26. 11. 2026: ${nb('1 198,26 €')}. Dni bez objednávok majú 0 €.`,
    );
    expect(chartSummary(days.map((d) => ({ ...d, orders: 0, revenueExcVatCents: 0 })))).toBe(
      'Od 29. 8. 2026 do 26. 11. 2026 nie sú žiadne objednávky, tržby sú 0 €.',
    );
  });
});

describe('the warehouse dashboard', () => {
  const warehouse: WarehouseFigures = {
    view: 'warehouse',
    asOf: '2026-11-26T14:05:00Z',
    today: { day: '2026-11-26', orders: 5 },
    week: { from: '2026-11-23', orders: 17 },
    waiting: 2,
    toShip: 4,
    toPrepareForPickup: 1,
  };

  it('shows order counts and what waits for the warehouse, and no money', () => {
    const { container } = inRouter(<WarehouseDashboard figures={warehouse} />);
    expect(value(card('Prijaté objednávky'), 'Dnes')).toBe('5');
    expect(value(card('Prijaté objednávky'), 'Tento týždeň')).toBe('17');
    expect(value(card('Čaká na sklad'), 'Nové, čakajú na prijatie')).toBe('2');
    expect(value(card('Čaká na sklad'), 'Na vyskladnenie a odoslanie')).toBe('4');
    expect(value(card('Čaká na sklad'), 'Na prípravu na osobný odber')).toBe('1');
    expect(container.textContent).not.toMatch(/€|Tržby|faktúr/i);
  });
});
