import { ErrorCode, InvoiceErrorCode, StaffErrorCode } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { createOrder, createProducts, type TestProduct } from '../../test/account-orders.ts';
import { customerSession } from '../../test/accounts.ts';
import { type Browser, createTestShop, type TestShop } from '../../test/app.ts';
import { en16931Problems } from '../../test/en16931.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { auditRows, createStaff, type StaffBrowser, staffSessionDirectly } from '../../test/staff.ts';
import { issueInvoiceForOrder } from './invoice.service.ts';

/**
 * The back office's invoices end to end through the API: issue, list, detail, payments (and the
 * customer's list seeing them at once), credit notes (and the customer's own), reminders by hand,
 * the overdue list; sales and admin may, the warehouse never (docs/requirements/orders-and-invoices.md).
 */

let shop: TestShop;
let sales: StaffBrowser;
let admin: StaffBrowser;
let warehouse: StaffBrowser;
let products: TestProduct[];
let customer: { id: number; email: string };
let customerClient: Browser;

const BASE = '/admin/v1/staff/invoices';
const DAY = 86_400_000;

beforeAll(async () => {
  shop = await createTestShop('empty');
  sales = await staffSessionDirectly(shop, await createStaff(shop, 'sales', { name: 'Eva Predajná' }));
  admin = await staffSessionDirectly(shop, await createStaff(shop, 'admin'));
  warehouse = await staffSessionDirectly(shop, await createStaff(shop, 'warehouse'));
  products = await createProducts(shop, [
    { name: 'Kamera Ďaleko', priceCents: 12_345 },
    { name: 'Kábel UTP (m)', priceCents: 37 },
    { name: 'Príručka', priceCents: 1_000, vatRate: 5 },
  ]);
  const session = await customerSession(shop, { companyName: 'Zámky Šťastné s.r.o.' });
  customer = session.customer;
  customerClient = session.client;
});
afterAll(() => shop.close());

const db = () => shop.app.shop.db;

/** An order of the test customer: 3 cameras, 25 m cable, 2 handbooks (two VAT rates). */
async function newOrder(status = 'new', customerId = customer.id) {
  const [camera, cable, book] = products as [TestProduct, TestProduct, TestProduct];
  const order = await createOrder(shop, customerId, {
    lines: [
      { product: camera, quantity: 3 },
      { product: cable, quantity: 25 },
      { product: book, quantity: 2 },
    ],
  });
  // Tests set a status straight in the table; the transition table (ORDERS) is not theirs to use.
  if (status !== 'new') await db().execute(sql`update orders set status = ${status} where id = ${order.id}`);
  return order;
}

async function issued(status = 'new', issuedAt = new Date(), customerId = customer.id) {
  const order = await newOrder(status === 'returned' || status === 'cancelled' ? 'delivered' : status, customerId);
  const invoice = await issueInvoiceForOrder(db(), order.number, { issuedAt });
  if (status === 'returned' || status === 'cancelled') {
    await db().execute(sql`update orders set status = ${status} where id = ${order.id}`);
  }
  return { order, invoice };
}

async function customerInvoice(invoiceId: number) {
  const res = await customerClient.get('/admin/v1/customer/invoices/100/0');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return (res.json().invoices as { id: number; not_paid_amount: number; amount: number }[]).find(
    (i) => i.id === invoiceId,
  );
}

const counter = async (name: string) =>
  Number((await query<{ value: number }>(db(), sql`select value from counters where name = ${name}`))[0]?.value ?? 0);

