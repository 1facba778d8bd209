import { StaffErrorCode, trackingUrl } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { coupons, mailOutbox, orders, products } from '../../db/schema/index.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import { createCheckoutFixture, createCoupon } from '../../test/basket.ts';
import { placeTestOrder } from '../../test/orders.ts';
import { auditRows, createStaff, type StaffBrowser, staffSessionDirectly } from '../../test/staff.ts';

/**
 * The status workflow through the staff API: moves allowed and refused per kind and role, the
 * version that refuses a stale change (409 naming who changed the order), cancel in one
 * transaction (status, stock, coupon, reason, audit, mail), and the customer's mails.
 */
let shop: TestShop;
let sales: StaffBrowser;
let warehouse: StaffBrowser;
beforeAll(async () => {
  shop = await createTestShop('demo', { PACKETA_API_KEY: 'test-packeta-key' });
  sales = await staffSessionDirectly(shop, await createStaff(shop, 'sales', { name: 'Eva Predajná' }));
  warehouse = await staffSessionDirectly(shop, await createStaff(shop, 'warehouse', { name: 'Marek Skladník' }));
});
afterAll(() => shop.close());

const db = () => shop.app.shop.db;
const url = (id: number) => `/admin/v1/staff/orders/${id}`;
const detail = async (client: StaffBrowser, id: number) => {
  const res = await client.get(url(id));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order;
};
const move = (client: StaffBrowser, id: number, body: Record<string, unknown>) =>
  client.post(`${url(id)}/status`, body);
const stockOf = async (id: number) =>
  (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
const mailsOf = (orderId: number) =>
  db().select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId)).orderBy(mailOutbox.id);

describe('moves by kind and role', () => {
  it('offers a delivery order shipping and a pick-up order the pick-up, each only its own', async () => {
    const delivery = await placeTestOrder(shop);
    const pickup = await placeTestOrder(shop, { kind: 'pickup' });
    expect((await detail(sales, delivery.id)).moves).toEqual(['processing', 'cancelled']);
    expect((await detail(warehouse, delivery.id)).moves).toEqual(['processing']);
    const accepted = await move(warehouse, delivery.id, { status: 'processing', version: 0 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().order).toMatchObject({ status: 'processing', version: 1, moves: ['shipped'] });
    await move(sales, pickup.id, { status: 'processing', version: 0 });
    expect((await detail(sales, pickup.id)).moves).toEqual(['ready_for_pickup', 'cancelled']);

    const wrongKind = await move(sales, pickup.id, {
      status: 'shipped',
      version: 1,
      carrier: 'dpd',
      trackingNumber: '01234567890123',
    });
    expect(wrongKind.statusCode).toBe(409);
    expect(wrongKind.json().error[0]).toMatchObject({ code: 'messages.conflict', key: 'status' });
    const ready = await move(warehouse, pickup.id, { status: 'ready_for_pickup', version: 1 });
    expect(ready.json().order).toMatchObject({ status: 'ready_for_pickup', moves: ['delivered'] });
    const skipped = await move(sales, delivery.id, { status: 'delivered', version: 1 });
    expect(skipped.statusCode).toBe(409);
  });

  it('refuses the warehouse a cancel or a return with 403, and changes nothing', async () => {
    const order = await placeTestOrder(shop);
    const res = await move(warehouse, order.id, { status: 'cancelled', version: 0, reason: 'Nie je skladom' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: [{ code: StaffErrorCode.forbidden, key: 'status' }] });
    expect((await detail(sales, order.id)).status).toBe('new');
    const returned = await move(warehouse, order.id, { status: 'returned', version: 0 });
    expect(returned.statusCode).toBe(403);
  });

  it('asks shipped for a known carrier and a parcel number of its form, cancelled for a reason (400 naming the field)', async () => {
    const order = await placeTestOrder(shop);
    await move(sales, order.id, { status: 'processing', version: 0 });
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'shipped', version: 1, trackingNumber: '01234567890123' }, 'carrier'],
      [{ status: 'shipped', version: 1, carrier: 'ups', trackingNumber: '01234567890123' }, 'carrier'],
      [{ status: 'shipped', version: 1, carrier: 'dpd' }, 'trackingNumber'],
      [{ status: 'shipped', version: 1, carrier: 'dpd', trackingNumber: '12' }, 'trackingNumber'],
      [{ status: 'shipped', version: 1, carrier: 'sps', trackingNumber: '703-030-2875' }, 'trackingNumber'],
      [{ status: 'cancelled', version: 1 }, 'reason'],
      [{ status: 'cancelled', version: 1, reason: '   ' }, 'reason'],
      [{ status: 'bogus', version: 1 }, 'status'],
      [{ status: 'processing' }, 'version'],
    ];
    for (const [body, key] of cases) {
      const res = await move(sales, order.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(
        res.json().error.map((e: { key: string }) => e.key),
        JSON.stringify(body),
      ).toContain(key);
    }
    expect(await detail(sales, order.id)).toMatchObject({ status: 'processing', version: 1 });
  });

  it('answers 404 for an unknown order', async () => {
    expect((await move(sales, 2_000_000_000, { status: 'processing', version: 0 })).statusCode).toBe(404);
    expect((await sales.get(url(2_000_000_000))).statusCode).toBe(404);
  });
});

