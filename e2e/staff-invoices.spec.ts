import { expect, mailbox, test } from './fixtures';
import { sqlOnShop } from './helpers/database';
import { customerWithOrderInNewContext, issueInvoiceOnScreen } from './helpers/invoices';
import { STAFF_DEMO, signInStaffViaForm } from './helpers/staff';

/**
 * Invoices in the back office as staff use them: a salesperson issues the invoice for an order
 * and records its payment, and the customer's account shows it paid at once; a cancelled order's
 * invoice gets a credit note, which the customer is mailed and finds in the account; the warehouse
 * cannot open invoices at all (no nav entry, a "no access" page, 403 from the API).
 */

test.describe.configure({ timeout: 120_000 });

test('issue an invoice, record its payment, see it paid in the customer’s account', async ({ page, browser }) => {
  const customer = await customerWithOrderInNewContext(browser);

  await signInStaffViaForm(page, STAFF_DEMO.sales.email, STAFF_DEMO.sales.password);
  const invoiceNumber = await issueInvoiceOnScreen(page, customer.order.number);
  const balance = page.getByRole('region', { name: 'Stav úhrady faktúry' });
  await expect(balance).toContainText('neuhradená');

  // The amount starts as what is due: the whole invoice.
  const payment = page.getByRole('form', { name: 'Zaznamenať platbu' });
  await expect(payment.getByLabel('Suma (€)')).not.toHaveValue('');
  await payment.getByLabel('Spôsob úhrady').selectOption({ label: 'bankový prevod' });
  await payment.getByLabel('Referencia (napr. z výpisu)').fill(`VS ${customer.order.number}`);
  await payment.getByRole('button', { name: 'Zaznamenať platbu' }).click();
  await expect(payment.getByText('Platba je zaznamenaná.')).toBeVisible();
  await expect(balance).toContainText('uhradená');
  await expect(balance).not.toContainText('neuhradená');
  await expect(page.getByRole('table', { name: 'Platby' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'História zmien' })).toContainText('Zaznamenal platbu');

  // The customer's account shows it paid at once (the list is never cached).
  await customer.page.goto('/account/invoices');
  const row = customer.page
    .getByRole('table', { name: 'Zoznam faktúr' })
    .getByRole('row', { name: new RegExp(invoiceNumber) });
  await expect(row).toContainText('uhradená');
  await expect(row).not.toContainText('neuhradená');
  await expect(row).toContainText(/0,00\s€/);
  await customer.close();
});

test('issue a credit note for a cancelled order; the customer gets it by mail and in the account', async ({
  page,
  browser,
}) => {
  const customer = await customerWithOrderInNewContext(browser);
  await signInStaffViaForm(page, STAFF_DEMO.sales.email, STAFF_DEMO.sales.password);
  const invoiceNumber = await issueInvoiceOnScreen(page, customer.order.number);
  // The section, not the scroll region of its table (named by the same caption).
  const credit = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2, name: 'Dobropisy' }) });
  await expect(credit).toContainText('Dobropis sa vystavuje k zrušenej alebo vrátenej objednávke.');
  await expect(credit.getByRole('form', { name: 'Vystaviť dobropis' })).toHaveCount(0);

  // Cancelling an order is the orders screen's work, not in this branch, and the server has no
  // staff route for it here: the order is set cancelled in the database, as the cancel would.
  const cancelled = await sqlOnShop("update orders set status = 'cancelled' where number = $1 returning id", [
    customer.order.number,
  ]);
  expect(cancelled).toHaveLength(1);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Faktúra ${invoiceNumber}` })).toBeVisible();
  await expect(page.getByText(`${customer.order.number} (zrušená)`)).toBeVisible();

  // A cancelled order is credited whole: no choice of lines, just the reason, and a confirmation.
  const form = credit.getByRole('form', { name: 'Vystaviť dobropis' });
  await expect(form.getByRole('radio')).toHaveCount(0);
  await form.getByRole('button', { name: 'Vystaviť dobropis' }).click();
  await expect(form.getByText('Uveďte dôvod (aspoň 3 znaky).')).toBeVisible();
  await form.getByLabel('Dôvod').fill('Objednávka zrušená na žiadosť zákazníka');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain(`Vystaviť dobropis na celú faktúru ${invoiceNumber}`);
    void dialog.accept();
  });
  await form.getByRole('button', { name: 'Vystaviť dobropis' }).click();

  const issued = credit.getByText(/^Dobropis DB\d{10} je vystavený a zákazník dostal e-mail\.$/);
  await expect(issued).toBeVisible();
  const creditNoteNumber = /DB\d{10}/.exec((await issued.textContent()) ?? '')?.[0] ?? '';
  const notes = credit.getByRole('table', { name: 'Dobropisy' });
  await expect(notes.getByRole('row', { name: new RegExp(creditNoteNumber) })).toContainText('celá faktúra');
  // Credited whole, nothing is due and no second credit note is offered.
  const balance = page.getByRole('region', { name: 'Stav úhrady faktúry' });
  await expect(balance).toContainText(/Zostáva uhradiť\s*0,00\s€/);
  await expect(credit.getByRole('form', { name: 'Vystaviť dobropis' })).toHaveCount(0);
  await expect(credit).toContainText('Všetko z faktúry, čo možno dobropisovať, je už dobropisované.');
  await expect(page.getByRole('table', { name: 'História zmien' })).toContainText(creditNoteNumber);

  const mail = await mailbox().waitFor(customer.company.email, `Dobropis č. ${creditNoteNumber}`);
  expect(mail).toContain(`K faktúre č. ${invoiceNumber} (objednávka č. ${customer.order.number})`);

  await customer.page.goto('/account/invoices');
  const listed = customer.page
    .getByRole('table', { name: 'Zoznam dobropisov' })
    .getByRole('row', { name: new RegExp(creditNoteNumber) });
  await expect(listed).toContainText(invoiceNumber);
  await expect(listed).toContainText('Objednávka zrušená na žiadosť zákazníka');
  await customer.close();
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
