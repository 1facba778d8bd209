import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baskets, orders } from '../../db/schema/index.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import {
  type CheckoutFixture,
  createCheckoutFixture,
  createCustomer,
  invoiceAddress,
  loginAs,
  placeOrderCall,
} from '../../test/basket.ts';

/** A shop with PACKETA_API_KEY set: Packeta methods are offered (docs/requirements/cart-and-checkout.md §Packeta). */
let shop: TestShop;
let fx: CheckoutFixture;
beforeAll(async () => {
  shop = await createTestShop('demo', { PACKETA_API_KEY: 'test-packeta-key' });
  fx = await createCheckoutFixture(shop);
});
afterAll(() => shop.close());

const packetaData = {
  packetaPoint: '4321',
  packetaPointName: 'Z-BOX Košice',
  packetaPointAddress: 'Hlavná 5\n040 01 Košice',
};
const keys = (res: { json(): { error: { key?: string }[] } }) => res.json().error.map((e) => e.key);

async function customerReadyForPacketa() {
  const customer = await createCustomer(shop, fx.priceGroupId);
  const client = await loginAs(shop.app, customer.id);
  await client.put('/admin/v1/basket/add', { product: fx.products.d.id, quantity: 2 });
  await client.patch('/admin/v1/basket/address', { invoice: invoiceAddress });
  return { customer, client };
}

describe('Packeta', () => {
  it('offers Packeta methods and the widget key', async () => {
    const { client } = await customerReadyForPacketa();
    const res = await client.get('/admin/v1/basket/shipping-methods/sk');
    expect(res.json().packeta_api_key).toBe('test-packeta-key');
    expect(res.json().shipping_methods).toContainEqual(
      expect.objectContaining({ id: fx.shipping.packeta.id, is_packeta: true, pick_up: false, price: '3.69' }),
    );
  });

  it('requires the point with a Packeta method, and a pick-up method clears it', async () => {
    const { client } = await customerReadyForPacketa();
    const missing = await client.patch('/admin/v1/basket/shipping', { id: fx.shipping.packeta.id });
    expect(missing.statusCode).toBe(400);
    expect(keys(missing)).toEqual(['packetaData']);
    const incomplete = await client.patch('/admin/v1/basket/shipping', {
      id: fx.shipping.packeta.id,
      packetaData: { packetaPoint: '123' },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(keys(incomplete).sort()).toEqual(['packetaData.packetaPointAddress', 'packetaData.packetaPointName']);

    const set = await client.patch('/admin/v1/basket/shipping', { id: fx.shipping.packeta.id, packetaData });
    expect(set.statusCode).toBe(200);
    expect(set.json().basket).toMatchObject({
      shipping_method_id: fx.shipping.packeta.id,
      packeta_point: '4321',
      packeta_point_name: 'Z-BOX Košice',
      packeta_point_address: 'Hlavná 5\n040 01 Košice',
      totals: { shipping_exc_vat: 3 },
    });
    const pickup = await client.patch('/admin/v1/basket/shipping', { id: fx.shipping.pickup.id });
    expect(pickup.json().basket).toMatchObject({
      packeta_point: null,
      packeta_point_name: null,
      packeta_point_address: null,
    });
  });

  it('refuses an order without the Packeta point (409 key packetaPoint) and stores the point with the order', async () => {
    const { client, customer } = await customerReadyForPacketa();
    await client.patch('/admin/v1/basket/shipping', { id: fx.shipping.packeta.id, packetaData });
    await client.patch('/admin/v1/basket/payment', { id: fx.payment.cod.id });
    await shop.app.shop.db.update(baskets).set({ packetaPointId: null }).where(eq(baskets.customerId, customer.id));
    const refused = await placeOrderCall(client);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error[0].key).toBe('packetaPoint');

    await client.patch('/admin/v1/basket/shipping', { id: fx.shipping.packeta.id, packetaData });
    const placed = await placeOrderCall(client);
    expect(placed.statusCode).toBe(200);
    const [order] = await shop.app.shop.db.select().from(orders).where(eq(orders.customerId, customer.id));
    expect(order).toMatchObject({
      shippingName: fx.shipping.packeta.name,
      packetaPointId: '4321',
      packetaPointName: 'Z-BOX Košice',
      paymentKind: 'cash_on_delivery',
      salePointName: null,
      // 2 × 45,00 + Packeta 3,00 + cash on delivery 1,50
      totalExcVatCents: 9450,
    });
    await shop.app.shop.outbox.flush();
    const mail = shop.mails.find((m) => m.to === customer.email);
    expect(mail?.text).toContain('Výdajné miesto Packeta:\nZ-BOX Košice');
    expect(mail?.text).toContain('dobierka');
  });
});
