import { AxeBuilder } from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { expect, mailbox, test } from './fixtures';
import { signOutViaApi } from './helpers/auth';
import {
  addToCartViaApi,
  loggedInCustomer,
  PACKETA_TEST_DOUBLE,
  placeOrderViaApi,
  plainSpaces,
  someProducts,
} from './helpers/cart';

const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Oznámenia' }).getByText(text);
const invoiceForm = (page: Page) => page.getByRole('group', { name: 'Fakturačná adresa' });
const deliveryForm = (page: Page) => page.getByRole('group', { name: 'Dodacia adresa' });
const summary = (page: Page) => page.getByRole('complementary', { name: 'Súhrn objednávky' });

/** A summary total once the server has priced the current choices (the rows are busy meanwhile). */
async function settledTotal(page: Page, testId: 'checkout-total-incl-vat' | 'checkout-total-excl-vat') {
  await expect(summary(page).locator('dl[aria-busy="true"]')).toHaveCount(0);
  return ((await summary(page).getByTestId(testId).textContent()) ?? '').trim();
}
const next = (page: Page) => page.getByRole('button', { name: 'Pokračovať' });
// Each journey registers and approves its own customer first (parallel journeys, one server).
test.slow();

const stepHeading = (page: Page, n: number) => page.getByRole('heading', { level: 2, name: new RegExp(`^Krok ${n}:`) });

async function fillAddress(
  form: ReturnType<typeof invoiceForm>,
  a: { firstName: string; lastName: string; street: string; city: string; zip: string; phone: string },
) {
  await form.getByRole('textbox', { name: 'Meno', exact: true }).fill(a.firstName);
  await form.getByRole('textbox', { name: 'Priezvisko', exact: true }).fill(a.lastName);
  await form.getByRole('textbox', { name: 'Ulica a číslo', exact: true }).fill(a.street);
  await form.getByRole('textbox', { name: 'Mesto', exact: true }).fill(a.city);
  await form.getByRole('textbox', { name: 'PSČ', exact: true }).fill(a.zip);
  await form.getByRole('textbox', { name: 'Telefón', exact: true }).fill(a.phone);
}

const INVOICE = {
  firstName: 'Peter',
  lastName: 'Kupec',
  street: 'Hlavná 12',
  city: 'Košice',
  zip: '040 01',
  phone: '+421 905 111 222',
};

/** A delivery address other than the invoice one. */
const WAREHOUSE = {
  firstName: 'Sklad',
  lastName: 'Príjem',
  street: 'Priemyselná 7',
  city: 'Prešov',
  zip: '080 01',
  phone: '+421 905 333 444',
};

/**
 * Step 3: both consents, finalise; the confirmation page greets with the order number in a
 * focused heading. Returns the total incl. VAT the summary showed and the number.
 */
async function finalize(page: Page, { newsletter = false } = {}) {
  await expect(stepHeading(page, 3)).toBeVisible();
  const total = plainSpaces(await settledTotal(page, 'checkout-total-incl-vat'));
  const button = page.getByRole('button', { name: 'Objednať s povinnosťou platby' });
  await expect(button).toBeDisabled();
  await page.getByRole('checkbox', { name: /všeobecnými obchodnými podmienkami/ }).check();
  await page.getByRole('checkbox', { name: /spracovaním osobných údajov/ }).check();
  if (newsletter) await page.getByRole('checkbox', { name: /novinky/ }).check();
  await button.click();
  const heading = confirmationHeading(page);
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/\/account\/orderdetail\/\d+\?placed=1$/);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  const number = ((await heading.textContent()) ?? '').match(/\d{10}/)?.[0] ?? '';
  return { total, number };
}

const confirmationHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^Ďakujeme za objednávku č\. \d{10}$/ });

