import { decode } from 'bysquare/pay';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { payBySquareString } from '../../documents/pay-by-square.ts';
import { createOrder } from '../../test/account-orders.ts';
import { customerSession } from '../../test/accounts.ts';
import { browser, createTestShop, type TestShop } from '../../test/app.ts';
import { orderPaymentRequest } from '../checkout/order-mail.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop('empty');
});
afterAll(() => shop.close());

const url = (id: number) => `/admin/v1/customer/order/payment/${id}`;

describe('GET /customer/order/payment/:id', () => {
  it('answers the bank details and a PAY by square QR of an own order paid by bank transfer', async () => {
    const { customer, client } = await customerSession(shop);
    const order = await createOrder(shop, customer.id);
    const res = await client.get(url(order.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { payment } = res.json();
    expect(payment).toMatchObject({
      order_id: order.id,
      number: order.number,
      kind: 'bank_transfer',
      amount: order.totalIncVatCents / 100,
      iban: shop.config.iban,
      variable_symbol: order.number,
    });
    expect(payment.qr).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(payment.qr.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('gives no bank details or QR for cash on delivery or a cancelled order', async () => {
    const { customer, client } = await customerSession(shop);
    const cod = await createOrder(shop, customer.id);
    await shop.app.shop.db.update(orders).set({ paymentKind: 'cash_on_delivery' }).where(eq(orders.id, cod.id));
    const cancelled = await createOrder(shop, customer.id, { status: 'cancelled' });
    for (const order of [cod, cancelled]) {
      const { payment } = (await client.get(url(order.id))).json();
      expect(payment).toMatchObject({ order_id: order.id, iban: null, variable_symbol: null, qr: null });
    }
  });

  it("answers 404 for another customer's order, like a missing one, and 401 without a login", async () => {
    const owner = await customerSession(shop);
    const order = await createOrder(shop, owner.customer.id);
    const other = await customerSession(shop);
    const foreign = await other.client.get(url(order.id));
    const missing = await other.client.get(url(2_000_000_000));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.body).not.toContain(order.number);
    expect((await browser(shop.app).get(url(order.id))).statusCode).toBe(401);
  });
});

describe('the QR code', () => {
  it('encodes what the page shows: the IBAN, the amount and the order number as variable symbol', () => {
    const request = orderPaymentRequest('2026000123', 12345, shop.config);
    const decoded = decode(payBySquareString(request)).payments[0];
    expect(decoded).toMatchObject({
      amount: 123.45,
      variableSymbol: '2026000123',
      bankAccounts: [{ iban: shop.config.iban }],
    });
  });
});
