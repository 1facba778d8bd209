import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, customers } from '../../db/schema/index.ts';
import { customerSession, ensurePriceGroup } from '../../test/accounts.ts';
import { browser, createTestShop, type TestShop } from '../../test/app.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop('empty');
});
afterAll(() => shop.close());

describe('the account area needs a login', () => {
  it.each([
    ['GET', '/admin/v1/customer/profile'],
    ['PATCH', '/admin/v1/customer/profile'],
    ['GET', '/admin/v1/customer/address'],
    ['GET', '/admin/v1/customer/orders/10/0'],
    ['GET', '/admin/v1/customer/order/detail/1/sk'],
    ['GET', '/admin/v1/customer/invoices/10/0'],
    ['GET', '/admin/v1/customer/invoice/1/pdf'],
  ])('%s %s answers 401', async (method, url) => {
    const client = browser(shop.app);
    const res =
      method === 'GET'
        ? await client.get(url)
        : await client.patch(url, { first_name: 'A', last_name: 'B', display_name: 'C' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: [{ code: 'messages.user.not-logged-in' }] });
  });
});

describe('GET and PATCH /customer/profile', () => {
  it('answers the profile, privately', async () => {
    const { customer, client } = await customerSession(shop, {
      firstName: 'Peter',
      lastName: 'Ďurica',
      companyName: 'Ďurica s.r.o.',
    });
    const res = await client.get('/admin/v1/customer/profile');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      success: true,
      customer: {
        first_name: 'Peter',
        last_name: 'Ďurica',
        display_name: '',
        email: customer.email,
        company_name: 'Ďurica s.r.o.',
        phone: '+421 900 123 456',
        company_id: '12345678',
        vat_registration_id: '2020123456',
        ext_vat_registration_id: 'SK2020123456',
      },
    });
  });

  it('changes only the names (trimmed); e-mail, company data, status and price group stay', async () => {
    const { customer, client } = await customerSession(shop);
    const partner = await ensurePriceGroup(shop, 'Partner', 2500);
    const res = await client.patch('/admin/v1/customer/profile', {
      first_name: '  Zuzana ',
      last_name: 'Nováková',
      display_name: ' Zuzka ',
      email: 'ukradnute@example.sk',
      company_name: 'Iná firma',
      companyName: 'Iná firma',
      status: 'pending',
      price_group_id: partner,
      priceGroupId: partner,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().customer).toMatchObject({
      first_name: 'Zuzana',
      last_name: 'Nováková',
      display_name: 'Zuzka',
      email: customer.email,
      company_name: 'Testovacia firma s.r.o.',
    });
    const [row] = await shop.app.shop.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row).toMatchObject({
      firstName: 'Zuzana',
      displayName: 'Zuzka',
      email: customer.email,
      companyName: 'Testovacia firma s.r.o.',
      status: 'approved',
      priceGroupId: null,
    });
    expect((await client.get('/admin/v1/customer/profile')).json().customer.first_name).toBe('Zuzana');
    // the session reply follows the new names
    expect((await client.get('/admin/v1/sign/user')).json().user.first_name).toBe('Zuzana');
  });

  it('refuses missing, blank or too long names with one entry per field', async () => {
    const { client } = await customerSession(shop);
    const res = await client.patch('/admin/v1/customer/profile', { first_name: '   ', display_name: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .error.map((e: { key: string }) => e.key)
        .sort(),
    ).toEqual(['display_name', 'first_name', 'last_name']);
  });
});

describe('GET /customer/address', () => {
  it("answers the customer's own invoice and delivery addresses", async () => {
    const { customer, client } = await customerSession(shop);
    const other = await customerSession(shop);
    const db = shop.app.shop.db;
    const base = {
      firstName: 'Ján',
      lastName: 'Testovací',
      street: 'Hlavná 1',
      city: 'Košice',
      zip: '040 01',
      phone: '0900 000 000',
    };
    await db.insert(addresses).values([
      { ...base, customerId: customer.id, type: 2, street: 'Skladová 7' },
      { ...base, customerId: customer.id, type: 1, email: 'faktury@example.sk' },
      { ...base, customerId: other.customer.id, type: 1, street: 'Cudzia 9' },
    ]);
    const res = await client.get('/admin/v1/customer/address');
    expect(res.statusCode).toBe(200);
    const list = res.json().addresses;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      type: 1,
      first_name: 'Ján',
      street: 'Hlavná 1',
      zip: '040 01',
      email: 'faktury@example.sk',
    });
    expect(list[1]).toMatchObject({ type: 2, street: 'Skladová 7' });
    expect(list[1]).not.toHaveProperty('email');
    expect(
      (await other.client.get('/admin/v1/customer/address')).json().addresses.map((a: { street: string }) => a.street),
    ).toEqual(['Cudzia 9']);
  });
});
