import type { ConsoleMessage, Locator, Page, Response } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';
import { createCustomer, loginViaApi, loginViaForm } from './helpers/auth';
import { addToCartViaApi, loggedInCustomer, someProducts } from './helpers/cart';

// Several journeys register and approve their own customer first (parallel journeys, one server).
test.slow();

const toasts = (page: Page) => page.getByRole('region', { name: 'Oznámenia' }).getByTestId('toast');

/** Visible, and what a tap on its centre would hit is the link itself (not a toast over it), while toasts show. */
async function expectClickable(page: Page, link: Locator) {
  await expect(link).toBeVisible();
  await expect(toasts(page).first()).toBeVisible();
  const box = await link.boundingBox();
  if (!box) throw new Error('the link has no box');
  const hit = await page.evaluate(
    ({ x, y }) => {
      const element = document.elementFromPoint(x, y);
      return element?.closest('a')?.textContent?.trim() ?? element?.outerHTML.slice(0, 120) ?? null;
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit).toBe(await link.textContent().then((t) => t?.trim()));
}

test.describe('after signing in, only paths of the shop are followed', () => {
  /** `?next=` values that normalise to another host (`//evil.example/x`). */
  const HOSTILE = ['/.//evil.example/x', '/%2e//evil.example/x', '//evil.example/x', '/\\evil.example/x'];

  /** Fails the test if the page ever asks another host for anything. */
  function watchOtherHosts(page: Page, origin: string) {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== origin) elsewhere.push(request.url());
    });
    return elsewhere;
  }

  test('signing in with a hostile ?next= ends on the shop', async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const elsewhere = watchOtherHosts(page, origin);
    await loginViaForm(page, DEMO.email, DEMO.password, { next: HOSTILE[0] });
    await expect(page.getByRole('link', { name: /Môj účet/ })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(origin);
    expect(new URL(page.url()).pathname).not.toMatch(/^\/[/\\]/);
    expect(elsewhere).toEqual([]);
  });

  test('already signed in, /login?next= sends nowhere else either', async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const elsewhere = watchOtherHosts(page, origin);
    await loginViaApi(page, DEMO.email, DEMO.password);
    for (const next of HOSTILE) {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await expect(page).not.toHaveURL(/\/login/);
      expect(new URL(page.url()).origin, next).toBe(origin);
      expect(new URL(page.url()).pathname, next).toBe('/');
    }
    expect(elsewhere).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

  test("toasts stay few and keep clear of the cart's checkout button", async ({ page }) => {
    await loggedInCustomer(page);
    const [first] = await someProducts(page, 1);
    if (!first) throw new Error('demo products missing');
    await addToCartViaApi(page, first.id);

    // Four different products added from a listing: four toasts raised, three shown.
    await page.goto('/category/cctv/ip-kamery');
    const addButtons = page.getByRole('button', { name: /^(Do košíka|Objednať) – / });
    await expect(addButtons.nth(3)).toBeAttached();
    const names: string[] = [];
    for (const i of [0, 1, 2, 3]) {
      names.push(((await addButtons.nth(i).getAttribute('aria-label')) ?? '').replace(/^.*? – /, ''));
    }
    // In quick succession, as a busy visitor would (a click event each: no waiting for toasts to go).
    for (const [i, name] of names.entries()) {
      await addButtons.nth(i).dispatchEvent('click');
      await expect(toasts(page).filter({ hasText: name })).toBeVisible();
    }
    await page.waitForTimeout(400); // the oldest one's slide-out
    expect(await toasts(page).count()).toBe(3);
    await expect(toasts(page).filter({ hasText: names[0] })).toHaveCount(0);

    // They survive the way to the cart (5 s each): the checkout buttons must stay usable under them.
    await page
      .getByRole('link', { name: /^Košík/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Košík' })).toBeVisible();
    await expect(toasts(page).first()).toBeVisible();
    const checkoutButtons = page.getByRole('link', { name: 'Pokračovať k objednávke' });
    await expect(checkoutButtons).toHaveCount(2);
    // Where a visitor meets them: the upper one with the page at its top, the lower one as it
    // comes up from the bottom edge of the screen while scrolling down to it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectClickable(page, checkoutButtons.first());
    await checkoutButtons.last().evaluate((link) => {
      window.scrollBy(0, link.getBoundingClientRect().bottom - window.innerHeight + 12);
    });
    await expectClickable(page, checkoutButtons.last());
    await checkoutButtons.last().click();
    await expect(page).toHaveURL(/\/checkout$/);
  });
});

test('signing in, a wrong password, a bad coupon and signing out: no console errors, no 401 after sign-out', async ({
  page,
}) => {
  const company = await createCustomer(page);
  const consoleErrors: ConsoleMessage[] = [];
  const responses: Response[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message);
  });
  page.on('pageerror', (error) => consoleErrors.push({ text: () => String(error), location: () => ({}) } as never));
  page.on('response', (response) => responses.push(response));

  await loginViaForm(page, company.email, `${company.password}-zle`, { expectSuccess: false });
  await expect(toasts(page).filter({ hasText: 'Nesprávne heslo.' })).toBeVisible();
  await loginViaForm(page, company.email, company.password);
  await expect(page.getByRole('link', { name: /Môj účet/ })).toBeVisible();

  const [product] = await someProducts(page, 1);
  if (!product) throw new Error('demo products missing');
  await addToCartViaApi(page, product.id);
  await page.goto('/checkout');
  const summary = page.getByRole('complementary', { name: 'Súhrn objednávky' });
  await summary.getByRole('textbox', { name: 'Zľavový kupón' }).fill('NEPLATNY');
  await summary.getByRole('button', { name: 'Uplatniť' }).click();
  await expect(summary.getByText('Kupón nie je platný alebo jeho platnosť vypršala.')).toBeVisible();

  await page.goto('/');
  await expect(page.getByTestId('wishlist-count')).toBeVisible();
  const signedOutAt = responses.length;
  await page.getByRole('navigation', { name: 'Používateľský účet' }).getByRole('link', { name: 'Odhlásiť sa' }).click();
  await expect(toasts(page).filter({ hasText: 'Odhlásenie prebehlo úspešne.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Prihlásenie' })).toBeVisible();
  // Let anything the sign-out set off arrive.
  await page.waitForLoadState('networkidle');

  const after = responses.slice(signedOutAt).filter((r) => r.url().includes('/admin/v1/'));
  expect(after.filter((r) => r.status() === 401).map((r) => r.url())).toEqual([]);
  // The browser itself notes every refused request ("Failed to load resource … 400"): those of the
  // two refusals this journey provoked are expected; nothing else may reach the console.
  const provoked = /\/admin\/v1\/(sign\/in|basket\/coupon)$/;
  const unexpected = consoleErrors.filter(
    (m) => !(m.text().startsWith('Failed to load resource') && provoked.test(m.location().url ?? '')),
  );
  expect(unexpected.map((m) => `${m.text()} @ ${m.location().url ?? ''}`)).toEqual([]);
});
