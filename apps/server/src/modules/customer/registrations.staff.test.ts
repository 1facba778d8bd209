import { CustomersErrorCode, ErrorCode, StaffErrorCode } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { approveThroughLink, createCustomer, linkIn, mailsTo, signUpPayload } from '../../test/accounts.ts';
import { browser, type TestShop } from '../../test/app.ts';
import { customersStaffShop } from '../../test/customers-staff.ts';
import { auditRows, createStaff, type StaffBrowser, staffSessionDirectly, type TestStaff } from '../../test/staff.ts';
import { approveByEmail } from '../auth/approval.service.ts';

/**
 * The approval queue in the back office (docs/requirements/accounts.md §Approval): the queue,
 * approve with a price group, reject with a mailed reason, reopen; the staff mail's link and the
 * back office reach the same decision through one service, and every decision is audited.
 */

let shop: TestShop;
let standard: number;
let partner: number;
let salesStaff: TestStaff;
let sales: StaffBrowser;
let admin: StaffBrowser;
const STAFF_MAILBOX = 'staff@example.com';
const API = '/admin/v1/staff/customers';

beforeAll(async () => {
  ({ shop, standard, partner, salesStaff, sales, admin } = await customersStaffShop());
});
afterAll(() => shop.close());

/** Registers through the storefront's API; answers the account and the staff mail's approval link. */
async function register(over: Record<string, unknown> = {}) {
  const payload = signUpPayload(over);
  const res = await browser(shop.app).post('/admin/v1/sign/up', payload);
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await shop.app.shop.db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${payload.email})`);
  const mail = (await mailsTo(shop, STAFF_MAILBOX)).find((m) => m.text.includes(payload.email));
  return {
    id: row?.id ?? 0,
    payload,
    link: linkIn(mail, `${shop.config.publicUrl}/admin/v1/sign/approve/`),
  };
}

const linkPage = (link: string) => shop.app.inject({ method: 'GET', url: link.slice(shop.config.publicUrl.length) });
const statusOf = async (id: number) =>
  (await shop.app.shop.db.select({ status: customers.status }).from(customers).where(eq(customers.id, id)))[0]?.status;
const signIn = (email: string, password: string) => browser(shop.app).post('/admin/v1/sign/in', { email, password });

describe('GET /staff/customers/price-groups', () => {
  it('lists the groups and names the one a new registration gets', async () => {
    const res = await sales.get(`${API}/price-groups`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.defaultId).toBe(standard);
    expect(body.priceGroups).toEqual(
      expect.arrayContaining([
        { id: standard, name: 'Štandard', defaultDiscountBp: 500 },
        { id: partner, name: 'Partner', defaultDiscountBp: 2000 },
      ]),
    );
  });
});

describe('the approval queue', () => {
  it('lists only waiting registrations, oldest first, with the company data, page by page', async () => {
    const db = shop.app.shop.db;
    const made = [];
    for (const [i, days] of [3, 10, 1].entries()) {
      const c = await createCustomer(shop, { status: 'pending', companyName: `Fronta ${i} s.r.o.` });
      await db
        .update(customers)
        .set({ createdAt: sql`now() - make_interval(days => ${days + 400})` })
        .where(eq(customers.id, c.id));
      made.push(c.id);
    }
    await createCustomer(shop, { status: 'approved', companyName: 'Už schválená s.r.o.' });

    const first = await sales.get(`${API}/registrations?limit=2`);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    // The three made here are the oldest waiting ones (400+ days): 10, 3, then 1 day older.
    expect(page1.registrations.map((r: { id: number }) => r.id)).toEqual([made[1], made[0]]);
    expect(page1.registrations[0]).toMatchObject({
      status: 'pending',
      companyName: 'Fronta 1 s.r.o.',
      companyId: '12345678',
      vatRegistrationId: '2020123456',
      extVatRegistrationId: 'SK2020123456',
      phone: '+421 900 123 456',
      firstName: 'Ján',
      lastName: 'Testovací',
    });
    expect(page1.total).toBeGreaterThanOrEqual(3);
    expect(page1.next).toEqual(expect.any(String));

    const second = (await sales.get(`${API}/registrations?limit=2&after=${page1.next}`)).json();
    expect(second.registrations[0].id).toBe(made[2]);
    const everything = (await admin.get(`${API}/registrations?limit=200`)).json();
    expect(everything.registrations.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect(everything.registrations.map((r: { companyName: string }) => r.companyName)).not.toContain(
      'Už schválená s.r.o.',
    );
    const newest = (await sales.get(`${API}/registrations?sort=-createdAt&limit=200`)).json();
    expect(newest.registrations.at(-1).id).toBe(made[1]);
  });

  it('refuses a made-up cursor with 400 on `after`', async () => {
    const res = await sales.get(`${API}/registrations?after=bm90LWEtY3Vyc29y`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0].key).toBe('after');
  });

  it('answers an unknown registration with 404', async () => {
    expect((await sales.get(`${API}/registrations/99999999`)).statusCode).toBe(404);
  });
});

describe('approving', () => {
  it('in the back office with a chosen group: mailed, audited, and the mail link then shows that decision', async () => {
    const { id, payload, link } = await register({ companyName: 'Schválená v administrácii s.r.o.' });
    const pending = (await sales.get(`${API}/registrations/${id}`)).json();
    expect(pending.decision).toBeNull();
    expect(pending.registration.priceGroup).toEqual({ id: standard, name: 'Štandard' });

    const res = await sales.post(`${API}/registrations/${id}/approve`, { priceGroupId: partner });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().registration).toMatchObject({ status: 'approved', priceGroup: { id: partner, name: 'Partner' } });
    expect(res.json().decision).toMatchObject({
      outcome: 'approved',
      by: { kind: 'staff', name: 'Eva Predajná', email: salesStaff.email },
      reason: null,
    });
    expect((await mailsTo(shop, payload.email)).map((m) => m.subject)).toEqual(['Váš účet bol schválený']);
    expect((await signIn(payload.email, payload.password)).statusCode).toBe(200);

    const [entry, ...more] = await auditRows(shop, 'customer', id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ action: 'customer.approve', staff_id: salesStaff.id });
    expect(entry?.summary).toContain('Schválil registráciu firmy Schválená v administrácii s.r.o.');
    expect(entry?.changes).toEqual({ status: ['pending', 'approved'], priceGroup: ['Štandard', 'Partner'] });

    // The staff mail's link lands on the same decision: who, and no button.
    const page = await linkPage(link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Registrácia už bola schválená');
    expect(page.body).toContain(`Eva Predajná (${salesStaff.email})`);
    expect(page.body).toContain('Partner');
    expect(page.body).not.toContain('<form');

    // A second decision changes nothing.
    const again = await admin.post(`${API}/registrations/${id}/reject`, { reason: 'Neskoro' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, error: [{ code: CustomersErrorCode.alreadyDecided }] });
    expect(await statusOf(id)).toBe('approved');
    expect(await mailsTo(shop, payload.email)).toHaveLength(1);
  });

  it("through the mail link's button: audited with no staff member, and the back office shows that decision", async () => {
    const { id, payload, link } = await register({ companyName: 'Schválená odkazom s.r.o.' });
    const opened = await linkPage(link);
    expect(opened.body).toContain('Schváliť registráciu');
    expect(opened.body).toContain('cenovú skupinu Štandard');
    expect(opened.body).toContain(`/staff/registrations/${id}`);

    const { result } = await approveThroughLink(shop, link);
    expect(result.statusCode).toBe(200);
    expect(result.body).toContain('Účet bol schválený');
    expect(result.body).toContain('odkazom z e-mailu');

    const [entry] = await auditRows(shop, 'customer', id);
    expect(entry).toMatchObject({ action: 'customer.approve', staff_id: null });
    expect(entry?.summary).toContain('odkazom z e-mailu');
    expect(entry?.ip).toEqual(expect.any(String));

    const view = (await sales.get(`${API}/registrations/${id}`)).json();
    expect(view.registration).toMatchObject({ status: 'approved', priceGroup: { id: standard } });
    expect(view.decision).toMatchObject({ outcome: 'approved', by: { kind: 'mail-link' } });
    expect((await sales.post(`${API}/registrations/${id}/approve`, { priceGroupId: partner })).statusCode).toBe(409);
    expect((await mailsTo(shop, payload.email)).map((m) => m.subject)).toEqual(['Váš účet bol schválený']);
  });

  it('on the command line: audited with neither staff member nor address', async () => {
    const { id, payload } = await register();
    expect(await approveByEmail(shop.app.shop, payload.email)).toBe('approved');
    const [entry] = await auditRows(shop, 'customer', id);
    expect(entry).toMatchObject({ action: 'customer.approve', staff_id: null, ip: null });
    const view = (await sales.get(`${API}/registrations/${id}`)).json();
    expect(view.decision.by).toEqual({ kind: 'cli' });
  });

  it('without a chosen group (link, command line) in the default group when the registration has none', async () => {
    const waiting = await createCustomer(shop, { status: 'pending', priceGroupId: null });
    expect(await approveByEmail(shop.app.shop, waiting.email)).toBe('approved');
    const view = (await sales.get(`${API}/registrations/${waiting.id}`)).json();
    expect(view.registration.priceGroup).toEqual({ id: standard, name: 'Štandard' });
    expect(await approveByEmail(shop.app.shop, waiting.email)).toBe('already-approved');
  });

  it('in no group (list prices), or refuses an unknown group on `priceGroupId` and changes nothing', async () => {
    const { id } = await register();
    const unknown = await sales.post(`${API}/registrations/${id}/approve`, { priceGroupId: 987654 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual([{ code: CustomersErrorCode.priceGroupUnknown, key: 'priceGroupId' }]);
    expect(await statusOf(id)).toBe('pending');
    expect(await auditRows(shop, 'customer', id)).toHaveLength(0);

    const bad = await sales.post(`${API}/registrations/${id}/approve`, { priceGroupId: 'Partner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error[0].key).toBe('priceGroupId');

    const none = await admin.post(`${API}/registrations/${id}/approve`, { priceGroupId: null });
    expect(none.statusCode).toBe(200);
    expect(none.json().registration.priceGroup).toBeNull();
  });

  it('two staff approving at once: one decides, the other gets 409, one mail goes out', async () => {
    const { id, payload } = await register();
    const replies = await Promise.all([
      sales.post(`${API}/registrations/${id}/approve`, { priceGroupId: partner }),
      admin.post(`${API}/registrations/${id}/approve`, { priceGroupId: standard }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await mailsTo(shop, payload.email)).toHaveLength(1);
    expect((await auditRows(shop, 'customer', id)).filter((r) => r.action === 'customer.approve')).toHaveLength(1);
  });
});

describe('rejecting', () => {
  it.each([
    ['missing', {}],
    ['blank', { reason: '   ' }],
    ['too long', { reason: 'x'.repeat(1001) }],
    ['with a control character', { reason: 'zlé\u0000' }],
  ])('refuses a %s reason on `reason`', async (_, body) => {
    const { id } = await register();
    const res = await sales.post(`${API}/registrations/${id}/reject`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.map((e: { key: string }) => e.key)).toEqual(['reason']);
    expect(await statusOf(id)).toBe('pending');
  });

  it('mails the reason in Slovak, refuses sign-in as rejected, keeps the address taken; reopen puts it back', async () => {
    const { id, payload, link } = await register({ companyName: 'Odmietnutá <Firma> s.r.o.' });
    const reason = 'IČO 12345678 nepatrí montážnej firme.\nPošlite nám, prosím, výpis z registra & živnostenský list.';
    const res = await sales.post(`${API}/registrations/${id}/reject`, { reason: `  ${reason}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().registration.status).toBe('rejected');
    expect(res.json().decision).toMatchObject({ outcome: 'rejected', reason, by: { kind: 'staff' } });

    const [mail, ...others] = await mailsTo(shop, payload.email);
    expect(others).toHaveLength(0);
    expect(mail?.subject).toBe('Vaša registrácia nebola schválená');
    expect(mail?.text).toContain('Dobrý deň,');
    expect(mail?.text).toContain('registráciu firmy Odmietnutá <Firma> s.r.o. v našom obchode sme posúdili');
    expect(mail?.text).toContain(`Dôvod:\n${reason}\n`);
    expect(mail?.text).toContain('odpovedzte na tento e-mail');
    expect(mail?.html).toContain('Odmietnutá &lt;Firma&gt; s.r.o.');
    expect(mail?.html).toContain(
      'nepatrí montážnej firme.<br>Pošlite nám, prosím, výpis z registra &amp; živnostenský list.',
    );
    expect(mail?.html).not.toMatch(/<img|https?:\/\/[^"]*\.(png|jpg|gif)/);

    const [entry] = await auditRows(shop, 'customer', id);
    expect(entry).toMatchObject({ action: 'customer.reject', staff_id: salesStaff.id });
    expect(entry?.changes).toEqual({ status: ['pending', 'rejected'], rejectionReason: [null, reason] });

    // Sign-in says so (after the right password only); the address cannot register again.
    const login = await signIn(payload.email, payload.password);
    expect(login.statusCode).toBe(400);
    expect(login.json().error).toEqual([{ code: ErrorCode.emailRejected, key: 'email' }]);
    expect((await signIn(payload.email, 'Nespravne-heslo-1')).json().error[0].code).toBe(ErrorCode.passwordIncorrect);
    const again = await browser(shop.app).post('/admin/v1/sign/up', signUpPayload({ email: payload.email }));
    expect(again.json().error).toEqual([{ code: ErrorCode.emailExists, key: 'email' }]);

    // The mail link shows the rejection and its reason, and can no longer approve.
    const page = await linkPage(link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Registrácia bola zamietnutá');
    expect(page.body).toContain('nepatrí montážnej firme.');
    expect(page.body).not.toContain('<form');
    const { result } = await approveThroughLink(shop, link).catch(() => ({ result: null }));
    expect(result).toBeNull();
    expect(await statusOf(id)).toBe('rejected');

    // Reopened: waits again (no mail), the old link is spent and leads to the back office.
    const reopened = await admin.post(`${API}/registrations/${id}/reopen`);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ registration: { status: 'pending' }, decision: null });
    expect((await admin.post(`${API}/registrations/${id}/reopen`)).json().error[0].code).toBe(
      CustomersErrorCode.stateChanged,
    );
    expect(await mailsTo(shop, payload.email)).toHaveLength(1);
    const spent = await linkPage(link);
    expect(spent.statusCode).toBe(410);
    expect(spent.body).toContain('Odkaz už nie je platný');
    expect(spent.body).toContain(`/staff/registrations/${id}`);
    expect(spent.body).not.toContain('<form');
    const queue = (await sales.get(`${API}/registrations?limit=200`)).json();
    expect(queue.registrations.map((r: { id: number }) => r.id)).toContain(id);
    expect((await auditRows(shop, 'customer', id)).map((r) => r.action)).toEqual([
      'customer.reject',
      'customer.reopen',
    ]);

    expect((await sales.post(`${API}/registrations/${id}/approve`, { priceGroupId: standard })).statusCode).toBe(200);
    expect((await signIn(payload.email, payload.password)).statusCode).toBe(200);
  });
});

describe('who may', () => {
  it('refuses the warehouse (403, nothing but the envelope); the matrix test covers every route and role', async () => {
    const warehouse = await staffSessionDirectly(shop, await createStaff(shop, 'warehouse'));
    const { id } = await register();
    for (const res of [
      await warehouse.get(`${API}/registrations`),
      await warehouse.post(`${API}/registrations/${id}/approve`, { priceGroupId: null }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, error: [{ code: StaffErrorCode.forbidden }] });
    }
    expect(await statusOf(id)).toBe('pending');
  });
});
