import { randomBytes } from 'node:crypto';
import { DEMO, expect, test } from './fixtures';
import { loginViaApi } from './helpers/auth';
import { sqlOnShop } from './helpers/database';
import { tinyPdf, twoPhotos } from './helpers/media-files';
import { STAFF_DEMO, signInStaffViaForm } from './helpers/staff';

/**
 * Catalogue editing (docs/requirements/catalogue.md §Catalogue editing, §Images and attachments):
 * the demo admin creates a product in a category with a price, two photos and a datasheet; the
 * demo customer finds it in that category's listing and by search at once, at their own price,
 * with its photos and the datasheet on its page.
 *
 * The category (ezs/klavesnice/lcd-klavesnice) and the vendor (Vidinet) have no discount rule of
 * the demo customer's Partner group (apps/server/src/seed/commerce.ts PARTNER_RULES), so the
 * group's default 10 % applies: 100,00 € → 90,00 € excl. VAT.
 */
const CATEGORY_PATH = 'ezs/klavesnice/lcd-klavesnice';

test('staff create a product with two photos and a datasheet; the demo customer finds it at once with their price', async ({
  page,
  browser,
}) => {
  test.slow(); // two people, an editor loaded lazily
  const token = randomBytes(3).toString('hex');
  const code = `E2E-${token.toUpperCase()}`;
  const name = `Klávesnica skúšobná ${token}`;
  const [category] = await sqlOnShop<{ id: number }>('select id from categories where path = $1', [CATEGORY_PATH]);
  expect(category).toBeDefined();

  await signInStaffViaForm(page, STAFF_DEMO.admin.email, STAFF_DEMO.admin.password);
  await page.getByRole('navigation', { name: 'Hlavná ponuka' }).getByRole('link', { name: 'Produkty' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Produkty' })).toBeVisible();
  await page.getByRole('link', { name: 'Nový produkt' }).click();

  const form = page.getByRole('form', { name: 'Údaje produktu' });
  await form.getByLabel('Kód', { exact: true }).fill(code);
  await form.getByLabel('Názov', { exact: true }).fill(name);
  await form.getByLabel('Značka').selectOption({ label: 'Vidinet' });
  await form.getByLabel('Hlavná kategória').selectOption(String(category?.id));
  await form.getByLabel('Krátky popis').fill('Klávesnica na skúšku z administrácie.');
  await form.getByRole('textbox', { name: 'Podrobný popis' }).fill('Podrobný popis klávesnice.');
  await form.getByLabel('Sklad').fill('7');
  // A bad price first: the field says why, nothing is created.
  await form.getByLabel('Základná cena bez DPH').fill('100,005');
  await form.getByRole('button', { name: 'Vytvoriť' }).click();
  await expect(form.getByText('Cena musí byť kladné číslo s najviac dvoma desatinnými miestami')).toBeVisible();
  await form.getByLabel('Základná cena bez DPH').fill('100,00');
  await form.getByRole('button', { name: 'Vytvoriť' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Produkt ${code}` })).toBeVisible();

  // Two photos and a datasheet on its media screen.
  await page.getByRole('link', { name: 'Obrázky a prílohy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Obrázky a prílohy: ${name}` })).toBeVisible();
  const { jpeg, png } = await twoPhotos();
  await page.getByLabel('Nahrať obrázky').setInputFiles([
    { name: 'predok.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    { name: 'bok.png', mimeType: 'image/png', buffer: png },
  ]);
  await expect(page.getByText('Nahrané obrázky: 2.')).toBeVisible({ timeout: 30_000 });
  await page
    .getByLabel('Súbor PDF')
    .setInputFiles({ name: 'list.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await page.getByLabel('Názov prílohy', { exact: true }).first().fill(`Technický list ${token}`);
  await page.getByLabel('Skupina', { exact: true }).first().fill('Technický list');
  await page.getByRole('button', { name: 'Nahrať prílohu' }).click();
  await expect(page.getByText('Príloha je nahraná.')).toBeVisible({ timeout: 30_000 });

  // The demo customer, in their own browser: the category listing (newest first) and the search.
  const context = await browser.newContext();
  const shopper = await context.newPage();
  await shopper.goto('/');
  await loginViaApi(shopper, DEMO.email, DEMO.password);
  await shopper.goto(`/category/${CATEGORY_PATH}`);
  const card = shopper
    .getByRole('list', { name: 'Produkty' })
    .getByRole('article')
    .filter({ has: shopper.getByRole('heading', { name }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('90,00');
  // The first photo is the cover, offered in its sizes (900 px wide: 160, 320, 640, 900).
  await expect(card.locator('img')).toHaveAttribute('srcset', /-160\.webp 160w, .*-900\.webp 900w$/);

  const search = shopper.getByRole('combobox', { name: 'Vyhľadávanie produktov' });
  await search.fill(code);
  const option = shopper
    .getByRole('listbox', { name: 'Výsledky vyhľadávania' })
    .getByRole('option', { name: new RegExp(name) });
  await expect(option).toBeVisible();
  await expect(option).toContainText('90,00 € bez DPH');

  await option.click();
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shopper.getByRole('group', { name: 'Obrázky produktu' }).locator('img').first()).toHaveAttribute(
    'src',
    /-900\.webp$/,
  );
  await shopper.getByRole('tab', { name: 'Prílohy' }).click();
  await expect(
    shopper.getByRole('tabpanel').getByRole('link', { name: new RegExp(`Technický list ${token}`) }),
  ).toBeVisible();
  await context.close();
});

test("a category's old address leads to its new one after staff change it in the back office", async ({
  page,
  browser,
}) => {
  const token = randomBytes(3).toString('hex');
  const label = `Zvončeky ${token}`;
  await signInStaffViaForm(page, STAFF_DEMO.admin.email, STAFF_DEMO.admin.password);
  await page.getByRole('navigation', { name: 'Hlavná ponuka' }).getByRole('link', { name: 'Kategórie' }).click();
  await page.getByRole('button', { name: 'Nová kategória' }).click();
  const created = page.getByRole('form', { name: 'Nová kategória' });
  await created.getByLabel('Názov kategórie').fill(label);
  await created.getByLabel('Adresa (slug)').fill(`zvoncky-${token}`);
  await created.getByRole('button', { name: 'Vytvoriť' }).click();
  await expect(page.getByText('Kategória je uložená.')).toBeVisible();

  await page.getByRole('button', { name: `Upraviť kategóriu ${label}` }).click();
  const edited = page.getByRole('form', { name: `Upraviť kategóriu ${label}` });
  await edited.getByLabel('Adresa (slug)').fill(`zvoncek-${token}`);
  await edited.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Kategória je uložená.')).toBeVisible();

  // A visitor with the old address (a bookmark, a link in an installer's document) lands on the new one.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`/category/zvoncky-${token}?page=1`);
  await expect(visitor).toHaveURL(new RegExp(`/category/zvoncek-${token}\\?page=1$`));
  await expect(visitor.getByRole('heading', { level: 1, name: label })).toBeVisible();
  await context.close();

  // The demo shop's tree is the other journeys' again.
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: `Upraviť kategóriu ${label}` }).click();
  await page
    .getByRole('form', { name: `Upraviť kategóriu ${label}` })
    .getByRole('button', { name: 'Zmazať' })
    .click();
  await expect(page.getByText('Kategória je zmazaná.')).toBeVisible();
});
