import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect as baseExpect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

// Sign-in hashes passwords (argon2, deliberately slow); on a busy machine give it time.
const expect = baseExpect.configure({ timeout: 30_000 });

/** The demo staff (apps/server/src/seed/staff.ts, README): the admin is the one exempt from TOTP. */
export const STAFF_DEMO = {
  admin: { email: 'admin@example.com', password: 'admin-demo-12345', name: 'Správca Demo' },
  sales: { email: 'predaj@example.com', password: 'predaj-demo-12345', name: 'Eva Predajná' },
  warehouse: { email: 'sklad@example.com', password: 'sklad-demo-12345', name: 'Marek Skladník' },
} as const;

export type StaffRoleName = 'admin' | 'sales' | 'warehouse' | 'content';

/** A unique address for a staff member made by a journey (journeys run in parallel on one server). */
export const newStaffEmail = (role: StaffRoleName) =>
  `e2e-${role}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;

/** Signs in through the back office's form (and the code step, with `totpSecret`); waits for the home page. */
export async function signInStaffViaForm(
  page: Page,
  email: string,
  password: string,
  { totpSecret, expectHome = true }: { totpSecret?: string; expectHome?: boolean } = {},
) {
  await page.goto('/staff/login');
  const form = page.getByRole('form', { name: 'Prihlásenie zamestnanca' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Heslo').fill(password);
  await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
  if (totpSecret) {
    const code = page.getByRole('form', { name: 'Kód z overovacej aplikácie' });
    await code.getByLabel('Kód').fill(await freshTotpCode(totpSecret));
    await code.getByRole('button', { name: 'Overiť kód' }).click();
  }
  if (expectHome) await expect(page.getByRole('heading', { level: 1, name: /^Vitajte, / })).toBeVisible();
}

export async function signOutStaff(page: Page) {
  await page.getByRole('button', { name: 'Odhlásiť sa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prihlásenie do administrácie' })).toBeVisible();
}

const usedSteps = new Map<string, number>();

/**
 * A code as the authenticator app shows it. The server accepts each 30-second step once, so a
 * second code for the same secret within one step is taken from the next step (the server's
 * window accepts one step ahead).
 */
export async function freshTotpCode(secret: string): Promise<string> {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  const now = Date.now();
  const step = Math.max(Math.floor(now / 30_000), (usedSteps.get(secret) ?? -1) + 1);
  usedSteps.set(secret, step);
  return totp.generate({ timestamp: step * 30_000 });
}

/**
 * The back office's API as a signed-in staff member, in its own request context (its own
 * cookies), for journeys that need a fact set up without clicking through it.
 */
export async function staffApi(request: APIRequestContext, email: string, password: string) {
  const signIn = await request.post('/admin/v1/staff/sign/in', { data: { email, password } });
  expect(signIn.ok(), `staff sign-in of ${email}: ${signIn.status()} ${await signIn.text()}`).toBe(true);
  const { xsrf } = (await signIn.json()) as { xsrf: string };
  const headers = { 'X-Staff-XSRF': xsrf };
  return {
    /** Adds a person; answers their one-time set-password link. */
    async addStaff(newEmail: string, role: StaffRoleName, name = ''): Promise<string> {
      const res = await request.post('/admin/v1/staff/users', { data: { email: newEmail, role, name }, headers });
      expect(res.ok(), `add ${newEmail}: ${res.status()} ${await res.text()}`).toBe(true);
      return ((await res.json()) as { link: string }).link;
    },
  };
}

/** Sets the password through a one-time link's API (for journeys that are not about that page). */
export async function setPasswordViaLink(request: APIRequestContext, link: string, password: string) {
  const token = link.split('/staff/set-password/')[1] ?? '';
  const res = await request.post('/admin/v1/staff/sign/set-password', { data: { token, password } });
  expect(res.ok(), `set password: ${res.status()} ${await res.text()}`).toBe(true);
}
