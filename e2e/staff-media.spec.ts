import { DEMO, expect, test } from './fixtures';
import { loginViaApi } from './helpers/auth';
import { sqlOnShop } from './helpers/database';
import { tinyPdf, twoPhotos } from './helpers/media-files';
import { STAFF_DEMO, signInStaffViaForm } from './helpers/staff';

/**
 * Product media in the back office, as staff do it in the browser: the demo admin uploads two
 * photos and a PDF datasheet to a demo product, makes the second photo the cover, and the
 * storefront's product page shows that photo first (in its sizes) and the datasheet link.
 * The files are made here (no binaries in the repository).
 */
test.describe.configure({ timeout: 120_000 });

test('staff upload two photos and a datasheet, pick the cover, and the product page shows them', async ({
  page,
  browser,
}) => {
  // A demo product no other journey looks at closely.
  const [product] = await sqlOnShop<{ id: number; slug: string; name: string; images: number }>(
    `select p.id, p.slug, p.name, (select count(*)::int from product_images i where i.product_id = p.id) as images
     from products p where p.active order by p.id offset 17 limit 1`,
  );
  if (!product) throw new Error('no demo product');
  const { jpeg: first, png: second } = await twoPhotos();

  await signInStaffViaForm(page, STAFF_DEMO.admin.email, STAFF_DEMO.admin.password);
  await page.goto(`/staff/catalogue/products/${product.id}/media`);
  await expect(page.getByRole('heading', { level: 1, name: `Obrázky a prílohy: ${product.name}` })).toBeVisible();

  await page.getByLabel('Nahrať obrázky').setInputFiles([
    { name: 'predok.jpg', mimeType: 'image/jpeg', buffer: first },
    { name: 'bok.png', mimeType: 'image/png', buffer: second },
  ]);
  await expect(page.getByText('Nahrané obrázky: 2.')).toBeVisible({ timeout: 30_000 });
  const secondItem = page.getByRole('listitem', { name: `Obrázok ${product.images + 2}`, exact: true });
  await expect(secondItem).toBeVisible();
  // the choice shows once the server has saved it
  await secondItem.getByRole('radio', { name: /Titulný obrázok/ }).click();
  await expect(page.getByText('Titulný obrázok je nastavený.')).toBeVisible();
  await expect(secondItem.getByRole('radio', { name: /Titulný obrázok/ })).toBeChecked();

  await page
    .getByLabel('Súbor PDF')
    .setInputFiles({ name: 'datasheet.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await page.getByLabel('Názov prílohy', { exact: true }).first().fill('Technický list E2E');
  await page.getByLabel('Skupina', { exact: true }).first().fill('Technický list');
  await page.getByRole('button', { name: 'Nahrať prílohu' }).click();
  await expect(page.getByText('Príloha je nahraná.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Technický list' })).toBeVisible();

  // The storefront, as the demo customer (attachments are for logged-in customers).
  const shopPage = await (await browser.newContext()).newPage();
  await shopPage.goto('/');
  await loginViaApi(shopPage, DEMO.email, DEMO.password);
  await shopPage.goto(`/product/${product.slug}`);
  const gallery = shopPage.getByRole('group', { name: 'Obrázky produktu' });
  const main = gallery.getByRole('button', { name: /^Zobraziť obrázok 1 z / }).locator('img');
  // The cover (700 px wide, so its largest size is 700) is first, with its sizes for srcset.
  await expect(main).toHaveAttribute('src', new RegExp(`^/media/products/${product.id}/\\d+-700\\.webp$`));
  await expect(main).toHaveAttribute(
    'srcset',
    /-160\.webp 160w, .*-320\.webp 320w, .*-640\.webp 640w, .*-700\.webp 700w$/,
  );
  await expect(main).toHaveAttribute('sizes', /.+/);
  await expect(main).toHaveAttribute('width', '700');
  await expect(main).toHaveJSProperty('complete', true);
  expect(await main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A phone opening the product page from a link: the server's preload hint names the cover by the
  // srcset and sizes the gallery shows it with, so every file of the cover it fetches is one an
  // image on the page shows (naming only the largest WebP fetched a second, unused file).
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const phonePage = await phone.newPage();
  const coverBase = ((await main.getAttribute('src')) ?? '').replace(/-700\.webp$/, '-');
  const fetched: string[] = [];
  phonePage.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(coverBase)) fetched.push(pathname);
  });
  await phonePage.goto(`/product/${product.slug}`);
  const phoneMain = phonePage
    .getByRole('group', { name: 'Obrázky produktu' })
    .getByRole('button', { name: /^Zobraziť obrázok 1 z / })
    .locator('img');
  await expect(phoneMain).toHaveJSProperty('complete', true);
  const shown = await phonePage.evaluate(() =>
    Array.from(document.images, (img) => new URL(img.currentSrc || img.src, location.href).pathname),
  );
  const mainShown = new URL(await phoneMain.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  // a phone's width takes a smaller size than the largest, fetched once
  expect(mainShown).not.toMatch(/-700\.(webp|avif)$/);
  expect(fetched.filter((p) => p === mainShown)).toHaveLength(1);
  expect(fetched.filter((p) => !shown.includes(p))).toEqual([]);
  await phone.close();

  await shopPage.getByRole('tab', { name: 'Prílohy' }).click();
  const link = shopPage.getByRole('tabpanel').getByRole('link', { name: /Technický list E2E/ });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  const file = await shopPage.request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
});
