import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { customerWithOrder } from './helpers/cart';
import { STAFF_DEMO, signInStaffViaForm } from './helpers/staff';

/**
 * axe (WCAG 2.0–2.2 A/AA) on the back office's screens: sign-in (with an error), the layout with
 * the home page, the staff list with the add form and its one-time link, a staff member's page
 * with its history, the audit log, the order list and an order's page with a status form open; no serious or critical violations. Also on a phone-sized
 * window, where the tables scroll inside their own focusable region.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
test.use({ reducedMotion: 'reduce', viewport: { width: 1400, height: 900 } });
test.describe.configure({ timeout: 120_000 });

async function audit(page: Page, screen: string) {
  await expect(page.locator('[data-skeleton]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  for (const size of [
    { width: 1400, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect
      .soft(
        serious.map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`).join('\n'),
        `axe: ${screen} at ${size.width} px`,
      )
      .toBe('');
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

test('the back office: sign-in, layout, staff list and member, audit log', async ({ page }) => {
  await page.goto('/staff/login');
  const form = page.getByRole('form', { name: 'Prihlásenie zamestnanca' });
  await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await expect(form.getByText('Toto pole je povinné.').first()).toBeVisible();
  await audit(page, 'sign-in with errors');

  await signInStaffViaForm(page, STAFF_DEMO.admin.email, STAFF_DEMO.admin.password);
  await audit(page, 'layout and home');

  await page.goto('/staff/staff-users');
  await expect(page.getByRole('table', { name: 'Zamestnanci s prístupom do administrácie' })).toBeVisible();
  await audit(page, 'staff list');

  await page.getByRole('link', { name: 'Upraviť zamestnanca Marek Skladník' }).click();
  await expect(page.getByRole('table', { name: 'História zmien' })).toBeVisible();
  await audit(page, 'staff member with history');

  await page.goto('/staff/audit');
  await expect(page.getByRole('table', { name: 'Záznam zmien, ktoré urobili zamestnanci' })).toBeVisible();
  await audit(page, 'audit log');
});

test('the back office: orders list and one order with the shipping form', async ({ page }) => {
  const { order } = await customerWithOrder(page);
  await signInStaffViaForm(page, STAFF_DEMO.admin.email, STAFF_DEMO.admin.password);

  await page.goto('/staff/orders');
  await expect(page.getByRole('table', { name: 'Objednávky zákazníkov' })).toBeVisible();
  await page.getByRole('checkbox', { name: `Vybrať objednávku ${order.number} do vychystávacieho zoznamu` }).check();
  await audit(page, 'orders list with a picked order');

  await page.goto(`/staff/orders/${order.id}`);
  await expect(page.getByRole('table', { name: 'História zmien' })).toBeVisible();
  await audit(page, 'order page');
  const actions = page.getByRole('region', { name: 'Zmena stavu' });
  await actions.getByRole('button', { name: 'Prijať objednávku' }).click();
  await actions.getByRole('button', { name: 'Potvrdiť: Spracováva sa' }).click();
  await expect(actions.getByRole('status')).toBeVisible();
  await actions.getByRole('button', { name: 'Odoslať' }).click();
  const form = page.getByRole('form', { name: 'Zmena stavu na „Odoslaná“' });
  await form.getByRole('button', { name: 'Potvrdiť: Odoslaná' }).click();
  await expect(form.getByText('Toto pole je povinné.').first()).toBeVisible();
  await audit(page, 'order page with the shipping form and its errors');
});
