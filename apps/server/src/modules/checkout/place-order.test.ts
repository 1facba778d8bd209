import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continueOrderNumbers } from '../../db/order-numbers.ts';
import {
  basketItems,
  baskets,
  customers,
  idempotencyKeys,
  mailOutbox,
  orderLines,
  orders,
  paymentOptions,
  products,
} from '../../db/schema/index.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import {
  type CheckoutFixture,
  createCheckoutFixture,
  createCoupon,
  createCustomer,
  fillBasketForOrder,
  invoiceAddress,
  loginAs,
  placeOrderCall,
} from '../../test/basket.ts';

let shop: TestShop;
let fx: CheckoutFixture;
beforeAll(async () => {
  shop = await createTestShop('demo');
  fx = await createCheckoutFixture(shop);
});
afterAll(() => shop.close());

const db = () => shop.app.shop.db;
async function newCustomer() {
  const customer = await createCustomer(shop, fx.priceGroupId);
  return { customer, client: await loginAs(shop.app, customer.id) };
}
const stockOf = async (id: number) =>
  (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
const ordersOf = (customerId: number) => db().select().from(orders).where(eq(orders.customerId, customerId));
const itemsOf = async (customerId: number) =>
  db()
    .select({ productId: basketItems.productId, quantity: basketItems.quantity })
    .from(basketItems)
    .innerJoin(baskets, eq(baskets.id, basketItems.basketId))
    .where(eq(baskets.customerId, customerId));

describe('POST /basket/order', () => {
  it('places the order with a full snapshot, the same totals the basket showed, and empties the basket', async () => {
    const { client, customer } = await newCustomer();
    await fillBasketForOrder(client, fx, [
      [fx.products.a.id, 2],
      [fx.products.b.id, 3],
      [fx.products.c.id, 7],
    ]);
    await client.patch('/admin/v1/basket/note', { note: 'Prosím volať pred doručením' });
    const shown = (await client.get('/admin/v1/basket/sk')).json().basket.totals;
    const [stockA, stockC] = [await stockOf(fx.products.a.id), await stockOf(fx.products.c.id)];

    const res = await placeOrderCall(client, 'first-order-key', true);
    expect(res.statusCode).toBe(200);
    const { id, number } = res.json().order;
    expect(number).toMatch(/^20\d{2}\d{6}$/);

    const [order] = await ordersOf(customer.id);
    expect(order).toMatchObject({
      id,
      number,
      status: 'new',
      shippingName: fx.shipping.courier.name,
      shippingPriceCents: 490,
      shippingVatRate: 23,
      pickUp: false,
      paymentName: fx.payment.transfer.name,
      paymentKind: 'bank_transfer',
      note: 'Prosím volať pred doručením',
      couponCode: null,
      invoiceAddress: {
        firstName: 'Ján',
        lastName: 'Novák',
        street: 'Hlavná 12',
        city: 'Košice',
        zip: '040 01',
        phone: '+421 900 123 456',
        email: customer.email,
      },
      deliveryAddress: { firstName: 'Ján', street: 'Hlavná 12', zip: '040 01' },
      companySnapshot: {
        companyName: customer.companyName,
        companyId: '12345678',
        vatRegistrationId: '2020123456',
        extVatRegistrationId: 'SK2020123456',
      },
      // lines 209,86 + 26,97 + 2,10; shipping 4,90. VAT once per rate: 23 % of 214,76 = 49,3948,
      // 5 % of 26,97 = 1,3485, 19 % of 2,10 = 0,399 (per line and fee it would be 51,15)
      productsExcVatCents: 23893,
      totalExcVatCents: 24383,
      totalVatCents: 4939 + 135 + 40,
      totalIncVatCents: 24383 + 5114,
    });
    expect(order?.deliveryAddress.email).toBeUndefined();
    expect(order?.newsletterConsentAt).toBeInstanceOf(Date);
    expect(shown).toMatchObject({ total_exc_vat: 243.83, total_vat: 51.14, total_inc_vat: 294.97 });

    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(orderLines.sort);
    expect(lines[0]).toMatchObject({
      productId: fx.products.a.id,
      code: fx.products.a.code,
      name: fx.products.a.name,
      slug: fx.products.a.slug,
      image: expect.stringContaining('/media/a-'),
      quantity: 2,
      basePriceCents: 12345,
      discountBp: 1500,
      unitPriceExcVatCents: 10493,
      vatRate: 23,
      lineTotalExcVatCents: 20986,
      lineVatCents: 4827,
    });
    expect(lines.map((l) => [l.vatRate, l.lineTotalExcVatCents, l.lineVatCents])).toEqual([
      [23, 20986, 4827],
      [5, 2697, 135],
      [19, 210, 40],
    ]);
    expect(await stockOf(fx.products.a.id)).toBe((stockA ?? 0) - 2);
    expect(await stockOf(fx.products.c.id)).toBe((stockC ?? 0) - 7);

    const basket = (await client.get('/admin/v1/basket/sk')).json().basket;
    expect(basket).toMatchObject({
      products: [],
      note: '',
      coupon: null,
      shipping_method_id: fx.shipping.courier.id,
      payment_option_id: fx.payment.transfer.id,
    });
    expect(basket.invoice_address.street).toBe('Hlavná 12');
    const [account] = await db().select().from(customers).where(eq(customers.id, customer.id));
    expect(account?.newsletterConsentAt).toBeInstanceOf(Date);
  });

  it("numbers orders year + 6-digit sequence, continuing the year's sequence", async () => {
    const year = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Bratislava', year: 'numeric' }).format(new Date());
    // Far above the demo data's orders of this year (apps/server/src/seed/orders.ts), which hold the numbers below.
    await continueOrderNumbers(db(), year, 900_122);
    const { client } = await newCustomer();
    await fillBasketForOrder(client, fx);
    expect((await placeOrderCall(client)).json().order.number).toBe(`${year}900123`);
    await fillBasketForOrder(client, fx);
    expect((await placeOrderCall(client)).json().order.number).toBe(`${year}900124`);
  });

  it('answers the same order again for the same Idempotency-Key, and 409 for the key with another body', async () => {
    const { client, customer } = await newCustomer();
    await fillBasketForOrder(client, fx);
    const first = await placeOrderCall(client, 'retry-key-1');
    const again = await placeOrderCall(client, 'retry-key-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().order).toEqual(first.json().order);
    const otherBody = await placeOrderCall(client, 'retry-key-1', true);
    expect(otherBody.statusCode).toBe(409);
    expect(otherBody.json().error[0].key).toBe('Idempotency-Key');
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });

  it('requires a well-formed Idempotency-Key (400)', async () => {
    const { client } = await newCustomer();
    await fillBasketForOrder(client, fx);
    const missing = await client.post('/admin/v1/basket/order', { newsletter: false });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toEqual([{ code: 'messages.validation.required', key: 'Idempotency-Key' }]);
    for (const key of ['short', 'x'.repeat(101), 'bad key!']) {
      const res = await placeOrderCall(client, key);
      expect(res.statusCode).toBe(400);
      expect(res.json().error[0].key).toBe('Idempotency-Key');
    }
    const body = await client.post(
      '/admin/v1/basket/order',
      { newsletter: 'yes' },
      { 'idempotency-key': 'valid-key-123' },
    );
    expect(body.statusCode).toBe(400);
    expect(body.json().error[0].key).toBe('newsletter');
  });

  it('names the missing step with 409 and writes nothing', async () => {
    const { client, customer } = await newCustomer();
    const expectMissing = async (key: string) => {
      const res = await placeOrderCall(client);
      expect(res.statusCode).toBe(409);
      expect(res.json().error[0]).toMatchObject({ code: 'messages.conflict', key, message: expect.any(String) });
    };
    await expectMissing('items'); // no basket at all
    await client.put('/admin/v1/basket/add', { product: fx.products.a.id, quantity: 1 });
    await expectMissing('invoice');
    await client.patch('/admin/v1/basket/address', { invoice: invoiceAddress });
    await expectMissing('shipping');
    await client.patch('/admin/v1/basket/shipping', { id: fx.shipping.pickup.id });
    await expectMissing('salePoint');
    await client.patch('/admin/v1/basket/sale-point', { id: fx.warehouse.id });
    await expectMissing('payment');
    await client.patch('/admin/v1/basket/payment', { id: fx.payment.cash.id });
    // Staff stop allowing the option for pick-up after the customer chose it.
    const [option] = await db()
      .insert(paymentOptions)
      .values({ name: 'Karta', kind: 'cash', priceCents: 0, allowForStore: true, allowForShipping: true })
      .returning();
    await client.patch('/admin/v1/basket/payment', { id: option?.id });
    await db()
      .update(paymentOptions)
      .set({ allowForStore: false })
      .where(eq(paymentOptions.id, option?.id ?? 0));
    await expectMissing('payment');
    await client.patch('/admin/v1/basket/payment', { id: fx.payment.cash.id });
    // A Packeta method left in the basket with its point gone.
    await db()
      .update(baskets)
      .set({ shippingMethodId: fx.shipping.packeta.id, salePointId: null })
      .where(eq(baskets.customerId, customer.id));
    await expectMissing('shipping'); // not offered without a Packeta key
    expect(await ordersOf(customer.id)).toEqual([]);
    expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.customerId, customer.id))).toEqual([]);
    expect(await itemsOf(customer.id)).toEqual([{ productId: fx.products.a.id, quantity: 1 }]);
  });

  it('refuses an order whose coupon was used up meanwhile (409 key code) and changes nothing', async () => {
    const coupon = await createCoupon(shop, { code: 'once', discountPercent: 20, usageLimit: 1 });
    const { client, customer } = await newCustomer();
    await fillBasketForOrder(client, fx);
    expect((await client.post('/admin/v1/basket/coupon', { code: coupon.code })).statusCode).toBe(200);
    const stockBefore = await stockOf(fx.products.a.id);
    const itemsBefore = await itemsOf(customer.id);
    const outboxBefore = (await db().select().from(mailOutbox)).length;
    await db().execute(sql`update coupons set used_count = 1 where id = ${coupon.id}`);
    const res = await placeOrderCall(client);
    expect(res.statusCode).toBe(409);
    expect(res.json().error[0].key).toBe('code');
    expect(await ordersOf(customer.id)).toEqual([]);
    expect(await stockOf(fx.products.a.id)).toBe(stockBefore);
    expect(await itemsOf(customer.id)).toEqual(itemsBefore);
    expect((await db().select().from(mailOutbox)).length).toBe(outboxBefore);
    expect((await client.get('/admin/v1/basket/sk')).json().basket.coupon).toMatchObject({
      code: coupon.code,
      valid: false,
    });
  });

  it('stores the coupon as the order discount, not as a line, with the totals the basket showed', async () => {
    const coupon = await createCoupon(shop, { code: 'mix', discountPercent: 10, usageLimit: 5 });
    const { client, customer } = await newCustomer();
    await fillBasketForOrder(client, fx); // A × 2 (23 %), B × 3 (5 %)
    await client.post('/admin/v1/basket/coupon', { code: coupon.code });
    const shown = (await client.get('/admin/v1/basket/sk')).json().basket.totals;
    const { id } = (await placeOrderCall(client)).json().order;
    const [order] = await ordersOf(customer.id);
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(orderLines.sort);
    expect(lines.map((l) => [l.productId, l.lineTotalExcVatCents])).toEqual([
      [fx.products.a.id, 20986],
      [fx.products.b.id, 2697],
    ]);
    // 10 % of 236,83 = 23,68, split by each rate's share: 20,98 at 23 % and 2,70 at 5 % (the
    // left-over cent to the larger remainder). VAT per rate: 23 % of 188,88 + 4,90 = 44,5694 and
    // 5 % of 24,27 = 1,2135.
    expect(order).toMatchObject({
      couponCode: coupon.code,
      couponDiscountCents: 2368,
      productsExcVatCents: 23683,
      totalExcVatCents: 23683 - 2368 + 490,
      totalVatCents: 4457 + 121,
    });
    expect(shown).toMatchObject({
      discount_exc_vat: 23.68,
      total_exc_vat: (order?.totalExcVatCents ?? 0) / 100,
      total_vat: (order?.totalVatCents ?? 0) / 100,
      total_inc_vat: (order?.totalIncVatCents ?? 0) / 100,
    });
    const [used] = await db()
      .execute(sql`select used_count from coupons where id = ${coupon.id}`)
      .then((r) => (r as unknown as { rows: { used_count: number }[] }).rows);
    expect(used?.used_count).toBe(1);
  });
});
