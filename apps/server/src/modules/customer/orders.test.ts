import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice, createOrder, createProducts, type TestProduct } from '../../test/account-orders.ts';
import { customerSession } from '../../test/accounts.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import { pdfText } from '../../test/pdf-text.ts';

let shop: TestShop;
let items: TestProduct[];
beforeAll(async () => {
  shop = await createTestShop('empty');
  items = await createProducts(shop, [
    { name: 'Ústredňa Žilina 8', priceCents: 12_990 },
    { name: 'Detektor pohybu', priceCents: 1_999, vatRate: 23 },
  ]);
});
afterAll(() => shop.close());

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9));
const notFoundBody = { success: false, error: [{ code: 'messages.not-found' }] };

describe('orders', () => {
  it('lists the own orders newest first, paged, with the count', async () => {
    const { customer, client } = await customerSession(shop);
    const other = await customerSession(shop);
    const [p1, p2] = items as [TestProduct, TestProduct];
    const oldest = await createOrder(shop, customer.id, { createdAt: day(1), lines: [{ product: p1, quantity: 1 }] });
    const middle = await createOrder(shop, customer.id, { createdAt: day(5), lines: [{ product: p2, quantity: 3 }] });
    const newest = await createOrder(shop, customer.id, {
      createdAt: day(9),
      status: 'shipped',
      lines: [{ product: p1, quantity: 2 }],
    });
    await createOrder(shop, other.customer.id, { createdAt: day(10), lines: [{ product: p1, quantity: 1 }] });

    const first = await client.get('/admin/v1/customer/orders/2/0');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json().orders_count).toBe(3);
    expect(first.json().orders).toEqual([
      {
        id: newest.id,
        name: newest.number,
        created_at: day(9).toISOString(),
        amount: newest.totalIncVatCents / 100,
        status: 'shipped',
        order_url: `/account/orderdetail/${newest.id}`,
      },
      expect.objectContaining({ id: middle.id, name: middle.number, status: 'new' }),
    ]);
    const second = await client.get('/admin/v1/customer/orders/2/2');
    expect(second.json().orders.map((o: { id: number }) => o.id)).toEqual([oldest.id]);
    expect((await other.client.get('/admin/v1/customer/orders/10/0')).json().orders_count).toBe(1);
  });

  it.each(['0/0', '101/0', '10/-1', 'x/0'])('refuses paging %s with 400', async (paging) => {
    const { client } = await customerSession(shop);
    const res = await client.get(`/admin/v1/customer/orders/${paging}`);
    expect(res.statusCode).toBe(400);
    expect((await client.get(`/admin/v1/customer/invoices/${paging}`)).statusCode).toBe(400);
  });

  it('answers the order detail under the key orders, and 404 for anyone else exactly like a missing order', async () => {
    const { customer, client } = await customerSession(shop);
    const other = await customerSession(shop);
    const [p1, p2] = items as [TestProduct, TestProduct];
    const order = await createOrder(shop, customer.id, {
      packetaPointName: 'Z-BOX Košice, Hlavná 1',
      lines: [
        { product: p1, quantity: 2, discountBp: 1000 },
        { product: p2, quantity: 1 },
      ],
    });
    const res = await client.get(`/admin/v1/customer/order/detail/${order.id}/sk`);
    expect(res.statusCode).toBe(200);
    const detail = res.json().orders;
    expect(detail).toMatchObject({
      id: order.id,
      number: order.number,
      status: 'new',
      shipping: 'Kuriér',
      shipping_price: 4.9,
      payment: 'Bankový prevod',
      payment_price: 1,
      price_without_vat: order.totalExcVatCents / 100,
      price_with_vat: order.totalIncVatCents / 100,
      products_price_without_vat: order.productsExcVatCents / 100,
      invoice_name: 'Ján Testovací',
      invoice_street: 'Hlavná 1',
      invoice_email: 'fakturacia@example.sk',
      delivery_street: 'Skladová 7',
      note: 'Prosím volať pred doručením',
      packeta_point_name: 'Z-BOX Košice, Hlavná 1',
    });
    expect(detail).not.toHaveProperty('sale_point_name');
    expect(detail.products).toEqual([
      {
        code: p1.code,
        name: p1.name,
        amount: 2,
        price_exc_vat: 116.91,
        price_sum_exc_vat: 233.82,
        url: { url: p1.slug },
        image: [{ src: `/media/test/${p1.slug}.webp`, caption: p1.name, cover: true }],
      },
      expect.objectContaining({ code: p2.code, amount: 1, price_exc_vat: 19.99, price_sum_exc_vat: 19.99 }),
    ]);

    const foreign = await other.client.get(`/admin/v1/customer/order/detail/${order.id}/sk`);
    const missing = await other.client.get('/admin/v1/customer/order/detail/999999/sk');
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect(foreign.json()).toEqual(notFoundBody);
  });
});

