import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, vatChecks } from '../../db/schema/index.ts';
import { createApprovedCustomer, ensurePriceGroup, loginAs, signUpPayload, uniqueEmail } from '../../test/accounts.ts';
import { browser, createTestShop, type TestShop } from '../../test/app.ts';
import { type FakeVies, startFakeVies } from '../../test/fake-vies.ts';
import { auditRows, createStaff, staffSessionDirectly } from '../../test/staff.ts';
import { checkVies } from './vies.ts';

let fake: FakeVies;
let shop: TestShop;

beforeAll(async () => {
  fake = await startFakeVies();
  shop = await createTestShop('empty', { VIES_URL: fake.url, VIES_TIMEOUT_MS: '500' });
  await ensurePriceGroup(shop, 'Štandard');
});
afterAll(async () => {
  await shop?.close();
  await fake?.close();
});

const viesConfig = () => ({ viesUrl: fake.url, viesTimeoutMs: 500 });
const SHOP_VAT = 'SK2120123456';

describe('checkVies against a local fake of the VIES REST interface', () => {
  it('a valid number: name, address and the consultation number; the shop asks as the requester', async () => {
    fake.behave('SK2020000001', 'valid');
    const answer = await checkVies(viesConfig(), 'SK2020000001', SHOP_VAT);
    expect(answer).toEqual({
      valid: true,
      status: 'valid',
      detail: '',
      name: 'FIRMA TEST S.R.O.',
      address: 'HLAVNÁ 1 040 01 KOŠICE',
      requestIdentifier: 'WAPIAAAAY000001',
    });
    expect(fake.requests.at(-1)).toEqual({
      countryCode: 'SK',
      vatNumber: '2020000001',
      requesterMemberStateCode: 'SK',
      requesterNumber: '2120123456',
    });
  });

  it('an invalid number is stored as invalid, with no name ("---")', async () => {
    fake.behave('SK2020000002', 'invalid');
    expect(await checkVies(viesConfig(), 'SK2020000002', SHOP_VAT)).toMatchObject({
      valid: false,
      status: 'invalid',
      name: null,
      address: null,
      requestIdentifier: null,
    });
  });

  it.each([
    ['timeout', 'timeout'],
    ['malformed', 'malformed'],
    ['unavailable', 'unavailable'],
    ['html-error', 'unavailable'],
  ] as const)('VIES %s: not verified (valid null, status %s), never an exception', async (behaviour, status) => {
    fake.behave('SK2020000003', behaviour);
    const answer = await checkVies(viesConfig(), 'SK2020000003', SHOP_VAT);
    expect(answer.valid).toBeNull();
    expect(answer.status).toBe(status);
  });

  it('names the VIES error code of a 5xx reply', async () => {
    fake.behave('SK2020000004', 'unavailable');
    expect((await checkVies(viesConfig(), 'SK2020000004', SHOP_VAT)).detail).toBe('MS_UNAVAILABLE');
  });

  it('VIES_URL=off: no request at all', async () => {
    const before = fake.requests.length;
    const answer = await checkVies({ viesUrl: null, viesTimeoutMs: 500 }, 'SK2020000001', SHOP_VAT);
    expect(answer.valid).toBeNull();
    expect(fake.requests.length).toBe(before);
  });

  it('a closed port: not verified', async () => {
    const answer = await checkVies({ viesUrl: 'http://127.0.0.1:9', viesTimeoutMs: 500 }, 'SK2020000001', SHOP_VAT);
    expect(answer).toMatchObject({ valid: null, status: 'unavailable' });
  });
});

const checksOf = (customerId: number) =>
  shop.app.shop.db.select().from(vatChecks).where(eq(vatChecks.customerId, customerId)).orderBy(vatChecks.id);
const customerIdOf = async (email: string) =>
  (await shop.app.shop.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email)))[0]?.id ?? 0;

describe('registration checks the IČ DPH in VIES', { timeout: 30_000 }, () => {
  it('stores a valid answer with its consultation number and date', async () => {
    fake.behave('SK2023000011', 'valid');
    const payload = signUpPayload({ extVatRegistrationId: 'SK2023000011' });
    expect((await browser(shop.app).post('/admin/v1/sign/up', payload)).statusCode).toBe(200);
    const [check] = await checksOf(await customerIdOf(payload.email));
    expect(check).toMatchObject({
      vatNumber: 'SK2023000011',
      valid: true,
      status: 'valid',
      requestIdentifier: 'WAPIAAAAY000011',
      reason: 'registration',
    });
    expect(check?.checkedAt).toBeInstanceOf(Date);
  });

  it('succeeds when VIES times out; staff see "not verified" and can check again (audited)', async () => {
    fake.behave('SK2023000012', 'timeout');
    const payload = signUpPayload({ extVatRegistrationId: 'SK2023000012' });
    const res = await browser(shop.app).post('/admin/v1/sign/up', payload);
    expect(res.statusCode).toBe(200);
    const id = await customerIdOf(payload.email);
    expect(await checksOf(id)).toMatchObject([{ valid: null, status: 'timeout' }]);

    const sales = await staffSessionDirectly(shop, await createStaff(shop, 'sales'));
    const state = await sales.get(`/admin/v1/staff/customers/${id}/vat-check`);
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({
      success: true,
      ext_vat_registration_id: 'SK2023000012',
      check: { valid: null, status: 'timeout', reason: 'registration' },
    });

    fake.behave('SK2023000012', 'valid');
    const again = await sales.post(`/admin/v1/staff/customers/${id}/vies-check`);
    expect(again.statusCode).toBe(200);
    expect(again.json().check).toMatchObject({ valid: true, status: 'valid', reason: 'staff' });
    expect((await checksOf(id)).map((c) => c.status)).toEqual(['timeout', 'valid']);
    const [entry] = await auditRows(shop, 'customer', id);
    expect(entry).toMatchObject({ action: 'customer.vies-check', changes: { vies: [null, 'valid'] } });
  });

  it('a registration without IČ DPH (not a VAT payer) succeeds and checks nothing', async () => {
    const before = fake.requests.length;
    const payload = signUpPayload({ email: uniqueEmail('neplatitel'), extVatRegistrationId: '' });
    expect((await browser(shop.app).post('/admin/v1/sign/up', payload)).statusCode).toBe(200);
    expect(await checksOf(await customerIdOf(payload.email))).toEqual([]);
    expect(fake.requests.length).toBe(before);
    const { extVatRegistrationId: _left, ...withoutKey } = signUpPayload();
    expect((await browser(shop.app).post('/admin/v1/sign/up', withoutKey)).statusCode).toBe(200);
  });
});

