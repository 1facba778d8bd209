import { readFileSync } from 'node:fs';
import { BankErrorCode } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { createOrder, createProducts, type TestProduct } from '../../test/account-orders.ts';
import { customerSession } from '../../test/accounts.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import { createStaff, type StaffBrowser, staffSessionDirectly } from '../../test/staff.ts';
import { issueInvoiceForOrder } from '../invoices/invoice.service.ts';
import { slovakDay } from '../invoices/invoice-balance.ts';
import { centsText } from './pohoda-xml.ts';

/**
 * The POHODA hand-off through the back office: the dataPack of a day's orders, invoices and
 * credit notes (amounts from stored cents), and POHODA's stock list read back (stock and base
 * price by code, unknown codes reported, bad files refused with nothing changed).
 */

let shop: TestShop;
let sales: StaffBrowser;
let products: TestProduct[];
let customerId: number;

const EXPORT = '/admin/v1/staff/accounting/pohoda';
const STOCK = '/admin/v1/staff/accounting/pohoda/stock';
const parse = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name.endsWith('Item') }).parse(xml);

beforeAll(async () => {
  shop = await createTestShop('empty');
  sales = await staffSessionDirectly(shop, await createStaff(shop, 'sales'));
  products = await createProducts(shop, [
    { name: 'Kamera Ďaleko', priceCents: 12_345 },
    { name: 'Príručka <&> "návod"', priceCents: 1_000, vatRate: 5 },
  ]);
  customerId = (await customerSession(shop, { companyName: 'Zámky s.r.o.' })).customer.id;
});
afterAll(() => shop.close());

const db = () => shop.app.shop.db;

