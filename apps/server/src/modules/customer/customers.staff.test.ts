import { CustomersErrorCode, ErrorCode } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, sessions } from '../../db/schema/index.ts';
import { addVendorDiscount, createInvoice, createOrder, createProducts } from '../../test/account-orders.ts';
import { createCustomer, customerSession, loginAs } from '../../test/accounts.ts';
import { browser, type TestShop } from '../../test/app.ts';
import { customersStaffShop } from '../../test/customers-staff.ts';
import { auditRows, type StaffBrowser, type TestStaff } from '../../test/staff.ts';

/**
 * The back office's customer list and customer page (sales and admin): search, filters, sort and
 * keyset paging; company data, users, orders, invoices and the balance due; the price group
 * (in effect at once); block and unblock (docs/requirements/accounts.md §Blocking).
 */

let shop: TestShop;
let standard: number;
let partner: number;
let salesStaff: TestStaff;
let sales: StaffBrowser;
let admin: StaffBrowser;
const API = '/admin/v1/staff/customers';

beforeAll(async () => {
  ({ shop, standard, partner, salesStaff, sales, admin } = await customersStaffShop());
});
afterAll(() => shop.close());

type Listed = { id: number; companyName: string; email: string; status: string; priceGroup: { id: number } | null };
const list = async (client: StaffBrowser, query: string) => {
  const res = await client.get(`${API}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { customers: Listed[]; total: number; totalCapped: boolean; next: string | null };
};
const detail = async (id: number, client: StaffBrowser = sales) => {
  const res = await client.get(`${API}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().customer;
};

describe('the customer list', () => {
  const tag = `zoznam${Date.now().toString(36)}`;
  let ids: Record<string, number>;

  beforeAll(async () => {
    const make = async (key: string, companyName: string, options: Parameters<typeof createCustomer>[1] = {}) => {
      const c = await createCustomer(shop, { companyName, email: `${key}-${tag}@example.sk`, ...options });
      return [key, c.id] as const;
    };
    ids = Object.fromEntries([
      await make('kovac', `Kováč Alarmy ${tag} s.r.o.`, { priceGroupId: partner }),
      await make('cadca', `Čadca Security ${tag}`, { priceGroupId: standard }),
      await make('brezno', `Brezno Kamery ${tag}`, { priceGroupId: null }),
      await make('zilina', `Žilina Systémy ${tag}`, { priceGroupId: standard, status: 'pending' }),
    ]);
    await shop.app.shop.db
      .update(customers)
      .set({ companyId: '99887766' })
      .where(eq(customers.id, ids.brezno ?? 0));
  });

  const idsOf = (page: { customers: Listed[] }) => page.customers.map((c) => c.id);

  it('searches company, IČO and e-mail without case or diacritics', async () => {
    expect(idsOf(await list(sales, `q=${encodeURIComponent('KOVAC ALARMY')}`))).toEqual([ids.kovac]);
    expect(idsOf(await list(sales, `q=${encodeURIComponent('žilina systémy')}`))).toEqual([ids.zilina]);
    expect(idsOf(await list(sales, 'q=zilina%20systemy'))).toEqual([ids.zilina]);
    expect(idsOf(await list(sales, 'q=99887766'))).toEqual([ids.brezno]);
    expect(idsOf(await list(admin, `q=cadca-${tag}%40example`))).toEqual([ids.cadca]);
    // LIKE's wildcards are taken literally.
    expect(idsOf(await list(sales, `q=${encodeURIComponent(`${tag}%`)}`))).toEqual([]);
  });

  it('filters by status and price group (or none), with the count', async () => {
    const pending = await list(sales, `q=${tag}&status=pending`);
    expect(idsOf(pending)).toEqual([ids.zilina]);
    expect(pending.customers[0]).toMatchObject({ status: 'pending', priceGroup: { id: standard, name: 'Štandard' } });
    expect(idsOf(await list(sales, `q=${tag}&priceGroup=${standard}`)).sort()).toEqual([ids.cadca, ids.zilina].sort());
    expect(idsOf(await list(sales, `q=${tag}&priceGroup=none`))).toEqual([ids.brezno]);
    const all = await list(sales, `q=${tag}`);
    expect(all).toMatchObject({ total: 4, totalCapped: false, next: null });
  });

  it('sorts by company (diacritics folded) and by registration, both ways', async () => {
    expect(idsOf(await list(sales, `q=${tag}`))).toEqual([ids.brezno, ids.cadca, ids.kovac, ids.zilina]);
    expect(idsOf(await list(sales, `q=${tag}&sort=-company`))).toEqual([ids.zilina, ids.kovac, ids.cadca, ids.brezno]);
    expect(idsOf(await list(sales, `q=${tag}&sort=createdAt`))).toEqual([ids.kovac, ids.cadca, ids.brezno, ids.zilina]);
    expect(idsOf(await list(sales, `q=${tag}&sort=-createdAt`))).toEqual([
      ids.zilina,
      ids.brezno,
      ids.cadca,
      ids.kovac,
    ]);
  });

  it('pages by keyset through every customer once, in each order', async () => {
    for (const sort of ['company', '-company', 'createdAt', '-createdAt']) {
      const seen: number[] = [];
      let after: string | null = null;
      do {
        const page = await list(sales, `q=${tag}&sort=${sort}&limit=3${after ? `&after=${after}` : ''}`);
        expect(page.customers.length).toBeLessThanOrEqual(3);
        seen.push(...idsOf(page));
        after = page.next;
      } while (after);
      expect(seen, sort).toEqual(idsOf(await list(sales, `q=${tag}&sort=${sort}`)));
    }
  });

  it.each([
    ['after', 'after=%%%'],
    ['after', 'after=W10'],
    ['status', 'status=deleted'],
    ['priceGroup', 'priceGroup=abc'],
    ['sort', 'sort=email'],
    ['q', `q=${'x'.repeat(101)}`],
  ])('refuses a bad %s with 400 naming it', async (key, query) => {
    const res = await sales.get(`${API}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0].key).toBe(key);
  });
});

describe("a customer's page", () => {
  it('shows company data, the one user with their last sign-in, the newest orders and the invoices with the balance', async () => {
    const { customer, client } = await customerSession(shop, {
      companyName: 'Detail Firma s.r.o.',
      firstName: 'Mária',
      lastName: 'Nová',
      priceGroupId: partner,
    });
    await client.get('/admin/v1/sign/user');
    const [product] = await createProducts(shop, [{ name: 'Kamera', priceCents: 10_000 }]);
    if (!product) throw new Error('no product');
    const day = 24 * 3600 * 1000;
    const made = [];
    for (let i = 0; i < 22; i++) {
      made.push(
        await createOrder(shop, customer.id, {
          createdAt: new Date(Date.now() - (30 - i) * day),
          lines: [{ product, quantity: 1 }],
          status: i % 2 ? 'delivered' : 'new',
        }),
      );
    }
    const [o1, o2, o3] = made;
    if (!o1 || !o2 || !o3) throw new Error('no orders');
    const paid = await createInvoice(shop, o1, {
      paidCents: o1.totalIncVatCents,
      issuedAt: new Date(Date.now() - 40 * day),
    });
    const overdue = await createInvoice(shop, o2, { paidCents: 1000, issuedAt: new Date(Date.now() - 20 * day) });
    const open = await createInvoice(shop, o3, { issuedAt: new Date(Date.now() - 2 * day) });

    const c = await detail(customer.id);
    expect(c).toMatchObject({
      id: customer.id,
      status: 'approved',
      email: customer.email,
      companyName: 'Detail Firma s.r.o.',
      companyId: '12345678',
      vatRegistrationId: '2020123456',
      extVatRegistrationId: 'SK2020123456',
      phone: '+421 900 123 456',
      priceGroup: { id: partner, name: 'Partner' },
      blockedAt: null,
      blockedBy: null,
      decision: { outcome: 'approved', by: { kind: 'unknown' } },
    });
    expect(c.users).toEqual([
      {
        email: customer.email,
        firstName: 'Mária',
        lastName: 'Nová',
        lastSignInAt: expect.any(String),
        lastSeenAt: expect.any(String),
        openSessions: 1,
      },
    ]);
    expect(Date.now() - Date.parse(c.users[0].lastSignInAt)).toBeLessThan(60_000);

    expect(c.ordersCount).toBe(22);
    expect(c.orders).toHaveLength(20);
    expect(c.orders[0]).toEqual({
      id: made[21]?.id,
      number: made[21]?.number,
      createdAt: made[21]?.createdAt.toISOString(),
      status: made[21]?.status,
      totalIncVatCents: made[21]?.totalIncVatCents,
    });
    expect(c.orders.map((o: { id: number }) => o.id)).not.toContain(o1.id);

    expect(c.invoicesCount).toBe(3);
    expect(c.invoices.map((i: { id: number }) => i.id)).toEqual([open.id, overdue.id, paid.id]);
    expect(c.invoices[1]).toMatchObject({
      number: overdue.number,
      totalCents: overdue.totalCents,
      paidCents: 1000,
      balanceCents: overdue.totalCents - 1000,
      overdue: true,
    });
    expect(c.invoices[0]).toMatchObject({ balanceCents: open.totalCents, overdue: false });
    expect(c.invoices[2]).toMatchObject({ balanceCents: 0, overdue: false });
    expect(c.balance).toEqual({
      dueCents: open.totalCents + overdue.totalCents - 1000,
      overdueCents: overdue.totalCents - 1000,
    });
  });

  it('has no last sign-in when no session is open, and answers an unknown id with 404', async () => {
    const customer = await createCustomer(shop);
    expect((await detail(customer.id, admin)).users[0]).toMatchObject({
      lastSignInAt: null,
      lastSeenAt: null,
      openSessions: 0,
    });
    expect((await sales.get(`${API}/99999999`)).statusCode).toBe(404);
    expect((await sales.get(`${API}/abc`)).statusCode).toBe(400);
  });
});

describe('the price group', () => {
  it("changes the customer's prices at their next request, audited; a stale form gets 409 naming who", async () => {
    const [product] = await createProducts(shop, [{ name: 'Detektor pohybu', priceCents: 10_000 }]);
    if (!product) throw new Error('no product');
    await addVendorDiscount(shop, partner, product.vendorId, 3000);
    const { customer, client } = await customerSession(shop, { priceGroupId: standard });
    const price = async () => {
      const res = await client.get(`/admin/v1/product/detail/url/${product.slug}/sk`);
      expect(res.statusCode).toBe(200);
      return res.json().product.price_exc_vat as number;
    };
    expect(await price()).toBe(95); // Štandard: 5 %
    expect(await price()).toBe(95); // now in the catalogue's caches

    const res = await sales.put(`${API}/${customer.id}/price-group`, { priceGroupId: partner, expected: standard });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().customer.priceGroup).toEqual({ id: partner, name: 'Partner' });
    expect(await price()).toBe(70); // Partner: 30 % on this vendor, at once

    const [entry] = await auditRows(shop, 'customer', customer.id);
    expect(entry).toMatchObject({ action: 'customer.price-group', staff_id: salesStaff.id });
    expect(entry?.changes).toEqual({ priceGroup: ['Štandard', 'Partner'] });

    const stale = await admin.put(`${API}/${customer.id}/price-group`, { priceGroupId: null, expected: standard });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error[0]).toMatchObject({ code: ErrorCode.conflict, key: 'priceGroupId' });
    expect(stale.json().error[0].message).toContain('Eva Predajná');
    expect(await price()).toBe(70);

    const none = await admin.put(`${API}/${customer.id}/price-group`, { priceGroupId: null, expected: partner });
    expect(none.json().customer.priceGroup).toBeNull();
    expect(await price()).toBe(100);
  });

  it('refuses an unknown group on `priceGroupId` and a body without `expected`', async () => {
    const customer = await createCustomer(shop, { priceGroupId: standard });
    const unknown = await sales.put(`${API}/${customer.id}/price-group`, { priceGroupId: 999999, expected: standard });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual([{ code: CustomersErrorCode.priceGroupUnknown, key: 'priceGroupId' }]);
    const incomplete = await sales.put(`${API}/${customer.id}/price-group`, { priceGroupId: partner });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error[0].key).toBe('expected');
    expect((await detail(customer.id)).priceGroup.id).toBe(standard);
    expect(await auditRows(shop, 'customer', customer.id)).toHaveLength(0);
  });
});

describe('blocking', () => {
  it('ends every session at once: the old cookie gets 401 on its next request, and sign-in says blocked', async () => {
    const { customer, client } = await customerSession(shop, { companyName: 'Blokovaná s.r.o.' });
    const second = await loginAs(shop, customer.email, customer.password);
    expect((await client.get('/admin/v1/sign/user')).statusCode).toBe(200);

    const refused = await sales.post(`${API}/${customer.id}/block`, { reason: ' ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error[0].key).toBe('reason');

    const res = await sales.post(`${API}/${customer.id}/block`, { reason: 'Neuhradené faktúry po splatnosti.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().customer).toMatchObject({
      status: 'blocked',
      blockedReason: 'Neuhradené faktúry po splatnosti.',
      blockedBy: { kind: 'staff', name: 'Eva Predajná' },
      users: [{ openSessions: 0, lastSignInAt: null }],
    });
    expect(res.json().customer.blockedAt).toEqual(expect.any(String));
    const left = await shop.app.shop.db.select().from(sessions).where(eq(sessions.customerId, customer.id));
    expect(left).toHaveLength(0);

    for (const old of [client, second]) {
      const user = await old.get('/admin/v1/sign/user');
      expect(user.statusCode).toBe(401);
      expect(user.json().error[0].code).toBe(ErrorCode.notLoggedIn);
      expect((await old.get('/admin/v1/customer/orders/10/0')).statusCode).toBe(401);
    }
    const login = await browser(shop.app).post('/admin/v1/sign/in', {
      email: customer.email,
      password: customer.password,
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().error).toEqual([{ code: ErrorCode.emailBlocked, key: 'email' }]);

    const [entry] = await auditRows(shop, 'customer', customer.id);
    expect(entry).toMatchObject({ action: 'customer.block', staff_id: salesStaff.id });
    expect(entry?.changes).toEqual({
      status: ['approved', 'blocked'],
      blockedReason: [null, 'Neuhradené faktúry po splatnosti.'],
    });

    const twice = await admin.post(`${API}/${customer.id}/block`, { reason: 'Znova' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toEqual([{ code: CustomersErrorCode.stateChanged }]);

    // Unblocked: approved again, signs in; a second unblock is stale.
    const unblocked = await admin.post(`${API}/${customer.id}/unblock`, { reason: 'Dlh uhradený.' });
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(unblocked.json().customer).toMatchObject({ status: 'approved', blockedAt: null, blockedReason: null });
    expect((await loginAs(shop, customer.email, customer.password)).jar.size).toBeGreaterThan(0);
    expect((await admin.post(`${API}/${customer.id}/unblock`)).statusCode).toBe(409);
    expect((await auditRows(shop, 'customer', customer.id)).map((r) => r.action)).toEqual([
      'customer.block',
      'customer.unblock',
    ]);
  });

  it('refuses a registration that is not approved (it is rejected, not blocked)', async () => {
    const pending = await createCustomer(shop, { status: 'pending' });
    const res = await sales.post(`${API}/${pending.id}/block`, { reason: 'Nie' });
    expect(res.statusCode).toBe(409);
    const [row] = await shop.app.shop.db
      .select({ status: customers.status })
      .from(customers)
      .where(sql`${customers.id} = ${pending.id}`);
    expect(row?.status).toBe('pending');
    expect((await sales.post(`${API}/99999999/block`, { reason: 'Nie' })).statusCode).toBe(404);
  });
});