describe('staff VIES routes', () => {
  it('warehouse may not read or check (403); a customer without IČ DPH cannot be checked (400)', async () => {
    const customer = await createApprovedCustomer(shop);
    const warehouse = await staffSessionDirectly(shop, await createStaff(shop, 'warehouse'));
    expect((await warehouse.get(`/admin/v1/staff/customers/${customer.id}/vat-check`)).statusCode).toBe(403);
    expect((await warehouse.post(`/admin/v1/staff/customers/${customer.id}/vies-check`)).statusCode).toBe(403);

    await shop.app.shop.db.update(customers).set({ extVatRegistrationId: '' }).where(eq(customers.id, customer.id));
    const admin = await staffSessionDirectly(shop, await createStaff(shop, 'admin'));
    const res = await admin.post(`/admin/v1/staff/customers/${customer.id}/vies-check`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0].key).toBe('ext_vat_registration_id');
    expect((await admin.post('/admin/v1/staff/customers/999999/vies-check')).statusCode).toBe(404);
  });

  it('a check of an older number is not shown as the state of the current one', async () => {
    const customer = await createApprovedCustomer(shop);
    const sales = await staffSessionDirectly(shop, await createStaff(shop, 'sales'));
    expect((await sales.post(`/admin/v1/staff/customers/${customer.id}/vies-check`)).json().check.valid).toBe(true);
    await shop.app.shop.db
      .update(customers)
      .set({ extVatRegistrationId: 'SK2029999999' })
      .where(eq(customers.id, customer.id));
    const state = (await sales.get(`/admin/v1/staff/customers/${customer.id}/vat-check`)).json();
    expect(state).toMatchObject({ ext_vat_registration_id: 'SK2029999999', check: null });
  });
});

describe('PATCH /customer/company', { timeout: 30_000 }, () => {
  const company = {
    company_name: 'Nová Firma s.r.o.',
    company_id: '87654321',
    vat_registration_id: '2029876543',
    ext_vat_registration_id: 'SK2029876543',
  };

  it('changes the company data and checks a new IČ DPH in VIES; an unchanged one is not checked again', async () => {
    const customer = await createApprovedCustomer(shop);
    const client = await loginAs(shop, customer.email, customer.password);
    fake.behave('SK2029876543', 'invalid');
    const res = await client.patch('/admin/v1/customer/company', company);
    expect(res.statusCode).toBe(200);
    expect(res.json().customer).toMatchObject({
      company_name: 'Nová Firma s.r.o.',
      company_id: '87654321',
      vat_registration_id: '2029876543',
      ext_vat_registration_id: 'SK2029876543',
    });
    expect(await checksOf(customer.id)).toMatchObject([{ valid: false, status: 'invalid', reason: 'change' }]);

    expect((await client.patch('/admin/v1/customer/company', { ...company, company_name: 'Iná' })).statusCode).toBe(
      200,
    );
    expect(await checksOf(customer.id)).toHaveLength(1);
    expect(
      (await client.patch('/admin/v1/customer/company', { ...company, ext_vat_registration_id: '' })).statusCode,
    ).toBe(200);
    expect(await checksOf(customer.id)).toHaveLength(1);
  });

  it.each([
    ['company_id', '1234567'],
    ['company_id', '123456789'],
    ['company_id', '1234567a'],
    ['vat_registration_id', '202987654'],
    ['vat_registration_id', 'SK20298765'],
    ['ext_vat_registration_id', '2029876543'],
    ['ext_vat_registration_id', 'CZ2029876543'],
    ['ext_vat_registration_id', 'SK202987654'],
    ['company_name', '  '],
  ])('refuses %s = %j with 400 naming the field, changing nothing', async (key, value) => {
    const customer = await createApprovedCustomer(shop);
    const client = await loginAs(shop, customer.email, customer.password);
    const res = await client.patch('/admin/v1/customer/company', { ...company, [key]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.map((e: { key: string }) => e.key)).toEqual([key]);
    const [row] = await shop.app.shop.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.companyId).toBe('12345678');
  });

  it('needs a login', async () => {
    expect((await browser(shop.app).patch('/admin/v1/customer/company', company)).statusCode).toBe(401);
  });
});
