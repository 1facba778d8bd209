import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/index.ts';
import { customerSession } from '../../test/accounts.ts';
import { browser, createTestShop, type TestShop } from '../../test/app.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop('empty');
});
afterAll(() => shop.close());

const db = () => shop.app.shop.db;
const place = {
  firstName: 'Sklad',
  lastName: 'Príjem',
  street: 'Priemyselná 7',
  city: 'Prešov',
  zip: '080 01',
  phone: '+421 905 333 444',
};
const edited = {
  firstName: ' Peter ',
  lastName: 'Skladník',
  street: 'Skladová 1',
  city: 'Poprad',
  zip: '05801',
  phone: '0905 111 222',
};

/** A customer with a saved invoice address and two delivery addresses. */
async function customerWithAddresses() {
  const session = await customerSession(shop);
  const id = session.customer.id;
  const rows = await db()
    .insert(addresses)
    .values([
      { ...place, customerId: id, type: 1, street: 'Hlavná 1', email: session.customer.email },
      { ...place, customerId: id, type: 2 },
      { ...place, customerId: id, type: 2, street: 'Druhá 2' },
    ])
    .returning();
  const [invoice, first, second] = rows;
  if (!invoice || !first || !second) throw new Error('address insert failed');
  return { ...session, invoice, first, second };
}
const rowsOf = (customerId: number) =>
  db().select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(asc(addresses.id));

describe('PATCH and DELETE /customer/address/:id', () => {
  it('need a login', async () => {
    const client = browser(shop.app);
    expect((await client.patch('/admin/v1/customer/address/1', place)).statusCode).toBe(401);
    expect((await client.delete('/admin/v1/customer/address/1')).statusCode).toBe(401);
  });

  it('change a saved delivery address (trimmed, zip as 080 01) and answer it', async () => {
    const { client, customer, first } = await customerWithAddresses();
    const res = await client.patch(`/admin/v1/customer/address/${first.id}`, edited);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json().address).toEqual({
      id: first.id,
      type: 2,
      first_name: 'Peter',
      last_name: 'Skladník',
      street: 'Skladová 1',
      city: 'Poprad',
      zip: '058 01',
      phone: '0905 111 222',
    });
    const listed = (await client.get('/admin/v1/customer/address')).json().addresses;
    expect(listed.map((a: { street: string }) => a.street)).toEqual(['Hlavná 1', 'Skladová 1', 'Druhá 2']);
    expect((await rowsOf(customer.id)).map((a) => a.customerId)).toEqual([customer.id, customer.id, customer.id]);
  });

  it('change the invoice address and keep its e-mail (the account e-mail)', async () => {
    const { client, customer, invoice } = await customerWithAddresses();
    const res = await client.patch(`/admin/v1/customer/address/${invoice.id}`, edited);
    expect(res.statusCode).toBe(200);
    expect(res.json().address).toMatchObject({ type: 1, street: 'Skladová 1', email: customer.email });
  });

  it("answer 404 for another customer's address and leave it as it was", async () => {
    const owner = await customerWithAddresses();
    const intruder = await customerSession(shop);
    const before = await rowsOf(owner.customer.id);
    for (const target of [owner.first, owner.invoice]) {
      const patched = await intruder.client.patch(`/admin/v1/customer/address/${target.id}`, edited);
      expect(patched.statusCode).toBe(404);
      expect(patched.json()).toEqual({ success: false, error: [{ code: 'messages.not-found' }] });
      expect((await intruder.client.delete(`/admin/v1/customer/address/${target.id}`)).statusCode).toBe(404);
    }
    expect(await rowsOf(owner.customer.id)).toEqual(before);
    expect((await owner.client.patch('/admin/v1/customer/address/2147483647', edited)).statusCode).toBe(404);
  });

  it('refuse invalid fields with one 400 entry per field and change nothing', async () => {
    const { client, customer, first } = await customerWithAddresses();
    const before = await rowsOf(customer.id);
    const res = await client.patch(`/admin/v1/customer/address/${first.id}`, {
      ...edited,
      firstName: '   ',
      zip: '123',
      phone: 'volajte',
      street: 'x'.repeat(201),
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .error.map((e: { key: string }) => e.key)
        .sort(),
    ).toEqual(['firstName', 'phone', 'street', 'zip']);
    expect((await client.patch('/admin/v1/customer/address/abc', edited)).statusCode).toBe(400);
    expect(await rowsOf(customer.id)).toEqual(before);
  });

  it('answer 409 when the change would make a delivery address the same as another saved one', async () => {
    const { client, customer, second } = await customerWithAddresses();
    const before = await rowsOf(customer.id);
    const res = await client.patch(`/admin/v1/customer/address/${second.id}`, { ...place, city: 'PREŠOV' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error[0]).toMatchObject({ code: 'messages.conflict', key: 'street' });
    expect(await rowsOf(customer.id)).toEqual(before);
  });

  it('delete a saved address; deleting it again is 404', async () => {
    const { client, customer, first, second, invoice } = await customerWithAddresses();
    const res = await client.delete(`/admin/v1/customer/address/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await rowsOf(customer.id)).map((a) => a.id)).toEqual([invoice.id, second.id]);
    expect((await client.delete(`/admin/v1/customer/address/${first.id}`)).statusCode).toBe(404);
  });
});
