import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { sqlOnShop } from './helpers/database';
import { STAFF_DEMO, signInStaffViaForm } from './helpers/staff';

/**
 * The content editor writes a blog post in the back office: saved as a draft it is not on the
 * blog; edited with a link and an image in the rich-text editor and published, it is, with both.
 */
test.describe.configure({ timeout: 120_000 });

test('a blog post is written as a draft, edited with a link and an image, published and read on the blog', async ({
  browser,
}) => {
  const slug = `e2e-clanok-${randomBytes(3).toString('hex')}`;
  const title = `Nové kamery ${slug}`;
  const [image] = await sqlOnShop<{ src: string }>(
    "select src from product_images where src like '/media/%' order by id limit 1",
  );
  if (!image) throw new Error('demo images missing');

  const staff = await (await browser.newContext()).newPage();
  await signInStaffViaForm(staff, STAFF_DEMO.admin.email, STAFF_DEMO.admin.password);
  await staff.getByRole('navigation', { name: 'Hlavná ponuka' }).getByRole('link', { name: 'Blog' }).click();
  await staff.getByRole('link', { name: 'Nový článok' }).click();
  const form = staff.getByRole('form', { name: 'Článok blogu' });
  await form.getByLabel('Názov').fill(title);
  await form.getByLabel('Adresa').fill(slug);
  await form.getByLabel('Perex (krátky úvod na karte)').fill('Krátko o nových kamerách.');
  await form.getByLabel('Zobraziť na úvodnej stránke').uncheck();
  const text = form.getByRole('textbox', { name: 'Text' });
  await text.click();
  await text.pressSequentially('Prečítajte si návod: ');
  await form.getByRole('radio', { name: 'Koncept (zákazníci ho nevidia)' }).check();
  await form.getByRole('button', { name: 'Uložiť' }).click();
  await expect(form.getByText('Uložené. Stav: koncept.')).toBeVisible();

  const reader = await (await browser.newContext()).newPage();
  const article = await reader.request.get(`/admin/v1/blog/url/sk/${slug}`);
  expect(article.status()).toBe(404);

  // Edit: a link and an image through the editor's toolbar, then publish.
  await staff.reload();
  await expect(staff.getByRole('heading', { level: 1, name: `Článok: ${title}` })).toBeVisible();
  await text.click();
  await staff.keyboard.press('Control+End');
  await form.getByRole('button', { name: 'Odkaz' }).click();
  await form.getByLabel('Adresa odkazu').fill('/kontakt');
  await form.getByRole('button', { name: 'Použiť' }).click();
  await form.getByRole('button', { name: 'Obrázok' }).click();
  await form.getByLabel('Adresa obrázka').fill(image.src);
  await form.getByLabel('Popis obrázka (pre nevidiacich)').fill('Kamera na stene');
  await form.getByRole('button', { name: 'Použiť' }).click();
  await form.getByRole('radio', { name: 'Zverejniť' }).check();
  await form.getByRole('button', { name: 'Uložiť' }).click();
  await expect(form.getByText('Uložené. Stav: zverejnený.')).toBeVisible();

  await reader.goto(`/blog/sk/${slug}`);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByRole('link', { name: '/kontakt' })).toHaveAttribute('href', '/kontakt');
  await expect(reader.getByRole('img', { name: 'Kamera na stene' })).toHaveAttribute('src', image.src);
});