describe('two people, one order', () => {
  it('refuses a change made on an older version with 409 naming who changed it last and when; nothing is lost', async () => {
    const order = await placeTestOrder(shop);
    // Both opened the order at version 0; the warehouse accepts it first.
    expect((await move(warehouse, order.id, { status: 'processing', version: 0 })).statusCode).toBe(200);
    const stale = await move(sales, order.id, { status: 'cancelled', version: 0, reason: 'Zákazník volal' });
    expect(stale.statusCode).toBe(409);
    const [error] = stale.json().error;
    expect(error.code).toBe(StaffErrorCode.orderStale);
    expect(error.key).toBe('version');
    expect(error.message).toMatch(
      new RegExp(
        `^Objednávka ${order.number} sa medzitým zmenila – Marek Skladník, \\d{1,2}\\. \\d{1,2}\\. \\d{4} \\d{2}:\\d{2}: „Zmenil stav objednávky ${order.number} z „Nová“ na „Spracováva sa““\\.`,
      ),
    );
    // The first change stands, the second did nothing.
    const now = await detail(sales, order.id);
    expect(now).toMatchObject({ status: 'processing', version: 1, cancelReason: null });
    expect(await auditRows(shop, 'order', order.number)).toHaveLength(1);
    // Made again on the current version, it goes through.
    expect(
      (await move(sales, order.id, { status: 'cancelled', version: 1, reason: 'Zákazník volal' })).statusCode,
    ).toBe(200);
  });
});

describe('shipping', () => {
  it('stores carrier and parcel number, mails the customer the tracking link, and audits the change', async () => {
    const order = await placeTestOrder(shop);
    await move(sales, order.id, { status: 'processing', version: 0 });
    const res = await move(warehouse, order.id, {
      status: 'shipped',
      version: 1,
      carrier: 'sps',
      trackingNumber: '703 030 28751101',
    });
    expect(res.statusCode, res.body).toBe(200);
    const link =
      'https://t-t.sps-sro.sk/result.php?cmd=SDG_SEARCH&sprache=SK&sdg_landnr=703&sdg_mandnr=030&sdg_lfdnr=28751101';
    expect(res.json().order.delivery).toMatchObject({
      carrier: { id: 'sps', name: 'SPS (Slovak Parcel Service)' },
      trackingNumber: '70303028751101',
      trackingUrl: link,
    });
    const mail = (await mailsOf(order.id)).find((m) => m.subject === `Objednávka č. ${order.number} je odoslaná`);
    expect(mail?.to).toBe(order.customerEmail);
    expect(mail?.text).toContain('Vašu objednávku č.');
    expect(mail?.text).toContain('prepravcovi SPS (Slovak Parcel Service)');
    expect(mail?.text).toContain('Číslo zásielky: 70303028751101');
    expect(mail?.text).toContain(`Sledovanie zásielky: ${link}`);
    expect(mail?.html).toContain(`<a href="${link.replaceAll('&', '&amp;')}"`);
    expect(mail?.text).toContain('Doručenie na adresu:');
    const audit = await auditRows(shop, 'order', order.number);
    expect(audit.at(-1)).toMatchObject({
      action: 'order.status',
      changes: { status: ['processing', 'shipped'], carrier: [null, 'sps'], trackingNumber: [null, '70303028751101'] },
    });
    // Sent by the outbox, with the link intact.
    await shop.app.shop.outbox.flush();
    expect(shop.mails.find((m) => m.subject === mail?.subject)?.text).toContain(link);
  });

  it('builds each carrier’s tracking address from the number alone', () => {
    expect(trackingUrl('dpd', '01234567890123')).toBe('https://tracking.dpd.de/status/sk_SK/parcel/01234567890123');
    expect(trackingUrl('gls', 'abc12345678')).toBe('https://gls-group.com/SK/sk/sledovanie-zasielok?match=ABC12345678');
    expect(trackingUrl('posta', 'cp123456789sk')).toBe('https://tandt.posta.sk/zasielky/CP123456789SK');
    expect(trackingUrl('packeta', 'Z1234567890')).toBe('https://tracking.packeta.com/sk/?id=Z1234567890');
    expect(trackingUrl('dpd', '<script>')).toBeNull();
    expect(trackingUrl('ups', '01234567890123')).toBeNull();
  });
});

