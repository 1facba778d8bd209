import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, mailbox, test } from './fixtures';
import { createCustomer, loginViaForm, newCompany, registerCompany, registerCompanyViaApi } from './helpers/auth';
import { STAFF_DEMO, signInStaffViaForm } from './helpers/staff';

/**
 * The back office's customers, as the sales person works them: the approval queue (approve in a
 * price group, reject with a reason that is mailed), changing a customer's price group and
 * blocking a customer who is signed in.
 * Each journey has two browsers: the company in the storefront and the sales person at /staff.
 */

// Registration, approval and sign-in hash passwords and send mail: room for a busy machine.
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Oznámenia' }).getByText(text);

/** The demo sales person, signed in at /staff in a browser of their own. */
async function salesPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInStaffViaForm(page, STAFF_DEMO.sales.email, STAFF_DEMO.sales.password);
  return page;
}

/** Opens a waiting registration from the queue. */
async function openRegistration(staff: Page, companyName: string) {
  await staff.getByRole('navigation', { name: 'Hlavná ponuka' }).getByRole('link', { name: 'Registrácie' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Registrácie na schválenie' })).toBeFocused();
  const queue = staff.getByRole('table', { name: 'Registrácie čakajúce na schválenie, od najstaršej' });
  // The queue is oldest first: a new registration may be on a later page.
  const link = queue.getByRole('link', { name: `Posúdiť registráciu firmy ${companyName}` });
  while (!(await link.isVisible())) {
    await expect(queue.locator('[data-skeleton]')).toHaveCount(0);
    if (await link.isVisible()) break;
    await staff.getByRole('link', { name: 'Ďalšia strana' }).click();
  }
  await link.click();
  await expect(staff.getByRole('heading', { level: 1, name: `Registrácia: ${companyName}` })).toBeVisible();
}

test('approve a waiting registration and see the customer sign in', async ({ page, browser }) => {
  const company = await registerCompany(page);
  const staff = await salesPerson(browser);
  await openRegistration(staff, company.companyName);

  const approve = staff.getByRole('form', { name: 'Schváliť' });
  await expect(approve.getByLabel('Cenová skupina')).toHaveValue(/\d+/);
  await expect(approve.getByLabel('Cenová skupina').locator('option:checked')).toHaveText('Štandard');
  await approve.getByLabel('Cenová skupina').selectOption({ label: 'Partner' });
  await approve.getByRole('button', { name: 'Schváliť registráciu' }).click();

  const decision = staff.getByRole('region', { name: 'Rozhodnutie' });
  await expect(decision.getByText('Registrácia bola schválená.')).toBeVisible();
  await expect(decision).toContainText(`${STAFF_DEMO.sales.name} (${STAFF_DEMO.sales.email})`);
  await expect(staff.getByRole('table', { name: 'História zmien' })).toContainText(
    `Schválil registráciu firmy ${company.companyName} (cenová skupina Partner)`,
  );
  await mailbox().waitFor(company.email, 'Váš účet bol schválený');

  // The company signs in and sees its account.
  await loginViaForm(page, company.email, company.password);
  await expect(toast(page, `Vitajte, ${company.companyName}!`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Používateľský účet' })).toContainText(company.companyName);

  // The customer's page in the back office shows the group and the sign-in.
  await staff.getByRole('link', { name: 'Otvoriť zákazníka' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: company.companyName })).toBeVisible();
  await expect(staff.getByRole('form', { name: 'Cenová skupina' }).getByLabel('Cenová skupina')).toHaveValue(/\d+/);
  await expect(
    staff.getByRole('form', { name: 'Cenová skupina' }).getByLabel('Cenová skupina').locator('option:checked'),
  ).toHaveText('Partner');
  await staff.reload();
  await expect(
    staff.getByRole('table', { name: 'Prihlásenia firmy' }).getByRole('cell', { name: '1', exact: true }),
  ).toBeVisible();
  await staff.context().close();
});

test('reject a registration; the registrant gets the mail with the reason and cannot sign in', async ({
  page,
  browser,
}) => {
  const company = await registerCompanyViaApi(page, newCompany());
  const staff = await salesPerson(browser);
  await openRegistration(staff, company.companyName);

  const reject = staff.getByRole('form', { name: 'Zamietnuť' });
  await reject.getByRole('button', { name: 'Zamietnuť registráciu' }).click();
  await expect(reject.getByText('Napíšte dôvod zamietnutia.')).toBeVisible();
  await expect(reject.getByLabel('Dôvod zamietnutia')).toBeFocused();
  const reason = 'Podľa IČO nejde o montážnu firmu. Pošlite nám, prosím, výpis zo živnostenského registra.';
  await reject.getByLabel('Dôvod zamietnutia').fill(reason);
  await reject.getByRole('button', { name: 'Zamietnuť registráciu' }).click();

  const decision = staff.getByRole('region', { name: 'Rozhodnutie' });
  await expect(decision.getByText('Registrácia bola zamietnutá.')).toBeVisible();
  await expect(decision).toContainText(reason);
  await expect(decision.getByRole('button', { name: 'Vrátiť medzi čakajúce' })).toBeVisible();

  const mail = await mailbox().waitFor(company.email, 'Vaša registrácia nebola schválená');
  expect(mail).toContain(company.companyName);
  expect(mail).toContain(reason);

  await loginViaForm(page, company.email, company.password, { expectSuccess: false });
  await expect(toast(page, 'Vaša registrácia nebola schválená. Dôvod sme vám poslali e-mailom.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await staff.context().close();
});

/**
 * A demo product in cctv/ip-kamery, list price 419,90 € excl. VAT: Štandard gives 5 %, Partner 20 %
 * there (apps/server/src/seed/commerce.ts).
 */
const CAMERA = {
  path: '/product/ptz-kamera-2-mpx-opticky-zoom-4-ir-50-m-vn-2de24iw',
  name: 'PTZ kamera 2 Mpx, optický zoom 4×, IR 50 m',
};

/** The value of one line of the product page's price list (base price, discount, the customer's price). */
const priceTerm = (page: Page, term: string) =>
  page.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');

/** Opens a customer's page from the customer list, found by their e-mail. */
async function openCustomer(staff: Page, company: { email: string; companyName: string }) {
  await staff.getByRole('navigation', { name: 'Hlavná ponuka' }).getByRole('link', { name: 'Zákazníci' }).click();
  const filters = staff.getByRole('form', { name: 'Hľadanie a filtre zákazníkov' });
  // The search ignores case: the address is typed in capitals.
  await filters.getByLabel('Hľadať (firma, IČO, e-mail)').fill(company.email.toUpperCase());
  await filters.getByRole('button', { name: 'Hľadať' }).click();
  await expect(staff).toHaveURL(/\/staff\/customers\?q=/);
  await staff.getByRole('link', { name: `Otvoriť zákazníka ${company.companyName}` }).click();
  await expect(staff.getByRole('heading', { level: 1, name: company.companyName })).toBeVisible();
}

test("change a customer's price group: the customer sees the new group's prices at once", async ({ page, browser }) => {
  const company = await createCustomer(page);
  await loginViaForm(page, company.email, company.password);
  await page.goto(CAMERA.path);
  await expect(page.getByRole('heading', { level: 1, name: CAMERA.name })).toBeVisible();
  await expect(priceTerm(page, 'Vaša zľava')).toHaveText('−5 %');
  await expect(priceTerm(page, 'Vaša cena bez DPH')).toContainText('398,91 € / ks');

  const staff = await salesPerson(browser);
  await openCustomer(staff, company);
  const form = staff.getByRole('form', { name: 'Cenová skupina' });
  const select = form.getByLabel('Cenová skupina');
  await expect(select.locator('option:checked')).toHaveText('Štandard');
  await select.selectOption({ label: 'Partner' });
  await form.getByRole('button', { name: 'Uložiť cenovú skupinu' }).click();
  await expect(form.getByText('Cenová skupina je uložená.')).toBeVisible();
  await expect(select.locator('option:checked')).toHaveText('Partner');
  await expect(staff.getByRole('table', { name: 'História zmien' })).toContainText(
    `Zmenil cenovú skupinu zákazníka ${company.companyName} na Partner`,
  );

  // The customer's next request already has the Partner prices.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: CAMERA.name })).toBeVisible();
  await expect(priceTerm(page, 'Vaša zľava')).toHaveText('−20 %');
  await expect(priceTerm(page, 'Vaša cena bez DPH')).toContainText('335,92 € / ks');
  await staff.context().close();
});

test('block a customer who is signed in: their next action fails and they cannot sign in again', async ({
  page,
  browser,
}) => {
  const company = await createCustomer(page);
  await loginViaForm(page, company.email, company.password);
  await page.goto('/account/orders');
  await expect(page.getByRole('navigation', { name: 'Menu účtu' })).toBeVisible();

  const staff = await salesPerson(browser);
  await openCustomer(staff, company);

  const block = staff.getByRole('form', { name: 'Blokovanie' });
  await block.getByLabel('Dôvod zablokovania').fill('Neuhradené faktúry po splatnosti.');
  await block.getByRole('button', { name: 'Zablokovať zákazníka' }).click();
  await expect(staff.getByText('Zákazník je zablokovaný.')).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Blokovanie' })).toContainText(STAFF_DEMO.sales.name);

  // The customer's next action finds the session gone: the account sends them to the login.
  await page.getByRole('navigation', { name: 'Menu účtu' }).getByRole('link', { name: 'Faktúry' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await loginViaForm(page, company.email, company.password, { expectSuccess: false });
  await expect(toast(page, 'Váš účet je zablokovaný. Ak chcete vedieť prečo, kontaktujte nás.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await staff.context().close();
});