async function expectAccessibleMain(page: Page) {
  const result = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The customer's confirmation mail (not the staff copy) and the order number in it. */
async function confirmationMail(email: string) {
  const mail = plainSpaces(await mailbox().waitFor(email, 'Ďakujeme za objednávku'));
  const number = mail.match(/objednávku č\. (\d{10})/)?.[1];
  expect(number, 'order number in the mail').toBeTruthy();
  return { mail, number: number as string };
}

test('a customer adds a product from the search results, changes quantities and removes a line in the cart', async ({
  page,
}) => {
  await loggedInCustomer(page);
  const [first, second] = await someProducts(page, 2);
  if (!first || !second) throw new Error('demo products missing');
  await addToCartViaApi(page, second.id, 1);

  await page.goto(`/search-product/${encodeURIComponent(first.code)}`);
  await page.getByRole('button', { name: `Do košíka – ${first.name}` }).click();
  await expect(toast(page, `${first.name} – pridané do košíka.`)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await page.getByRole('link', { name: /^Košík/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Košík' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Produkty v košíku' });
  await expect(table.getByRole('link', { name: first.name })).toBeVisible();
  await expect(table.getByText(`Kód: ${second.code}`)).toBeVisible();
  const totalBefore = (await page.getByTestId('cart-total-excl-vat').textContent()) ?? '';

  // Plus twice, then typing: one saved change each pause; the header badge follows.
  const firstRow = table.getByRole('row').filter({ hasText: first.name });
  await firstRow.getByRole('button', { name: `Zvýšiť množstvo – ${first.name}` }).click();
  await firstRow.getByRole('button', { name: `Zvýšiť množstvo – ${first.name}` }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('4');
  await expect(page.getByTestId('cart-total-excl-vat')).not.toHaveText(totalBefore);
  const quantity = firstRow.getByRole('textbox', { name: `Množstvo – ${first.name}` });
  await quantity.fill('10');
  await expect(page.getByTestId('cart-count')).toHaveText('11');
  await expect(firstRow.getByRole('button', { name: `Znížiť množstvo – ${first.name}` })).toBeEnabled();

  await table.getByRole('button', { name: `Odstrániť ${second.name} z košíka` }).click();
  await expect(toast(page, 'Produkt bol odstránený z košíka.')).toBeVisible();
  await expect(table.getByText(second.name)).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('10');

  await page.reload();
  await expect(page.getByRole('textbox', { name: `Množstvo – ${first.name}` })).toHaveValue('10');
  await page.getByRole('button', { name: `Odstrániť ${first.name} z košíka` }).click();
  await expect(page.getByText('Váš košík je prázdny.')).toBeVisible();
});

test('an anonymous visitor is asked to log in on the cart and has no checkout', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByText(/Košík je dostupný po prihlásení/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Prihlásiť sa' }).last()).toHaveAttribute('href', '/login?next=%2Fcart');
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/$/);
});

test('a customer buys for delivery by courier, pays by bank transfer and has it sent to another address', async ({
  page,
}) => {
  const company = await loggedInCustomer(page);
  const [a, b] = await someProducts(page, 2);
  if (!a || !b) throw new Error('demo products missing');
  await addToCartViaApi(page, a.id, 2);
  await addToCartViaApi(page, b.id, 1);

  await page.goto('/cart');
  await page.getByRole('link', { name: 'Pokračovať k objednávke' }).first().click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(stepHeading(page, 1)).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Kroky objednávky' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('Doprava a adresa');

  // The summary lists the cart.
  await expect(summary(page).getByText(a.name)).toBeVisible();
  await expect(summary(page).getByText(`Kód: ${b.code}`)).toBeVisible();

  await expect(page.getByRole('radio', { name: 'Doručenie' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Kuriér SPS/ })).toBeChecked();
  await expect(invoiceForm(page).getByRole('textbox', { name: 'E-mail' })).toHaveValue(company.email);
  await expect(invoiceForm(page).getByRole('textbox', { name: 'E-mail' })).not.toBeEditable();

  // Errors show after the first attempt.
  await invoiceForm(page).getByRole('textbox', { name: 'Ulica a číslo', exact: true }).fill('');
  await next(page).click();
  await expect(invoiceForm(page).getByText('Toto pole je povinné').first()).toBeVisible();
  await expect(toast(page, /Formulár nie je vyplnený správne/)).toBeVisible();

  await fillAddress(invoiceForm(page), INVOICE);
  await page.getByRole('checkbox', { name: 'Dodacia adresa je rovnaká ako fakturačná' }).uncheck();
  await fillAddress(deliveryForm(page), WAREHOUSE);
  await next(page).click();

  await expect(stepHeading(page, 2)).toBeFocused();
  await expect(steps.getByRole('button', { name: /Doprava a adresa/ })).toBeVisible();
  await expect(page.getByText('Priemyselná 7')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Bankový prevod/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Dobierka/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Hotovosť pri odbere/ })).toHaveCount(0);
  await page.getByLabel('Poznámka k objednávke').fill('Prosím doručiť dopoludnia.');
  await next(page).click();

  await expect(stepHeading(page, 3)).toBeFocused();
  await expect(page.getByText('Prosím doručiť dopoludnia.')).toBeVisible();
  await expect(summary(page).getByRole('button', { name: 'Informácie o cene dopravy' })).toBeVisible();
  const { total, number: shown } = await finalize(page, { newsletter: true });

  // The confirmation page: how to pay by transfer, with the QR code.
  const payment = page.getByRole('region', { name: 'Platobné údaje' });
  await expect(payment.getByText(shown, { exact: true })).toBeVisible();
  await expect(payment.getByText(/^SK\d{2}[\d ]+$/)).toBeVisible();
  await expect(
    payment.getByRole('img', { name: `QR kód PAY by square na úhradu objednávky č. ${shown} sumou ${total}` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Miesto doručenia' }).getByText('Priemyselná 7')).toBeVisible();
  await expectAccessibleMain(page);

  const { mail, number } = await confirmationMail(company.email);
  expect(number).toBe(shown);
  expect(mail).toContain(`Spolu s DPH: ${total}`);
  expect(mail).toContain('Kuriér SPS');
  expect(mail).toContain('Bankový prevod');
  expect(mail).toContain('Priemyselná 7');
  expect(mail).toContain('Prosím doručiť dopoludnia.');

  await page.goto('/account/orders');
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: number })).toHaveCount(1);
});

