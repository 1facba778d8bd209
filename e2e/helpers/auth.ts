import { randomBytes } from 'node:crypto';
import { expect as baseExpect, type Page } from '@playwright/test';
import { mailbox } from '../fixtures';

// Registration, approval and login hash passwords and send mail; on a busy machine they are slow.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Who staff approval mails go to (STAFF_EMAIL in playwright.config.ts). */
export const STAFF_EMAIL = 'staff@example.com';

export interface Company {
  email: string;
  password: string;
  phone: string;
  companyName: string;
  companyId: string;
  vatRegistrationId: string;
  extVatRegistrationId: string;
}

/**
 * A new, unique company (ASCII only, so it is easy to find in the mail outbox). Journeys run in
 * parallel on one server: never share one between tests.
 */
export function newCompany(overrides: Partial<Company> = {}): Company {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    email: `e2e-${id}@example.com`,
    password: `heslo-${id}`,
    phone: '+421 900 123 456',
    companyName: `E2E Firma ${id} s.r.o.`,
    companyId: '12345678',
    vatRegistrationId: '2020123456',
    extVatRegistrationId: 'SK2020123456',
    ...overrides,
  };
}

/** The XSRF cookie of the page's context (double submit: non-GET calls send it back as a header). */
export async function xsrfToken(page: Page): Promise<string> {
  const find = async () => (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  let token = await find();
  if (!token) {
    // Any call hands out the session and XSRF cookies.
    await page.request.get('/admin/v1/sign/user');
    token = await find();
  }
  if (!token) throw new Error('no XSRF-TOKEN cookie');
  return token;
}

/**
 * Logs in through the API with the page's cookies (fast; for journeys that are not about the
 * login itself). Load or reload a page afterwards so the app sees the session.
 */
export async function loginViaApi(page: Page, email: string, password: string) {
  const response = await page.request.post('/admin/v1/sign/in', {
    data: { email, password },
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page) },
  });
  expect(response.ok(), `login of ${email}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as { user: { first_name: string; last_name: string; company_name: string } };
}

/**
 * Logs in through the login form. With `next` it starts at /login?next=… (as a redirect would).
 * Waits until the app has left the login page unless `expectSuccess` is false.
 */
export async function loginViaForm(
  page: Page,
  email: string,
  password: string,
  { next, expectSuccess = true }: { next?: string; expectSuccess?: boolean } = {},
) {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  const form = page.getByRole('form', { name: 'Prihlasovací formulár' });
  await form.getByLabel('Používateľské meno (e-mail)').fill(email);
  await form.getByLabel('Heslo').fill(password);
  await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
  if (expectSuccess) await expect(page).not.toHaveURL(/\/login/);
}

/** Fills and sends the registration form; waits for "waiting for approval". */
export async function registerCompany(page: Page, company: Company = newCompany()): Promise<Company> {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Registračný formulár' });
  await form.getByLabel('E-mail').fill(company.email);
  await form.getByLabel('Telefón').fill(company.phone);
  await form.getByLabel('Heslo', { exact: true }).fill(company.password);
  await form.getByLabel('Zopakujte heslo').fill(company.password);
  await form.getByLabel('Názov firmy').fill(company.companyName);
  await form.getByLabel('IČO').fill(company.companyId);
  await form.getByLabel('DIČ', { exact: true }).fill(company.vatRegistrationId);
  await form.getByLabel('IČ DPH').fill(company.extVatRegistrationId);
  await form.getByRole('checkbox', { name: /spracovaním osobných údajov/ }).check();
  await form.getByRole('button', { name: 'Zaregistrovať firmu' }).click();
  await expect(page.getByRole('heading', { name: 'Registrácia bola odoslaná' })).toBeVisible();
  return company;
}

/** Registers through the API (fast), with the same payload the form sends. */
export async function registerCompanyViaApi(page: Page, company: Company = newCompany()): Promise<Company> {
  const { email, password, phone, companyName, companyId, vatRegistrationId, extVatRegistrationId } = company;
  const response = await page.request.post('/admin/v1/sign/up', {
    data: {
      phone,
      email,
      password,
      companyName,
      companyId,
      vatRegistrationId,
      extVatRegistrationId,
      personalDataCheckbox: true,
      name: ' ',
      surname: ' ',
      street: ' ',
      city: ' ',
      zip: ' ',
      state: 32,
      newsletter: false,
      industry: null,
    },
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page) },
  });
  expect(response.ok(), `registration of ${email}: ${response.status()} ${await response.text()}`).toBe(true);
  return company;
}

/** The approval link from the staff mail about `companyName`. */
export async function approvalLink(companyName: string): Promise<string> {
  const mail = await mailbox().waitFor(STAFF_EMAIL, companyName);
  const link = mail.match(/https?:\/\/[^\s"'<>]+\/admin\/v1\/sign\/approve\/[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no approval link in the staff mail about ${companyName}`);
  return link;
}

/**
 * Approves a registration as the staff do: opens the link from their mail, which shows the
 * company and a button (opening alone approves nothing), and presses the button.
 */
export async function approveCompany(page: Page, companyName: string) {
  await page.goto(await approvalLink(companyName));
  await expect(page.getByRole('heading', { name: 'Schválenie registrácie' })).toBeVisible();
  await expect(page.getByText(companyName)).toBeVisible();
  await page.getByRole('button', { name: 'Schváliť registráciu' }).click();
  await expect(page.getByRole('heading', { name: 'Účet bol schválený' })).toBeVisible();
}

/** A fresh approved customer (registered through the API, approved through the staff link), not logged in. */
export async function createCustomer(page: Page, overrides: Partial<Company> = {}): Promise<Company> {
  const company = await registerCompanyViaApi(page, newCompany(overrides));
  await approveCompany(page, company.companyName);
  return company;
}

const RESET_LINK = /https?:\/\/[^\s"'<>]+\/reset-password\/[A-Za-z0-9_-]+/;

/** The link from the newest password-reset mail to `email`. */
export async function resetLink(email: string): Promise<string> {
  await mailbox().waitFor(email, '/reset-password/');
  const mails = mailbox()
    .all()
    .filter((m) => m.includes(email) && RESET_LINK.test(m));
  const link = mails.at(-1)?.match(RESET_LINK)?.[0];
  if (!link) throw new Error(`no reset link in the mail to ${email}`);
  return link;
}

/** Ends the session as another tab would (POST with the XSRF header; a GET there does nothing). */
export async function signOutViaApi(page: Page) {
  const res = await page.request.post('/admin/v1/sign/out/', { headers: { 'X-XSRF-TOKEN': await xsrfToken(page) } });
  expect(res.ok(), `sign-out: ${res.status()}`).toBe(true);
}
