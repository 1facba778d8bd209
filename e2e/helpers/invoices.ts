import { type Browser, expect, type Page } from '@playwright/test';
import { customerWithOrder } from './cart';

/** A customer of their own (journeys run in parallel on one server), signed in, with an order placed. */
export async function customerWithOrderInNewContext(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { customer: company, order } = await customerWithOrder(page, 2);
  return { page, company, order, close: () => context.close() };
}

/** As the signed-in staff member: Faktúry → issue the order's invoice; answers the invoice's number (its page is open). */
export async function issueInvoiceOnScreen(page: Page, orderNumber: string): Promise<string> {
  await page.getByRole('navigation', { name: 'Hlavná ponuka' }).getByRole('link', { name: 'Faktúry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Faktúry' })).toBeFocused();
  const issue = page.getByRole('form', { name: 'Vystaviť faktúru k objednávke' });
  await issue.getByLabel('Číslo objednávky').fill(orderNumber);
  await issue.getByRole('button', { name: 'Vystaviť faktúru' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Faktúra FA\d{10}$/ });
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? '').replace('Faktúra ', '');
}
