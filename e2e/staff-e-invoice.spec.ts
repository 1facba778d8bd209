import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import type { Download, Locator, Page } from '@playwright/test';
import { convert } from 'xmlbuilder2';
import { expect, test } from './fixtures';
import { sqlOnShop } from './helpers/database';
import { customerWithOrderInNewContext, issueInvoiceOnScreen } from './helpers/invoices';
import { STAFF_DEMO, signInStaffViaForm } from './helpers/staff';

/**
 * E-invoices between the back office and the account (docs/decisions/013-e-invoices.md): a
 * customer orders, sales issue the invoice, the customer downloads its XML (it parses, pays to
 * the order number, states the order's total); sales cancel the order and credit the invoice, the
 * customer downloads the credit note's XML (type 381, the invoice referenced). Staff see the
 * IČ DPH's VIES check on the customer's page and ask again by keyboard; axe finds nothing serious.
 */

test.describe.configure({ timeout: 150_000 });

type Xml = Record<string, unknown>;

/** The downloaded file, parsed (a document that does not parse fails here). */
async function parsedDownload(page: Page, link: Locator): Promise<{ download: Download; doc: Xml; root: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const text = await readFile(await download.path(), 'utf8');
  const parsed = convert(text, { format: 'object' }) as Xml;
  const root = Object.keys(parsed).find((k) => k === 'Invoice' || k === 'CreditNote') ?? '';
  return { download, doc: parsed[root] as Xml, root };
}

/** The text of an element along a path of child names (an element with attributes keeps its text in `#`). */
function textAt(doc: Xml, ...path: string[]): string {
  let node: unknown = doc;
  for (const key of path) node = (node as Xml | undefined)?.[key];
  if (node && typeof node === 'object') node = (node as Xml)['#'];
  return String(node ?? '');
}

const centsOf = (amount: string) => Math.round(Number(amount) * 100);

async function noSeriousAxeViolations(page: Page, screen: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    screen,
  ).toEqual([]);
}

