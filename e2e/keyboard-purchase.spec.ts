import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

/**
 * A purchase without a mouse: only page.keyboard (Tab, Shift+Tab, Enter, Space, arrows, typing).
 * The demo customer logs in, finds a product with the search, adds it to the cart, goes through
 * the three checkout steps and sends the order; the focused control shows a focus ring on the way.
 */

/** A product of the demo catalogue (in stock; also used by the catalogue journeys). */
const PRODUCT = { name: 'PTZ kamera 2 Mpx, optický zoom 4×, IR 50 m', code: 'VN-2DE24IW' };

// Login (password hashing), a debounced search, three checkout steps and the order on a shared server.
test.describe.configure({ timeout: 120_000 });

/** What has focus, for messages: tag, role, accessible text. */
const focusDescription = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing (body)';
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> "${text}"`;
  });

/** Presses Tab (Shift+Tab with `back`) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  const path: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluateAll((els) => els.some((el) => el === document.activeElement))) return;
    path.push(await focusDescription(page));
  }
  throw new Error(`${target} not reached with ${max} × ${back ? 'Shift+Tab' : 'Tab'}; focus went:\n${path.join('\n')}`);
}

/** The focused element shows a focus indicator: it matches :focus-visible and draws an outline or a shadow. */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    const style = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
    };
  });
  const where = await focusDescription(page);
  expect(ring, `something has focus (${where})`).not.toBeNull();
  expect(ring?.focusVisible, `:focus-visible on ${where}`).toBe(true);
  expect(ring?.outline || ring?.shadow, `a focus ring (outline or box-shadow) on ${where}`).toBe(true);
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Oznámenia' }).getByText(text);
const stepHeading = (page: Page, n: number) => page.getByRole('heading', { level: 2, name: new RegExp(`^Krok ${n}:`) });

test('the demo customer buys a product with the keyboard alone', async ({ page }) => {
  // Log in: the skip link leads to the form.
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Prihlasovací formulár' });
  await expect(form).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Preskočiť na obsah' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await tabTo(page, form.getByLabel('Používateľské meno (e-mail)'));
  await expectVisibleFocus(page);
  await page.keyboard.type(DEMO.email);
  await tabTo(page, form.getByLabel('Heslo'));
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });

  // Find the product: back up from the page content to the header search; its dropdown is walked
  // with the arrow keys.
  const search = page.getByRole('combobox', { name: 'Vyhľadávanie produktov' });
  await tabTo(page, search, { back: true });
  await expectVisibleFocus(page);
  await page.keyboard.type(PRODUCT.code);
  const option = page.getByRole('listbox', { name: 'Výsledky vyhľadávania' }).getByRole('option', {
    name: new RegExp(PRODUCT.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  });
  await expect(option.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', (await option.first().getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();

  // Add it to the cart.
  const add = page.getByRole('main').getByRole('button', { name: `Do košíka – ${PRODUCT.name}` });
  await tabTo(page, add);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(toast(page, `${PRODUCT.name} – pridané do košíka.`)).toBeVisible();

  // Back up to the header cart, then on to the checkout.
  await tabTo(page, page.getByRole('link', { name: /^Košík/ }), { back: true, max: 80 });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Košík' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Pokračovať k objednávke' }));
  await page.keyboard.press('Enter');

  // Step 1: the saved invoice address is filled in; delivery by courier is preselected.
  await expect(stepHeading(page, 1)).toBeVisible();
  await expect(page.getByRole('radio', { name: /Kuriér SPS/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Pokračovať' }), { max: 80 });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  // Step 2: bank transfer is preselected; the arrows move through the payment options.
  await expect(stepHeading(page, 2)).toBeFocused();
  await tabTo(page, page.getByRole('radio', { name: /Bankový prevod/ }));
  await expectVisibleFocus(page);
  await expect(page.getByRole('radio', { name: /Bankový prevod/ })).toBeChecked();
  await tabTo(page, page.getByRole('textbox', { name: 'Poznámka k objednávke' }));
  await page.keyboard.type('Objednané len klávesnicou.');
  await tabTo(page, page.getByRole('button', { name: 'Pokračovať' }));
  await page.keyboard.press('Enter');

  // Step 3: both consents with Space, then the order.
  await expect(stepHeading(page, 3)).toBeFocused();
  await expect(page.getByText('Objednané len klávesnicou.')).toBeVisible();
  const terms = page.getByRole('checkbox', { name: /všeobecnými obchodnými podmienkami/ });
  await tabTo(page, terms);
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  const privacy = page.getByRole('checkbox', { name: /spracovaním osobných údajov/ });
  await tabTo(page, privacy);
  await page.keyboard.press('Space');
  await expect(privacy).toBeChecked();
  const order = page.getByRole('button', { name: 'Objednať s povinnosťou platby' });
  await tabTo(page, order);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  // The confirmation page: its heading has focus, so the keyboard goes on from there.
  const confirmation = page.getByRole('heading', { level: 1, name: /^Ďakujeme za objednávku č\. \d{10}$/ });
  await expect(confirmation).toBeFocused({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/account\/orderdetail\/\d+\?placed=1$/);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  const copy = page.getByRole('button', { name: 'Kopírovať variabilný symbol' });
  await tabTo(page, copy);
  await expectVisibleFocus(page);
  await tabTo(page, page.getByRole('link', { name: 'Pokračovať v nákupe' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
});
