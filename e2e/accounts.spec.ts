import { expect as baseExpect, DEMO, test } from './fixtures';
import { approveCompany, createCustomer, loginViaApi, loginViaForm, registerCompany, resetLink } from './helpers/auth';

// Each journey creates and approves its own customer (password hashing, mail) on a shared server:
// give them room when the machine is busy.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const toast = (page: import('@playwright/test').Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Oznámenia' }).getByText(text);

test('a company registers, is refused until the staff approve it, then logs in and sees its account', async ({
  page,
}) => {
  const company = await registerCompany(page);
  await expect(toast(page, 'Registrácia prebehla úspešne')).toBeVisible();
  await expect(page.getByText(/čaká na schválenie/)).toContainText(company.email);

  await loginViaForm(page, company.email, company.password, { expectSuccess: false });
  await expect(toast(page, 'Váš účet ešte nie je aktivovaný')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await approveCompany(page, company.companyName);

  // The account sends a visitor to the login page, which comes back to the account afterwards.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  const form = page.getByRole('form', { name: 'Prihlasovací formulár' });
  await form.getByLabel('Používateľské meno (e-mail)').fill(company.email);
  await form.getByLabel('Heslo').fill(company.password);
  await form.getByRole('button', { name: 'Prihlásiť sa' }).click();

  // The welcome toast lasts 5 s: check it first.
  await expect(toast(page, `Vitajte, ${company.companyName}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Môj účet' })).toBeVisible();
  await expect(page.getByText(`Dobrý deň, ${company.companyName}`)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Menu účtu' }).getByRole('link', { name: 'Prehľad' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Používateľský účet' })).toContainText(company.companyName);
});

test('a wrong password and an unknown address are told apart at login', async ({ page }) => {
  await loginViaForm(page, DEMO.email, 'not-the-password', { expectSuccess: false });
  await expect(toast(page, 'Nesprávne heslo.')).toBeVisible();
  await loginViaForm(page, 'nobody-here@example.com', 'whatever1', { expectSuccess: false });
  await expect(toast(page, 'Používateľ s týmto e-mailom neexistuje.')).toBeVisible();
});

test('a customer who forgot the password sets a new one through the e-mailed link', async ({ page }) => {
  const company = await createCustomer(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Zabudli ste heslo?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  const request = page.getByRole('form', { name: 'Žiadosť o obnovenie hesla' });
  await request.getByLabel('E-mail').fill(company.email);
  await request.getByRole('button', { name: 'Poslať odkaz' }).click();
  await expect(toast(page, 'Odkaz na obnovenie hesla sme vám poslali e-mailom.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Skontrolujte si e-mail' })).toBeVisible();

  const link = await resetLink(company.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Nastavenie nového hesla' })).toBeVisible();
  const newPassword = `${company.password}-nove`;
  await page.getByLabel('Nové heslo', { exact: true }).fill(newPassword);
  await page.getByLabel('Zopakujte nové heslo').fill('niečo-iné-123');
  await page.getByRole('button', { name: 'Nastaviť heslo' }).click();
  await expect(page.getByText('Heslá sa nezhodujú')).toBeVisible();
  await page.getByLabel('Zopakujte nové heslo').fill(newPassword);
  await page.getByRole('button', { name: 'Nastaviť heslo' }).click();

  await expect(toast(page, 'Heslo bolo obnovené.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await loginViaForm(page, company.email, newPassword);
  await expect(page).toHaveURL(/\/$/);

  // The link works once: opened again, the page says so at once instead of offering the form.
  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: 'Odkaz na obnovenie hesla je neplatný' })).toBeVisible();
  await expect(page.getByLabel('Nové heslo', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Požiadať o nový odkaz' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('form', { name: 'Žiadosť o obnovenie hesla' })).toBeVisible();
});

test('an older reset link stops working once a newer one is sent', async ({ page }) => {
  const company = await createCustomer(page);
  const ask = async () => {
    await page.goto('/reset-password');
    const request = page.getByRole('form', { name: 'Žiadosť o obnovenie hesla' });
    await request.getByLabel('E-mail').fill(company.email);
    await request.getByRole('button', { name: 'Poslať odkaz' }).click();
    await expect(page.getByRole('heading', { name: 'Skontrolujte si e-mail' })).toBeVisible();
  };
  await ask();
  const older = await resetLink(company.email);
  await ask();
  await expect.poll(() => resetLink(company.email)).not.toBe(older);

  await page.goto(older);
  await expect(page.getByRole('alert').filter({ hasText: 'Odkaz na obnovenie hesla je neplatný' })).toBeVisible();
  await page.goto(await resetLink(company.email));
  await expect(page.getByLabel('Nové heslo', { exact: true })).toBeVisible();
});

test('signing out from the header ends the session; a link to the old sign-out address does nothing', async ({
  page,
}) => {
  const company = await createCustomer(page);
  await loginViaApi(page, company.email, company.password);
  await page.goto('/');
  const accountArea = page.getByRole('navigation', { name: 'Používateľský účet' });
  await expect(accountArea).toContainText(company.companyName);

  // The original GET sign-out path opened as a link (as another site could make a browser do): nothing happens.
  const viaLink = await page.request.get('/admin/v1/sign/out/');
  expect(viaLink.status()).toBe(404);
  await page.reload();
  await expect(accountArea).toContainText(company.companyName);

  await accountArea.getByRole('link', { name: 'Odhlásiť sa' }).click();
  await expect(toast(page, 'Odhlásenie prebehlo úspešne.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountArea.getByRole('link', { name: 'Prihlásenie' })).toBeVisible();
  expect((await page.request.get('/admin/v1/sign/user')).status()).toBe(401);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
});

test('a customer changes the password in the account details', async ({ page }) => {
  const company = await createCustomer(page);
  await loginViaApi(page, company.email, company.password);
  await page.goto('/account/details');

  const form = page.getByRole('form', { name: 'Zmena hesla' });
  await form.getByLabel('Súčasné heslo').fill('zle-heslo-123');
  await form.getByLabel('Nové heslo', { exact: true }).fill('uplne-nove-heslo');
  await form.getByLabel('Zopakujte nové heslo').fill('uplne-nove-heslo');
  await form.getByRole('button', { name: 'Zmeniť heslo' }).click();
  await expect(form.getByText('Nesprávne heslo')).toBeVisible();

  await form.getByLabel('Súčasné heslo').fill(company.password);
  await form.getByRole('button', { name: 'Zmeniť heslo' }).click();
  await expect(toast(page, 'Heslo bolo úspešne zmenené.')).toBeVisible();
  await expect(form.getByLabel('Súčasné heslo')).toHaveValue('');

  // The profile saves too.
  const profile = page.getByRole('form', { name: 'Osobné údaje' });
  await expect(profile.getByLabel('E-mail')).toHaveValue(company.email);
  await profile.getByLabel('Meno', { exact: true }).fill('Peter');
  await profile.getByLabel('Priezvisko').fill('Horváth');
  await profile.getByLabel('Zobrazované meno').fill('Peter H.');
  await profile.getByRole('button', { name: 'Uložiť údaje' }).click();
  await expect(toast(page, 'Osobné údaje boli uložené.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Menu účtu' }).getByRole('link', { name: 'Odhlásiť sa' }).click();
  await expect(toast(page, 'Odhlásenie prebehlo úspešne.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await loginViaForm(page, company.email, 'uplne-nove-heslo');
  await expect(toast(page, 'Vitajte, Peter Horváth!')).toBeVisible();
});

test('the demo customer browses orders and invoices and opens an order', async ({ page }) => {
  await loginViaApi(page, DEMO.email, DEMO.password);
  await page.goto('/account/orders');
  const orders = page.getByRole('table', { name: 'Zoznam objednávok' });
  await expect(orders.getByRole('row').nth(1)).toBeVisible();
  const firstRow = orders.getByRole('row').nth(1);
  const number = ((await firstRow.getByRole('rowheader').textContent()) ?? '').trim();
  expect(number).toMatch(/^\d{10}$/);

  const [detail] = await Promise.all([
    page.waitForEvent('popup'),
    firstRow.getByRole('link', { name: /Zobraziť objednávku/ }).click(),
  ]);
  await expect(detail.getByRole('heading', { level: 1, name: `Objednávka č. ${number}` })).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Položky objednávky' })).toBeVisible();
  await expect(detail.getByRole('table', { name: 'Položky objednávky' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/product\//,
  );
  await detail.close();

  await page.getByRole('navigation', { name: 'Menu účtu' }).getByRole('link', { name: 'Faktúry' }).click();
  const invoices = page.getByRole('table', { name: 'Zoznam faktúr' });
  const invoiceRow = invoices.getByRole('row').nth(1);
  await expect(invoiceRow).toBeVisible();
  const pdf = invoiceRow.getByRole('link', { name: /Stiahnuť PDF/ });
  const href = await pdf.getAttribute('href');
  expect(href).toMatch(/^\/admin\/v1\/customer\/invoice\/\d+\/pdf$/);
  const response = await page.request.get(href ?? '');
  expect(response.headers()['content-type']).toContain('application/pdf');

  // Someone else's or a missing order: not found.
  await page.goto('/account/orderdetail/2147483000');
  await expect(page.getByRole('heading', { level: 1, name: 'Stránka sa nenašla' })).toBeVisible();
});

test('a customer adds and removes wishlist items and the header count follows', async ({ page }) => {
  const company = await createCustomer(page);
  await loginViaApi(page, company.email, company.password);
  const counter = page.getByRole('link', { name: /^Obľúbené produkty/ }).first();

  await page.goto('/search-product/kamera');
  await expect(counter).toHaveAccessibleName('Obľúbené produkty, 0');
  const hearts = page.getByRole('button', { name: /^Obľúbený produkt:/ });
  await expect(hearts.nth(1)).toBeVisible();
  const names = [await hearts.nth(0).getAttribute('aria-label'), await hearts.nth(1).getAttribute('aria-label')];

  await hearts.nth(0).click();
  await expect(hearts.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(counter).toHaveAccessibleName('Obľúbené produkty, 1');
  await expect(toast(page, 'Produkt bol pridaný medzi obľúbené.').first()).toBeVisible();
  await hearts.nth(1).click();
  await expect(counter).toHaveAccessibleName('Obľúbené produkty, 2');

  await counter.click();
  await expect(page).toHaveURL(/\/account\/wishlist$/);
  const list = page.getByRole('list', { name: 'Obľúbené produkty' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('2 obľúbené produkty')).toBeVisible();

  const first = page.getByRole('button', { name: names[0] ?? '' });
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await first.click();
  await expect(counter).toHaveAccessibleName('Obľúbené produkty, 1');
  await expect(toast(page, 'Produkt bol odstránený z obľúbených.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await page.reload();
  await expect(counter).toHaveAccessibleName('Obľúbené produkty, 1');
  await page.getByRole('button', { name: names[1] ?? '' }).click();
  await expect(counter).toHaveAccessibleName('Obľúbené produkty, 0');
  await expect(page.getByText('Nenašli sa žiadne výsledky.')).toBeVisible();
});