describe('the customer’s mails', () => {
  it('mails accepted and ready for pick-up (with the sale point and its hours); delivered sends nothing', async () => {
    const order = await placeTestOrder(shop, { kind: 'pickup' });
    await move(sales, order.id, { status: 'processing', version: 0 });
    await move(warehouse, order.id, { status: 'ready_for_pickup', version: 1 });
    await move(warehouse, order.id, { status: 'delivered', version: 2 });
    const mails = await mailsOf(order.id);
    const subjects = mails.map((m) => m.subject);
    expect(subjects).toEqual([
      `Potvrdenie objednávky č. ${order.number}`,
      `Nová objednávka č. ${order.number} – ${order.companyName}`,
      `Objednávka č. ${order.number} je prijatá`,
      `Objednávka č. ${order.number} je pripravená na odber`,
    ]);
    const accepted = mails[2];
    expect(accepted?.to).toBe(order.customerEmail);
    expect(accepted?.text).toContain('Keď bude pripravená na odber, pošleme vám správu.');
    expect(accepted?.text).toContain(`${shop.config.publicUrl}/account/orderdetail/${order.id}`);
    const ready = mails[3];
    expect(ready?.text).toContain('Kde a kedy si ju môžete vyzdvihnúť:');
    expect(ready?.text).toContain(order.fx.warehouse.name);
    expect(ready?.text).toContain('Hlavná 1\n040 01 Košice');
    expect(ready?.text).toMatch(/Sumu [\d\s,]+€ zaplatíte pri odbere\./);
    expect(ready?.html).not.toContain('<br>040 01 Košice<br>');
  });

  it('escapes what staff typed into the cancel reason in the HTML mail', async () => {
    const order = await placeTestOrder(shop);
    await move(sales, order.id, { status: 'cancelled', version: 0, reason: 'Tovar <b>nie je</b> & nebude' });
    const mail = (await mailsOf(order.id)).at(-1);
    expect(mail?.subject).toBe(`Objednávka č. ${order.number} je zrušená`);
    expect(mail?.text).toContain('Dôvod:\nTovar <b>nie je</b> & nebude');
    expect(mail?.html).toContain('Tovar &lt;b&gt;nie je&lt;/b&gt; &amp; nebude');
  });
});