test('a customer picks the order up at a sale point and pays cash', async ({ page }) => {
  const company = await loggedInCustomer(page);
  const [a] = await someProducts(page, 1);
  if (!a) throw new Error('demo products missing');
  await addToCartViaApi(page, a.id, 3);

  await page.goto('/checkout');
  await expect(stepHeading(page, 1)).toBeVisible();
  await page.getByRole('radio', { name: 'Osobný odber' }).check();
  await expect(page.getByRole('radio', { name: /Kuriér SPS/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Vybrať predajňu Predajňa Bratislava' }).click();
  // Change it: re-choosing closes the list again.
  await page.getByRole('button', { name: 'Zmeniť predajňu Predajňa Bratislava' }).click();
  await page.getByRole('button', { name: 'Vybrať predajňu Predajňa Košice' }).click();
  await expect(page.getByRole('group', { name: 'Predajňa na osobný odber' }).getByText('Priemyselná 12')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vybrať predajňu Predajňa Bratislava' })).toHaveCount(0);
  await fillAddress(invoiceForm(page), INVOICE);
  // Nothing is delivered: no delivery address is asked for.
  await expect(page.getByRole('checkbox', { name: /Dodacia adresa/ })).toHaveCount(0);
  await expect(deliveryForm(page)).toHaveCount(0);
  await next(page).click();

  await expect(stepHeading(page, 2)).toBeFocused();
  await expect(page.getByRole('radio', { name: /Dobierka/ })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Bankový prevod/ })).toBeChecked();
  await page.getByRole('radio', { name: /Hotovosť pri odbere/ }).check();
  await next(page).click();
  await expect(page.getByText('Hotovosť pri odbere').first()).toBeVisible();
  const final = page.getByRole('region', { name: 'Vaša objednávka' });
  await expect(final.getByText('Miesto odberu')).toBeVisible();
  await expect(final.getByText('Dodacia adresa')).toHaveCount(0);

  const { total } = await finalize(page);
  await expect(
    page.getByText('Keď bude tovar pripravený na odber (Predajňa Košice), dáme vám vedieť e-mailom.'),
  ).toBeVisible();
  await expect(page.getByText('Zaplatíte v hotovosti pri odbere.')).toBeVisible();
  await expect(page.getByRole('img', { name: /QR kód/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Osobný odber' }).getByText('Predajňa Košice')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Miesto doručenia' })).toHaveCount(0);
  const { mail } = await confirmationMail(company.email);
  expect(mail).toContain(`Spolu s DPH: ${total}`);
  expect(mail).toContain('Predajňa Košice');
  expect(mail).toContain('Hotovosť pri odbere');
});

test('a customer sends the order to a Packeta point chosen in the widget', async ({ page }) => {
  const widgetRequests: string[] = [];
  await page.route('https://widget.packeta.com/**', (route: Route) => {
    widgetRequests.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: PACKETA_TEST_DOUBLE });
  });
  const company = await loggedInCustomer(page);
  const [a] = await someProducts(page, 1);
  if (!a) throw new Error('demo products missing');
  await addToCartViaApi(page, a.id, 1);

  await page.goto('/checkout');
  await expect(stepHeading(page, 1)).toBeVisible();
  await fillAddress(invoiceForm(page), INVOICE);
  expect(widgetRequests).toEqual([]);

  await page.getByRole('radio', { name: /Packeta/ }).check();
  await next(page).click();
  await expect(page.getByText('Vyberte výdajné miesto Packeta.')).toBeVisible();
  await page.getByRole('button', { name: 'Vybrať výdajné miesto' }).click();
  expect(widgetRequests).toEqual(['https://widget.packeta.com/v6/www/js/library.js']);
  await expect(page.getByText('Z-BOX Košice')).toBeVisible();
  await expect(page.getByText('Hlavná 1')).toBeVisible();
  await next(page).click();

  await expect(stepHeading(page, 2)).toBeFocused();
  await page.getByRole('radio', { name: /Dobierka/ }).check();
  await next(page).click();
  const { total } = await finalize(page);
  await expect(page.getByText('Zaplatíte pri prevzatí zásielky (dobierka).')).toBeVisible();

  const { mail } = await confirmationMail(company.email);
  expect(mail).toContain(`Spolu s DPH: ${total}`);
  expect(mail).toContain('Z-BOX Košice');
  expect(mail).toContain('Dobierka');
});

