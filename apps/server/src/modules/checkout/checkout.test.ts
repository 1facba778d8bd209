import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/index.ts';
import { browser, createTestShop, type TestShop } from '../../test/app.ts';
import {
  type CheckoutFixture,
  createCheckoutFixture,
  createCoupon,
  createCustomer,
  fillBasketForOrder,
  invoiceAddress,
  loginAs,
  placeOrderCall,
  threeRates,
} from '../../test/basket.ts';
import { COUPON_FAILURES } from './checkout.service.ts';

let shop: TestShop;
let fx: CheckoutFixture;
beforeAll(async () => {
  shop = await createTestShop('demo');
  fx = await createCheckoutFixture(shop);
});
afterAll(() => shop.close());

async function customerWithItems() {
  const customer = await createCustomer(shop, fx.priceGroupId);
  const client = await loginAs(shop.app, customer.id);
  await client.put('/admin/v1/basket/add', { product: fx.products.a.id, quantity: 1 });
  return { customer, client };
}
const keys = (res: { json(): { error: { key?: string }[] } }) => res.json().error.map((e) => e.key);

describe('checkout choices', () => {
  it('are for logged-in customers only (401)', async () => {
    const anon = browser(shop.app);
    const calls = [
      anon.get('/admin/v1/basket/shipping-methods/sk'),
      anon.get('/admin/v1/basket/payment-options/sk'),
      anon.get('/admin/v1/basket/warehouses/sk'),
      anon.get('/admin/v1/basket/totals/sk'),
      anon.patch('/admin/v1/basket/address', { invoice: invoiceAddress }),
      anon.patch('/admin/v1/basket/shipping', { id: 1 }),
      anon.patch('/admin/v1/basket/sale-point', { id: 1 }),
      anon.patch('/admin/v1/basket/payment', { id: 1 }),
      anon.patch('/admin/v1/basket/note', { note: 'x' }),
      anon.post('/admin/v1/basket/coupon', { code: 'X' }),
      anon.delete('/admin/v1/basket/coupon'),
      anon.post('/admin/v1/basket/order', { newsletter: false }, { 'idempotency-key': 'abcdefgh' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
  });

  it('lists shipping methods without Packeta when no Packeta key is set', async () => {
    const { client } = await customerWithItems();
    const res = await client.get('/admin/v1/basket/shipping-methods/sk');
    expect(res.statusCode).toBe(200);
    expect(res.json().packeta_api_key).toBeNull();
    const methods = res.json().shipping_methods;
    expect(methods.find((m: { id: number }) => m.id === fx.shipping.courier.id)).toEqual({
      id: fx.shipping.courier.id,
      name: fx.shipping.courier.name,
      price: '6.03', // 4,90 + 23 % = 6,027 → 6,03
      price_exc_vat: 4.9,
      vat_rate: 23,
      pick_up: false,
      default: true,
      is_packeta: false,
    });
    expect(methods.some((m: { is_packeta: boolean }) => m.is_packeta)).toBe(false);
  });

  it('refuses a Packeta method while no key is set (404 key id)', async () => {
    const { client } = await customerWithItems();
    const res = await client.patch('/admin/v1/basket/shipping', {
      id: fx.shipping.packeta.id,
      packetaData: { packetaPoint: '1', packetaPointName: 'x', packetaPointAddress: 'y' },
    });
    expect(res.statusCode).toBe(404);
    expect(keys(res)).toEqual(['id']);
  });

  it('lists payment options and warehouses', async () => {
    const { client } = await customerWithItems();
    const payments = (await client.get('/admin/v1/basket/payment-options/sk')).json().payment_options;
    expect(payments).toContainEqual({
      id: fx.payment.cod.id,
      name: fx.payment.cod.name,
      price: 1.85, // 1,50 + 23 % = 1,845 → 1,85
      price_exc_vat: 1.5,
      vat_rate: 23,
      allow_for_store: false,
      allow_for_shipping: true,
      kind: 'cash_on_delivery',
    });
    const warehouses = (await client.get('/admin/v1/basket/warehouses/sk')).json().warehouses;
    expect(warehouses).toContainEqual({
      id: fx.warehouse.id,
      name: fx.warehouse.name,
      address: 'Hlavná 1<br>040 01 Košice',
    });
  });
});

describe('PATCH /basket/address', () => {
  it('stores trimmed addresses, normalises the zip and takes the e-mail from the account', async () => {
    const { client, customer } = await customerWithItems();
    const res = await client.patch('/admin/v1/basket/address', {
      invoice: { ...invoiceAddress, firstName: '  Ján ', email: 'attacker@example.com' },
      delivery: { ...invoiceAddress, street: 'Skladová 3', zip: '811 01', city: 'Bratislava' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, results: [{ success: true }, { success: true }] });
    const basket = (await client.get('/admin/v1/basket/sk')).json().basket;
    expect(basket.invoice_address).toEqual({
      first_name: 'Ján',
      last_name: 'Novák',
      street: 'Hlavná 12',
      city: 'Košice',
      zip: '040 01',
      phone: '+421 900 123 456',
      email: customer.email,
    });
    expect(basket.delivery_address).toMatchObject({ street: 'Skladová 3', zip: '811 01', city: 'Bratislava' });
    expect(basket.delivery_address.email).toBeUndefined();

    const same = await client.patch('/admin/v1/basket/address', { invoice: invoiceAddress, delivery: null });
    expect(same.json().results).toEqual([{ success: true }]);
    expect((await client.get('/admin/v1/basket/sk')).json().basket.delivery_address).toBeNull();
  });

  it('answers 400 with one key per bad field', async () => {
    const { client } = await customerWithItems();
    const res = await client.patch('/admin/v1/basket/address', {
      invoice: { ...invoiceAddress, firstName: '   ', zip: '1234', phone: 'call me', city: 'x'.repeat(101) },
      delivery: { ...invoiceAddress, street: undefined },
    });
    expect(res.statusCode).toBe(400);
    expect(keys(res).sort()).toEqual([
      'delivery.street',
      'invoice.city',
      'invoice.firstName',
      'invoice.phone',
      'invoice.zip',
    ]);
    expect((await client.get('/admin/v1/basket/sk')).json().basket.invoice_address).toBeNull();
  });
});

describe('shipping, sale point, payment and note', () => {
  it('keeps pick-up and delivery choices consistent', async () => {
    const { client } = await customerWithItems();
    const pickup = await client.patch('/admin/v1/basket/shipping', { id: fx.shipping.pickup.id });
    expect(pickup.json().basket.shipping_method_id).toBe(fx.shipping.pickup.id);
    const salePoint = await client.patch('/admin/v1/basket/sale-point', { id: fx.warehouse.id });
    expect(salePoint.json().basket.sale_point_id).toBe(fx.warehouse.id);
    const cash = await client.patch('/admin/v1/basket/payment', { id: fx.payment.cash.id });
    expect(cash.json().basket.payment_option_id).toBe(fx.payment.cash.id);
    // Switching to delivery clears the sale point and the cash option (not allowed for shipping).
    const courier = await client.patch('/admin/v1/basket/shipping', { id: fx.shipping.courier.id });
    expect(courier.json().basket).toMatchObject({
      shipping_method_id: fx.shipping.courier.id,
      sale_point_id: null,
      payment_option_id: null,
    });
    const cod = await client.patch('/admin/v1/basket/payment', { id: fx.payment.cod.id });
    expect(cod.json().basket.totals).toMatchObject({ shipping_exc_vat: 4.9, payment_exc_vat: 1.5 });
  });

  it('refuses a payment option the shipping method does not allow (409 key id)', async () => {
    const { client } = await customerWithItems();
    const none = await client.patch('/admin/v1/basket/payment', { id: fx.payment.transfer.id });
    expect(none.statusCode).toBe(409);
    await client.patch('/admin/v1/basket/shipping', { id: fx.shipping.courier.id });
    const cash = await client.patch('/admin/v1/basket/payment', { id: fx.payment.cash.id });
    expect(cash.statusCode).toBe(409);
    expect(keys(cash)).toEqual(['id']);
    await client.patch('/admin/v1/basket/shipping', { id: fx.shipping.pickup.id });
    const cod = await client.patch('/admin/v1/basket/payment', { id: fx.payment.cod.id });
    expect(cod.statusCode).toBe(409);
    expect((await client.get('/admin/v1/basket/sk')).json().basket.payment_option_id).toBeNull();
    expect((await client.patch('/admin/v1/basket/payment', { id: 2_000_000_000 })).statusCode).toBe(404);
  });

  it('refuses an unknown warehouse (404) and a sale point without a pick-up method (409)', async () => {
    const { client } = await customerWithItems();
    await client.patch('/admin/v1/basket/shipping', { id: fx.shipping.courier.id });
    const delivery = await client.patch('/admin/v1/basket/sale-point', { id: fx.warehouse.id });
    expect(delivery.statusCode).toBe(409);
    expect(keys(delivery)).toEqual(['id']);
    await client.patch('/admin/v1/basket/shipping', { id: fx.shipping.pickup.id });
    const unknown = await client.patch('/admin/v1/basket/sale-point', { id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(keys(unknown)).toEqual(['id']);
    expect((await client.patch('/admin/v1/basket/shipping', { id: 2_000_000_000 })).statusCode).toBe(404);
  });

  it('stores a note of up to 1000 characters', async () => {
    const { client } = await customerWithItems();
    const ok = await client.patch('/admin/v1/basket/note', { note: 'n'.repeat(1000) });
    expect(ok.json().basket.note).toHaveLength(1000);
    const long = await client.patch('/admin/v1/basket/note', { note: 'n'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(keys(long)).toEqual(['note']);
  });
});

describe('GET /basket/totals', () => {
  it('prices the shipping and payment being chosen, with the totals the order then carries', async () => {
    const coupon = await createCoupon(shop, { code: 'volba', discountAmountCents: 2000 });
    const customer = await createCustomer(shop, fx.priceGroupId);
    const client = await loginAs(shop.app, customer.id);
    // stored: courier and bank transfer
    await fillBasketForOrder(client, fx, threeRates(fx));
    await client.post('/admin/v1/basket/coupon', { code: coupon.code });
    const quote = async (query: string) => {
      const res = await client.get(`/admin/v1/basket/totals/sk${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().totals;
    };
    expect(await quote('')).toMatchObject({ shipping_exc_vat: 0, payment_exc_vat: 0, total_exc_vat: 218.93 });
    const chosen = await quote(`?shipping_method_id=${fx.shipping.courier.id}&payment_option_id=${fx.payment.cod.id}`);
    // 238,93 − 20,00 + 4,90 + 1,50; VAT per rate on what is left of it (the order-money test)
    expect(chosen).toMatchObject({
      products_exc_vat: 238.93,
      discount_exc_vat: 20,
      discount_vat: 4.18,
      shipping_exc_vat: 4.9,
      payment_exc_vat: 1.5,
      total_exc_vat: 225.33,
      total_vat: 47.31,
      total_inc_vat: 272.64,
      vat_breakdown: [
        { vat_rate: 23, base_exc_vat: 198.69, vat: 45.7 },
        { vat_rate: 19, base_exc_vat: 1.93, vat: 0.37 },
        { vat_rate: 5, base_exc_vat: 24.71, vat: 1.24 },
      ],
    });
    // the stored choices are untouched until the order is finalised
    expect((await client.get('/admin/v1/basket/sk')).json().basket.payment_option_id).toBe(fx.payment.transfer.id);
    await client.patch('/admin/v1/basket/payment', { id: fx.payment.cod.id });
    expect((await placeOrderCall(client)).statusCode).toBe(200);
    const order = (await client.get('/admin/v1/customer/orders/1/0')).json().orders[0];
    expect(order.amount).toBe(chosen.total_inc_vat);
  });

  it('counts a choice the basket could not use as none, and refuses a malformed id (400)', async () => {
    const { client } = await customerWithItems();
    const none = await client.get('/admin/v1/basket/totals/sk?shipping_method_id=2147483647');
    expect(none.json().totals).toMatchObject({ shipping_exc_vat: 0, total_exc_vat: 104.93 });
    // cash is for pick-up only: not with the courier
    const cash = await client.get(
      `/admin/v1/basket/totals/sk?shipping_method_id=${fx.shipping.courier.id}&payment_option_id=${fx.payment.cash.id}`,
    );
    expect(cash.json().totals).toMatchObject({ shipping_exc_vat: 4.9, payment_exc_vat: 0 });
    const bad = await client.get('/admin/v1/basket/totals/sk?payment_option_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(keys(bad)).toEqual(['payment_option_id']);
  });
});

describe('POST /basket/coupon', () => {
  it('attaches a percentage coupon (any letter case) and the totals take it off', async () => {
    const coupon = await createCoupon(shop, { code: 'leto', discountPercent: 10 });
    const { client } = await customerWithItems(); // A × 1 = 104,93
    const res = await client.post('/admin/v1/basket/coupon', { code: ` ${coupon.code.toLowerCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, coupon: { code: coupon.code, discount_percent: 10 } });
    const basket = (await client.get('/admin/v1/basket/sk')).json().basket;
    expect(basket.coupon).toEqual({ code: coupon.code, discount_percent: 10, valid: true });
    expect(basket.totals).toMatchObject({
      products_exc_vat: 104.93,
      discount_exc_vat: 10.49,
      total_exc_vat: 94.44,
      total_vat: 21.72,
      total_inc_vat: 116.16,
    });
    const removed = await client.delete('/admin/v1/basket/coupon');
    expect(removed.json().basket).toMatchObject({ coupon: null, totals: { discount_exc_vat: 0 } });
  });

  it('answers a fixed-amount coupon in euros', async () => {
    const coupon = await createCoupon(shop, { code: 'minus', discountAmountCents: 1500 });
    const { client } = await customerWithItems();
    const res = await client.post('/admin/v1/basket/coupon', { code: coupon.code });
    expect(res.json().coupon).toEqual({ code: coupon.code, discount_amount: 15 });
    expect((await client.get('/admin/v1/basket/sk')).json().basket.totals.discount_exc_vat).toBe(15);
  });

  it('refuses unknown, expired, not yet valid and used-up coupons (400 key code)', async () => {
    const day = 24 * 3600 * 1000;
    const expired = await createCoupon(shop, { code: 'old', discountPercent: 5, validTo: new Date(Date.now() - day) });
    const future = await createCoupon(shop, {
      code: 'soon',
      discountPercent: 5,
      validFrom: new Date(Date.now() + day),
    });
    const usedUp = await createCoupon(shop, { code: 'gone', discountPercent: 5, usageLimit: 3, usedCount: 3 });
    const { client } = await customerWithItems();
    for (const code of ['NO-SUCH-COUPON', expired.code, future.code, usedUp.code]) {
      const res = await client.post('/admin/v1/basket/coupon', { code });
      expect(res.statusCode).toBe(400);
      expect(keys(res)).toEqual(['code']);
    }
    expect((await client.get('/admin/v1/basket/sk')).json().basket.coupon).toBeNull();
    expect(keys(await client.post('/admin/v1/basket/coupon', { code: '' }))).toEqual(['code']);
  });

  it("refuses another customer's coupon and a switched-off one; a coupon switched off after attaching stops counting", async () => {
    const { customer: owner, client: ownerClient } = await customerWithItems();
    const { client: other } = await customerWithItems();
    const own = await createCoupon(shop, { code: 'vlastny', discountPercent: 7, customerId: owner.id });
    const off = await createCoupon(shop, { code: 'vypnuty', discountPercent: 7, active: false });
    for (const code of [own.code, off.code]) {
      const res = await other.post('/admin/v1/basket/coupon', { code });
      expect(res.statusCode).toBe(400);
      expect(keys(res)).toEqual(['code']);
    }
    expect((await other.get('/admin/v1/basket/sk')).json().basket.coupon).toBeNull();
    expect((await ownerClient.post('/admin/v1/basket/coupon', { code: own.code })).statusCode).toBe(200);
    await shop.app.shop.db.update(coupons).set({ active: false }).where(eq(coupons.id, own.id));
    const basket = (await ownerClient.get('/admin/v1/basket/sk')).json().basket;
    expect(basket.coupon).toMatchObject({ code: own.code, valid: false });
    expect(basket.totals.discount_exc_vat).toBe(0);
  });

  it('answers 429 once a customer has guessed too many wrong codes, even for a valid one', async () => {
    const coupon = await createCoupon(shop, { code: 'jesen', discountPercent: 5 });
    const { client } = await customerWithItems();
    // A valid code is not a failure: it does not use up the budget.
    for (let i = 0; i < 3; i++)
      expect((await client.post('/admin/v1/basket/coupon', { code: coupon.code })).statusCode).toBe(200);
    for (let i = 0; i < COUPON_FAILURES.limit; i++) {
      expect((await client.post('/admin/v1/basket/coupon', { code: `GUESS-${i}` })).statusCode).toBe(400);
    }
    const refused = await client.post('/admin/v1/basket/coupon', { code: coupon.code });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().success).toBe(false);
    // Another customer is not affected.
    const other = await customerWithItems();
    expect((await other.client.post('/admin/v1/basket/coupon', { code: coupon.code })).statusCode).toBe(200);
  });
});
