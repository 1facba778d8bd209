import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/index.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import {
  type CheckoutFixture,
  createCheckoutFixture,
  createCustomer,
  fillBasketForOrder,
  invoiceAddress,
  loginAs,
  placeOrderCall,
} from '../../test/basket.ts';

/** Placing an order saves its addresses (docs/decisions/009-saved-addresses.md). */
let shop: TestShop;
let fx: CheckoutFixture;
beforeAll(async () => {
  shop = await createTestShop('demo', { PACKETA_API_KEY: 'test-packeta-key' });
  fx = await createCheckoutFixture(shop);
});
afterAll(() => shop.close());

const warehouseStreet = { firstName: 'Sklad', lastName: 'Príjem', street: 'Priemyselná 7', city: 'Prešov' };
const delivery = { ...warehouseStreet, zip: '080 01', phone: '+421 905 333 444' };

async function newCustomer() {
  const customer = await createCustomer(shop, fx.priceGroupId);
  return { customer, client: await loginAs(shop.app, customer.id) };
}
const savedOf = (customerId: number) =>
  shop.app.shop.db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.type), asc(addresses.id));

async function order(client: Awaited<ReturnType<typeof newCustomer>>['client'], body: object) {
  await fillBasketForOrder(client, fx, [[fx.products.b.id, 1]]);
  expect((await client.patch('/admin/v1/basket/address', body)).statusCode).toBe(200);
  const res = await placeOrderCall(client);
  expect(res.statusCode, res.body).toBe(200);
}

describe('placing an order saves its addresses', () => {
  it('saves the invoice address and a separate delivery address, and lists them in the account', async () => {
    const { client, customer } = await newCustomer();
    expect(await savedOf(customer.id)).toEqual([]);
    await order(client, { invoice: invoiceAddress, delivery });

    const saved = await savedOf(customer.id);
    expect(saved).toMatchObject([
      { type: 1, ...invoiceAddress, zip: '040 01', email: customer.email },
      { type: 2, ...delivery, email: '' },
    ]);
    const listed = (await client.get('/admin/v1/customer/address')).json().addresses;
    expect(listed).toMatchObject([
      { type: 1, street: 'Hlavná 12', email: customer.email },
      { type: 2, first_name: 'Sklad', street: 'Priemyselná 7', zip: '080 01', phone: '+421 905 333 444' },
    ]);
  });

  it('saves a delivery address once however it is typed again, and a new place as another one', async () => {
    const { client, customer } = await newCustomer();
    await order(client, { invoice: invoiceAddress, delivery });
    await order(client, {
      invoice: invoiceAddress,
      delivery: {
        firstName: 'SKLAD',
        lastName: ' príjem',
        street: 'Priemyselná  7 ',
        city: 'prešov',
        zip: '08001',
        phone: '+421905333444',
      },
    });
    expect((await savedOf(customer.id)).filter((a) => a.type === 2)).toHaveLength(1);

    await order(client, { invoice: invoiceAddress, delivery: { ...delivery, street: 'Skladová 1' } });
    expect((await savedOf(customer.id)).filter((a) => a.type === 2).map((a) => a.street)).toEqual([
      'Priemyselná 7',
      'Skladová 1',
    ]);
  });

  it('keeps one invoice address, the one of the latest order', async () => {
    const { client, customer } = await newCustomer();
    await order(client, { invoice: invoiceAddress });
    await order(client, { invoice: { ...invoiceAddress, street: 'Nová 3', city: 'Žilina', zip: '010 01' } });
    const saved = await savedOf(customer.id);
    expect(saved).toMatchObject([{ type: 1, street: 'Nová 3', city: 'Žilina', zip: '010 01' }]);
  });

  it('saves no delivery address when the goods go to the invoice address', async () => {
    const { client, customer } = await newCustomer();
    await order(client, { invoice: invoiceAddress, delivery: null });
    expect((await savedOf(customer.id)).map((a) => a.type)).toEqual([1]);
  });

  it('saves no delivery address for a pick-up or a Packeta order, whatever the basket holds', async () => {
    const { client, customer } = await newCustomer();
    await fillBasketForOrder(client, fx, [[fx.products.b.id, 1]]);
    await client.patch('/admin/v1/basket/address', { invoice: invoiceAddress, delivery });
    await client.patch('/admin/v1/basket/shipping', { id: fx.shipping.pickup.id });
    await client.patch('/admin/v1/basket/sale-point', { id: fx.warehouse.id });
    await client.patch('/admin/v1/basket/payment', { id: fx.payment.cash.id });
    expect((await placeOrderCall(client)).statusCode).toBe(200);

    await fillBasketForOrder(client, fx, [[fx.products.b.id, 1]]);
    await client.patch('/admin/v1/basket/address', { invoice: invoiceAddress, delivery });
    await client.patch('/admin/v1/basket/shipping', {
      id: fx.shipping.packeta.id,
      packetaData: { packetaPoint: '4321', packetaPointName: 'Z-BOX Košice', packetaPointAddress: 'Hlavná 5' },
    });
    await client.patch('/admin/v1/basket/payment', { id: fx.payment.cod.id });
    expect((await placeOrderCall(client)).statusCode).toBe(200);

    expect((await savedOf(customer.id)).map((a) => a.type)).toEqual([1]);
  });

  it('saves nothing when the order is refused', async () => {
    const { client, customer } = await newCustomer();
    await client.put('/admin/v1/basket/add', { product: fx.products.b.id, quantity: 1 });
    await client.patch('/admin/v1/basket/address', { invoice: invoiceAddress, delivery });
    expect((await placeOrderCall(client)).statusCode).toBe(409); // no shipping method yet
    expect(await savedOf(customer.id)).toEqual([]);
  });
});
