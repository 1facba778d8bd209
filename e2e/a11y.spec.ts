import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';
import { approvalLink, loginViaApi, registerCompanyViaApi } from './helpers/auth';
import { loggedInCustomer } from './helpers/cart';

/**
 * axe (the WCAG 2.0, 2.1 and 2.2 A/AA rules) on every screen and on the open states that matter
 * (menu drawer, search dropdown, fullscreen gallery, toasts, form errors), for an anonymous visitor
 * and for logged-in customers, on a phone and on a desktop: no serious or critical violations.
 *
 * One page load serves both sizes: the screen is audited at the size it was loaded at, then the
 * viewport is resized (the layout follows through CSS and matchMedia) and it is audited again.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1400, height: 900 },
} as const;
type Size = keyof typeof SIZES;

/** A product of the demo catalogue with four images and attachments (as in catalogue.spec.ts). */
const PRODUCT = {
  path: '/product/ptz-kamera-2-mpx-opticky-zoom-4-ir-50-m-vn-2de24iw',
  name: 'PTZ kamera 2 Mpx, optický zoom 4×, IR 50 m',
  code: 'VN-2DE24IW',
};

// Animations finish at once, so no audit sees text halfway through a fade or a slide.
test.use({ reducedMotion: 'reduce', viewport: SIZES.desktop });
// Ten screens or so per test, each audited twice (and, for the new customer, an account made first).
test.describe.configure({ timeout: 150_000 });

/**
 * axe-core is put into every document once, when it loads (the minified build), instead of
 * AxeBuilder sending the 1.4 MB unminified source to the page twice per audit; AxeBuilder then
 * runs that copy (its `axeSource` only has to be non-empty).
 */
const requireFromAxeBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_MIN_PATH = requireFromAxeBuilder.resolve('axe-core/axe.min.js');
const AXE_PRELOADED = '/* axe-core: preloaded by addInitScript */';
test.beforeEach(async ({ page }) => {
  await page.addInitScript({ path: AXE_MIN_PATH });
});

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One violation as a few readable lines: rule, impact, help, and where (at most five places). */
function describeViolation(v: AxeResults['violations'][number]): string {
  const nodes = v.nodes.slice(0, 5).map((n) => {
    const summary = (n.failureSummary ?? '').split('\n').join('\n        ');
    return `    at ${n.target.join(' ')}\n      ${n.html.slice(0, 200)}\n        ${summary}`;
  });
  const more = v.nodes.length > 5 ? [`    … and ${v.nodes.length - 5} more`] : [];
  return [`${v.id} [${v.impact}] ${v.help}`, `  ${v.helpUrl}`, ...nodes, ...more].join('\n');
}

/** Waits until what `ready` names shows and nothing on the page is loading (skeletons, busy lists). */
async function settled(page: Page, ...ready: Locator[]) {
  for (const locator of ready) await expect(locator).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-skeleton]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

const sizeOf = (page: Page): Size => ((page.viewportSize()?.width ?? 0) < 751 ? 'phone' : 'desktop');

async function resize(page: Page, size: Size) {
  if (sizeOf(page) === size) return;
  await page.setViewportSize(SIZES[size]);
  // Two frames: matchMedia listeners re-render, then the new layout is painted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await settled(page);
}

interface AuditOptions {
  /** Audit at this size only. */
  only?: Size;
  /** What must show again after the resize (a table that became cards, …). */
  ready?: Locator[];
  /** CSS selectors of the parts to audit (an overlay over a screen audited just before); default the page. */
  scope?: string[];
}

/** Audits the page as it is now. Soft: the test goes on, so one run lists every screen's problems. */
async function auditNow(page: Page, screen: string, scope: string[] = []) {
  // Legacy mode: one axe.run in the page instead of a run per frame merged in an extra blank page
  // (the shop has no frames), which makes each audit about twice as fast.
  let builder = new AxeBuilder({ page, axeSource: AXE_PRELOADED }).withTags(TAGS).setLegacyMode();
  for (const selector of scope) builder = builder.include(selector);
  const result = await builder.analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect
    .soft(serious.map(describeViolation).join('\n\n'), `axe: ${screen} on a ${sizeOf(page)} (${page.url()})`)
    .toBe('');
}

