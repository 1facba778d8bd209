import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoPrices, test } from './fixtures';
import { loginViaApi } from './helpers/auth';
import { expectAccessible } from './helpers/search-content';

/** A product of the demo catalogue (also used by the catalogue journeys). */
const PRODUCT = {
  slug: 'ptz-kamera-2-mpx-opticky-zoom-4-ir-50-m-vn-2de24iw',
  name: 'PTZ kamera 2 Mpx, optický zoom 4×, IR 50 m',
  code: 'VN-2DE24IW',
};

const searchField = (page: Page) => page.getByRole('combobox', { name: 'Vyhľadávanie produktov' });
const dropdown = (page: Page) => page.getByRole('listbox', { name: 'Výsledky vyhľadávania' });
const resultList = (page: Page) => page.getByRole('list', { name: 'Nájdené produkty' });

/** Counts the dropdown's search calls (GET /admin/v1/search/{query}/sk). */
function watchSearches(page: Page) {
  const queries: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/admin/v1/search/')) queries.push(decodeURIComponent(path.split('/')[4] ?? ''));
  });
  return queries;
}

test('a visitor types slowly, sees grouped results after the pause, walks them with the keyboard and opens one', async ({
  page,
}) => {
  test.slow(); // typing slowly on purpose, plus an accessibility scan
  const searches = watchSearches(page);
  await page.goto('/');
  const field = searchField(page);
  await expect(field).toHaveAttribute('aria-expanded', 'false');

  // Keys 300 ms apart: the 1 s timer restarts on every key, so nothing is searched while typing.
  await field.pressSequentially('kamera', { delay: 300 });
  expect(searches).toEqual([]);
  await expect(field).toHaveAttribute('aria-expanded', 'false');

  const list = dropdown(page);
  await expect(list).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  expect(searches).toEqual(['kamera']);

  // Grouped by type, with the server's totals and a "show all" row for products.
  const products = list.getByRole('group', { name: /^Produkty/ });
  await expect(products.getByRole('option').first()).toBeVisible();
  await expect(products.getByRole('option', { name: /Zobraziť všetky produkty \(\d+\)/ })).toHaveAttribute(
    'href',
    '/search-product/kamera',
  );
  await expect(
    list
      .getByRole('group', { name: /^Články z blogu/ })
      .getByRole('option')
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('search-status')).toContainText('Nájdené výsledky – produkty:');
  await expectNoPrices(page);
  await expectAccessible(page, '[role="search"]', '[role="listbox"]');
  // The page behind does not scroll while the dropdown is open.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

  // The keyboard moves through the options; focus stays in the field.
  const options = list.getByRole('option');
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id')) ?? '');
  await field.press('ArrowDown');
  const second = options.nth(1);
  await expect(field).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await field.press('ArrowUp');
  await field.press('ArrowDown');
  await expect(field).toBeFocused();
  const href = await second.getAttribute('href');
  const name = (await second.innerText()).split('\n')[0]?.trim() ?? '';

  await field.press('Enter');
  await expect(page).toHaveURL(href ?? '');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('Enter opens the results page, which pages through the results in the URL', async ({ page }) => {
  test.slow(); // several pages of 12 product cards and an accessibility scan
  await page.goto('/blog');
  const field = searchField(page);
  await field.fill('kamera');
  await field.press('Enter');

  await expect(page).toHaveURL(/\/search-product\/kamera$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Výsledky vyhľadávania „kamera“' })).toBeVisible();
  await expect(page).toHaveTitle('Výsledky vyhľadávania „kamera“ | SecuriTrade');
  await expect(field).toHaveValue('kamera');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  const found = page.getByText(/^Nájdené produkty: \d+$/);
  await expect(found).toBeVisible();
  const total = Number((await found.innerText()).replace(/\D/g, ''));
  expect(total).toBeGreaterThan(12);
  const pages = Math.ceil(total / 12);

  const list = resultList(page);
  await expect(list.getByRole('article')).toHaveCount(12);
  await expectAccessible(page, 'main');
  // Products are told apart by their addresses: several share a name and differ by code.
  const productLinks = () =>
    list.locator('article a[href]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]);
  const firstPage = await productLinks();
  await expectNoPrices(page);

  const pager = page.getByRole('navigation', { name: 'Stránkovanie' });
  await pager.getByRole('link', { name: 'Strana 2' }).click();
  await expect(page).toHaveURL(/\/search-product\/kamera\?pg=2$/);
  await expect(pager.getByRole('link', { name: 'Strana 2, aktuálna' })).toHaveAttribute('aria-current', 'page');
  await expect(list.getByRole('article')).toHaveCount(Math.min(12, total - 12));
  // The first page's cards may stay on screen while the second loads, and the list may be empty
  // for a moment in between: wait for the new cards themselves.
  await expect
    .poll(async () => {
      const links = await productLinks();
      return links.length > 0 && !links.some((href) => firstPage.includes(href));
    })
    .toBe(true);
  const secondPage = await list.getByRole('article').getByRole('heading').allInnerTexts();
  expect(secondPage.length).toBeGreaterThan(0);

  await pager.getByRole('link', { name: `Strana ${pages}` }).click();
  await expect(page).toHaveURL(new RegExp(`\\?pg=${pages}$`));
  await expect(list.getByRole('article')).toHaveCount(total - (pages - 1) * 12);

  await page.goBack();
  await expect(page).toHaveURL(/\?pg=2$/);
  await expect(list.getByRole('article').getByRole('heading').first()).toHaveText(secondPage[0] ?? '');
});

test('nothing found says so; the dropdown closes with Escape, the close button and a click outside', async ({
  page,
}) => {
  await page.goto('/');
  const field = searchField(page);
  await field.fill('qqxyzzy');
  await expect(page.getByText('Pre „qqxyzzy“ sme nič nenašli.', { exact: true }).first()).toBeVisible();
  await field.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(field).toHaveValue('qqxyzzy');

  await field.fill('kamera');
  await field.press('ArrowDown'); // opens at once
  await expect(dropdown(page)).toBeVisible();
  await page.getByRole('button', { name: 'Zavrieť výsledky vyhľadávania' }).click();
  await expect(dropdown(page)).toBeHidden();

  await field.press('ArrowDown');
  await expect(dropdown(page)).toBeVisible();
  await page.mouse.click(20, 600);
  await expect(dropdown(page)).toBeHidden();

  await page.getByRole('button', { name: 'Vymazať hľadaný výraz' }).click();
  await expect(field).toHaveValue('');

  await page.goto('/search-product/qqxyzzy');
  await expect(page.getByText('Pre „qqxyzzy“ sme nenašli žiadne produkty.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Stránkovanie' })).toHaveCount(0);
});

test('a logged-in customer finds a product by its code, with the price excl. VAT', async ({ page }) => {
  await page.goto('/');
  await loginViaApi(page, DEMO.email, DEMO.password);
  await page.reload();
  const field = searchField(page);
  await field.fill(PRODUCT.code);
  const option = dropdown(page)
    .getByRole('option', { name: new RegExp(PRODUCT.name.replace(/[()×]/g, '.')) })
    .first();
  await expect(option).toBeVisible();
  await expect(option).toContainText(`Kód: ${PRODUCT.code}`);
  await expect(option).toContainText(/\d+,\d{2}\s€ bez DPH/);
  await option.click();
  await expect(page).toHaveURL(`/product/${PRODUCT.slug}`);
  await expect(dropdown(page)).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page is findable: its name in the title and the JSON-LD, its address in the sitemap', async ({
    page,
    request,
  }) => {
    await page.goto(`/product/${PRODUCT.slug}`);
    await expect(page).toHaveTitle(new RegExp(`^${PRODUCT.name.replace(/[()×]/g, '.')}`));
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Product');
    expect(product).toMatchObject({ name: PRODUCT.name, sku: PRODUCT.code });

    const html = await (await request.get(`/product/${PRODUCT.slug}`)).text();
    expect(html).toContain(`<title>${PRODUCT.name}`);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.ok()).toBe(true);
    expect(await sitemap.text()).toContain(`/product/${PRODUCT.slug}</loc>`);
  });
});
