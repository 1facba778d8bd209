import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { loginAs, signUpPayload } from '../../test/accounts.ts';
import { browser, createTestShop, type TestShop } from '../../test/app.ts';
import { pdfText } from '../../test/pdf-text.ts';

/** The account area against the demo data the shop ships with (README logins). */
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop('demo');
});
afterAll(() => shop.close());

describe('the demo customer', { timeout: 90_000 }, () => {
  it('sees the seeded orders, invoices (with PDFs) and wishlist', async () => {
    const client = await loginAs(shop, 'demo@example.com', 'demo12345');
    expect((await client.get('/admin/v1/sign/user')).json().user.company_name).toBe('Novák Security s.r.o.');

    const orders = (await client.get('/admin/v1/customer/orders/100/0')).json();
    expect(orders.orders_count).toBeGreaterThanOrEqual(5);
    const dates = orders.orders.map((o: { created_at: string }) => Date.parse(o.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const order of orders.orders) {
      const detail = await client.get(`/admin/v1/customer/order/detail/${order.id}/sk`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().orders.number).toBe(order.name);
      expect(detail.json().orders.products.length).toBeGreaterThan(0);
    }

    const invoices = (await client.get('/admin/v1/customer/invoices/100/0')).json();
    expect(invoices.invoices_count).toBe(3);
    expect(invoices.invoices.filter((i: { not_paid_amount: number }) => i.not_paid_amount > 0)).toHaveLength(1);
    for (const invoice of invoices.invoices) {
      const pdf = await client.get(invoice.invoice_url);
      expect(pdf.statusCode).toBe(200);
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain(invoice.varsymbol);
      expect(text).toContain('Novák Security s.r.o.');
      expect(text.includes('PAY by square')).toBe(invoice.not_paid_amount > 0);
    }

    const wishlist = (await client.get('/admin/v1/customer/wish-list/sk/12/0/1')).json();
    expect(wishlist.count).toBe(3);
    expect(
      wishlist.products.every(
        (p: { price_exc_vat?: number; wish_list?: boolean }) => p.price_exc_vat !== undefined && p.wish_list,
      ),
    ).toBe(true);
    expect((await client.get('/admin/v1/customer/wish-list-count')).json().count_all).toBe(3);

    // another demo customer cannot open them
    const other = await loginAs(shop, 'tech@alarmservis.sk', 'heslo12345');
    const foreign = invoices.invoices[0];
    expect((await other.get(foreign.invoice_url)).statusCode).toBe(404);
    expect((await other.get(`/admin/v1/customer/order/detail/${orders.orders[0].id}/sk`)).statusCode).toBe(404);
  });

  it('the pending demo account is told it is not approved; a new registration gets Štandard', async () => {
    const pending = await browser(shop.app).post('/admin/v1/sign/in', {
      email: 'novy@firma.sk',
      password: 'novy12345',
    });
    expect(pending.json().error[0].code).toBe('messages.validation.email.notAllowed');

    const payload = signUpPayload();
    expect((await browser(shop.app).post('/admin/v1/sign/up', payload)).statusCode).toBe(200);
    const [row] = await shop.app.shop.db.select().from(customers).where(eq(customers.email, payload.email));
    const [standard] = await shop.app.shop.db.query.priceGroups.findMany({
      where: (g, { eq: is }) => is(g.name, 'Štandard'),
    });
    expect(row?.priceGroupId).toBe(standard?.id);
  });
});