describe('invoices', () => {
  it('lists the own invoices with the unpaid amount and the PDF and XML links', async () => {
    const { customer, client } = await customerSession(shop);
    const other = await customerSession(shop);
    const [p1] = items as [TestProduct];
    const unpaidOrder = await createOrder(shop, customer.id, { lines: [{ product: p1, quantity: 1 }] });
    const paidOrder = await createOrder(shop, customer.id, { lines: [{ product: p1, quantity: 4 }] });
    const unpaid = await createInvoice(shop, unpaidOrder, { issuedAt: day(20), paidCents: 1000 });
    const paid = await createInvoice(shop, paidOrder, { issuedAt: day(10), paidCents: paidOrder.totalIncVatCents });
    await createInvoice(shop, await createOrder(shop, other.customer.id, { lines: [{ product: p1, quantity: 1 }] }));

    const res = await client.get('/admin/v1/customer/invoices/10/0');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().invoices_count).toBe(2);
    expect(res.json().invoices).toEqual([
      {
        id: unpaid.id,
        name: unpaid.number,
        varsymbol: unpaidOrder.number,
        created_at: day(20).toISOString(),
        due_to: unpaid.dueAt.toISOString(),
        amount: unpaid.totalCents / 100,
        not_paid_amount: (unpaid.totalCents - 1000) / 100,
        invoice_url: `/admin/v1/customer/invoice/${unpaid.id}/pdf`,
        xml_url: `/admin/v1/customer/invoice/${unpaid.id}/xml`,
      },
      expect.objectContaining({ id: paid.id, not_paid_amount: 0 }),
    ]);
  });

  it('serves the own invoice as an inline PDF with the variable symbol; anyone else gets the missing-invoice 404', async () => {
    const { customer, client } = await customerSession(shop);
    const other = await customerSession(shop);
    const [p1, p2] = items as [TestProduct, TestProduct];
    const order = await createOrder(shop, customer.id, {
      lines: [
        { product: p1, quantity: 2 },
        { product: p2, quantity: 5 },
      ],
    });
    const invoice = await createInvoice(shop, order);
    const url = `/admin/v1/customer/invoice/${invoice.id}/pdf`;

    const res = await client.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="faktura-${invoice.number}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Faktúra ${invoice.number}`);
    expect(text).toContain(invoice.varsymbol);
    expect(text).toContain('Testovacia firma s.r.o.');
    expect(text).toContain('IČ DPH: SK2020123456');
    expect(text).toContain(p1.name);
    expect(text).toContain('Doprava: Kuriér');
    expect(text).toContain('PAY by square');

    const foreign = await other.client.get(url);
    const missing = await other.client.get('/admin/v1/customer/invoice/999999/pdf');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toBe(missing.headers['content-type']);
    expect(foreign.body).toBe(missing.body);
    expect(foreign.json()).toEqual(notFoundBody);
  });
});
