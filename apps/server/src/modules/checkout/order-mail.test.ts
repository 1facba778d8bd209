import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, mailOutbox, orders } from '../../db/schema/index.ts';
import { createOutbox } from '../../mail/outbox.ts';
import type { OutgoingMail } from '../../mail/transport.ts';
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
import { orderMailRenderers } from './order-mail.ts';
import { placeOrder } from './place-order.ts';

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
const ordersOf = (customerId: number) => db().select().from(orders).where(eq(orders.customerId, customerId));

describe('order mails', () => {
  it('mails a confirmation with bank details and a PAY by square QR, and notifies the staff', async () => {
    const { client, customer } = await newCustomer();
    await fillBasketForOrder(client, fx);
    const { number } = (await placeOrderCall(client)).json().order;
    await shop.app.shop.outbox.flush();
    const confirmation = shop.mails.find((m) => m.to === customer.email);
    expect(confirmation?.subject).toBe(`Potvrdenie objednávky č. ${number}`);
    expect(confirmation?.text).toContain(shop.config.iban);
    expect(confirmation?.text).toContain(`variabilným symbolom ${number}`);
    expect(confirmation?.text).toContain(fx.products.a.code);
    expect(confirmation?.text).toMatch(/Spolu s DPH: [\d\s\u00a0]+,\d{2}\s€/);
    expect(confirmation?.text).toContain('Doručenie na adresu');
    const qr = confirmation?.attachments[0];
    expect(qr).toMatchObject({ contentType: 'image/png', cid: 'pay-by-square@shop' });
    expect(
      Buffer.from(qr?.contentBase64 ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(confirmation?.html).toContain('src="cid:pay-by-square@shop"');
    const staff = shop.mails.find((m) => m.to === 'staff@example.com' && m.subject.includes(number));
    expect(staff?.text).toContain(customer.email);
    expect(staff?.attachments).toEqual([]);
  });

  it('names the pick-up place and sends no QR for cash', async () => {
    const { client, customer } = await newCustomer();
    await client.put('/admin/v1/basket/add', { product: fx.products.d.id, quantity: 1 });
    await client.patch('/admin/v1/basket/address', {
      invoice: invoiceAddress,
      delivery: { ...invoiceAddress, street: 'Skladová 9' },
    });
    await client.patch('/admin/v1/basket/shipping', { id: fx.shipping.pickup.id });
    await client.patch('/admin/v1/basket/sale-point', { id: fx.warehouse.id });
    await client.patch('/admin/v1/basket/payment', { id: fx.payment.cash.id });
    const res = await placeOrderCall(client);
    expect(res.statusCode).toBe(200);
    const [order] = await ordersOf(customer.id);
    expect(order).toMatchObject({
      pickUp: true,
      salePointName: fx.warehouse.name,
      salePointAddress: fx.warehouse.address,
      paymentKind: 'cash',
    });
    await shop.app.shop.outbox.flush();
    const mail = shop.mails.find((m) => m.to === customer.email);
    expect(mail?.text).toContain(`Osobný odber:\n${fx.warehouse.name}\nHlavná 1\n040 01 Košice`);
    // Nothing is delivered: no delivery wording, even with a delivery address left in the basket.
    expect(`${mail?.text}${mail?.html}`).not.toMatch(/doruč|dodac|doprava/i);
    expect(mail?.text).toContain('Spôsob prevzatia:');
    expect(mail?.attachments).toEqual([]);
  });
});

describe('the mail outbox', () => {
  it('sends the order mails queued in a committed transaction on a later flush, after a crash', async () => {
    const { customer, client } = await newCustomer();
    await fillBasketForOrder(client, fx);
    const [row] = await db().select().from(customers).where(eq(customers.id, customer.id));
    if (!row) throw new Error('no customer');
    // The process "dies" right after the commit: its outbox never flushes.
    const crashed = {
      ...shop.app.shop,
      outbox: { flush: async () => 0, flushSoon() {}, start() {}, stop: async () => {} },
    };
    const sessionCustomer = {
      ...row,
      sessionCreatedAt: new Date(),
      sessionExpiresAt: new Date(),
      lastSeenAt: new Date(),
      wishlist: [],
    };
    // This process's outbox must not send them either: a flush an earlier order asked for (50 ms
    // later) could otherwise claim the new mails first. Stopped for good: the last test here.
    await shop.app.shop.outbox.flush();
    await shop.app.shop.outbox.stop();
    const placed = await placeOrder(crashed, sessionCustomer, { newsletter: false }, 'crash-test-key');
    const queued = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-confirmation:${placed.order.number}`));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.sentAt).toBeNull();
    // A fresh process (a new outbox over the same database) picks it up.
    const sent: OutgoingMail[] = [];
    const restarted = createOutbox(
      db(),
      { send: async (m) => void sent.push(m), close() {} },
      'shop@example.com',
      () => {},
      orderMailRenderers(db(), shop.app.shop.config),
    );
    expect(await restarted.flush()).toBeGreaterThanOrEqual(2);
    expect(sent.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `Potvrdenie objednávky č. ${placed.order.number}`,
        expect.stringContaining(placed.order.number),
      ]),
    );
    // The body is built from the committed order when it is sent, and kept as it was sent.
    const confirmation = sent.find((m) => m.to === customer.email);
    expect(confirmation?.text).toContain(`Ďakujeme za objednávku č. ${placed.order.number}`);
    expect(confirmation?.html).toContain(placed.order.number);
    const [kept] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-confirmation:${placed.order.number}`));
    expect(kept?.sentAt).not.toBeNull();
    expect(kept?.render).toBeNull();
    expect(kept?.text).toBe(confirmation?.text);
  });
});