describe('cancel', () => {
  it('in one go: status, reason, stock back for every line, the coupon use released, audit and mail', async () => {
    const fx = await createCheckoutFixture(shop);
    const coupon = await createCoupon(shop, { code: 'STORNO', discountPercent: 10, usageLimit: 5 });
    const before = { a: await stockOf(fx.products.a.id), b: await stockOf(fx.products.b.id) };
    const order = await placeTestOrder(shop, { fx, couponCode: coupon.code });
    expect(await stockOf(fx.products.a.id)).toBe((before.a ?? 0) - 2);
    const used = async () => (await db().select().from(coupons).where(eq(coupons.id, coupon.id)))[0]?.usedCount;
    expect(await used()).toBe(1);

    const res = await move(sales, order.id, { status: 'cancelled', version: 0, reason: 'Zákazník si to rozmyslel' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Zákazník si to rozmyslel',
      moves: [],
    });
    expect(await stockOf(fx.products.a.id)).toBe(before.a);
    expect(await stockOf(fx.products.b.id)).toBe(before.b);
    expect(await used()).toBe(0);
    const audit = (await auditRows(shop, 'order', order.number)).at(-1);
    expect(audit?.summary).toBe(
      `Zmenil stav objednávky ${order.number} z „Nová“ na „Zrušená“: Zákazník si to rozmyslel`,
    );
    expect(audit?.changes).toMatchObject({
      status: ['new', 'cancelled'],
      cancelReason: [null, 'Zákazník si to rozmyslel'],
      couponUseReleased: [null, coupon.code],
      stockReturned: [null, expect.arrayContaining([`${fx.products.a.code} +2`, `${fx.products.b.code} +3`])],
    });
    expect((await mailsOf(order.id)).at(-1)?.text).toContain('Dôvod:\nZákazník si to rozmyslel');
  });

  it('returns stock only for lines whose product still exists', async () => {
    const fx = await createCheckoutFixture(shop);
    const order = await placeTestOrder(shop, { fx });
    const b = await stockOf(fx.products.b.id);
    // The product of the first line is deleted meanwhile: its line keeps the snapshot, without the product.
    await db().execute(
      sql`update order_lines set product_id = null where order_id = ${order.id} and product_id = ${fx.products.a.id}`,
    );
    const res = await move(sales, order.id, { status: 'cancelled', version: 0, reason: 'Vypredané' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(fx.products.b.id)).toBe((b ?? 0) + 3);
    expect((await auditRows(shop, 'order', order.number)).at(-1)?.changes).toMatchObject({
      stockReturned: [null, [`${fx.products.b.code} +3`]],
    });
  });

  it('leaves nothing changed when a step fails in the middle (after the stock went back)', async () => {
    const fx = await createCheckoutFixture(shop);
    const coupon = await createCoupon(shop, { code: 'ATOM', discountPercent: 5 });
    const order = await placeTestOrder(shop, { fx, couponCode: coupon.code });
    const stock = { a: await stockOf(fx.products.a.id), b: await stockOf(fx.products.b.id) };
    const mailsBefore = (await mailsOf(order.id)).length;
    // The coupon is released after the stock update: make that step fail for this coupon only.
    await db().execute(
      sql.raw(`create function fail_coupon_release() returns trigger language plpgsql as $$
        begin
          if new.code = '${coupon.code}' then raise exception 'forced failure after the stock update'; end if;
          return new;
        end $$`),
    );
    await db().execute(
      sql.raw(
        'create trigger fail_coupon_release before update on coupons for each row execute function fail_coupon_release()',
      ),
    );
    try {
      const res = await move(sales, order.id, { status: 'cancelled', version: 0, reason: 'Test' });
      expect(res.statusCode).toBe(500);
    } finally {
      await db().execute(sql.raw('drop trigger fail_coupon_release on coupons'));
      await db().execute(sql.raw('drop function fail_coupon_release()'));
    }
    const row = (await db().select().from(orders).where(eq(orders.id, order.id)))[0];
    expect(row).toMatchObject({ status: 'new', version: 0, cancelReason: null });
    expect({ a: await stockOf(fx.products.a.id), b: await stockOf(fx.products.b.id) }).toEqual(stock);
    expect((await db().select().from(coupons).where(eq(coupons.id, coupon.id)))[0]?.usedCount).toBe(1);
    expect(await auditRows(shop, 'order', order.number)).toEqual([]);
    expect(await mailsOf(order.id)).toHaveLength(mailsBefore);
  });

  it('returns the stock once when two people cancel at the same time', async () => {
    const fx = await createCheckoutFixture(shop);
    const before = await stockOf(fx.products.a.id);
    const order = await placeTestOrder(shop, { fx });
    const other = await staffSessionDirectly(shop, await createStaff(shop, 'sales'));
    const results = await Promise.all([
      move(sales, order.id, { status: 'cancelled', version: 0, reason: 'Prvý' }),
      move(other, order.id, { status: 'cancelled', version: 0, reason: 'Druhý' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(fx.products.a.id)).toBe(before);
    const cancelMails = (await mailsOf(order.id)).filter((m) => m.subject.endsWith('je zrušená'));
    expect(cancelMails).toHaveLength(1);
    expect(await auditRows(shop, 'order', order.number)).toHaveLength(1);
  });

  it('is refused once the goods left (shipped) and for a cancelled order', async () => {
    const order = await placeTestOrder(shop);
    await move(sales, order.id, { status: 'processing', version: 0 });
    await move(sales, order.id, { status: 'shipped', version: 1, carrier: 'dpd', trackingNumber: '01234567890123' });
    const res = await move(sales, order.id, { status: 'cancelled', version: 2, reason: 'Neskoro' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error[0].key).toBe('status');
    const rows = await query<{ n: number }>(
      db(),
      sql`select count(*)::int as n from mail_outbox where order_id = ${order.id} and subject like '%zrušená'`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
