import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../test/app.ts';
import { createCheckoutFixture } from '../../test/basket.ts';
import { placeTestOrder } from '../../test/orders.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createStaff, type StaffBrowser, staffSessionDirectly } from '../../test/staff.ts';

/** The order papers as the warehouse downloads them: PDF, the right text, never a price. */
let shop: TestShop;
let warehouse: StaffBrowser;
let sales: StaffBrowser;
beforeAll(async () => {
  shop = await createTestShop('demo', { PACKETA_API_KEY: 'test-packeta-key' });
  warehouse = await staffSessionDirectly(shop, await createStaff(shop, 'warehouse'));
  sales = await staffSessionDirectly(shop, await createStaff(shop, 'sales'));
});
afterAll(() => shop.close());

async function pdfOf(client: StaffBrowser, path: string) {
  const res = await client.get(`/admin/v1/staff/orders/${path}`);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return { text: pdfText(res.rawPayload), disposition: String(res.headers['content-disposition']) };
}

const noMoney = (text: string) => expect(text).not.toMatch(/\d,\d{2} €|€/);

describe('order papers', () => {
  it('packing slip: the goods with code, name, quantity and unit, where they go and the note; no prices', async () => {
    const fx = await createCheckoutFixture(shop);
    const order = await placeTestOrder(shop, {
      fx,
      kind: 'packeta',
      note: 'Zvoňte dvakrát, ďakujeme',
      items: [
        [fx.products.a.id, 2],
        [fx.products.d.id, 15],
      ],
    });
    const { text, disposition } = await pdfOf(warehouse, `${order.id}/packing-slip.pdf`);
    expect(disposition).toBe(`inline; filename="baliaci-list-${order.number}.pdf"`);
    for (const part of [
      'Baliaci list',
      order.number,
      'Výdajné miesto Packeta'.toUpperCase(),
      'Z-BOX Košice, Hlavná 68',
      'ID miesta: 10432',
      order.companyName,
      'Zvoňte dvakrát, ďakujeme',
      fx.products.a.code,
      fx.products.a.name,
      fx.products.d.code,
      'ks',
      'Položiek: 2, spolu množstvo: 17',
      'Zabalil (meno, podpis):',
    ]) {
      expect(text, part).toContain(part);
    }
    expect(text).toMatch(new RegExp(`${fx.products.d.code}\\n${fx.products.d.name}\\n15\\nm`));
    noMoney(text);
  });

  it('delivery note: both parties, the delivery place, the goods and their quantities, a line to sign; no prices', async () => {
    const fx = await createCheckoutFixture(shop);
    const order = await placeTestOrder(shop, { fx, kind: 'pickup' });
    const { text, disposition } = await pdfOf(sales, `${order.id}/delivery-note.pdf`);
    expect(disposition).toBe(`inline; filename="dodaci-list-${order.number}.pdf"`);
    for (const part of [
      'Dodací list',
      `K objednávke č. ${order.number}`,
      'DODÁVATEĽ',
      'SecuriTrade s.r.o.',
      'ODBERATEĽ',
      order.companyName,
      'IČO: 12345678',
      'MIESTO DODANIA',
      'Osobný odber',
      fx.warehouse.name,
      'Hlavná 1',
      fx.products.a.name,
      fx.products.b.name,
      'Prevzal (meno, podpis, dátum):',
      'Odovzdal (meno, podpis):',
    ]) {
      expect(text, part).toContain(part);
    }
    noMoney(text);
  });

  it('picking list of several orders: each product once, its total and its orders, sorted by code', async () => {
    const fx = await createCheckoutFixture(shop);
    const one = await placeTestOrder(shop, {
      fx,
      items: [
        [fx.products.b.id, 3],
        [fx.products.a.id, 2],
      ],
    });
    const two = await placeTestOrder(shop, {
      fx,
      items: [
        [fx.products.a.id, 5],
        [fx.products.c.id, 1],
      ],
    });
    const { text } = await pdfOf(warehouse, `picking-list.pdf?ids=${two.id},${one.id}`);
    expect(text).toContain('Vychystávací zoznam');
    expect(text).toContain(`${one.number}, ${two.number}`);
    const a = fx.products.a;
    expect(text).toMatch(new RegExp(`${a.code}\\n${a.name}\\n7\\nks\\n${one.number} \\(2\\)\\n${two.number} \\(5\\)`));
    expect(text).toMatch(new RegExp(`${fx.products.b.code}\\n${fx.products.b.name}\\n3\\nks\\n${one.number} \\(3\\)`));
    // Sorted by code: A-…, B-…, C-…
    const at = (code: string) => text.indexOf(code);
    expect(at(a.code)).toBeLessThan(at(fx.products.b.code));
    expect(at(fx.products.b.code)).toBeLessThan(at(fx.products.c.code));
    expect(text).toContain('Položiek: 3, spolu množstvo: 11');
    noMoney(text);
  });

  it('answers 404 for an unknown order and 400 for a picking list without orders', async () => {
    expect((await warehouse.get('/admin/v1/staff/orders/2000000000/packing-slip.pdf')).statusCode).toBe(404);
    expect((await warehouse.get('/admin/v1/staff/orders/2000000000/delivery-note.pdf')).statusCode).toBe(404);
    const unknown = await warehouse.get('/admin/v1/staff/orders/picking-list.pdf?ids=2000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error[0].key).toBe('ids');
    for (const query of ['', '?ids=', '?ids=x', `?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`]) {
      const res = await warehouse.get(`/admin/v1/staff/orders/picking-list.pdf${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error[0].key, query).toMatch(/^ids/);
    }
  });
});
