import { ErrorCode } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, tokens } from '../../db/schema/index.ts';
import {
  approvalFormOf,
  approveThroughLink,
  createApprovedCustomer,
  ensurePriceGroup,
  linkIn,
  mailsTo,
  signUpPayload,
  uniqueEmail,
} from '../../test/accounts.ts';
import { browser, createTestShop, type TestShop } from '../../test/app.ts';
import { approveByEmail } from './approval.service.ts';
import { hashToken } from './tokens.ts';

let shop: TestShop;
let standardGroupId: number;
const staff = 'staff@example.com';

beforeAll(async () => {
  shop = await createTestShop('empty');
  standardGroupId = await ensurePriceGroup(shop, 'Štandard');
});
afterAll(() => shop.close());

const signUp = (body: unknown) => browser(shop.app).post('/admin/v1/sign/up', body);
const signIn = (email: string, password: string) => browser(shop.app).post('/admin/v1/sign/in', { email, password });
const accountByEmail = async (email: string) =>
  (await shop.app.shop.db.select().from(customers).where(sql`lower(${customers.email}) = lower(${email})`))[0];
const approvalPath = (url: string) => url.replace(shop.config.publicUrl, '');

describe('POST /sign/up validation', () => {
  it('answers an empty form with one 400 entry per required field', async () => {
    const res = await signUp({});
    expect(res.statusCode).toBe(400);
    const keys = res
      .json()
      .error.map((e: { key: string }) => e.key)
      .sort();
    expect(keys).toEqual([
      'companyId',
      'companyName',
      'email',
      'password',
      'personalDataCheckbox',
      'phone',
      'vatRegistrationId',
    ]);
    for (const e of res.json().error) expect(e.code).toBe(ErrorCode.required);
  });

  it.each([
    ['email', { email: 'nie-je-adresa' }],
    ['password', { password: '1234567' }],
    ['password', { password: 'x'.repeat(129) }],
    ['personalDataCheckbox', { personalDataCheckbox: false }],
    ['companyName', { companyName: '   ' }],
    ['phone', { phone: '' }],
    ['companyId', { companyId: '4455667' }],
    ['companyId', { companyId: '445566778' }],
    ['companyId', { companyId: '4455667A' }],
    ['vatRegistrationId', { vatRegistrationId: '202233445' }],
    ['vatRegistrationId', { vatRegistrationId: 'SK2022334455' }],
    ['extVatRegistrationId', { extVatRegistrationId: '2022334455' }],
    ['extVatRegistrationId', { extVatRegistrationId: 'CZ2022334455' }],
    ['extVatRegistrationId', { extVatRegistrationId: 'SK20223344556' }],
  ])('refuses a bad %s with exactly that key', async (key, over) => {
    const res = await signUp(signUpPayload(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.map((e: { key: string }) => e.key)).toEqual([key]);
  });
});

describe('POST /sign/up', { timeout: 90_000 }, () => {
  it('creates a pending account in the default price group and mails the staff an approval link', async () => {
    const payload = signUpPayload({
      companyName: '<b>Kamery</b> & Syn s.r.o.',
      email: uniqueEmail('Nova').toUpperCase(),
    });
    const res = await signUp(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'pending' });
    expect(res.headers['cache-control']).toBe('private, no-store');

    const account = await accountByEmail(payload.email);
    expect(account).toMatchObject({ status: 'pending', approvedAt: null, priceGroupId: standardGroupId });
    expect(account?.email).toBe(payload.email.toLowerCase());
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);

    const [mail] = await mailsTo(shop, staff);
    expect(mail?.subject).toContain('Kamery');
    expect(mail?.text).toContain('IČ DPH: SK2022334455');
    expect(mail?.html).toContain('&lt;b&gt;Kamery&lt;/b&gt; &amp; Syn s.r.o.');
    expect(mail?.html).not.toContain('<b>Kamery');
    const link = linkIn(mail, `${shop.config.publicUrl}/admin/v1/sign/approve/`);

    // stored hashed, 256 bits, valid for 14 days
    const token = link.split('/').pop() ?? '';
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [stored] = await shop.app.shop.db
      .select()
      .from(tokens)
      .where(eq(tokens.customerId, account?.id ?? 0));
    expect(stored).toMatchObject({ kind: 'approve', tokenHash: hashToken(token), usedAt: null });
    expect(stored?.tokenHash).not.toBe(token);
    const days = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThan(14.1);

    // not approved yet
    const login = await signIn(payload.email, payload.password);
    expect(login.statusCode).toBe(400);
    expect(login.json().error).toEqual([{ code: ErrorCode.emailNotAllowed, key: 'email' }]);
  });

  it('the staff link shows the registration and a button; opening it (GET, HEAD, twice) approves nothing', async () => {
    const payload = signUpPayload({ companyName: 'Kamery <Západ> s.r.o.' });
    await signUp(payload);
    const staffMails = (await mailsTo(shop, staff)).filter((m) => m.text.includes(payload.email));
    const link = linkIn(staffMails[0], `${shop.config.publicUrl}/admin/v1/sign/approve/`);

    for (const method of ['HEAD', 'GET', 'GET'] as const) {
      const res = await shop.app.inject({ method, url: approvalPath(link) });
      expect(res.statusCode, method).toBe(200);
    }
    expect((await accountByEmail(payload.email))?.status).toBe('pending');
    expect(await mailsTo(shop, payload.email)).toHaveLength(0);

    const page = await shop.app.inject({ method: 'GET', url: approvalPath(link) });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="sk">');
    expect(page.body).toContain('Schválenie registrácie');
    for (const shown of ['Kamery &lt;Západ&gt; s.r.o.', payload.email, 'IČO', payload.companyId, 'SK2022334455']) {
      expect(page.body).toContain(shown);
    }
    const form = approvalFormOf(page.body);
    expect(form.action).toBe(approvalPath(link));
    expect(page.body).toMatch(/<form method="post" action="[^"]+" aria-labelledby="nadpis">/);
    expect(page.body).toContain('<button type="submit">Schváliť registráciu</button>');
    expect(page.body).not.toMatch(/<script/i);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it("approves once with the page's button, mails the customer, then the link shows that decision", async () => {
    const payload = signUpPayload();
    await signUp(payload);
    const staffMails = (await mailsTo(shop, staff)).filter((m) => m.text.includes(payload.email));
    const link = linkIn(staffMails[0], `${shop.config.publicUrl}/admin/v1/sign/approve/`);

    const client = browser(shop.app);
    const { result } = await approveThroughLink(shop, link, client);
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-type']).toContain('text/html');
    expect(result.body).toContain('Účet bol schválený');
    expect((await accountByEmail(payload.email))?.status).toBe('approved');
    const customerMails = await mailsTo(shop, payload.email);
    expect(customerMails.map((m) => m.subject)).toEqual(['Váš účet bol schválený']);
    expect((await signIn(payload.email, payload.password)).statusCode).toBe(200);

    // Opened again: what was decided, by the link, and the way to the back office; no button.
    const again = await shop.app.inject({ method: 'GET', url: approvalPath(link) });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Registrácia už bola schválená');
    expect(again.body).toContain('odkazom z e-mailu');
    expect(again.body).toMatch(/href="[^"]+\/staff\/registrations\/\d+" rel="noreferrer"/);
    expect(again.body).not.toContain('<form');
    expect(await mailsTo(shop, payload.email)).toHaveLength(1);

    const madeUp = await shop.app.inject({
      method: 'GET',
      url: '/admin/v1/sign/approve/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    });
    expect(madeUp.statusCode).toBe(404);
    expect(madeUp.body).toContain('Neplatný odkaz');
  });

  it('approves by e-mail (the CLI path), which voids the link; a second approval changes nothing', async () => {
    const payload = signUpPayload();
    await signUp(payload);
    const link = linkIn(
      (await mailsTo(shop, staff)).find((m) => m.text.includes(payload.email)),
      `${shop.config.publicUrl}/admin/v1/sign/approve/`,
    );
    expect(await approveByEmail(shop.app.shop, payload.email.toUpperCase())).toBe('approved');
    expect(await approveByEmail(shop.app.shop, payload.email)).toBe('already-approved');
    expect(await approveByEmail(shop.app.shop, 'nikto@example.sk')).toBe('not-found');
    expect((await accountByEmail(payload.email))?.status).toBe('approved');
    expect(await mailsTo(shop, payload.email)).toHaveLength(1);
    const page = await shop.app.inject({ method: 'GET', url: approvalPath(link) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Registrácia už bola schválená');
    expect(page.body).toContain('príkazom z príkazového riadka');
    expect(page.body).not.toContain('<form');
  });

  it('ignores fields a caller must not set (status, price group, ids)', async () => {
    const partner = await ensurePriceGroup(shop, 'Partner', 2500);
    const payload = signUpPayload({
      status: 'approved',
      approvedAt: new Date().toISOString(),
      priceGroupId: partner,
      price_group_id: partner,
      id: 1,
      passwordHash: 'x',
      displayName: 'Hacker',
    });
    expect((await signUp(payload)).statusCode).toBe(200);
    const account = await accountByEmail(payload.email);
    expect(account).toMatchObject({
      status: 'pending',
      approvedAt: null,
      priceGroupId: standardGroupId,
      displayName: '',
    });
    expect(account?.id).not.toBe(1);
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an address that exists in another case with key email and leaves that account untouched', async () => {
    const existing = await createApprovedCustomer(shop, {
      email: uniqueEmail('Existujuci'),
      companyName: 'Pôvodná firma',
    });
    const before = await accountByEmail(existing.email);
    const res = await signUp(
      signUpPayload({ email: existing.email.toUpperCase(), password: 'Ine-Heslo-999', companyName: 'Votrelec' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: [{ code: ErrorCode.emailExists, key: 'email' }] });

    const after = await accountByEmail(existing.email);
    expect(after).toEqual(before);
    const rows = await shop.app.shop.db
      .select()
      .from(customers)
      .where(sql`lower(${customers.email}) = lower(${existing.email})`);
    expect(rows).toHaveLength(1);
    expect((await signIn(existing.email, existing.password)).statusCode).toBe(200);
  });

  it('keeps the whole password: 128 characters work, a truncated one does not', async () => {
    const password = `${'Ž'.repeat(64)}${'a'.repeat(63)}!`;
    expect(password).toHaveLength(128);
    const payload = signUpPayload({ password });
    expect((await signUp(payload)).statusCode).toBe(200);
    await approveByEmail(shop.app.shop, payload.email);
    expect((await signIn(payload.email, password.slice(0, 127))).statusCode).toBe(400);
    expect((await signIn(payload.email, password)).statusCode).toBe(200);
  });
});

describe('REGISTRATION_APPROVAL=auto', () => {
  let autoShop: TestShop;
  beforeAll(async () => {
    autoShop = await createTestShop('empty', { REGISTRATION_APPROVAL: 'auto' });
  });
  afterAll(() => autoShop.close());

  it('approves at once without a price group when Štandard does not exist, and still tells the staff', async () => {
    const payload = signUpPayload();
    const res = await browser(autoShop.app).post('/admin/v1/sign/up', payload);
    expect(res.json()).toEqual({ success: true, status: 'approved' });
    const [account] = await autoShop.app.shop.db.select().from(customers).where(eq(customers.email, payload.email));
    expect(account).toMatchObject({ status: 'approved', priceGroupId: null });
    expect(account?.approvedAt).toBeInstanceOf(Date);

    const [staffMail] = await mailsTo(autoShop, staff);
    expect(staffMail?.text).toContain(payload.companyName);
    expect(staffMail?.text).not.toContain('/sign/approve/');
    expect((await mailsTo(autoShop, payload.email)).map((m) => m.subject)).toEqual(['Váš účet bol schválený']);
    const login = await browser(autoShop.app).post('/admin/v1/sign/in', {
      email: payload.email,
      password: payload.password,
    });
    expect(login.statusCode).toBe(200);
  });
});