test('a customer orders an earlier order again into the cart', async ({ page }) => {
  await loggedInCustomer(page);
  const [a, b] = await someProducts(page, 2);
  if (!a || !b) throw new Error('demo products missing');
  await addToCartViaApi(page, a.id, 2);
  await addToCartViaApi(page, b.id, 1);
  const order = await placeOrderViaApi(page);

  await page.goto(`/account/orderdetail/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Objednávka č. ${order.number}` })).toBeVisible();
  const reorder = page.getByRole('button', { name: /Objednať znova/ });
  await expect(reorder, 'the ReorderButton plugged into the order detail route').toBeVisible();
  await reorder.click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(toast(page, 'Položky objednávky boli pridané do košíka.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Produkty v košíku' });
  await expect(table.getByRole('link', { name: a.name })).toBeVisible();
  await expect(table.getByRole('textbox', { name: `Množstvo – ${a.name}` })).toHaveValue('2');
  await expect(table.getByRole('link', { name: b.name })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('3');
});

test('a customer applies a coupon; the cart and every checkout step pass the WCAG 2.2 AA checks', async ({ page }) => {
  await loggedInCustomer(page);
  const [a] = await someProducts(page, 1);
  if (!a) throw new Error('demo products missing');
  await addToCartViaApi(page, a.id, 2);

  await page.goto('/cart');
  await expect(page.getByRole('table', { name: 'Produkty v košíku' })).toBeVisible();
  await expectAccessibleMain(page);

  await page.goto('/checkout');
  await expect(stepHeading(page, 1)).toBeVisible();
  const totalBefore = await settledTotal(page, 'checkout-total-excl-vat');
  const coupon = summary(page).getByRole('textbox', { name: 'Zľavový kupón' });
  await coupon.fill('NEPLATNY');
  await summary(page).getByRole('button', { name: 'Uplatniť' }).click();
  await expect(summary(page).getByText('Kupón nie je platný alebo jeho platnosť vypršala.')).toBeVisible();
  await coupon.fill('ZIMA10');
  await summary(page).getByRole('button', { name: 'Uplatniť' }).click();
  await expect(summary(page).getByText('Zľava ZIMA10')).toBeVisible();
  await expect(summary(page).getByTestId('checkout-total-excl-vat')).not.toHaveText(totalBefore);

  await next(page).click(); // errors on the empty address fields
  await expect(invoiceForm(page).getByText('Toto pole je povinné').first()).toBeVisible();
  await expectAccessibleMain(page);
  await fillAddress(invoiceForm(page), INVOICE);
  await next(page).click();
  await expect(stepHeading(page, 2)).toBeFocused();
  await expectAccessibleMain(page);
  await next(page).click();
  await expect(stepHeading(page, 3)).toBeFocused();
  await expectAccessibleMain(page);

  // The done steps lead back.
  await page
    .getByRole('navigation', { name: 'Kroky objednávky' })
    .getByRole('button', { name: /Doprava a adresa/ })
    .click();
  await expect(stepHeading(page, 1)).toBeFocused();
  await expect(invoiceForm(page).getByRole('textbox', { name: 'Ulica a číslo', exact: true })).toHaveValue(
    INVOICE.street,
  );
});