/** Audits the screen at the current size, then at the other one. */
async function audit(page: Page, screen: string, { only, ready = [], scope }: AuditOptions = {}) {
  const first = only ?? sizeOf(page);
  await resize(page, first);
  await auditNow(page, screen, scope);
  if (only) return;
  await resize(page, first === 'phone' ? 'desktop' : 'phone');
  await settled(page, ...ready);
  await auditNow(page, screen, scope);
}

const SEARCH = ['[role="search"]', '[role="listbox"]'];
const OPEN_DRAWER = ['[data-state="open"] > [role="dialog"]'];
const PORTAL_DIALOG = ['body > div > [role="dialog"]'];

const h1 = (page: Page, name?: string | RegExp) =>
  page.getByRole('heading', { level: 1, ...(name === undefined ? {} : { name }) });
/** A toast; focus on its close button stops its clock, so it stays for both audits. */
async function showToast(page: Page, text: string | RegExp) {
  const item = page.getByRole('region', { name: 'Oznámenia' }).getByTestId('toast').filter({ hasText: text });
  await settled(page, item);
  await item.getByRole('button', { name: 'Zavrieť oznámenie' }).focus();
}
/** Account lists and the cart are tables on large screens and cards below. */
const tableOrList = (page: Page, name: string) =>
  page.getByRole('table', { name }).or(page.getByRole('list', { name })).or(page.getByRole('region', { name })).first();
const productCards = (page: Page) => page.getByRole('list', { name: 'Produkty' }).getByRole('article');
const stepHeading = (page: Page, n: number) => page.getByRole('heading', { level: 2, name: new RegExp(`^Krok ${n}:`) });
const next = (page: Page) => page.getByRole('button', { name: 'Pokračovať' });

/** The search dropdown over the current page, after the debounce. */
async function openSearchDropdown(page: Page, query: string) {
  await page.getByRole('combobox', { name: 'Vyhľadávanie produktov' }).fill(query);
  await settled(page, page.getByRole('listbox', { name: 'Výsledky vyhľadávania' }).getByRole('option').first());
}

/** The menu drawer of small screens, with one branch of the category tree open; audited, then closed. */
async function auditMenuDrawer(page: Page, screen: string) {
  await resize(page, 'phone');
  await page.getByRole('button', { name: 'Menu' }).click();
  const tree = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Kategórie' });
  await tree.getByRole('button', { name: /Rozbaliť podkategórie: Kamerové systémy – CCTV/ }).click();
  await settled(page, tree.getByRole('link', { name: 'IP kamery', exact: true }));
  await audit(page, screen, { only: 'phone', scope: OPEN_DRAWER });
  await page.keyboard.press('Escape');
}

test('anonymous: home, menu drawer, search dropdown, categories of each depth, product, gallery, search results', async ({
  page,
}) => {
  await page.goto('/');
  await settled(
    page,
    page.getByRole('region', { name: 'Naša ponuka' }).getByRole('article').first(),
    page.getByRole('region', { name: 'Z nášho blogu' }).getByRole('article').first(),
  );
  await audit(page, 'home');
  await auditMenuDrawer(page, 'menu drawer');

  await openSearchDropdown(page, 'kamera');
  await audit(page, 'search dropdown', { scope: SEARCH });

  for (const [path, name] of [
    ['/category/cctv', 'Kamerové systémy – CCTV'],
    ['/category/cctv/ip-kamery', 'IP kamery'],
    ['/category/cctv/ip-kamery/bullet-kamery', 'Bullet kamery'],
  ] as const) {
    await page.goto(path);
    await settled(page, h1(page, name), productCards(page).first());
    await audit(page, `category ${path}`);
  }

  await page.goto(PRODUCT.path);
  await settled(page, h1(page, PRODUCT.name), page.getByRole('tab', { name: 'Popis' }));
  await audit(page, 'product');

  await page.getByRole('button', { name: /obrázok 1 z 4 na celú obrazovku/ }).click();
  await settled(
    page,
    page.getByRole('dialog', { name: `Obrázky produktu ${PRODUCT.name}` }).getByText('Obrázok 1 z 4'),
  );
  await audit(page, 'gallery fullscreen', { scope: PORTAL_DIALOG });
  await page.keyboard.press('Escape');

  await page.goto('/search-product/kamera');
  await settled(page, h1(page), page.getByRole('list', { name: 'Nájdené produkty' }).getByRole('article').first());
  await audit(page, 'search results');
});

