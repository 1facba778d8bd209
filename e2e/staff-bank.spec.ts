import { randomBytes } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addToCartViaApi, loggedInCustomer, placeOrderViaApi, someProducts } from './helpers/cart';
import { STAFF_DEMO, signInStaffViaForm } from './helpers/staff';

/**
 * Payments from a bank statement as staff use them: a salesperson loads a camt.053 file that pays
 * a demo customer's invoice and the customer's account shows it paid; the credit without a
 * variable symbol is dismissed by keyboard alone. axe on the bank and accounting screens.
 */

test.describe.configure({ timeout: 180_000 });
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const IBAN = 'SK9611000000002918599669';
const euros = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A statement as a Slovak bank writes it: the invoice's payment, and a credit nobody can match. */
function statement(id: string, varsymbol: string, cents: number) {
  const entry = (ref: string, amount: string, details: string) => `
      <Ntry>
        <Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-25</Dt></BookgDt><AcctSvcrRef>${ref}</AcctSvcrRef>
        <NtryDtls><TxDtls>${details}</TxDtls></NtryDtls>
      </Ntry>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${id}</MsgId><CreDtTm>2026-11-26T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${id}</Id>
      <Acct><Id><IBAN>${IBAN}</IBAN></Id><Ccy>EUR</Ccy></Acct>${entry(
        `${id}-1`,
        euros(cents),
        `<Refs><EndToEndId>/VS${varsymbol}/SS/KS0308</EndToEndId></Refs><RltdPties><Dbtr><Nm>Test s.r.o.</Nm></Dbtr></RltdPties>`,
      )}${entry(`${id}-2`, '12.34', '<RmtInf><Ustrd>vratka bez symbolu</Ustrd></RmtInf>')}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}

async function audit(page: Page, screen: string) {
  await expect(page.locator('[data-skeleton]')).toHaveCount(0, { timeout: 20_000 });
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect
    .soft(
      serious.map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`).join('\n'),
      `axe: ${screen}`,
    )
    .toBe('');
}

test('a camt.053 statement pays an invoice and the customer sees it paid; an unmatched credit is dismissed by keyboard', async ({
  page,
  browser,
}) => {
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await loggedInCustomer(customer);
  const [product] = await someProducts(customer, 1);
  await addToCartViaApi(customer, product?.id ?? 0, 1);
  const order = await placeOrderViaApi(customer);

  await signInStaffViaForm(page, STAFF_DEMO.sales.email, STAFF_DEMO.sales.password);
  await page.getByRole('navigation', { name: 'Hlavná ponuka' }).getByRole('link', { name: 'Faktúry' }).click();
  const issue = page.getByRole('form', { name: 'Vystaviť faktúru k objednávke' });
  await issue.getByLabel('Číslo objednávky').fill(order.number);
  await issue.getByRole('button', { name: 'Vystaviť faktúru' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Faktúra FA\d{10}$/ });
  await expect(heading).toBeVisible();
  const invoiceNumber = ((await heading.textContent()) ?? '').replace('Faktúra ', '');
  const listed = await page.request.get(`/admin/v1/staff/invoices?order=${order.number}`);
  const totalCents = (await listed.json()).invoices[0].totalCents as number;

  await page.getByRole('navigation', { name: 'Hlavná ponuka' }).getByRole('link', { name: 'Bankové výpisy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bankové výpisy' })).toBeFocused();
  await audit(page, 'bank statements, empty');
  const id = `E2E-${randomBytes(4).toString('hex')}`;
  await page.getByLabel('Súbor výpisu').setInputFiles({
    name: 'vypis.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(statement(id, order.number, totalCents)),
  });
  await page.getByRole('button', { name: 'Načítať výpis' }).click();
  await expect(page.getByText(`Výpis ${id} načítaný: 2 pripísaní, z toho nepriradených 1.`)).toBeVisible();
  const result = page.getByRole('table', { name: `Pripísania výpisu ${id}` });
  await expect(result.getByRole('row', { name: new RegExp(`${id}-1`) })).toContainText('Uhradená');
  await expect(result.getByRole('row', { name: new RegExp(`${id}-1`) })).toContainText(invoiceNumber);
  await audit(page, 'bank statements with a result');

  // Loaded again: nothing changes, and the screen says so.
  await page.getByRole('button', { name: 'Načítať výpis' }).click();
  await expect(page.getByText(`Výpis ${id} už bol načítaný skôr – nič sa nezmenilo.`, { exact: false })).toBeVisible();

  // The unmatched credit, decided with the keyboard alone.
  const decide = page.getByRole('button', { name: `Rozhodnúť o pripísaní ${id}-2` });
  await decide.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`Pripísanie ${id}-2`) })).toBeFocused();
  await audit(page, 'decision form');
  await page.getByLabel('Dôvod zamietnutia').focus();
  await page.keyboard.type('Vratka dodávateľa');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Pripísanie bolo zamietnuté.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Rozhodnúť o pripísaní ${id}-2` })).toHaveCount(0);

  // The customer's account shows it paid at once.
  await customer.goto('/account/invoices');
  const row = customer
    .getByRole('table', { name: 'Zoznam faktúr' })
    .getByRole('row', { name: new RegExp(invoiceNumber) });
  await expect(row).toContainText('uhradená');
  await expect(row).not.toContainText('neuhradená');
  await customerContext.close();
});

test('the accounting screen: export range, stock upload, the token shown once (axe)', async ({ page }) => {
  await signInStaffViaForm(page, STAFF_DEMO.admin.email, STAFF_DEMO.admin.password);
  await page.getByRole('navigation', { name: 'Hlavná ponuka' }).getByRole('link', { name: 'Účtovníctvo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Účtovníctvo' })).toBeFocused();
  const download = page.getByRole('link', { name: 'Stiahnuť XML pre POHODU' });
  await expect(download).toHaveAttribute('href', /\/admin\/v1\/staff\/accounting\/pohoda\?from=\d{4}-\d{2}-\d{2}&to=/);
  const res = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('<dat:dataPack');
  await audit(page, 'accounting');

  // POHODA's stock list with a code the shop does not know: reported, nothing else changes.
  await page.getByLabel('Súbor exportu zásob (XML)').setInputFiles({
    name: 'zasoby.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(
      '<lStk:listStock xmlns:lStk="http://www.stormware.cz/schema/version_2/list_stock.xsd" xmlns:stk="http://www.stormware.cz/schema/version_2/stock.xsd"><lStk:stock><stk:stockHeader><stk:code>E2E-NEZNAMY</stk:code><stk:count>3</stk:count><stk:sellingPrice>9.90</stk:sellingPrice></stk:stockHeader></lStk:stock></lStk:listStock>',
    ),
  });
  await page.getByRole('button', { name: 'Načítať zásoby' }).click();
  await expect(page.getByText('Neznáme kódy: E2E-NEZNAMY.', { exact: false })).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: /token$/ }).click();
  const token = page.getByLabel('Nový token');
  await expect(token).toHaveValue(/^acct_/);
  const polled = await page.request.get('/admin/v1/accounting/orders?since=0&limit=1', {
    headers: { authorization: `Bearer ${await token.inputValue()}` },
  });
  expect(polled.status()).toBe(200);
  await audit(page, 'accounting with a new token');
});
