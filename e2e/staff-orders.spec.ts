import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoPrices, mailbox, test } from './fixtures';
import { addToCartViaApi, customerWithOrder, loggedInCustomer, placeOrderViaApi } from './helpers/cart';
import { STAFF_DEMO, signInStaffViaForm } from './helpers/staff';

/**
 * Orders in the back office, as staff do it in the browser: a sales person takes a fresh order
 * from new to shipped, and the customer's mail carries the carrier's tracking link; a change made
 * on a page someone else has meanwhile changed is refused with a sentence naming who, and a
 * cancel puts the stock back on the storefront's product page.
 */

// Customer registration and approval, staff sign-in (argon2) and mails on a shared server.
test.describe.configure({ timeout: 150_000 });

const orderPage = async (page: Page, number: string) => {
  await page.goto('/staff/orders');
  const filters = page.getByRole('form', { name: 'Filtre objednávok' });
  await filters.getByLabel('Hľadať').fill(number);
  await filters.getByRole('button', { name: 'Filtrovať' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${number}`));
  const table = page.getByRole('table', { name: 'Objednávky zákazníkov' });
  await expect(table.locator('tr[data-skeleton]')).toHaveCount(0);
  await expect(table.getByRole('row')).toHaveCount(2);
  return table;
};

const actions = (page: Page) => page.getByRole('region', { name: 'Zmena stavu' });

/** Makes one status move through the staff API as the demo admin (someone else, in another browser). */
async function moveAsAdmin(request: APIRequestContext, orderId: number, body: Record<string, unknown>) {
  const signIn = await request.post('/admin/v1/staff/sign/in', {
    data: { email: STAFF_DEMO.admin.email, password: STAFF_DEMO.admin.password },
  });
  expect(signIn.ok(), `admin sign-in: ${signIn.status()}`).toBe(true);
  const { xsrf } = (await signIn.json()) as { xsrf: string };
  const moved = await request.post(`/admin/v1/staff/orders/${orderId}/status`, {
    data: body,
    headers: { 'X-Staff-XSRF': xsrf },
  });
  expect(moved.ok(), `move: ${moved.status()} ${await moved.text()}`).toBe(true);
}

test('sales takes an order from new to shipped, and the customer gets the tracking link by mail', async ({ page }) => {
  const { customer, product, order } = await customerWithOrder(page, 2);

  // The staff cookie has its own path: the same browser can be the back office too.
  await signInStaffViaForm(page, STAFF_DEMO.sales.email, STAFF_DEMO.sales.password);
  await page.getByRole('navigation', { name: 'Hlavná ponuka' }).getByRole('link', { name: 'Objednávky' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Objednávky' })).toBeVisible();
  const table = await orderPage(page, order.number);
  await expect(table.getByRole('row').nth(1)).toContainText(customer.companyName);
  await expect(table.getByRole('row').nth(1)).toContainText('Nová');

  // Several orders go onto one picking list; here the one.
  await table.getByRole('checkbox', { name: `Vybrať objednávku ${order.number} do vychystávacieho zoznamu` }).check();
  const picking = page.getByRole('link', { name: 'Vychystávací zoznam (PDF) z vybraných: 1' });
  await expect(picking).toHaveAttribute('href', `/admin/v1/staff/orders/picking-list.pdf?ids=${order.id}`);
  const pdf = await page.request.get((await picking.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  await table.getByRole('link', { name: `Objednávka ${order.number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${order.number}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Položky' })).toContainText(product.code);
  const slip = await page.request.get(
    (await page.getByRole('link', { name: 'Baliaci list (PDF)' }).getAttribute('href')) ?? '',
  );
  expect(slip.headers()['content-type']).toBe('application/pdf');

  // New: accept or cancel, nothing else.
  await expect(actions(page).getByRole('button')).toHaveText(['Prijať objednávku', 'Zrušiť objednávku']);
  await actions(page).getByRole('button', { name: 'Prijať objednávku' }).click();
  await actions(page).getByRole('button', { name: 'Potvrdiť: Spracováva sa' }).click();
  await expect(actions(page).getByRole('status')).toHaveText('Stav objednávky je teraz „Spracováva sa“.');

  // A delivery order in processing is shipped next (not "ready for pick-up").
  await expect(actions(page).getByRole('button')).toHaveText(['Odoslať', 'Zrušiť objednávku']);
  await actions(page).getByRole('button', { name: 'Odoslať' }).click();
  const form = page.getByRole('form', { name: 'Zmena stavu na „Odoslaná“' });
  await form.getByLabel('Prepravca').selectOption({ label: 'DPD' });
  await form.getByLabel('Číslo zásielky').fill('1234');
  await form.getByRole('button', { name: 'Potvrdiť: Odoslaná' }).click();
  await expect(form.getByText('Toto nie je číslo zásielky vybraného prepravcu.')).toBeVisible();
  const parcel = `0${String(Date.now()).slice(-13)}`;
  await form.getByLabel('Číslo zásielky').fill(parcel);
  await form.getByRole('button', { name: 'Potvrdiť: Odoslaná' }).click();
  await expect(actions(page).getByRole('status')).toHaveText('Stav objednávky je teraz „Odoslaná“.');

  const trackingUrl = `https://tracking.dpd.de/status/sk_SK/parcel/${parcel}`;
  await expect(page.getByRole('link', { name: `Sledovať zásielku ${parcel} (DPD)` })).toHaveAttribute(
    'href',
    trackingUrl,
  );
  await expect(page.getByRole('table', { name: 'História zmien' })).toContainText('„Spracováva sa“ na „Odoslaná“');
  await expect(page.getByRole('table', { name: 'Odoslané e-maily' })).toContainText(
    `Objednávka č. ${order.number} je odoslaná`,
  );

  const mail = await mailbox().waitFor(customer.email, trackingUrl);
  expect(mail).toContain(`Objednávka č. ${order.number} je odoslaná`);
});

test('a change on a page someone else changed meanwhile is refused; a cancel puts the stock back', async ({
  page,
  playwright,
  baseURL,
}) => {
  await loggedInCustomer(page);
  // A product of the home offer, away from the ones other journeys order (they take the first ones).
  const home = await page.request.get('/admin/v1/product/homepage/sk');
  const { products } = (await home.json()) as {
    products: { id: number; code: string; stock: number; url: { url: string } }[];
  };
  const product = products.filter((p) => p.stock > 0 && p.stock < 9999).at(-1);
  if (!product) throw new Error('no product in stock on the home page');
  const productPath = `/product/${product.url.url.replace(/^\//, '')}`;
  // The product's own line comes before those of its related products.
  const stockLine = page
    .locator('p')
    .filter({ hasText: /^Dostupnosť: / })
    .first();

  // The whole stock goes into one order: the product page then says "to order".
  await addToCartViaApi(page, product.id, product.stock);
  const order = await placeOrderViaApi(page);
  await page.goto(productPath);
  await expect(stockLine).toHaveText('Dostupnosť: Na objednávku');

  await signInStaffViaForm(page, STAFF_DEMO.sales.email, STAFF_DEMO.sales.password);
  await page.goto(`/staff/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${order.number}` })).toBeVisible();

  // Someone else accepts the order while this page still shows it as new.
  const other = await playwright.request.newContext({ baseURL });
  await moveAsAdmin(other, order.id, { status: 'processing', version: 0 });
  await other.dispose();

  await actions(page).getByRole('button', { name: 'Zrušiť objednávku' }).click();
  const form = page.getByRole('form', { name: 'Zmena stavu na „Zrušená“' });
  await form.getByRole('button', { name: 'Potvrdiť: Zrušená' }).click();
  await expect(form.getByText('Toto pole je povinné.')).toBeVisible();
  await form.getByLabel('Dôvod zrušenia').fill('Zákazník si objednávku rozmyslel.');
  await form.getByRole('button', { name: 'Potvrdiť: Zrušená' }).click();
  const conflict = actions(page).getByRole('alert');
  await expect(conflict).toContainText(`Objednávka ${order.number} sa medzitým zmenila – ${STAFF_DEMO.admin.name}`);
  // The page shows the order as it is now, and the cancel can be made again on it.
  await expect(page.locator('.facts--inline')).toContainText('Spracováva sa');
  await expect(actions(page).getByRole('button')).toHaveText(['Odoslať', 'Zrušiť objednávku']);

  await actions(page).getByRole('button', { name: 'Zrušiť objednávku' }).click();
  await form.getByLabel('Dôvod zrušenia').fill('Zákazník si objednávku rozmyslel.');
  await form.getByRole('button', { name: 'Potvrdiť: Zrušená' }).click();
  await expect(actions(page).getByRole('status')).toHaveText('Stav objednávky je teraz „Zrušená“.');
  await expect(page.getByText('V tomto stave nemôžete objednávku ďalej posunúť.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'História zmien' })).toContainText(`${product.code} +${product.stock}`);

  // The storefront shows the stock again.
  await page.goto(productPath);
  await expect(stockLine).toHaveText(/^Dostupnosť: Skladom (viac|menej) ako \d/);
  const detail = await page.request.get(`/admin/v1/product/detail/url/${product.url.url.replace(/^\//, '')}/sk`);
  expect(((await detail.json()) as { product: { stock: number } }).product.stock).toBe(product.stock);
});

test('the warehouse works on an order without money or price groups, and may not cancel it', async ({ page }) => {
  const { product, order } = await customerWithOrder(page);

  await signInStaffViaForm(page, STAFF_DEMO.warehouse.email, STAFF_DEMO.warehouse.password);
  const table = await orderPage(page, order.number);
  await expect(table.getByRole('columnheader', { name: /Spolu s DPH/ })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Platba faktúry' })).toHaveCount(0);
  await table.getByRole('link', { name: `Objednávka ${order.number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${order.number}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Položky' })).toContainText(product.code);
  await expect(actions(page).getByRole('button')).toHaveText(['Prijať objednávku']);
  await expect(page.getByText('Cenová skupina')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Sumy' })).toHaveCount(0);
  await expectNoPrices(page);
});