test('anonymous: blog, text page, cart, sign-in forms with errors and a toast, not found, test page', async ({
  page,
}) => {
  await page.goto('/blog');
  const cards = page.getByRole('list', { name: 'Články' }).getByRole('article');
  await settled(page, h1(page, 'Blog'), cards.first());
  await audit(page, 'blog list');

  await cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blog\/sk\/[^/]+$/);
  await settled(page, h1(page), page.getByRole('region', { name: 'Zdieľať' }));
  await audit(page, 'blog article');

  await page.goto('/page/sk/o-nas');
  await settled(page, h1(page, 'O nás'));
  await audit(page, 'text page');

  await page.goto('/cart');
  await settled(page, page.getByText(/Košík je dostupný po prihlásení/));
  await audit(page, 'cart (anonymous)');

  await page.goto('/login');
  const login = page.getByRole('form', { name: 'Prihlasovací formulár' });
  await login.getByLabel('Používateľské meno (e-mail)').fill('nobody-here@example.com');
  await login.getByLabel('Heslo').fill('whatever1');
  await login.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await showToast(page, 'Používateľ s týmto e-mailom neexistuje.');
  await audit(page, 'login with an error toast');

  await page.goto('/register');
  const register = page.getByRole('form', { name: 'Registračný formulár' });
  await register.getByRole('button', { name: 'Zaregistrovať firmu' }).click();
  await settled(page, register.getByText('Toto pole je povinné').first());
  await audit(page, 'registration with errors');

  await page.goto('/reset-password');
  await settled(page, page.getByRole('form', { name: 'Žiadosť o obnovenie hesla' }));
  await audit(page, 'password reset request');

  await page.goto('/reset-password/neplatny-token-na-audit');
  await settled(page, page.getByRole('alert').filter({ hasText: 'Odkaz na obnovenie hesla je neplatný' }));
  await audit(page, 'reset link no longer valid');

  // The form as a live link opens it (the link check answers as for one).
  const check = '**/admin/v1/sign/restore/*';
  await page.route(check, (route) => route.fulfill({ json: { success: true, valid: true } }));
  await page.goto('/reset-password/platny-token-na-audit');
  await page.getByRole('button', { name: 'Nastaviť heslo' }).click();
  await settled(page, page.getByText('Toto pole je povinné').first());
  await audit(page, 'new password with errors');
  await page.unroute(check);

  await page.goto('/toto-neexistuje');
  await settled(page, h1(page, 'Stránka sa nenašla'));
  await audit(page, 'not found');

  await page.goto('/test');
  await settled(page, h1(page), page.getByTestId('health-status'));
  await audit(page, 'developer test page');
});

test('the demo customer: prices, menu drawer, account pages, orders, order detail, invoices', async ({ page }) => {
  await loginViaApi(page, DEMO.email, DEMO.password);
  await page.goto('/');
  await settled(page, page.getByRole('region', { name: 'Naša ponuka' }).getByRole('article').first());
  await audit(page, 'home (logged in)');
  await auditMenuDrawer(page, 'menu drawer (logged in)');

  await page.goto(PRODUCT.path);
  await settled(page, h1(page, PRODUCT.name));
  await page.getByRole('tab', { name: 'Prílohy' }).click();
  await settled(page, page.getByRole('tabpanel').getByRole('link').first());
  await audit(page, 'product with prices and attachments');

  await page.goto('/category/cctv/ip-kamery');
  await settled(page, productCards(page).first());
  await audit(page, 'category (logged in)');

  await page.goto('/account');
  await settled(page, page.getByText(/Dobrý deň/));
  await audit(page, 'account dashboard');

  await page.goto('/account/wishlist');
  await settled(page, page.getByRole('main').getByRole('combobox').first());
  await audit(page, 'wishlist');

  await page.goto('/account/orders');
  const show = page
    .getByRole('main')
    .getByRole('link', { name: /Zobraziť objednávku/ })
    .first();
  await settled(page, tableOrList(page, 'Zoznam objednávok'), show);
  await audit(page, 'orders', { ready: [tableOrList(page, 'Zoznam objednávok')] });

  await page.goto((await show.getAttribute('href')) ?? '');
  await settled(page, h1(page, /^Objednávka č\./), tableOrList(page, 'Položky objednávky'));
  await audit(page, 'order detail', { ready: [tableOrList(page, 'Položky objednávky')] });

  await page.goto('/account/invoices');
  await settled(
    page,
    tableOrList(page, 'Zoznam faktúr')
      .getByRole('link', { name: /Stiahnuť PDF/ })
      .first(),
  );
  await audit(page, 'invoices', { ready: [tableOrList(page, 'Zoznam faktúr')] });

  await page.goto('/account/addresses');
  await settled(page, page.getByRole('main').getByRole('heading', { level: 2 }).first());
  await audit(page, 'addresses');

  await page.goto('/account/details');
  const password = page.getByRole('form', { name: 'Zmena hesla' });
  await settled(page, page.getByRole('form', { name: 'Osobné údaje' }).getByLabel('E-mail'));
  await password.getByRole('button', { name: 'Zmeniť heslo' }).click();
  await settled(page, password.getByText('Toto pole je povinné').first());
  await audit(page, 'profile and password change with errors');
});

