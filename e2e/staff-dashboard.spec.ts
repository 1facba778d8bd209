import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { STAFF_DEMO, signInStaffViaForm } from './helpers/staff';

/**
 * The back office's home (docs/requirements/back-office.md §Dashboard): sales see today's and
 * this week's figures, the 90-day chart (a slider over the days for the keyboard) and the same
 * numbers in a table; the warehouse sees counts without money. Other journeys place orders on the
 * same server meanwhile, so the checks compare what one screen shows with itself, never with
 * fixed numbers.
 */
test.describe.configure({ timeout: 90_000 });

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const figure = (region: Locator, label: string) =>
  region.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
/** `1 234,56 €` → 123456. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
const cellsOf = async (row: Locator) => (await row.getByRole('cell').allTextContents()).map((c) => c.trim());

test('sales see the figures, the chart by keyboard and the same numbers in the table', async ({ page }) => {
  await signInStaffViaForm(page, STAFF_DEMO.sales.email, STAFF_DEMO.sales.password);
  const today = card(page, 'Dnes');
  await expect(figure(today, 'Tržby bez DPH')).toHaveText(/^\d[\d\s]*,\d{2}\s€$/);
  const todayOrders = (await figure(today, 'Objednávky').textContent())?.trim() ?? '';
  const todayRevenue = (await figure(today, 'Tržby bez DPH').textContent())?.trim() ?? '';
  const week = card(page, 'Tento týždeň');
  await expect(week.getByText(/^od pondelka \d+\. \d+\. \d{4}$/)).toBeVisible();
  const weekRevenue = cents((await figure(week, 'Tržby bez DPH').textContent()) ?? '');
  expect(weekRevenue).toBeGreaterThanOrEqual(cents(todayRevenue));
  // The demo data leaves registrations waiting and invoices overdue.
  const registrations = card(page, 'Registrácie na schválenie');
  expect(Number(await figure(registrations, 'Čakajú').textContent())).toBeGreaterThan(0);
  await expect(registrations.getByRole('link', { name: 'Otvoriť registrácie na schválenie' })).toHaveAttribute(
    'href',
    '/staff/customers/registrations',
  );
  expect(
    cents((await figure(card(page, 'Faktúry po splatnosti'), 'Zostáva uhradiť').textContent()) ?? ''),
  ).toBeGreaterThan(0);
  await expect(page.getByText(/bez poplatkov za dopravu a platbu/)).toBeVisible();

  // The chart: drawn (uPlot's canvas), and a slider over the 90 days whose value names a day.
  const chart = page.getByRole('slider', { name: 'Deň v grafe' });
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(page.getByText(/^Od \d+\. \d+\. \d{4} do \d+\. \d+\. \d{4}: objednávky spolu/)).toBeVisible();
  await chart.focus();
  await page.keyboard.press('End');
  const chosen = page.getByTestId('chart-day');
  await expect(chosen).toHaveText(new RegExp(`: objednávky ${todayOrders}, tržby bez DPH ${todayRevenue}$`));
  await expect(chart).toHaveAttribute('aria-valuenow', '90');
  await page.keyboard.press('Home');
  await expect(chart).toHaveAttribute('aria-valuenow', '1');
  const firstDay = (await chosen.textContent()) ?? '';
  expect(await chart.getAttribute('aria-valuetext')).toBe(firstDay);
  await page.keyboard.press('ArrowRight');
  await expect(chart).toHaveAttribute('aria-valuenow', '2');
  await page.keyboard.press('PageUp');
  await expect(chart).toHaveAttribute('aria-valuenow', '9');

  // The table behind the toggle: 90 days, newest first, with the cards' and the chart's numbers.
  await page.getByRole('button', { name: 'Zobraziť údaje grafu v tabuľke' }).click();
  await expect(page).toHaveURL(/[?&]data=1/);
  const table = page.getByRole('table', { name: 'Tržby bez DPH a objednávky po dňoch za posledných 90 dní' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(90);
  const [, newestOrders, newestRevenue] = await cellsOf(rows.first());
  expect([newestOrders, newestRevenue]).toEqual([todayOrders, todayRevenue]);
  const [oldestDay, oldestOrders, oldestRevenue] = await cellsOf(rows.last());
  const oldestDate = oldestDay?.replace(/^\S+ /, '') ?? '';
  expect(firstDay).toContain(`${oldestDate}: objednávky ${oldestOrders}, tržby bez DPH ${oldestRevenue}`);
  // This week's rows (down to Monday, "po") add up to the week's card.
  let weekSum = 0;
  for (const row of await rows.all()) {
    const [day, , revenue] = await cellsOf(row);
    weekSum += cents(revenue ?? '');
    if (day?.startsWith('po ')) break;
  }
  expect(weekSum).toBe(weekRevenue);

  // The table stays open after a reload (its state is in the address) and closes again.
  await page.reload();
  await expect(table.locator('tbody tr')).toHaveCount(90);
  await page.getByRole('button', { name: 'Skryť tabuľku s údajmi grafu' }).click();
  await expect(table).toHaveCount(0);
});

test('the warehouse sees order counts and what waits to be picked, without money', async ({ page }) => {
  await signInStaffViaForm(page, STAFF_DEMO.warehouse.email, STAFF_DEMO.warehouse.password);
  const queue = card(page, 'Čaká na sklad');
  await expect(figure(queue, 'Na vyskladnenie a odoslanie')).toHaveText(/^\d+$/);
  await expect(figure(card(page, 'Prijaté objednávky'), 'Dnes')).toHaveText(/^\d+$/);
  await expect(page.getByRole('main')).not.toContainText('€');
  await expect(page.getByRole('slider')).toHaveCount(0);
});

test('the dashboards pass axe, with the chart focused and its table open', async ({ page }) => {
  // Skipped on the second (PostgreSQL) pass of npm test: the axe audits depend only on the sources,
  // which the first pass has audited.
  test.skip(process.env.E2E_SKIP_UI_AUDITS === '1', 'the UI audits run on the first pass');
  const audit = async (screen: string) => {
    await expect(page.locator('[data-skeleton], [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    for (const width of [1400, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect
        .soft(
          serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n'),
          `${screen} at ${width} px`,
        )
        .toBe('');
    }
    await page.setViewportSize({ width: 1400, height: 900 });
  };
  await signInStaffViaForm(page, STAFF_DEMO.sales.email, STAFF_DEMO.sales.password);
  await page.getByRole('button', { name: 'Zobraziť údaje grafu v tabuľke' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('slider', { name: 'Deň v grafe' }).focus();
  await audit('sales dashboard');

  await page.getByRole('button', { name: 'Odhlásiť sa' }).click();
  await signInStaffViaForm(page, STAFF_DEMO.warehouse.email, STAFF_DEMO.warehouse.password);
  await expect(card(page, 'Čaká na sklad')).toBeVisible();
  await audit('warehouse dashboard');
});
