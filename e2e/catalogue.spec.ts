import { randomBytes } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectNoPrices, mailbox, test } from './fixtures';

/** A product of the demo catalogue with four images, attachments and a discount for the demo customer. */
const PRODUCT = {
  path: '/product/ptz-kamera-2-mpx-opticky-zoom-4-ir-50-m-vn-2de24iw',
  name: 'PTZ kamera 2 Mpx, optický zoom 4×, IR 50 m',
  code: 'VN-2DE24IW',
};

const productList = (page: Page) => page.getByRole('list', { name: 'Produkty' });
// textContent, not innerText: cards below the fold are not rendered yet (content-visibility: auto),
// and their innerText is empty.
const productNames = async (list: Locator) =>
  (await list.getByRole('article').getByRole('heading').allTextContents()).map((name) => name.trim());
const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Oznámenia' }).getByText(text);

/** WCAG 2.2 AA checks of the page content (the frame has its own journeys). */
async function expectAccessibleMain(page: Page) {
  const result = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a visitor browses home → category → product and sees no prices anywhere', async ({ page }) => {
  test.slow(); // three screens and several navigations
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Aktuálne akcie' }).getByRole('img').first()).toBeVisible();
  const offers = page.getByRole('region', { name: 'Naša ponuka' });
  await expect(offers.getByRole('article').first()).toBeVisible();
  await expect(offers.getByText('Cenu uvidíte po prihlásení.').first()).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Z nášho blogu' })
      .getByRole('link', { name: /Zobraziť článok/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Značky v ponuke' }).getByRole('link').first()).toBeVisible();
  await expectNoPrices(page);

  await page.getByRole('navigation', { name: 'Sortiment' }).getByRole('link', { name: /CCTV/ }).click();
  await expect(page).toHaveURL(/\/category\/cctv$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kamerové systémy – CCTV' })).toBeVisible();
  await expect(productList(page).getByRole('article')).toHaveCount(12);
  await expect(page.getByRole('navigation', { name: 'Stránkovanie' })).toBeVisible();
  await expectNoPrices(page);

  // Into a subcategory through the side menu, then a product.
  await page
    .getByRole('navigation', { name: 'Kategórie: Kamerové systémy – CCTV' })
    .getByRole('link', { name: 'IP kamery' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'IP kamery' })).toBeVisible();
  const first = productList(page).getByRole('article').first().getByRole('heading');
  const name = ((await first.textContent()) ?? '').trim();
  await first.getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Cenu uvidíte po prihlásení.').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Popis' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Prílohy' })).toHaveCount(0);
  await expectNoPrices(page);
});

/** 12 names (a whole page), not the ones shown before. */
const differentFullPage = (names: string[], before: string[]) =>
  names.length === 12 && names.join('\n') !== before.join('\n');

test('ordering, page and page size live in the URL; back and forward restore the listing', async ({ page }) => {
  test.slow(); // seven history steps
  await page.goto('/category/cctv');
  const list = productList(page);
  await expect(list.getByRole('article')).toHaveCount(12);
  const newest = await productNames(list);

  await page.getByLabel('Zoradiť podľa').selectOption({ label: 'Názvu (A – Z)' });
  await expect(page).toHaveURL(/\/category\/cctv\?or=2$/);
  // A full page of other names: while the new listing loads the list can be briefly empty.
  await expect.poll(async () => differentFullPage(await productNames(list), newest)).toBe(true);
  const byName = await productNames(list);
  expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'sk')));

  await page.getByRole('navigation', { name: 'Stránkovanie' }).getByRole('link', { name: 'Strana 2' }).click();
  await expect(page).toHaveURL(/\?or=2&pg=2$/);
  await expect(page.getByRole('link', { name: 'Strana 2, aktuálna' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(async () => differentFullPage(await productNames(list), byName)).toBe(true);
  const page2 = await productNames(list);

  await page.getByLabel('Počet na stránku').selectOption('36');
  await expect(page).toHaveURL(/\?or=2&lm=36$/);
  await expect(list.getByRole('article')).toHaveCount(36);

  await page.goBack();
  await expect(page).toHaveURL(/\?or=2&pg=2$/);
  await expect.poll(() => productNames(list)).toEqual(page2);
  await expect(page.getByLabel('Počet na stránku')).toHaveValue('12');

  await page.goBack();
  await expect(page).toHaveURL(/\/category\/cctv\?or=2$/);
  await expect.poll(() => productNames(list)).toEqual(byName);

  await page.goBack();
  await expect(page).toHaveURL(/\/category\/cctv$/);
  await expect.poll(() => productNames(list)).toEqual(newest);
  await expect(page.getByLabel('Zoradiť podľa')).toHaveValue('1');

  await page.goForward();
  await expect(page).toHaveURL(/\?or=2$/);
  await expect(page.getByLabel('Zoradiť podľa')).toHaveValue('2');
});

test('home, category and product pages pass the WCAG 2.2 AA checks', async ({ page }) => {
  test.slow(); // axe runs three times
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Naša ponuka' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Z nášho blogu' }).getByRole('article').first()).toBeVisible();
  await expectAccessibleMain(page);

  await page.goto('/category/cctv/ip-kamery');
  await expect(productList(page).getByRole('article')).toHaveCount(12);
  await expectAccessibleMain(page);

  await page.goto(PRODUCT.path);
  await page.getByRole('tab', { name: 'Otázka k produktu' }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Odoslať otázku' }).click();
  await expect(page.getByRole('tabpanel').getByText('Toto pole je povinné').first()).toBeVisible();
  await expectAccessibleMain(page);
});

