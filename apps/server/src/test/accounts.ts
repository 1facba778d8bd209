import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { customers, priceGroups } from '../db/schema/index.ts';
import type { OutgoingMail } from '../mail/transport.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { type Browser, browser, type TestShop } from './app.ts';

/**
 * Account helpers for server tests: customers made straight in the database (fast, no mail,
 * no throttle), logged-in browsers, and reading links out of sent mail.
 */

export interface TestCustomer {
  id: number;
  email: string;
  password: string;
}

export interface CustomerOptions {
  email?: string;
  password?: string;
  status?: 'pending' | 'approved';
  priceGroupId?: number | null;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  phone?: string;
}

/** A unique address per call, so tests never collide with each other or the demo data. */
export const uniqueEmail = (prefix = 'zakaznik') => `${prefix}-${randomBytes(5).toString('hex')}@example.sk`;

export const TEST_PASSWORD = 'Heslo-123456';

/** The form's payload (docs/requirements/accounts.md §Registration), filler values included. */
export const signUpPayload = (over: Record<string, unknown> = {}) => ({
  phone: '+421 905 111 222',
  email: uniqueEmail('registracia'),
  password: 'Bezpecne-Heslo-1',
  companyName: 'Alarmy Východ s.r.o.',
  companyId: '44556677',
  vatRegistrationId: '2022334455',
  extVatRegistrationId: 'SK2022334455',
  personalDataCheckbox: true,
  name: ' ',
  surname: ' ',
  street: ' ',
  city: ' ',
  zip: ' ',
  state: 32,
  newsletter: false,
  industry: null,
  ...over,
});

export async function createCustomer(shop: TestShop, options: CustomerOptions = {}): Promise<TestCustomer> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? TEST_PASSWORD;
  const status = options.status ?? 'approved';
  const [row] = await shop.app.shop.db
    .insert(customers)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: options.firstName ?? 'Ján',
      lastName: options.lastName ?? 'Testovací',
      phone: options.phone ?? '+421 900 123 456',
      companyName: options.companyName ?? 'Testovacia firma s.r.o.',
      companyId: '12345678',
      vatRegistrationId: '2020123456',
      extVatRegistrationId: 'SK2020123456',
      priceGroupId: options.priceGroupId ?? null,
      status,
      approvedAt: status === 'approved' ? new Date() : null,
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('customer not created');
  return { id: row.id, email, password };
}

/** An approved customer who can log in at once. */
export const createApprovedCustomer = (shop: TestShop, options: Omit<CustomerOptions, 'status'> = {}) =>
  createCustomer(shop, { ...options, status: 'approved' });

/** A browser logged in as the given account (throws when the login fails). */
export async function loginAs(shop: TestShop, email: string, password: string): Promise<Browser> {
  const client = browser(shop.app);
  const res = await client.post('/admin/v1/sign/in', { email, password });
  if (res.statusCode !== 200) throw new Error(`login as ${email} failed: ${res.statusCode} ${res.body}`);
  return client;
}

/** A new approved customer and a browser logged in as them. */
export async function customerSession(shop: TestShop, options: Omit<CustomerOptions, 'status'> = {}) {
  const customer = await createApprovedCustomer(shop, options);
  return { customer, client: await loginAs(shop, customer.email, customer.password) };
}

/** A price group by name (created when missing), e.g. the default group 'Štandard'. */
export async function ensurePriceGroup(shop: TestShop, name: string, defaultDiscountBp = 0): Promise<number> {
  const db = shop.app.shop.db;
  const existing = await db.select({ id: priceGroups.id }).from(priceGroups).where(sql`${priceGroups.name} = ${name}`);
  if (existing[0]) return existing[0].id;
  const [row] = await db.insert(priceGroups).values({ name, defaultDiscountBp }).returning({ id: priceGroups.id });
  if (!row) throw new Error('price group not created');
  return row.id;
}

/** Mails sent so far to an address (flushes the outbox first). */
export async function mailsTo(shop: TestShop, address: string): Promise<OutgoingMail[]> {
  await shop.app.shop.outbox.flush();
  return shop.mails.filter((m) => m.to.toLowerCase() === address.toLowerCase());
}

/** The first URL in a mail's text that starts with `prefix` (e.g. `${publicUrl}/reset-password/`). */
export function linkIn(mail: OutgoingMail | undefined, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = mail?.text.match(new RegExp(`${escaped}[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`no link starting with ${prefix} in mail "${mail?.subject}"`);
  return match[0];
}

/**
 * A client at another network address (`remoteAddress` of the socket), with the session and
 * XSRF cookies of a fresh browser: for per-IP throttling and proxy-header tests.
 */
export async function clientAt(shop: TestShop, remoteAddress: string) {
  const session = browser(shop.app);
  await session.get('/admin/v1/health');
  const cookie = () => [...session.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    post: (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      shop.app.inject({
        method: 'POST',
        url,
        payload: payload as InjectOptions['payload'],
        remoteAddress,
        headers: { cookie: cookie(), 'x-xsrf-token': session.jar.get('XSRF-TOKEN') ?? '', ...headers },
      }),
    get: (url: string, headers: Record<string, string> = {}) =>
      shop.app.inject({ method: 'GET', url, remoteAddress, headers: { cookie: cookie(), ...headers } }),
  };
}

/** The approval page's form: where it posts and its hidden token (throws when the page has no form). */
export function approvalFormOf(html: string): { action: string; formToken: string } {
  const action = html.match(/<form method="post" action="([^"]+)"/)?.[1];
  const formToken = html.match(/name="form_token" value="([^"]+)"/)?.[1];
  if (!action || !formToken) throw new Error('no approval form on the page');
  return { action: action.replaceAll('&amp;', '&'), formToken };
}

/**
 * Opens the staff's approval link in a browser and presses its button, as a browser would post
 * the form (same origin). Answers both replies.
 */
export async function approveThroughLink(shop: TestShop, link: string, client: Browser = browser(shop.app)) {
  const page = await client.get(link.slice(shop.config.publicUrl.length));
  const form = approvalFormOf(page.body);
  const result = await client.post(form.action, `form_token=${encodeURIComponent(form.formToken)}`, {
    'content-type': 'application/x-www-form-urlencoded',
    origin: new URL(shop.config.publicUrl).origin,
    'sec-fetch-site': 'same-origin',
  });
  return { page, result };
}