test('a session that ends mid-checkout keeps what was entered through the login round trip', async ({ page }) => {
  const company = await loggedInCustomer(page);
  const [a] = await someProducts(page, 1);
  if (!a) throw new Error('demo products missing');
  await addToCartViaApi(page, a.id, 1);

  await page.goto('/checkout');
  await expect(stepHeading(page, 1)).toBeVisible();
  await fillAddress(invoiceForm(page), { ...INVOICE, street: 'Zachovaná 5' });
  await next(page).click();
  await page.getByLabel('Poznámka k objednávke').fill('Nezabudnúť faktúru.');
  await next(page).click();
  await expect(stepHeading(page, 3)).toBeFocused();

  // The session ends elsewhere (another tab logs out).
  await signOutViaApi(page);
  await page.getByRole('checkbox', { name: /všeobecnými obchodnými podmienkami/ }).check();
  await page.getByRole('checkbox', { name: /spracovaním osobných údajov/ }).check();
  await page.getByRole('button', { name: 'Objednať s povinnosťou platby' }).click();
  const prompt = page.getByRole('alert').filter({ hasText: 'Vaše prihlásenie vypršalo' });
  await expect(prompt.getByRole('link', { name: 'Registrovať sa' })).toHaveAttribute('href', '/register');
  await prompt.getByRole('link', { name: 'Prihlásiť sa' }).click();

  await expect(page).toHaveURL(/\/login\?next=%2Fcheckout$/);
  const form = page.getByRole('form', { name: 'Prihlasovací formulár' });
  await form.getByLabel('Používateľské meno (e-mail)').fill(company.email);
  await form.getByLabel('Heslo').fill(company.password);
  await form.getByRole('button', { name: 'Prihlásiť sa' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(stepHeading(page, 3)).toBeVisible();
  await expect(page.getByText('Zachovaná 5')).toBeVisible();
  await expect(page.getByText('Nezabudnúť faktúru.')).toBeVisible();
  await finalize(page);
  const { mail } = await confirmationMail(company.email);
  expect(mail).toContain('Zachovaná 5');
});

test('a delivery address given at checkout is saved: chosen again in the next checkout, edited and deleted in the account', async ({
  page,
}) => {
  const company = await loggedInCustomer(page);
  const [a] = await someProducts(page, 1);
  if (!a) throw new Error('demo products missing');
  const line = 'Sklad Príjem, Priemyselná 7, 080 01 Prešov';

  // First order: a new delivery address.
  await addToCartViaApi(page, a.id, 1);
  await page.goto('/checkout');
  await fillAddress(invoiceForm(page), INVOICE);
  await page.getByRole('checkbox', { name: 'Dodacia adresa je rovnaká ako fakturačná' }).uncheck();
  await expect(page.getByRole('group', { name: 'Uložené dodacie adresy' })).toHaveCount(0);
  await fillAddress(deliveryForm(page), WAREHOUSE);
  await next(page).click();
  await next(page).click();
  await finalize(page);

  // The account lists it (and the invoice address).
  await page.goto('/account/addresses');
  const saved = page.getByRole('region', { name: 'Dodacie adresy' });
  await expect(saved.getByText('Priemyselná 7')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fakturačná adresa' }).getByText(INVOICE.street)).toBeVisible();

  // Next checkout: the saved address is a choice that fills the form.
  await addToCartViaApi(page, a.id, 2);
  await page.goto('/checkout');
  await expect(stepHeading(page, 1)).toBeVisible();
  const checkbox = page.getByRole('checkbox', { name: 'Dodacia adresa je rovnaká ako fakturačná' });
  if (await checkbox.isChecked()) await checkbox.uncheck();
  const street = deliveryForm(page).getByRole('textbox', { name: 'Ulica a číslo', exact: true });
  await street.fill('Iná 1');
  const choice = page.getByRole('group', { name: 'Uložené dodacie adresy' }).getByRole('radio', { name: line });
  await expect(choice).not.toBeChecked();
  await choice.check();
  await expect(street).toHaveValue('Priemyselná 7');
  await next(page).click();
  await next(page).click();
  const { number } = await finalize(page);
  const mail = plainSpaces(await mailbox().waitFor(company.email, `Ďakujeme za objednávku č. ${number}`));
  expect(mail).toContain('Priemyselná 7');

  // Still one saved delivery address; edit it, then delete it.
  await page.goto('/account/addresses');
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await saved.getByRole('button', { name: `Upraviť adresu ${line}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Upraviť adresu' });
  await expect(dialog.getByRole('textbox', { name: 'Meno' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Ulica a číslo' }).fill('Priemyselná 8');
  await dialog.getByRole('button', { name: 'Uložiť adresu' }).click();
  await expect(toast(page, 'Adresa bola uložená.')).toBeVisible();
  await expect(saved.getByText('Priemyselná 8')).toBeVisible();
  await expectAccessibleMain(page);

  await saved.getByRole('button', { name: 'Odstrániť adresu Sklad Príjem, Priemyselná 8, 080 01 Prešov' }).click();
  await page
    .getByRole('dialog', { name: 'Odstrániť adresu' })
    .getByRole('button', { name: 'Odstrániť adresu' })
    .click();
  await expect(toast(page, 'Adresa bola odstránená.')).toBeVisible();
  await expect(saved.getByText('Zatiaľ nemáte uloženú dodaciu adresu.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dodacie adresy' })).toBeFocused();
});