test('the product gallery opens fullscreen and is driven by the keyboard', async ({ page }) => {
  await page.goto(PRODUCT.path);
  const opener = page.getByRole('button', { name: /obrázok 1 z 4 na celú obrazovku/ });
  await opener.click();

  const viewer = page.getByRole('dialog', { name: `Obrázky produktu ${PRODUCT.name}` });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('Obrázok 1 z 4')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/scroll-locked/);

  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('Obrázok 2 z 4')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('Obrázok 4 z 4')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
  // Focus returns to the (now fourth) image on the page.
  await expect(page.getByRole('button', { name: /obrázok 4 z 4 na celú obrazovku/ })).toBeFocused();
});

test('the demo customer logs in from the product page and sees the price, discount and attachments', async ({
  page,
}) => {
  await page.goto(PRODUCT.path);
  await expectNoPrices(page);
  await page.getByRole('link', { name: 'Prihláste sa' }).first().click();
  await expect(page).toHaveURL(/\/login\?next=/);

  const form = page.getByRole('form', { name: 'Prihlasovací formulár' });
  await form.getByLabel('Používateľské meno (e-mail)').fill(DEMO.email);
  await form.getByLabel('Heslo').fill(DEMO.password);
  await form.getByRole('button', { name: 'Prihlásiť sa' }).click();

  // Back on the product, now with the customer's prices.
  await expect(page).toHaveURL(new RegExp(`${PRODUCT.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  await expect(page.getByText('Základná cena bez DPH')).toBeVisible();
  await expect(page.getByText('Vaša zľava')).toBeVisible();
  await expect(page.getByText(/^−\d+ %$/).first()).toBeVisible();
  await expect(page.getByText(/^\d[\d\s]*,\d{2}\s€ \/ ks$/)).toBeVisible();
  await expect(page.getByText(/Skladom|Na objednávku/).first()).toBeVisible();
  await expect(page.getByText('Cenu uvidíte po prihlásení.')).toHaveCount(0);

  const amount = page.getByRole('textbox', { name: 'Množstvo', exact: true });
  await expect(page.getByRole('button', { name: 'Znížiť množstvo', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Zvýšiť množstvo', exact: true }).click();
  await expect(amount).toHaveValue('2');

  await page.getByRole('tab', { name: 'Prílohy' }).click();
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('link', { name: /^Stiahnuť / })
      .first(),
  ).toBeVisible();
});

test('a visitor asks about a product and the staff receive the question', async ({ page }) => {
  const token = `e2e-question-${randomBytes(4).toString('hex')}`;
  await page.goto(PRODUCT.path);
  await page.getByRole('tab', { name: 'Otázka k produktu' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('textbox', { name: 'Produkt', exact: true })).toHaveValue(PRODUCT.name);

  // Nothing filled: errors appear only now, with the "form invalid" warning.
  await expect(panel.getByText('Toto pole je povinné')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Odoslať otázku' }).click();
  await expect(panel.getByText('Toto pole je povinné')).toHaveCount(4);
  await expect(toast(page, 'Formulár nie je vyplnený správne')).toBeVisible();

  await panel.getByRole('textbox', { name: 'Meno', exact: true }).fill('Peter');
  await panel.getByRole('textbox', { name: 'Priezvisko', exact: true }).fill('Testovací');
  await panel.getByRole('textbox', { name: 'E-mail', exact: true }).fill('peter@example.com');
  await panel.getByRole('textbox', { name: 'Vaša otázka', exact: true }).fill(`Je kamera kompatibilná s NVR? ${token}`);
  await panel.getByRole('button', { name: 'Odoslať otázku' }).click();

  await expect(toast(page, 'Vaša otázka bola odoslaná')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Meno', exact: true })).toHaveValue('');
  await expect(panel.getByRole('textbox', { name: 'Produkt', exact: true })).toHaveValue(PRODUCT.name);

  const mail = await mailbox().waitFor('staff@example.com', token);
  expect(mail).toContain(PRODUCT.code);
  expect(mail).toContain('peter@example.com');
});