test('a new customer: added-to-cart toast, search dropdown with prices, cart, every checkout step, the order sent', async ({
  page,
}) => {
  // Its own customer: the checkout empties the cart, and journeys run in parallel on one server.
  await loggedInCustomer(page);
  await page.goto(`/search-product/${encodeURIComponent(PRODUCT.code)}`);
  await page.getByRole('button', { name: `Do košíka – ${PRODUCT.name}` }).click();
  await showToast(page, `${PRODUCT.name} – pridané do košíka.`);
  await audit(page, 'search results with a toast (logged in)');

  await openSearchDropdown(page, 'kamera');
  await audit(page, 'search dropdown with prices', { scope: SEARCH });
  await page.keyboard.press('Escape');

  await page.goto('/cart');
  const lines = tableOrList(page, 'Produkty v košíku');
  await settled(page, lines);
  await audit(page, 'cart', { ready: [lines] });

  await page.goto('/checkout');
  await settled(page, stepHeading(page, 1), page.getByRole('radio', { name: /Kuriér SPS/ }));
  const invoice = page.getByRole('group', { name: 'Fakturačná adresa' });
  await invoice.getByRole('textbox', { name: 'Meno', exact: true }).fill('');
  await next(page).click();
  await settled(page, page.getByText('Toto pole je povinné').first());
  await audit(page, 'checkout step 1 with errors');

  await page.getByRole('radio', { name: 'Osobný odber' }).check();
  await settled(page, page.getByRole('button', { name: /^Vybrať predajňu/ }).first());
  await audit(page, 'checkout step 1, pickup');
  await page.getByRole('radio', { name: 'Doručenie' }).check();

  for (const [label, value] of [
    ['Meno', 'Peter'],
    ['Priezvisko', 'Kupec'],
    ['Ulica a číslo', 'Hlavná 12'],
    ['Mesto', 'Košice'],
    ['PSČ', '040 01'],
    ['Telefón', '+421 905 111 222'],
  ] as const) {
    await invoice.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await next(page).click();
  await settled(page, stepHeading(page, 2));
  await audit(page, 'checkout step 2');

  await next(page).click();
  await settled(page, stepHeading(page, 3));
  await audit(page, 'checkout step 3');

  await page.getByRole('checkbox', { name: /všeobecnými obchodnými podmienkami/ }).check();
  await page.getByRole('checkbox', { name: /spracovaním osobných údajov/ }).check();
  await page.getByRole('button', { name: 'Objednať s povinnosťou platby' }).click();
  const payment = page.getByRole('region', { name: 'Platobné údaje' });
  await settled(page, h1(page, /^Ďakujeme za objednávku č\./), payment.getByRole('img', { name: /QR kód/ }));
  await audit(page, 'order confirmation (bank details and QR code)', { ready: [payment] });
});

test("the staff's approval page: the registration and its button, then the result", async ({ page }) => {
  const company = await registerCompanyViaApi(page);
  await page.goto(await approvalLink(company.companyName));
  await settled(page, h1(page, 'Schválenie registrácie'), page.getByRole('button', { name: 'Schváliť registráciu' }));
  await expect(page.getByRole('form', { name: 'Schválenie registrácie' })).toBeVisible();
  await audit(page, 'approval page');
  // Keyboard: the button is reachable and presses with Enter.
  await page.getByRole('button', { name: 'Schváliť registráciu' }).focus();
  await page.keyboard.press('Enter');
  await settled(page, h1(page, 'Účet bol schválený'));
  await audit(page, 'approval done');
});
