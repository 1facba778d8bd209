import { expect, test } from './fixtures';
import {
  freshTotpCode,
  newStaffEmail,
  STAFF_DEMO,
  setPasswordViaLink,
  signInStaffViaForm,
  signOutStaff,
  staffApi,
} from './helpers/staff';

/** The back office at /staff: its own sign-in, people and their roles, the second factor. */

test.describe.configure({ timeout: 90_000 });

test('the admin adds a sales colleague, who sets a password through the link and signs in', async ({ page }) => {
  await signInStaffViaForm(page, STAFF_DEMO.admin.email, STAFF_DEMO.admin.password);
  await expect(page.getByRole('heading', { level: 1, name: `Vitajte, ${STAFF_DEMO.admin.name}` })).toBeVisible();

  await page.getByRole('navigation', { name: 'Hlavná ponuka' }).getByRole('link', { name: 'Zamestnanci' }).click();
  await expect(page).toHaveURL(/\/staff\/staff-users$/);
  // Focus moves to the new page's heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Zamestnanci' })).toBeFocused();
  const table = page.getByRole('table', { name: 'Zamestnanci s prístupom do administrácie' });
  await expect(table.getByRole('link', { name: 'Upraviť zamestnanca Eva Predajná' })).toBeVisible();

  const email = newStaffEmail('sales');
  const form = page.getByRole('form', { name: 'Nový zamestnanec' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Meno').fill('Nová Obchodníčka');
  await form.getByLabel('Rola').selectOption({ label: 'obchod' });
  await form.getByRole('button', { name: 'Pridať a vytvoriť odkaz' }).click();
  const link = (await page.getByTestId('one-time-link').textContent()) ?? '';
  expect(link).toMatch(/\/staff\/set-password\/[A-Za-z0-9_-]{43}$/);
  await expect(table.getByRole('link', { name: 'Upraviť zamestnanca Nová Obchodníčka' })).toBeVisible();
  await signOutStaff(page);

  await page.goto(link);
  await expect(page.getByText(`Heslo pre účet ${email}`)).toBeVisible();
  const password = page.getByRole('form', { name: 'Nastavenie hesla' });
  await password.getByLabel('Nové heslo').fill('kratke');
  await password.getByLabel('Zopakujte heslo').fill('kratke');
  await password.getByRole('button', { name: 'Nastaviť heslo' }).click();
  await expect(password.getByText('Zadajte aspoň 12 znakov.')).toBeVisible();
  await password.getByLabel('Nové heslo').fill('obchodne-heslo-2026');
  await password.getByLabel('Zopakujte heslo').fill('obchodne-heslo-2026');
  await password.getByRole('button', { name: 'Nastaviť heslo' }).click();
  await expect(page.getByText('Heslo je nastavené. Teraz sa môžete prihlásiť.')).toBeVisible();

  await signInStaffViaForm(page, email, 'obchodne-heslo-2026');
  await expect(page.getByText('Ste prihlásený s rolou obchod.')).toBeVisible();
  // Sales may not manage staff: no such entry, and the address shows no data.
  await expect(
    page.getByRole('navigation', { name: 'Hlavná ponuka' }).getByRole('link', { name: 'Zamestnanci' }),
  ).toHaveCount(0);
  await page.goto('/staff/staff-users');
  await expect(page.getByRole('heading', { level: 1, name: 'Na túto časť nemáte oprávnenie.' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  // The link is used up.
  await page.goto(link);
  await expect(page.getByText(/Odkaz je neplatný, už bol použitý/)).toBeVisible();
});

test('an admin without a second factor sets it up before anything else, then signs in with a code', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const email = newStaffEmail('admin');
  const link = await (await staffApi(request, STAFF_DEMO.admin.email, STAFF_DEMO.admin.password)).addStaff(
    email,
    'admin',
    'Nový Správca',
  );
  await setPasswordViaLink(await playwright.request.newContext({ baseURL }), link, 'spravcovske-heslo-1');
  await request.dispose();

  await signInStaffViaForm(page, email, 'spravcovske-heslo-1', { expectHome: false });
  await expect(page).toHaveURL(/\/staff\/totp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overenie kódom z aplikácie' })).toBeVisible();
  await expect(page.getByText(/Kým ho nenastavíte, ostatné časti administrácie sú zamknuté/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hlavná ponuka' })).toHaveCount(0);
  // Nothing else opens.
  await page.goto('/staff/audit');
  await expect(page).toHaveURL(/\/staff\/totp$/);

  await page.getByRole('button', { name: 'Zobraziť QR kód' }).click();
  await expect(page.getByRole('img', { name: 'QR kód na pridanie účtu do overovacej aplikácie' })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const confirm = page.getByRole('form', { name: '2. Zadajte kód, ktorý aplikácia ukáže' });
  await confirm.getByLabel('Kód z aplikácie').fill('000000');
  await confirm.getByRole('button', { name: 'Zapnúť overenie' }).click();
  await expect(confirm.getByText(/Kód nie je správny/)).toBeVisible();
  await confirm.getByLabel('Kód z aplikácie').fill(await freshTotpCode(secret));
  await confirm.getByRole('button', { name: 'Zapnúť overenie' }).click();
  await expect(page.getByText('Dvojfázové overenie je zapnuté.')).toBeVisible();
  await page.getByRole('link', { name: 'Pokračovať do administrácie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vitajte, Nový Správca' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Hlavná ponuka' }).getByRole('link', { name: 'Záznam zmien' }),
  ).toBeVisible();

  // The next sign-in asks for a code.
  await signOutStaff(page);
  await signInStaffViaForm(page, email, 'spravcovske-heslo-1', { totpSecret: secret });
  await page.getByRole('navigation', { name: 'Hlavná ponuka' }).getByRole('link', { name: 'Záznam zmien' }).click();
  const log = page.getByRole('table', { name: 'Záznam zmien, ktoré urobili zamestnanci' });
  await expect(log.getByRole('cell', { name: 'Zapol overenie kódom z aplikácie' }).first()).toBeVisible();
});

test('the audit log keeps its filters and page in the address', async ({ page }) => {
  await signInStaffViaForm(page, STAFF_DEMO.admin.email, STAFF_DEMO.admin.password);
  await page.goto('/staff/audit');
  const filters = page.getByRole('form', { name: 'Filtre' });
  await filters.getByLabel('Akcia').selectOption('staff.sign-in');
  await filters.getByRole('button', { name: 'Filtrovať' }).click();
  await expect(page).toHaveURL(/action=staff.sign-in/);
  const log = page.getByRole('table', { name: 'Záznam zmien, ktoré urobili zamestnanci' });
  await expect(log.getByRole('row').nth(1)).toContainText('Prihlásenie');
  await expect(log.locator('tr[data-skeleton]')).toHaveCount(0);

  // Oldest first by the header button; the order is in the address too.
  const at = log.getByRole('columnheader', { name: /Čas/ });
  await expect(at).toHaveAttribute('aria-sort', 'descending');
  await at.getByRole('button').click();
  await expect(page).toHaveURL(/sort=at/);
  await expect(at).toHaveAttribute('aria-sort', 'ascending');
  await page.reload();
  await expect(page.getByRole('form', { name: 'Filtre' }).getByLabel('Akcia')).toHaveValue('staff.sign-in');
  await expect(log.getByRole('columnheader', { name: /Čas/ })).toHaveAttribute('aria-sort', 'ascending');
});
