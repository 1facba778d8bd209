import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres, query } from '../../db/client.ts';
import { createJobRunner } from '../../jobs/runner.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { createOrder, createProducts } from '../../test/account-orders.ts';
import { createApprovedCustomer } from '../../test/accounts.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import { issueInvoiceForOrder } from './invoice.service.ts';
import { invoiceRemindersJob } from './reminders.job.ts';
import { sendReminder } from './reminders.service.ts';

/**
 * The overdue-invoice reminders on a fake clock: each overdue invoice with something due gets one
 * mail, then none for 7 days, also when two processes run the job (or send by hand) at once, and
 * across a restart; not-yet-due and settled invoices get none.
 */

let shop: TestShop;
/** A second "process": its own pool on PostgreSQL; the same embedded database on PGlite. */
let second: Database;
let customerEmail: string;
beforeAll(async () => {
  shop = await createTestShop('empty');
  const url = shop.database.url;
  second = url ? openPostgres(url, 4) : shop.database;
  const customer = await createApprovedCustomer(shop, { companyName: 'Upomínaná s.r.o.' });
  customerEmail = customer.email;
  const [product] = await createProducts(shop, [{ name: 'Ústredňa', priceCents: 20_000 }]);
  if (!product) throw new Error('no product');
  const invoiced = async (issuedAt: string, paid = false) => {
    const order = await createOrder(shop, customer.id, { lines: [{ product, quantity: 1 }] });
    const invoice = await issueInvoiceForOrder(shop.app.shop.db, order.number, {
      issuedAt: new Date(issuedAt),
      paidCents: paid ? order.totalIncVatCents : 0,
    });
    return invoice;
  };
  overdue = await invoiced('2026-05-01T09:00:00Z'); // due 15. 5.
  dueSoon = await invoiced('2026-06-01T09:00:00Z'); // due 15. 6.
  settled = await invoiced('2026-04-01T09:00:00Z', true);
});
afterAll(async () => {
  if (second !== shop.database) await second.close();
  await shop.close();
});

let overdue: Awaited<ReturnType<typeof issueInvoiceForOrder>>;
let dueSoon: Awaited<ReturnType<typeof issueInvoiceForOrder>>;
let settled: Awaited<ReturnType<typeof issueInvoiceForOrder>>;

const T0 = new Date('2026-06-10T08:00:00Z');
const at = (days: number, hours = 0) => new Date(T0.getTime() + days * 86_400_000 + hours * 3_600_000);
const noOutbox = { flushSoon: () => {} } as unknown as Outbox;
const runnerOn = (database: Database) =>
  createJobRunner(database.db, [invoiceRemindersJob({ config: shop.config, outbox: noOutbox })], { log: () => {} });

async function reminders() {
  return query<{ invoice_id: number; sent_at: Date; days_overdue: number; amount_due_cents: number }>(
    shop.app.shop.db,
    sql`select invoice_id, sent_at, days_overdue, amount_due_cents from invoice_reminders order by id`,
  );
}
async function reminderMails() {
  return query<{ to: string; subject: string; text: string; html: string; attachments: { cid?: string }[] }>(
    shop.app.shop.db,
    sql`select "to", subject, text, html, attachments from mail_outbox where subject like 'Upomienka%' order by id`,
  );
}

describe('the reminder job', () => {
  it('mails each overdue invoice with something due once, in Slovak, with the PAY by square code', async () => {
    const runner = runnerOn(shop.database);
    expect(await runner.tick(T0)).toEqual([{ name: 'invoice-reminders', outcome: 'ran' }]);
    await runner.stop();
    const sent = await reminders();
    expect(sent.map((r) => Number(r.invoice_id))).toEqual([overdue.id]);
    expect(sent[0]).toMatchObject({ days_overdue: 26, amount_due_cents: overdue.totalCents });

    const [mail] = await reminderMails();
    expect(mail?.to).toBe(customerEmail);
    expect(mail?.subject).toBe(`Upomienka: faktúra č. ${overdue.number} je po splatnosti`);
    const amount = new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR' }).format(
      overdue.totalCents / 100,
    );
    for (const expected of [
      overdue.number,
      amount,
      'Dátum splatnosti: 15. 5. 2026',
      'Po splatnosti: 26 dní',
      `Variabilný symbol: ${overdue.varsymbol}`,
      `IBAN: ${shop.config.iban.replace(/(.{4})(?=.)/g, '$1 ')}`,
      `${shop.config.publicUrl}/account/invoices`,
    ]) {
      expect(mail?.text).toContain(expected);
    }
    expect(mail?.attachments[0]?.cid).toBeTruthy();
    expect(mail?.html).toContain(`cid:${mail?.attachments[0]?.cid}`);
  });

  it('sends nothing more for 7 days, then again; a newly overdue invoice gets its first; a settled one never', async () => {
    const runner = runnerOn(shop.database);
    expect((await runner.tick(at(0, 0.5)))[0]?.outcome).toBe('busy'); // the next run is an hour later
    expect((await runner.tick(at(0, 2)))[0]?.outcome).toBe('ran');
    expect(await reminders()).toHaveLength(1);
    // 16. 6.: the second invoice is a day overdue; the first was reminded 6 days ago
    await runner.tick(at(6));
    expect((await reminders()).map((r) => Number(r.invoice_id))).toEqual([overdue.id, dueSoon.id]);
    await runner.tick(at(7, 1));
    await runner.stop();
    const all = await reminders();
    expect(all.map((r) => Number(r.invoice_id))).toEqual([overdue.id, dueSoon.id, overdue.id]);
    expect(all.map((r) => Number(r.invoice_id))).not.toContain(settled.id);
    expect(await reminderMails()).toHaveLength(3);
  });

  it('keeps its schedule across a restart: a new process neither repeats nor skips', async () => {
    const before = (await reminders()).length;
    const restarted = runnerOn(shop.database);
    expect((await restarted.tick(at(7, 1.5)))[0]?.outcome).toBe('busy');
    expect((await restarted.tick(at(7, 2.5)))[0]?.outcome).toBe('ran');
    await restarted.stop();
    expect(await reminders()).toHaveLength(before);
  });

  it('sends one reminder when two processes run at once, through the job or by hand', async () => {
    const before = (await reminders()).length;
    // two runners (two processes) tick at the same moment: one claims the job
    const [a, b] = [runnerOn(shop.database), runnerOn(second)];
    const results = (await Promise.all([a.tick(at(15, 2)), b.tick(at(15, 2))])).flat();
    expect(results.map((r) => r.outcome).sort()).toEqual(['busy', 'ran']);
    await Promise.all([a.stop(), b.stop()]);
    const afterJob = await reminders();
    expect(afterJob.length - before).toBe(2); // both invoices, once each

    // even the job's body run twice at once (no claim), and a person at the same time, send one
    const job = invoiceRemindersJob({ config: shop.config, outbox: noOutbox });
    const signal = new AbortController().signal;
    const now = at(22, 3);
    await Promise.all([
      job.run({ db: shop.app.shop.db, now, signal, log: () => {} }),
      job.run({ db: second.db, now, signal, log: () => {} }),
      second.db.transaction((tx) => sendReminder(tx, shop.config, overdue.id, { now, staffId: null })),
    ]);
    const afterRace = await reminders();
    expect(afterRace.length - afterJob.length).toBe(2);
    expect(new Set(afterRace.slice(afterJob.length).map((r) => Number(r.invoice_id)))).toEqual(
      new Set([overdue.id, dueSoon.id]),
    );
    const mails = await reminderMails();
    expect(mails).toHaveLength(afterRace.length);
  });
});
