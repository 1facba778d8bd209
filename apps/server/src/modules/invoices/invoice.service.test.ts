import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { cloneTemplate, type TestDatabase } from '../../test/databases.ts';
import {
  INVOICE_DUE_DAYS,
  InvoiceIssueError,
  invoiceNumber,
  issueInvoiceForOrder,
  slovakYear,
} from './invoice.service.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await cloneTemplate('demo');
});
afterAll(() => database?.destroy());

const counter = async (name: string) => {
  const rows = await query<{ value: number }>(database.db, sql`select value from counters where name = ${name}`);
  return rows[0]?.value ?? 0;
};

/** An order of the demo data without an invoice that may be invoiced (not cancelled or returned). */
async function uninvoicedOrder(): Promise<{ number: string; total: number; customer: number }> {
  const rows = await query<{ number: string; total: number; customer: number }>(
    database.db,
    sql`select number, total_inc_vat_cents as total, customer_id as customer from orders o
        where not exists (select 1 from invoices i where i.order_id = o.id)
          and o.status not in ('cancelled', 'returned') order by number limit 1`,
  );
  const order = rows[0];
  if (!order) throw new Error('the demo data has no order without an invoice');
  return order;
}

describe('issueInvoiceForOrder', () => {
  it('numbers the invoice from the yearly counter and copies the order total', async () => {
    const order = await uninvoicedOrder();
    const issuedAt = new Date('2026-11-25T09:30:00Z');
    const before = await counter('invoice:2026');
    const invoice = await issueInvoiceForOrder(database.db, order.number, { issuedAt, paidCents: 500 });
    expect(invoice.number).toBe(invoiceNumber(2026, before + 1));
    expect(invoice.number).toMatch(/^FA2026\d{6}$/);
    expect(invoice.varsymbol).toBe(order.number);
    expect(invoice.customerId).toBe(order.customer);
    expect(invoice.totalCents).toBe(order.total);
    expect(invoice.paidCents).toBe(500);
    expect(invoice.issuedAt.toISOString()).toBe(issuedAt.toISOString());
    expect(invoice.dueAt.getTime() - issuedAt.getTime()).toBe(INVOICE_DUE_DAYS * 86_400_000);
    expect(await counter('invoice:2026')).toBe(before + 1);
  });

  it('refuses an order that already has an invoice, without using up a number', async () => {
    const [invoiced] = await query<{ number: string }>(
      database.db,
      sql`select o.number from orders o join invoices i on i.order_id = o.id order by o.number limit 1`,
    );
    const before = await counter('invoice:2026');
    const attempt = issueInvoiceForOrder(database.db, invoiced?.number ?? '', {
      issuedAt: new Date('2026-11-25T10:00:00Z'),
    });
    await expect(attempt).rejects.toBeInstanceOf(InvoiceIssueError);
    await expect(attempt).rejects.toMatchObject({ reason: 'already-invoiced' });
    await expect(attempt).rejects.toThrow(/already has invoice FA\d{10}/);
    expect(await counter('invoice:2026')).toBe(before);
  });

  it('refuses an order that does not exist', async () => {
    await expect(issueInvoiceForOrder(database.db, '2099999999')).rejects.toMatchObject({
      reason: 'order-not-found',
      message: 'Order 2099999999 does not exist',
    });
  });

  it('refuses a negative or fractional paid amount', async () => {
    const order = await uninvoicedOrder();
    await expect(issueInvoiceForOrder(database.db, order.number, { paidCents: -1 })).rejects.toMatchObject({
      reason: 'invalid-amount',
    });
    await expect(issueInvoiceForOrder(database.db, order.number, { paidCents: 1.5 })).rejects.toMatchObject({
      reason: 'invalid-amount',
    });
  });

  it('issues only one invoice when two are requested at once', async () => {
    const order = await uninvoicedOrder();
    const results = await Promise.allSettled([
      issueInvoiceForOrder(database.db, order.number),
      issueInvoiceForOrder(database.db, order.number),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [n] = await query<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from invoices i join orders o on o.id = i.order_id where o.number = ${order.number}`,
    );
    expect(n?.n).toBe(1);
  });

  it('starts a new sequence each Slovak calendar year', async () => {
    expect(slovakYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(slovakYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027); // midnight in Bratislava
    const order = await uninvoicedOrder();
    const invoice = await issueInvoiceForOrder(database.db, order.number, {
      issuedAt: new Date('2027-01-02T08:00:00Z'),
    });
    expect(invoice.number).toBe(invoiceNumber(2027, await counter('invoice:2027')));
    expect(invoice.number).toMatch(/^FA2027\d{6}$/);
  });
});