test('an order becomes an e-invoice, its cancel a credit note e-invoice, both downloaded in the account', async ({
  page,
  browser,
}) => {
  const customer = await customerWithOrderInNewContext(browser);
  const [stored] = await sqlOnShop<{ total: number; id: number }>(
    'select total_inc_vat_cents as total, id from orders where number = $1',
    [customer.order.number],
  );
  const orderTotalCents = Number(stored?.total);

  await signInStaffViaForm(page, STAFF_DEMO.sales.email, STAFF_DEMO.sales.password);
  const invoiceNumber = await issueInvoiceOnScreen(page, customer.order.number);
  const invoicePage = page.url();
  const staffXml = page.getByRole('link', { name: 'E-faktúra (XML)' });
  await expect(staffXml).toHaveAttribute('href', /\/admin\/v1\/staff\/invoices\/\d+\/xml$/);
  await expect(staffXml).toHaveAttribute('download');

  // The customer downloads the invoice's XML beside its PDF.
  await customer.page.goto('/account/invoices');
  const invoiceRow = customer.page
    .getByRole('table', { name: 'Zoznam faktúr' })
    .getByRole('row', { name: new RegExp(invoiceNumber) });
  const invoiceXml = await parsedDownload(
    customer.page,
    invoiceRow.getByRole('link', { name: `Stiahnuť XML ${invoiceNumber} (elektronická faktúra)` }),
  );
  expect(invoiceXml.root).toBe('Invoice');
  expect(invoiceXml.download.suggestedFilename()).toBe(`faktura-${invoiceNumber}.xml`);
  expect(textAt(invoiceXml.doc, 'cbc:ID')).toBe(invoiceNumber);
  expect(textAt(invoiceXml.doc, 'cbc:InvoiceTypeCode')).toBe('380');
  expect(textAt(invoiceXml.doc, 'cac:PaymentMeans', 'cbc:PaymentID')).toBe(customer.order.number);
  expect(textAt(invoiceXml.doc, 'cac:OrderReference', 'cbc:ID')).toBe(customer.order.number);
  expect(centsOf(textAt(invoiceXml.doc, 'cac:LegalMonetaryTotal', 'cbc:TaxInclusiveAmount'))).toBe(orderTotalCents);
  expect(centsOf(textAt(invoiceXml.doc, 'cac:LegalMonetaryTotal', 'cbc:PayableAmount'))).toBe(orderTotalCents);

  // Sales cancel the order on its page, then credit the invoice.
  await page.goto(`/staff/orders/${stored?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${customer.order.number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Zrušiť objednávku' }).click();
  const cancel = page.getByRole('form', { name: 'Zmena stavu na „Zrušená“' });
  await cancel.getByLabel('Dôvod zrušenia').fill('Zákazník objednávku zrušil.');
  await cancel.getByRole('button', { name: 'Potvrdiť: Zrušená' }).click();
  await expect(page.getByText('Stav objednávky je teraz „Zrušená“.')).toBeVisible();

  await page.goto(invoicePage);
  await expect(page.getByRole('heading', { level: 1, name: `Faktúra ${invoiceNumber}` })).toBeVisible();
  const credit = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2, name: 'Dobropisy' }) });
  const form = credit.getByRole('form', { name: 'Vystaviť dobropis' });
  await form.getByLabel('Dôvod').fill('Objednávka zrušená');
  page.once('dialog', (dialog) => void dialog.accept());
  await form.getByRole('button', { name: 'Vystaviť dobropis' }).click();
  const issued = credit.getByText(/^Dobropis DB\d{10} je vystavený a zákazník dostal e-mail\.$/);
  await expect(issued).toBeVisible();
  const creditNoteNumber = /DB\d{10}/.exec((await issued.textContent()) ?? '')?.[0] ?? '';
  await expect(credit.getByRole('link', { name: `Dobropis ${creditNoteNumber} ako e-faktúra (XML)` })).toHaveAttribute(
    'href',
    /\/admin\/v1\/staff\/credit-notes\/\d+\/xml$/,
  );

  // The customer downloads the credit note's XML: type 381, the invoice referenced, the whole total.
  await customer.page.goto('/account/invoices');
  const noteRow = customer.page
    .getByRole('table', { name: 'Zoznam dobropisov' })
    .getByRole('row', { name: new RegExp(creditNoteNumber) });
  const noteXml = await parsedDownload(
    customer.page,
    noteRow.getByRole('link', { name: `Stiahnuť XML ${creditNoteNumber} (elektronický dobropis)` }),
  );
  expect(noteXml.root).toBe('CreditNote');
  expect(noteXml.download.suggestedFilename()).toBe(`dobropis-${creditNoteNumber}.xml`);
  expect(textAt(noteXml.doc, 'cbc:ID')).toBe(creditNoteNumber);
  expect(textAt(noteXml.doc, 'cbc:CreditNoteTypeCode')).toBe('381');
  expect(textAt(noteXml.doc, 'cac:BillingReference', 'cac:InvoiceDocumentReference', 'cbc:ID')).toBe(invoiceNumber);
  expect(centsOf(textAt(noteXml.doc, 'cac:LegalMonetaryTotal', 'cbc:TaxInclusiveAmount'))).toBe(orderTotalCents);
  await customer.close();
});

test("the customer's page shows the IČ DPH's VIES check and checks it again by keyboard", async ({ page, browser }) => {
  const customer = await customerWithOrderInNewContext(browser);
  const [row] = await sqlOnShop<{ id: number }>('select id from customers where email = $1', [customer.company.email]);
  await customer.close();

  await signInStaffViaForm(page, STAFF_DEMO.sales.email, STAFF_DEMO.sales.password);
  await page.goto(`/staff/customers/${row?.id}`);
  const panel = page.getByRole('region', { name: 'Overenie IČ DPH vo VIES' });
  await expect(panel).toContainText(customer.company.extVatRegistrationId);
  // The journeys never reach VIES (VIES_URL=off): the number is "not verified".
  await expect(panel).toContainText('neoverené');
  await noSeriousAxeViolations(page, "customer's page with the VIES check");

  const recheck = panel.getByRole('button', { name: 'Overiť znova' });
  await recheck.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toHaveText('IČ DPH sme overili znova vo VIES.');
  await expect(panel).toContainText('neoverené');
  await expect(panel).toContainText('Overené dňa');
  await expect(page.getByRole('table', { name: 'História zmien' })).toContainText(/VIES/);
  await noSeriousAxeViolations(page, "customer's page after a new check");
});
