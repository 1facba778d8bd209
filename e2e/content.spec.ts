import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './helpers/search-content';

const notFound = (page: Page) => page.getByRole('heading', { level: 1, name: 'Stránka sa nenašla' });

test('a visitor opens a blog article from the home page scroller and shares it', async ({ page }) => {
  await page.goto('/');
  const scroller = page.getByRole('region', { name: 'Z nášho blogu' });
  // The title from the card's heading, as `textContent`; its "show article" link must name it too.
  // The scroller has `content-visibility: auto`, so while it is below the fold Chromium skips its
  // rendering and `innerText` is empty: read that way, the title once came out empty in CI, and an
  // empty name then matched any heading below.
  const card = scroller.getByRole('article').first();
  const heading = card.getByRole('heading');
  await expect(heading).toHaveText(/\S/);
  const title = ((await heading.textContent()) ?? '').trim();
  const link = card.getByRole('link', { name: `Zobraziť článok: ${title}`, exact: true });
  await expect(link).toBeVisible();
  await link.click();

  await expect(page).toHaveURL(/\/blog\/sk\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | SecuriTrade`);
  // The published date as a long Slovak date, e.g. "19. novembra 2026".
  await expect(page.locator('main time')).toHaveText(/^\d{1,2}\. \p{L}+ \d{4}$/u);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();

  const share = page.getByRole('region', { name: 'Zdieľať' });
  const facebook = share.getByRole('link', { name: 'Zdieľať na Facebooku (otvorí sa v novom okne)' });
  await expect(facebook).toHaveAttribute('target', '_blank');
  await expect(facebook).toHaveAttribute('rel', /noopener/);
  await expect(facebook).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page.url())}`,
  );
  await expect(share.getByRole('link', { name: 'Zdieľať na X (otvorí sa v novom okne)' })).toHaveAttribute(
    'href',
    /^https:\/\/x\.com\/intent\/post\?url=/,
  );
  await expect(share.getByRole('link', { name: 'Poslať odkaz e-mailom' })).toHaveAttribute(
    'href',
    /^mailto:\?subject=/,
  );
  await expectAccessible(page, 'main');

  await page.getByRole('link', { name: 'Späť na blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
});

test('the blog list shows cards that open their articles; an unknown article is not found', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Hlavné menu' }).getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page).toHaveTitle('Blog | SecuriTrade');
  const cards = page.getByRole('list', { name: 'Články' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  await expectAccessible(page, 'main');
  expect(count).toBeLessThanOrEqual(12);

  // Every card: a picture 250px high (or its placeholder), a title and a "show article" link.
  const firstImage = cards.first().locator('img');
  if ((await firstImage.count()) > 0) {
    await expect(firstImage).toHaveAttribute('width', /\d+/);
    expect((await firstImage.boundingBox())?.height).toBe(250);
  }
  const last = cards.nth(count - 1);
  const title = await last.getByRole('heading', { level: 2 }).innerText();
  await last.getByRole('link', { name: `Zobraziť článok: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goto('/blog/sk/tento-clanok-neexistuje');
  await expect(notFound(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Na úvodnú stránku' })).toHaveAttribute('href', '/');
});

test('the blog list pages in the URL when there are more than 12 posts', async ({ page }) => {
  const reply = await page.request.get('/admin/v1/blog/list/sk/12/0');
  const { count } = (await reply.json()) as { count: number };
  await page.goto('/blog');
  const pager = page.getByRole('navigation', { name: 'Stránkovanie' });
  if (count <= 12) {
    // The demo data has one page of posts: no paginator, and ?pg=2 falls back to the first page.
    await expect(page.getByRole('list', { name: 'Články' }).getByRole('article')).toHaveCount(count);
    await expect(pager).toHaveCount(0);
    await page.goto('/blog?pg=2');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('list', { name: 'Články' }).getByRole('article')).toHaveCount(count);
    return;
  }
  await pager.getByRole('link', { name: 'Strana 2' }).click();
  await expect(page).toHaveURL(/\/blog\?pg=2$/);
  await expect(page.getByRole('list', { name: 'Články' }).getByRole('article')).toHaveCount(Math.min(12, count - 12));
});

/** The footer's links and the pages' titles in the demo data. */
const TEXT_PAGES = [
  { link: 'Všeobecné obchodné podmienky', slug: 'vseobecne-obchodne-podmienky', title: 'Všeobecné obchodné podmienky' },
  { link: 'Ochrana osobných údajov', slug: 'ochrana-osobnych-udajov', title: 'Ochrana osobných údajov' },
  { link: 'O nás', slug: 'o-nas', title: 'O nás' },
  { link: 'Podpora', slug: 'podpora', title: 'Technická podpora' },
  { link: 'Školenia', slug: 'skolenia', title: 'Školenia' },
] as const;

test('each of the five footer links opens its text page', async ({ page }) => {
  await page.goto('/');
  const links = page.getByRole('contentinfo').getByRole('navigation', { name: 'Dôležité odkazy' });
  for (const { link, slug, title } of TEXT_PAGES) {
    await links.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(`/page/sk/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | SecuriTrade`);
    // The page's HTML: at least one paragraph of text.
    await expect(page.getByRole('main').locator('p').first()).toBeVisible();
    if (slug === 'vseobecne-obchodne-podmienky') await expectAccessible(page, 'main');
  }
});

test('text pages change with the address; menu entries lead to them; unknown ones are not found', async ({ page }) => {
  await page.goto('/page/sk/o-nas');
  await expect(page.getByRole('heading', { level: 1, name: 'O nás' })).toBeVisible();
  // A menu entry of type text-page.
  await page
    .getByRole('navigation', { name: 'Hlavné menu' })
    .getByRole('link', { name: 'Školenia', exact: true })
    .click();
  await expect(page).toHaveURL('/page/sk/skolenia');
  await expect(page.getByRole('heading', { level: 1, name: 'Školenia' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'O nás' })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'O nás' })).toBeVisible();

  await page.goto('/page/sk/tato-stranka-neexistuje');
  await expect(notFound(page)).toBeVisible();
  await page.goto('/page/en/o-nas');
  await expect(notFound(page)).toBeVisible();
});
