import { expect, test } from './fixtures';
import { addToCartViaApi, loggedInCustomer, placeOrderViaApi, someProducts } from './helpers/cart';
import { STAFF_DEMO, signInStaffViaForm } from './helpers/staff';

/**
 * Invoices in the back office as staff use them: a salesperson issues the invoice for an order
 * and records its payment, and the customer's account shows it paid at once; the warehouse
 * cannot open invoices at all (no nav entry, a "no access" page, 403 from the API).
 */

test.describe.configure({ timeout: 120_000 });

test('issue an invoice, record its payment, see it paid in the customer’s account', async ({ page, browser }) => {
  // A customer of their own (journeys run in parallel on one server) places an order to invoice.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await loggedInCustomer(customer);
  const [product] = await someProducts(customer, 1);
  await addToCartViaApi(customer, product?.id ?? 0, 2);
  const order = await placeOrderViaApi(customer);

  await signInStaffViaForm(page, STAFF_DEMO.sales.email, STAFF_DEMO.sales.password);
  await page.getByRole('navigation', { name: 'Hlavná ponuka' }).getByRole('link', { name: 'Faktúry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Faktúry' })).toBeFocused();
  const issue = page.getByRole('form', { name: 'Vystaviť faktúru k objednávke' });
  await issue.getByLabel('Číslo objednávky').fill(order.number);
  await issue.getByRole('button', { name: 'Vystaviť faktúru' }).click();

  const heading = page.getByRole('heading', { level: 1, name: /^Faktúra FA\d{10}$/ });
  await expect(heading).toBeVisible();
  const invoiceNumber = ((await heading.textContent()) ?? '').replace('Faktúra ', '');
  const balance = page.getByRole('region', { name: 'Stav úhrady faktúry' });
  await expect(balance).toContainText('neuhradená');

  // The amount starts as what is due: the whole invoice.
  const payment = page.getByRole('form', { name: 'Zaznamenať platbu' });
  await expect(payment.getByLabel('Suma (€)')).not.toHaveValue('');
  await payment.getByLabel('Spôsob úhrady').selectOption({ label: 'bankový prevod' });
  await payment.getByLabel('Referencia (napr. z výpisu)').fill(`VS ${order.number}`);
  await payment.getByRole('button', { name: 'Zaznamenať platbu' }).click();
  await expect(payment.getByText('Platba je zaznamenaná.')).toBeVisible();
  await expect(balance).toContainText('uhradená');
  await expect(balance).not.toContainText('neuhradená');
  await expect(page.getByRole('table', { name: 'Platby' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'História zmien' })).toContainText('Zaznamenal platbu');

  // The customer's account shows it paid at once (the list is never cached).
  await customer.goto('/account/invoices');
  const row = customer
    .getByRole('table', { name: 'Zoznam faktúr' })
    .getByRole('row', { name: new RegExp(invoiceNumber) });
  await expect(row).toContainText('uhradená');
  await expect(row).not.toContainText('neuhradená');
  await expect(row).toContainText(/0,00\s€/);
  await customerContext.close();
});

test('a warehouse user cannot open invoices', async ({ page }) => {
  await signInStaffViaForm(page, STAFF_DEMO.warehouse.email, STAFF_DEMO.warehouse.password);
  const nav = page.getByRole('navigation', { name: 'Hlavná ponuka' });
  await expect(nav.getByRole('link', { name: 'Zamestnanci' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Faktúry' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Po splatnosti' })).toHaveCount(0);

  for (const address of ['/staff/invoices', '/staff/invoices/1', '/staff/overdue']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: 'Na túto časť nemáte oprávnenie.' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }

  for (const path of ['/admin/v1/staff/invoices', '/admin/v1/staff/invoices/overdue', '/admin/v1/staff/invoices/1']) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(403);
    expect(await res.json()).toEqual({ success: false, error: [{ code: 'staff.forbidden' }] });
  }
});