describe('the POHODA export', () => {
  it('writes the day’s orders as receivedOrder, invoices as issuedInvoice and credit notes as issuedCreditNotice, money from cents', async () => {
    const [camera, book] = products as [TestProduct, TestProduct];
    const order = await createOrder(shop, customerId, {
      lines: [
        { product: camera, quantity: 3 },
        { product: book, quantity: 2 },
      ],
    });
    const invoice = await issueInvoiceForOrder(db(), order.number);
    const credited = await createOrder(shop, customerId, { lines: [{ product: camera, quantity: 1 }] });
    const creditedInvoice = await issueInvoiceForOrder(db(), credited.number);
    await db().execute(sql`update orders set status = 'cancelled' where id = ${credited.id}`);
    const note = await sales.post(`/admin/v1/staff/invoices/${creditedInvoice.id}/credit-notes`, {
      reason: 'Zrušená objednávka',
    });
    expect(note.statusCode, note.body).toBe(200);
    const noteNumber = note.json().creditNote.number as string;
    // An order of another day stays out.
    const old = await createOrder(shop, customerId, { lines: [{ product: camera, quantity: 1 }] });
    await db().execute(sql`update orders set created_at = now() - interval '40 days' where id = ${old.id}`);

    const today = slovakDay(new Date());
    const res = await sales.get(`${EXPORT}?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="pohoda-${today}-${today}.xml"`);
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(res.body).toContain('Príručka &lt;&amp;&gt; &quot;návod&quot;');

    const pack = parse(res.body)['dat:dataPack'];
    expect(pack['@_ico']).toBe('51234567');
    expect(pack['@_xmlns:inv']).toBe('http://www.stormware.cz/schema/version_2/invoice.xsd');
    // biome-ignore lint/suspicious/noExplicitAny: a parsed XML tree, checked field by field below.
    const items = pack['dat:dataPackItem'] as Record<string, any>[];
    const orderItems = items.filter((i) => i['ord:order']).map((i) => i['ord:order']);
    const invoiceItems = items.filter((i) => i['inv:invoice']).map((i) => i['inv:invoice']);
    const numbers = orderItems.map((o) => o['ord:orderHeader']['ord:numberOrder']);
    expect(numbers).toContain(order.number);
    expect(numbers).not.toContain(old.number);

    const exported = orderItems.find((o) => o['ord:orderHeader']['ord:numberOrder'] === order.number);
    expect(exported['ord:orderHeader']['ord:orderType']).toBe('receivedOrder');
    expect(exported['ord:orderHeader']['ord:date']).toBe(today);
    const first = exported['ord:orderDetail']['ord:orderItem'][0];
    expect(first).toMatchObject({
      'ord:quantity': '3',
      'ord:rateVAT': 'high',
      'ord:percentVAT': '23',
      'ord:homeCurrency': { 'typ:unitPrice': centsText(camera.priceCents) },
      'ord:code': camera.code,
    });

    const inv = invoiceItems.find(
      (i) =>
        i['inv:invoiceHeader']['inv:invoiceType'] === 'issuedInvoice' &&
        i['inv:invoiceHeader']['inv:number']['typ:numberRequested'] === invoice.number,
    );
    expect(inv['inv:invoiceHeader']).toMatchObject({
      'inv:symVar': order.number,
      'inv:numberOrder': order.number,
      'inv:date': today,
    });
    const home = inv['inv:invoiceSummary']['inv:homeCurrency'];
    // The per-rate sums are the stored breakdown; together they are the invoice's stored total.
    const sum = ['typ:priceHighSum', 'typ:price3Sum', 'typ:priceLowSum', 'typ:priceNone']
      .map((k) => home[k] ?? '0.00')
      .reduce((cents: number, text: string) => cents + Math.round(Number(text.replace('.', ''))), 0);
    expect(sum).toBe(invoice.totalCents);
    expect(home['typ:price3']).toBe(centsText(2 * 1_000));

    const credit = invoiceItems.find((i) => i['inv:invoiceHeader']['inv:invoiceType'] === 'issuedCreditNotice');
    expect(credit['inv:invoiceHeader']).toMatchObject({
      'inv:number': { 'typ:numberRequested': noteNumber },
      'inv:originalDocument': creditedInvoice.number,
    });
    expect(credit['inv:invoiceSummary']['inv:homeCurrency']['typ:priceHighSum']).toBe(
      centsText(-creditedInvoice.totalCents),
    );
  });

  it('refuses a range that is not two days in order (400 on the field)', async () => {
    for (const [q, key] of [
      ['from=2026-11-30&to=2026-11-01', 'to'],
      ['from=2026-13&to=2026-11-01', 'from'],
      ['to=2026-11-01', 'from'],
    ] as const) {
      const res = await sales.get(`${EXPORT}?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error[0].key, q).toBe(key);
    }
  });
});

describe('the POHODA stock import', () => {
  const fill = (values: Record<string, string>) =>
    readFileSync(new URL('./fixtures/pohoda-stock.xml', import.meta.url), 'utf8').replace(
      /\{\{(\w+)\}\}/g,
      (_, name: string) => values[name] ?? '',
    );
  const productRow = async (id: number) =>
    (
      await query<{ stock: number; price_cents: number }>(
        db(),
        sql`select stock, price_cents from products where id = ${id}`,
      )
    )[0];

  it('sets stock and base price by code, reports unknown codes, audited', async () => {
    const [a, b] = (await createProducts(shop, [
      { name: 'Detektor', priceCents: 5_000 },
      { name: 'Siréna', priceCents: 2_500 },
    ])) as [TestProduct, TestProduct];
    const before = await productRow(b.id);
    const res = await sales.post(STOCK, {
      fileName: 'zasoby.xml',
      xml: fill({ CODE_A: a.code, CODE_B: b.code, COUNT_B: String(before?.stock ?? 0), PRICE_B: '25.00' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, updated: 1, unchanged: 1, unknownCodes: ['NEZNAMY-KOD-1'] });
    expect(await productRow(a.id)).toEqual({ stock: 42, price_cents: 11_990 });
    const [entry] = await query<{ action: string; summary: string }>(
      db(),
      sql`select action, summary from audit_log where action = 'product.pohoda-stock' order by id desc limit 1`,
    );
    expect(entry?.summary).toContain('zasoby.xml');
  });

  it('refuses a fraction of stock, a price with three decimals, a DOCTYPE and another XML, changing nothing', async () => {
    const [a, b] = (await createProducts(shop, [
      { name: 'Detektor 2', priceCents: 5_000 },
      { name: 'Siréna 2', priceCents: 2_500 },
    ])) as [TestProduct, TestProduct];
    const cases = [
      [
        fill({ CODE_A: a.code, CODE_B: b.code, COUNT_B: '1.5', PRICE_B: '1' }),
        BankErrorCode.pohodaMalformed,
        'stock[1].count',
      ],
      [
        fill({ CODE_A: a.code, CODE_B: b.code, COUNT_B: '1', PRICE_B: '1.999' }),
        BankErrorCode.pohodaMalformed,
        'stock[1].sellingPrice',
      ],
      [`<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>`, BankErrorCode.doctype, 'xml'],
      ['<dat:dataPack xmlns:dat="x"/>', BankErrorCode.pohodaMalformed, 'listStock'],
      ['<a><b></a>', BankErrorCode.pohodaMalformed, 'xml'],
    ] as const;
    for (const [xml, code, key] of cases) {
      const res = await sales.post(STOCK, { xml });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().error[0]).toMatchObject({ code, key });
    }
    expect(await productRow(a.id)).toEqual({ stock: expect.any(Number), price_cents: 5_000 });
  });
});
