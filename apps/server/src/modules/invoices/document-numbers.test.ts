import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { createOrder, createProducts, type TestProduct } from '../../test/account-orders.ts';
import { createApprovedCustomer } from '../../test/accounts.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import { issueCreditNote } from './credit-notes.service.ts';
import { issueInvoiceForOrder, slovakYear } from './invoice.service.ts';

/**
 * Invoice and credit-note numbers have no gaps and no repeats (Slovak law wants invoices
 * numbered in an unbroken series): many issued at once each get the next number, and an issue
 * that fails after taking its number gives it back. On PostgreSQL these run in parallel
 * transactions on the pool; on PGlite one after the other.
 */

let shop: TestShop;
let customerId: number;
let product: TestProduct;
beforeAll(async () => {
  shop = await createTestShop('empty');
  customerId = (await createApprovedCustomer(shop)).id;
  [product] = (await createProducts(shop, [{ name: 'Detektor pohybu', priceCents: 2_990 }])) as [TestProduct];
});
afterAll(() => shop.close());

const db = () => shop.app.shop.db;
const year = slovakYear(new Date());
const counter = async (name: string) =>
  Number((await query<{ value: number }>(db(), sql`select value from counters where name = ${name}`))[0]?.value ?? 0);
type Order = Awaited<ReturnType<typeof createOrder>>;
const sequenceOf = (number: string) => Number(number.slice(-6));
const orders = (n: number) =>
  Promise.all(Array.from({ length: n }, () => createOrder(shop, customerId, { lines: [{ product, quantity: 2 }] })));

describe('invoice numbers', () => {
  it('numbers invoices issued at the same time one after another, without gaps or repeats', async () => {
    const placed = await orders(8);
    const before = await counter(`invoice:${year}`);
    const invoices = await Promise.all(placed.map((o) => issueInvoiceForOrder(db(), o.number)));
    const sequences = invoices.map((i) => sequenceOf(i.number)).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 8 }, (_, i) => before + 1 + i));
    expect(invoices.every((i) => i.number.startsWith(`FA${year}`))).toBe(true);
  });

  it('gives the number back when the issue fails after taking it (its audit entry, say)', async () => {
    const [order, next] = (await orders(2)) as [Order, Order];
    const before = await counter(`invoice:${year}`);
    await expect(
      issueInvoiceForOrder(db(), order.number, {
        within: async () => {
          throw new Error('the audit entry could not be written');
        },
      }),
    ).rejects.toThrow('the audit entry could not be written');
    expect(await counter(`invoice:${year}`)).toBe(before);
    const [none] = await query<{ n: number }>(
      db(),
      sql`select count(*)::int as n from invoices where order_id = ${order.id}`,
    );
    expect(none?.n).toBe(0);
    const issued = await issueInvoiceForOrder(db(), next.number);
    expect(sequenceOf(issued.number)).toBe(before + 1);
  });

  it('makes one invoice when one order is issued twice at the same time', async () => {
    const [order] = (await orders(1)) as [Order];
    const before = await counter(`invoice:${year}`);
    const results = await Promise.allSettled([
      issueInvoiceForOrder(db(), order.number),
      issueInvoiceForOrder(db(), order.number),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await counter(`invoice:${year}`)).toBe(before + 1);
  });
});

describe('credit-note numbers', () => {
  async function cancelledInvoices(n: number) {
    const placed = await orders(n);
    const invoices = [];
    for (const o of placed) invoices.push(await issueInvoiceForOrder(db(), o.number));
    await db().execute(
      sql`update orders set status = 'cancelled' where id in (${sql.join(
        placed.map((o) => sql`${o.id}`),
        sql`, `,
      )})`,
    );
    return invoices;
  }
  const credit = (invoiceId: number) =>
    db().transaction((tx) => issueCreditNote(tx, shop.config, invoiceId, { reason: 'Zrušená', staffId: null }));

  it('numbers credit notes issued at the same time without gaps, DB + year + sequence', async () => {
    const invoices = await cancelledInvoices(6);
    const before = await counter(`credit-note:${year}`);
    const notes = await Promise.all(invoices.map((i) => credit(i.id)));
    expect(notes.map((n) => sequenceOf(n.creditNote.number)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 6 }, (_, i) => before + 1 + i),
    );
    expect(notes.every((n) => /^DB\d{10}$/.test(n.creditNote.number))).toBe(true);
  });

  it('credits one invoice once when two credit notes for it are issued at once, and a failure gives the number back', async () => {
    const [invoice] = (await cancelledInvoices(1)) as [Awaited<ReturnType<typeof issueInvoiceForOrder>>];
    const before = await counter(`credit-note:${year}`);
    await expect(
      db().transaction(async (tx) => {
        await issueCreditNote(tx, shop.config, invoice.id, { reason: 'Zrušená', staffId: null });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await counter(`credit-note:${year}`)).toBe(before);

    const results = await Promise.allSettled([credit(invoice.id), credit(invoice.id)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(HttpError);
    expect((refused.reason as HttpError).statusCode).toBe(409);
    expect(await counter(`credit-note:${year}`)).toBe(before + 1);
    const [row] = await query<{ credited: number; total: number }>(
      db(),
      sql`select credited_cents as credited, total_cents as total from invoices where id = ${invoice.id}`,
    );
    expect(Number(row?.credited)).toBe(Number(row?.total));
  });
});
