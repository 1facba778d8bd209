import { expect, test } from './fixtures';

test('the home page has the frame: header, main menu with the top categories, footer with opening hours', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Hlavné menu' });
  for (const label of ['Zabezpečovacie systémy – EZS', 'Kamerové systémy – CCTV', 'Požiarne systémy – EPS']) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('region', { name: 'Aktuálne akcie' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Otváracie hodiny')).toBeVisible();
  await expect(footer.getByText('08:00 – 16:00')).toBeVisible();
  await expect(footer.getByText('08:00 – 15:00')).toBeVisible();

  // The menu leads to the category.
  await menu.getByRole('link', { name: 'Kamerové systémy – CCTV', exact: true }).click();
  await expect(page).toHaveURL(/\/category\/cctv$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kamerové systémy – CCTV' })).toBeVisible();
});

test('a deep link to a category loads directly, also after a reload', async ({ page }) => {
  await page.goto('/category/cctv');
  await expect(page.getByRole('heading', { level: 1, name: 'Kamerové systémy – CCTV' })).toBeVisible();
  await page.goto('/category/cctv/ip-kamery/bullet-kamery?or=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Bullet kamery' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Bullet kamery' })).toBeVisible();
  await expect(page.getByLabel('Zoradiť podľa')).toHaveValue('2');
  const crumbs = page.getByRole('navigation', { name: 'Omrvinková navigácia' });
  await expect(crumbs.getByRole('link', { name: 'IP kamery' })).toHaveAttribute('href', '/category/cctv/ip-kamery');
});

test('unknown routes, categories and products show the not-found page with a way home', async ({ page }) => {
  for (const path of ['/nic-take-neexistuje', '/category/nic-take', '/product/nic-take-neexistuje']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Stránka sa nenašla' }), path).toBeVisible();
  }
  await page.getByRole('link', { name: 'Na úvodnú stránku' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('on a phone the menu button opens the drawer with the category tree; Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Menu' });
  await button.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  const tree = drawer.getByRole('navigation', { name: 'Kategórie' });
  await expect(tree.getByRole('link', { name: 'Kamerové systémy – CCTV', exact: true })).toBeVisible();
  await tree.getByRole('button', { name: /Rozbaliť podkategórie: Kamerové systémy – CCTV/ }).click();
  await expect(tree.getByRole('link', { name: 'IP kamery', exact: true })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
});