describe('issuing an invoice from the back office', () => {
  it('issues the next number of the year for an order, audited in the same transaction', async () => {
    const order = await newOrder('processing');
    const year = new Date().getFullYear();
    const before = await counter(`invoice:${year}`);
    const res = await sales.post(BASE, { orderNumber: order.number });
    expect(res.statusCode, res.body).toBe(200);
    const invoice = res.json().invoice;
    expect(invoice).toMatchObject({
      number: `FA${year}${String(before + 1).padStart(6, '0')}`,
      varsymbol: order.number,
      orderNumber: order.number,
      customer: { id: customer.id, companyName: 'Zámky Šťastné s.r.o.' },
      totalCents: order.totalIncVatCents,
      paidCents: 0,
      balanceCents: order.totalIncVatCents,
      state: 'unpaid',
      daysOverdue: 0,
    });
    expect(new Date(invoice.dueAt).getTime() - new Date(invoice.issuedAt).getTime()).toBe(14 * DAY);
    const [entry] = await auditRows(shop, 'invoice', invoice.id);
    expect(entry).toMatchObject({ action: 'invoice.issue', staff_email: expect.stringMatching(/^sales-/) });
    expect(String(entry?.summary)).toContain(invoice.number);
  });

  it('refuses a second invoice, a cancelled or returned order, an unknown one and a malformed number', async () => {
    const order = await newOrder();
    expect((await admin.post(BASE, { orderNumber: order.number })).statusCode).toBe(200);
    const again = await sales.post(BASE, { orderNumber: order.number });
    expect(again.statusCode).toBe(409);
    expect(again.json().error[0]).toMatchObject({ code: InvoiceErrorCode.alreadyInvoiced, key: 'orderNumber' });
    expect(again.json().error[0].message).toMatch(/už má faktúru FA\d{10}/);

    for (const status of ['cancelled', 'returned']) {
      const refused = await newOrder(status);
      const year = new Date().getFullYear();
      const before = await counter(`invoice:${year}`);
      const res = await sales.post(BASE, { orderNumber: refused.number });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().error[0].code).toBe(InvoiceErrorCode.orderNotInvoiceable);
      expect(await counter(`invoice:${year}`), 'no number used up').toBe(before);
    }
    const unknown = await sales.post(BASE, { orderNumber: '2099999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error[0]).toMatchObject({ code: InvoiceErrorCode.orderNotFound, key: 'orderNumber' });
    const malformed = await sales.post(BASE, { orderNumber: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error[0].key).toBe('orderNumber');
  });

  it('keeps the warehouse out of every invoice route (403 and nothing else)', async () => {
    const { invoice } = await issued();
    const calls = [
      warehouse.get(BASE),
      warehouse.get(`${BASE}/overdue`),
      warehouse.get(`${BASE}/${invoice.id}`),
      warehouse.get(`${BASE}/${invoice.id}/pdf`),
      warehouse.post(BASE, { orderNumber: invoice.varsymbol }),
      warehouse.post(`${BASE}/${invoice.id}/payments`, { amountCents: 100, paidOn: '2026-01-05', method: 'cash' }),
      warehouse.post(`${BASE}/${invoice.id}/payments/1/delete`, { reason: 'omyl' }),
      warehouse.post(`${BASE}/${invoice.id}/credit-notes`, { reason: 'vrátené' }),
      warehouse.post(`${BASE}/${invoice.id}/reminders`, {}),
      warehouse.get('/admin/v1/staff/credit-notes/1/pdf'),
      warehouse.get(`/admin/v1/staff/audit/invoice/${invoice.id}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, error: [{ code: StaffErrorCode.forbidden }] });
    }
  });
});

describe('payments', () => {
  it('records a payment: paid is the sum of payments, the customer sees it at once, all audited', async () => {
    const { invoice } = await issued();
    expect((await customerInvoice(invoice.id))?.not_paid_amount).toBe(invoice.totalCents / 100);

    const part = await sales.post(`${BASE}/${invoice.id}/payments`, {
      amountCents: 10_000,
      paidOn: '2026-11-20',
      method: 'bank',
      reference: `VS ${invoice.varsymbol}`,
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({
      payment: { amountCents: 10_000, paidOn: '2026-11-20', method: 'bank', staff: 'Eva Predajná' },
      invoice: { paidCents: 10_000, state: 'partly', balanceCents: invoice.totalCents - 10_000 },
      overpaid: false,
    });
    expect((await customerInvoice(invoice.id))?.not_paid_amount).toBeCloseTo((invoice.totalCents - 10_000) / 100, 2);

    const rest = await sales.post(`${BASE}/${invoice.id}/payments`, {
      amountCents: invoice.totalCents - 10_000,
      paidOn: '2026-11-21',
      method: 'cash',
    });
    expect(rest.json().invoice).toMatchObject({ state: 'paid', balanceCents: 0 });
    expect((await customerInvoice(invoice.id))?.not_paid_amount).toBe(0);

    const [sum] = await query<{ paid: number; total: number }>(
      db(),
      sql`select i.paid_cents as paid, (select sum(amount_cents)::int from payments where invoice_id = i.id) as total
          from invoices i where i.id = ${invoice.id}`,
    );
    expect(Number(sum?.paid)).toBe(Number(sum?.total));
    const entries = await auditRows(shop, 'invoice', invoice.id);
    expect(entries.filter((e) => e.action === 'invoice.payment')).toHaveLength(2);
  });

  it('records an overpayment and flags it', async () => {
    const { invoice } = await issued();
    const res = await sales.post(`${BASE}/${invoice.id}/payments`, {
      amountCents: invoice.totalCents + 500,
      paidOn: '2026-11-20',
      method: 'card',
    });
    expect(res.json()).toMatchObject({ overpaid: true, invoice: { state: 'overpaid', balanceCents: -500 } });
    expect((await customerInvoice(invoice.id))?.not_paid_amount).toBe(0);
    const [entry] = (await auditRows(shop, 'invoice', invoice.id)).filter((e) => e.action === 'invoice.payment');
    expect(String(entry?.summary)).toContain('preplatok');
  });

  it('refuses a bad payment with the field as key, and 404 for an unknown invoice', async () => {
    const { invoice } = await issued();
    const cases: [Record<string, unknown>, string][] = [
      [{ amountCents: 0, paidOn: '2026-11-20', method: 'bank' }, 'amountCents'],
      [{ amountCents: 12.5, paidOn: '2026-11-20', method: 'bank' }, 'amountCents'],
      [{ amountCents: 100, paidOn: '20.11.2026', method: 'bank' }, 'paidOn'],
      [{ amountCents: 100, paidOn: '2026-11-20', method: 'bitcoin' }, 'method'],
      [{ amountCents: 100, paidOn: '2026-11-20', method: 'bank', note: 'a\u0000b' }, 'note'],
    ];
    for (const [body, key] of cases) {
      const res = await sales.post(`${BASE}/${invoice.id}/payments`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error[0].key).toBe(key);
    }
    const unknown = await sales.post(`${BASE}/999999/payments`, {
      amountCents: 1,
      paidOn: '2026-11-20',
      method: 'bank',
    });
    expect(unknown.statusCode).toBe(404);
    const [row] = await query<{ paid: number }>(
      db(),
      sql`select paid_cents as paid from invoices where id = ${invoice.id}`,
    );
    expect(Number(row?.paid)).toBe(0);
  });

  it('lets an admin delete a wrongly entered payment with a reason; sales may not', async () => {
    const { invoice } = await issued();
    const paid = await sales.post(`${BASE}/${invoice.id}/payments`, {
      amountCents: 2_500,
      paidOn: '2026-11-20',
      method: 'bank',
    });
    const paymentId = paid.json().payment.id;
    const bySales = await sales.post(`${BASE}/${invoice.id}/payments/${paymentId}/delete`, { reason: 'zlá faktúra' });
    expect(bySales.statusCode).toBe(403);
    const noReason = await admin.post(`${BASE}/${invoice.id}/payments/${paymentId}/delete`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error[0].key).toBe('reason');
    const elsewhere = await admin.post(`${BASE}/${invoice.id + 1}/payments/${paymentId}/delete`, { reason: 'omyl' });
    expect(elsewhere.statusCode).toBe(404);

    const res = await admin.post(`${BASE}/${invoice.id}/payments/${paymentId}/delete`, {
      reason: 'Platba patrí k inej faktúre',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invoice).toMatchObject({ paidCents: 0, state: 'unpaid' });
    const detail = await sales.get(`${BASE}/${invoice.id}`);
    expect(detail.json().payments).toEqual([]);
    const entry = (await auditRows(shop, 'invoice', invoice.id)).find((e) => e.action === 'invoice.payment-delete');
    expect(String(entry?.summary)).toContain('Platba patrí k inej faktúre');
    expect(entry?.changes).toMatchObject({ paidCents: [2_500, 0] });
  });
});

describe('credit notes', () => {
  it('credits a cancelled order whole: gapless DB number, balance down to zero, the customer sees it and its PDF', async () => {
    const { invoice } = await issued('cancelled');
    const year = new Date().getFullYear();
    const before = await counter(`credit-note:${year}`);
    const res = await sales.post(`${BASE}/${invoice.id}/credit-notes`, { reason: 'Objednávka zrušená zákazníkom' });
    expect(res.statusCode, res.body).toBe(200);
    const note = res.json().creditNote;
    expect(note).toMatchObject({
      number: `DB${year}${String(before + 1).padStart(6, '0')}`,
      kind: 'full',
      totalIncVatCents: invoice.totalCents,
    });
    // the credit note is a document of its own, by the EN 16931 rules (its amounts positive)
    expect(
      en16931Problems({
        lines: note.lines
          .filter((l: { totalExcVatCents: number }) => l.totalExcVatCents >= 0)
          .map((l: { vatRate: number; totalExcVatCents: number }) => ({
            vatRate: l.vatRate,
            netCents: l.totalExcVatCents,
          })),
        allowances: [],
        breakdown: note.vatBreakdown,
        totalExcVatCents: note.totalExcVatCents,
        totalVatCents: note.totalVatCents,
        totalIncVatCents: note.totalIncVatCents,
      }),
    ).toEqual([]);
    expect(res.json().invoice).toMatchObject({ creditedCents: invoice.totalCents, balanceCents: 0, state: 'paid' });
    expect((await customerInvoice(invoice.id))?.not_paid_amount).toBe(0);

    const list = await customerClient.get('/admin/v1/customer/credit-notes/12/0');
    expect(list.headers['cache-control']).toBe('private, no-store');
    const item = list.json().credit_notes.find((c: { id: number }) => c.id === note.id);
    expect(item).toMatchObject({
      name: note.number,
      invoice_name: invoice.number,
      varsymbol: invoice.varsymbol,
      amount: invoice.totalCents / 100,
      credit_note_url: `/admin/v1/customer/credit-note/${note.id}/pdf`,
    });
    const pdf = await customerClient.get(item.credit_note_url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="dobropis-${note.number}.pdf"`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Dobropis ${note.number}`);
    expect(text).toContain(`k faktúre ${invoice.number}`);
    expect(text).toContain('Objednávka zrušená zákazníkom');
    expect((await sales.get(`/admin/v1/staff/credit-notes/${note.id}/pdf`)).statusCode).toBe(200);

    // The invoice's own PDF is the document as issued: it never changes (docs/decisions/013-e-invoices.md).
    // What was credited shows in the account's list: nothing is left to pay.
    const invoicePdf = pdfText((await customerClient.get(`/admin/v1/customer/invoice/${invoice.id}/pdf`)).rawPayload);
    expect(invoicePdf).toContain(`Faktúra ${invoice.number}`);
    expect(invoicePdf).not.toContain('Dobropisované');
    const listed = (await customerClient.get('/admin/v1/customer/invoices/50/0')).json().invoices as {
      name: string;
      not_paid_amount: number;
    }[];
    expect(listed.find((i) => i.name === invoice.number)?.not_paid_amount).toBe(0);

    await shop.app.shop.outbox.flush();
    const mail = shop.mails.find((m) => m.subject.includes(note.number));
    expect(mail?.to).toBe(customer.email);
    expect(mail?.text).toContain(invoice.number);

    // another customer opens neither the PDF nor sees it listed
    const other = await customerSession(shop);
    expect((await other.client.get(item.credit_note_url)).statusCode).toBe(404);
    expect((await other.client.get('/admin/v1/customer/credit-notes/12/0')).json().credit_notes).toEqual([]);

    const again = await sales.post(`${BASE}/${invoice.id}/credit-notes`, { reason: 'Ešte raz' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error[0].code).toBe(InvoiceErrorCode.creditTooMuch);
  });

  it('credits returned lines by quantity, never more than was invoiced; refuses orders not cancelled or returned', async () => {
    const delivered = await issued('delivered');
    const refused = await sales.post(`${BASE}/${delivered.invoice.id}/credit-notes`, { reason: 'Nepáči sa' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error[0].code).toBe(InvoiceErrorCode.notCreditable);

    const cancelled = await issued('cancelled');
    const detailCancelled = (await sales.get(`${BASE}/${cancelled.invoice.id}`)).json();
    const partialOfCancelled = await sales.post(`${BASE}/${cancelled.invoice.id}/credit-notes`, {
      reason: 'Časť',
      lines: [{ lineId: detailCancelled.lines[0].id, quantity: 1 }],
    });
    expect(partialOfCancelled.statusCode).toBe(409);

    const { invoice } = await issued('returned');
    const detail = (await sales.get(`${BASE}/${invoice.id}`)).json();
    expect(detail.allowed).toMatchObject({ creditFull: true, creditPartial: true });
    const [camera, cable] = detail.lines;
    const first = await sales.post(`${BASE}/${invoice.id}/credit-notes`, {
      reason: 'Vrátená 1 kamera a 10 m kábla',
      lines: [
        { lineId: camera.id, quantity: 1 },
        { lineId: cable.id, quantity: 10 },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    const note = first.json().creditNote;
    // 1 × 123,45 + 10 × 0,37 at 23 %: VAT once on the rate's sum
    expect(note).toMatchObject({
      kind: 'partial',
      totalExcVatCents: 12_715,
      vatBreakdown: [{ vatRate: 23, taxableCents: 12_715, vatCents: 2_924 }],
      totalVatCents: 2_924,
      totalIncVatCents: 15_639,
    });
    expect(first.json().invoice.creditedCents).toBe(15_639);

    const tooMany = await sales.post(`${BASE}/${invoice.id}/credit-notes`, {
      reason: 'Vrátené',
      lines: [
        { lineId: cable.id, quantity: 5 },
        { lineId: camera.id, quantity: 3 },
      ],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error[0].key).toBe('lines.1.quantity');
    const unknownLine = await sales.post(`${BASE}/${invoice.id}/credit-notes`, {
      reason: 'Vrátené',
      lines: [{ lineId: 99_999_999, quantity: 1 }],
    });
    expect(unknownLine.json().error[0].key).toBe('lines.0.lineId');
    const fullAfterPartial = await sales.post(`${BASE}/${invoice.id}/credit-notes`, { reason: 'Všetko' });
    expect(fullAfterPartial.statusCode).toBe(409);

    const after = (await sales.get(`${BASE}/${invoice.id}`)).json();
    expect(after.lines.map((l: { creditedQuantity: number }) => l.creditedQuantity)).toEqual([1, 10, 0]);
    expect(after.creditNotes).toHaveLength(1);
    expect(after.allowed.creditFull).toBe(false);
    expect(after.invoice.balanceCents).toBe(invoice.totalCents - 15_639);
    const entry = (await auditRows(shop, 'invoice', invoice.id)).find((e) => e.action === 'invoice.credit-note');
    expect(String(entry?.summary)).toContain(note.number);
  });
});

describe('reminders by hand and the overdue list', () => {
  it('sends a reminder for an overdue invoice once in 7 days; an admin may send sooner on purpose', async () => {
    const { invoice } = await issued('delivered', new Date(Date.now() - 30 * DAY));
    const first = await sales.post(`${BASE}/${invoice.id}/reminders`, {});
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().reminder).toMatchObject({ daysOverdue: 16, amountDueCents: invoice.totalCents, forced: false });

    const tooSoon = await sales.post(`${BASE}/${invoice.id}/reminders`, {});
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().error[0].code).toBe(InvoiceErrorCode.reminderTooSoon);
    // a salesperson's `force` means nothing
    expect((await sales.post(`${BASE}/${invoice.id}/reminders`, { force: true })).statusCode).toBe(409);
    const forced = await admin.post(`${BASE}/${invoice.id}/reminders`, { force: true });
    expect(forced.statusCode).toBe(200);
    expect(forced.json().reminder.forced).toBe(true);

    const detail = (await sales.get(`${BASE}/${invoice.id}`)).json();
    expect(detail.reminders).toHaveLength(2);
    expect(detail.allowed.remind).toBe(false);
    expect(new Date(detail.allowed.remindAfter).getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    const entries = (await auditRows(shop, 'invoice', invoice.id)).filter((e) => e.action === 'invoice.reminder');
    expect(entries).toHaveLength(2);

    await shop.app.shop.outbox.flush();
    const mails = shop.mails.filter((m) => m.subject.includes(invoice.number) && m.subject.startsWith('Upomienka'));
    expect(mails).toHaveLength(2);
    expect(mails[0]?.to).toBe(customer.email);

    const notDue = await issued();
    const refused = await sales.post(`${BASE}/${notDue.invoice.id}/reminders`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error[0].code).toBe(InvoiceErrorCode.reminderNotDue);
  });

  it('lists overdue invoices longest overdue first, with days, the last reminder, the count and the sum due', async () => {
    const older = await issued('delivered', new Date(Date.now() - 60 * DAY));
    const newer = await issued('delivered', new Date(Date.now() - 20 * DAY));
    await sales.post(`${BASE}/${newer.invoice.id}/payments`, {
      amountCents: 1_000,
      paidOn: '2026-11-01',
      method: 'bank',
    });
    const paidUp = await issued('delivered', new Date(Date.now() - 50 * DAY));
    await sales.post(`${BASE}/${paidUp.invoice.id}/payments`, {
      amountCents: paidUp.invoice.totalCents,
      paidOn: '2026-11-01',
      method: 'bank',
    });

    const res = await sales.get(`${BASE}/overdue`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ids = body.invoices.map((i: { id: number }) => i.id);
    expect(ids).toContain(older.invoice.id);
    expect(ids).toContain(newer.invoice.id);
    expect(ids).not.toContain(paidUp.invoice.id);
    expect(ids.indexOf(older.invoice.id)).toBeLessThan(ids.indexOf(newer.invoice.id));
    const row = body.invoices.find((i: { id: number }) => i.id === newer.invoice.id);
    expect(row).toMatchObject({ daysOverdue: 6, balanceCents: newer.invoice.totalCents - 1_000, lastReminderAt: null });
    const [sum] = await query<{ n: number; due: number }>(
      db(),
      sql`select count(*)::int as n, sum(total_cents - paid_cents - credited_cents)::int as due from invoices
          where paid_cents + credited_cents < total_cents and due_at < now() - interval '1 day'`,
    );
    expect(body.count).toBe(Number(sum?.n));
    expect(body.totalDueCents).toBe(Number(sum?.due));
  });
});

describe('the invoice list', () => {
  it('filters by state, customer, order, text and days, and pages through everything by keyset', async () => {
    const other = await customerSession(shop, { companyName: 'Ochrana Ďaleká a.s.' });
    const mine = await issued('delivered', new Date('2026-03-05T10:00:00Z'));
    const theirs = await issued('delivered', new Date('2026-03-06T10:00:00Z'), other.customer.id);
    await sales.post(`${BASE}/${theirs.invoice.id}/payments`, {
      amountCents: 100,
      paidOn: '2026-03-07',
      method: 'bank',
    });

    const ids = async (qs: string) =>
      ((await sales.get(`${BASE}?${qs}`)).json().invoices as { id: number }[]).map((i) => i.id);
    expect(await ids(`customer=${other.customer.id}`)).toEqual([theirs.invoice.id]);
    expect(await ids(`order=${mine.order.number}`)).toEqual([mine.invoice.id]);
    expect(await ids('q=ďaleká')).toEqual([theirs.invoice.id]);
    expect(await ids(`q=${mine.invoice.number.slice(-6)}`)).toContain(mine.invoice.id);
    expect(await ids(`q=${mine.order.number}`)).toEqual([mine.invoice.id]);
    expect(await ids('from=2026-03-05&to=2026-03-05')).toEqual([mine.invoice.id]);
    expect(await ids('from=2026-03-06&to=2026-03-06&status=partly')).toEqual([theirs.invoice.id]);
    expect(await ids('from=2026-03-05&to=2026-03-06&status=unpaid')).toEqual([mine.invoice.id]);
    expect(await ids('from=2026-03-05&to=2026-03-06&status=overdue&sort=dueAt')).toEqual([
      mine.invoice.id,
      theirs.invoice.id,
    ]);
    expect(await ids('from=2026-03-05&to=2026-03-06&status=paid')).toEqual([]);

    const all = await ids('limit=200');
    const seen: number[] = [];
    let after = '';
    for (let page = 0; page < 50; page++) {
      const res = (await sales.get(`${BASE}?limit=3${after ? `&after=${after}` : ''}`)).json();
      seen.push(...res.invoices.map((i: { id: number }) => i.id));
      if (!res.next) break;
      after = res.next;
    }
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);

    const bad = await sales.get(`${BASE}?status=lost`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error[0]).toMatchObject({ code: ErrorCode.validation, key: 'status' });
  });

  it('shows an invoice with its order lines and stored totals; 404 for an unknown one', async () => {
    const { invoice, order } = await issued();
    const res = await sales.get(`${BASE}/${invoice.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.invoice).toMatchObject({ id: invoice.id, orderStatus: 'new', customerEmail: customer.email });
    expect(body.lines.map((l: { name: string }) => l.name)).toEqual(['Kamera Ďaleko', 'Kábel UTP (m)', 'Príručka']);
    expect(body.totals).toMatchObject({
      totalExcVatCents: order.totalExcVatCents,
      totalVatCents: order.totalVatCents,
      totalIncVatCents: order.totalIncVatCents,
    });
    expect(body.allowed).toMatchObject({ creditFull: false, creditPartial: false, remind: false });
    expect((await sales.get(`${BASE}/999999`)).statusCode).toBe(404);
    const pdf = await sales.get(`${BASE}/${invoice.id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.rawPayload)).toContain(`Faktúra ${invoice.number}`);
  });
});
