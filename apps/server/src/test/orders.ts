import type { TestShop } from './app.ts';
import {
  type CheckoutFixture,
  createCheckoutFixture,
  createCustomer,
  fillBasketForOrder,
  loginAs,
  placeOrderCall,
} from './basket.ts';

/**
 * Orders placed through the real checkout (basket, order write, queued mails), for the staff
 * side's tests: a delivery order goes by courier, a pick-up order to the fixture's sale point,
 * a Packeta order to a point.
 */
export type TestOrderKind = 'delivery' | 'pickup' | 'packeta';

export interface PlacedTestOrder {
  id: number;
  number: string;
  customerId: number;
  customerEmail: string;
  companyName: string;
  fx: CheckoutFixture;
}

export async function placeTestOrder(
  shop: TestShop,
  options: {
    kind?: TestOrderKind;
    fx?: CheckoutFixture;
    items?: [number, number][];
    couponCode?: string;
    note?: string;
    customer?: { id: number; email: string; companyName: string };
    companyName?: string;
  } = {},
): Promise<PlacedTestOrder> {
  const fx = options.fx ?? (await createCheckoutFixture(shop));
  const customer =
    options.customer ??
    (await createCustomer(shop, fx.priceGroupId, options.companyName ? { companyName: options.companyName } : {}));
  const client = await loginAs(shop.app, customer.id);
  await fillBasketForOrder(client, fx, options.items);
  const expectOk = async (pending: ReturnType<typeof client.patch>) => {
    const res = await pending;
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  };
  if (options.kind === 'pickup') {
    await expectOk(client.patch('/admin/v1/basket/shipping', { id: fx.shipping.pickup.id }));
    await expectOk(client.patch('/admin/v1/basket/sale-point', { id: fx.warehouse.id }));
    await expectOk(client.patch('/admin/v1/basket/payment', { id: fx.payment.cash.id }));
  }
  if (options.kind === 'packeta') {
    // Needs a shop with PACKETA_API_KEY (Packeta methods are offered only then).
    await expectOk(
      client.patch('/admin/v1/basket/shipping', {
        id: fx.shipping.packeta.id,
        packetaData: {
          packetaPoint: '10432',
          packetaPointName: 'Z-BOX Košice, Hlavná 68',
          packetaPointAddress: 'Hlavná 68\nKošice 040 01',
        },
      }),
    );
  }
  if (options.couponCode) await expectOk(client.post('/admin/v1/basket/coupon', { code: options.couponCode }));
  if (options.note) await expectOk(client.patch('/admin/v1/basket/note', { note: options.note }));
  const res = await placeOrderCall(client);
  if (res.statusCode !== 200) throw new Error(`order not placed: ${res.statusCode} ${res.body}`);
  const order = res.json().order as { id: number; number: string };
  return {
    id: order.id,
    number: order.number,
    customerId: customer.id,
    customerEmail: customer.email,
    companyName: customer.companyName,
    fx,
  };
}
