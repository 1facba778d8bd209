import { readFileSync } from 'node:fs';
import { BankErrorCode } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { createOrder, createProducts, type TestProduct } from '../../test/account-orders.ts';
import { customerSession } from '../../test/accounts.ts';
import { type Browser, createTestShop, type TestShop } from '../../test/app.ts';
import { auditRows, createStaff, type StaffBrowser, staffSessionDirectly } from '../../test/staff.ts';
import { issueInvoiceForOrder } from '../invoices/invoice.service.ts';

/**
 * Bank statements (camt.053) through the back office's API: credits matched to invoices by
 * variable symbol (paid, partly paid, overpaid, unmatched), the customer's account seeing it at
 * once, a second load booking nothing, staff deciding unmatched credits, and hostile or wrong
 * files refused with nothing changed (docs/decisions/014-bank-statements-and-accounting.md).
 * The fixtures are statements as Slovak banks write them, with {{…}} filled in per test.
 */

let shop: TestShop;
let sales: StaffBrowser;
let admin: StaffBrowser;
let products: TestProduct[];
let customer: { id: number; email: string };
let customerClient: Browser;

const STATEMENTS = '/admin/v1/staff/bank/statements';
const IBAN = 'SK9611000000002918599669';
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const euros = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
let statementSeq = 0;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`fixture value ${name} missing`);
    return value;
  });
}

beforeAll(async () => {
  shop = await createTestShop('empty');
  sales = await staffSessionDirectly(shop, await createStaff(shop, 'sales'));
  admin = await staffSessionDirectly(shop, await createStaff(shop, 'admin'));
  products = await createProducts(shop, [{ name: 'Kamera Ďaleko', priceCents: 12_345 }]);
  const session = await customerSession(shop, { companyName: 'Zámky Šťastné s.r.o.' });
  customer = session.customer;
  customerClient = session.client;
});
afterAll(() => shop.close());

const db = () => shop.app.shop.db;

async function invoice(quantity = 1) {
  const [camera] = products as [TestProduct];
  const order = await createOrder(shop, customer.id, { lines: [{ product: camera, quantity }] });
  return issueInvoiceForOrder(db(), order.number);
}

async function customerInvoice(invoiceId: number) {
  const res = await customerClient.get('/admin/v1/customer/invoices/100/0');
  expect(res.statusCode).toBe(200);
  return (res.json().invoices as { id: number; not_paid_amount: number }[]).find((i) => i.id === invoiceId);
}

async function invoiceRow(id: number) {
  const res = await sales.get(`/admin/v1/staff/invoices/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json().invoice as { paidCents: number; state: string; balanceCents: number };
}

const counts = async () => {
  const [row] = await query<{ payments: number; entries: number; statements: number; audit: number }>(
    db(),
    sql`select (select count(*)::int from payments) as payments, (select count(*)::int from bank_entries) as entries,
        (select count(*)::int from bank_statements) as statements, (select count(*)::int from audit_log) as audit`,
  );
  return row;
};

async function fourInvoiceStatement() {
  const paid = await invoice(1);
  const partly = await invoice(2);
  const over = await invoice(1);
  const stmt = `TB-2026-${++statementSeq}`;
  const xml = fill(fixture('camt053-v02.xml'), {
    STMT: stmt,
    IBAN,
    VS_PAID: paid.varsymbol,
    AMOUNT_PAID: euros(paid.totalCents),
    VS_PARTLY: partly.varsymbol,
    VS_OVER: over.varsymbol,
    AMOUNT_OVER: euros(over.totalCents + 1_000),
  });
  return { paid, partly, over, stmt, xml };
}

describe('loading a camt.053 statement', () => {
  it('books paid, partly paid and overpaid invoices, lists the unknown credit, skips debits and pending entries', async () => {
    const { paid, partly, over, stmt, xml } = await fourInvoiceStatement();
    const res = await sales.post(STATEMENTS, { fileName: 'vypis.xml', xml });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.statement).toMatchObject({ statementId: stmt, iban: IBAN, version: 'camt.053.001.02' });
    expect(body.alreadyLoaded).toBe(false);
    expect(
      body.entries.map((e: { reference: string; outcome: string; varsymbol: string | null }) => [
        e.reference,
        e.outcome,
        e.varsymbol,
      ]),
    ).toEqual([
      [`${stmt}-0001`, 'paid', paid.varsymbol],
      [`${stmt}-0002`, 'partly', partly.varsymbol],
      [`${stmt}-0003`, 'overpaid', over.varsymbol],
      [`${stmt}-0004`, 'unmatched', null],
    ]);
    expect(body.entries[0]).toMatchObject({
      amountCents: paid.totalCents,
      bookedOn: '2026-11-24',
      counterpartyName: 'Zámky Šťastné s.r.o.',
      counterpartyIban: 'SK3112000000198742637541',
      invoice: { id: paid.id, number: paid.number },
      alreadyLoaded: false,
    });

    expect(await invoiceRow(paid.id)).toMatchObject({ paidCents: paid.totalCents, state: 'paid', balanceCents: 0 });
    expect(await invoiceRow(partly.id)).toMatchObject({ paidCents: 1_000, state: 'partly' });
    expect(await invoiceRow(over.id)).toMatchObject({ state: 'overpaid', balanceCents: -1_000 });
    // The customer's account sees it at once (the same sums the payments service keeps).
    expect(await customerInvoice(paid.id)).toMatchObject({ not_paid_amount: 0 });
    expect((await customerInvoice(partly.id))?.not_paid_amount).toBe((partly.totalCents - 1_000) / 100);

    const [payment] = await query<{
      method: string;
      bank_transaction_id: string;
      paid_on: string;
      staff_id: number | null;
    }>(
      db(),
      sql`select method, bank_transaction_id, paid_on::text, staff_id from payments where invoice_id = ${paid.id}`,
    );
    expect(payment).toEqual({
      method: 'bank',
      bank_transaction_id: `${stmt}-0001`,
      paid_on: '2026-11-24',
      staff_id: null,
    });
    const [statementAudit] = await auditRows(shop, 'bank_statement', body.statement.id);
    expect(statementAudit).toMatchObject({ action: 'bank.statement', staff_email: expect.stringMatching(/^sales-/) });
    const invoiceAudit = await auditRows(shop, 'invoice', paid.id);
    expect(invoiceAudit.map((a) => a.action)).toContain('invoice.payment');
  });

  it('changes nothing when the same statement is loaded again, and reports what the first load did', async () => {
    const { paid, xml } = await fourInvoiceStatement();
    const first = await sales.post(STATEMENTS, { xml });
    expect(first.statusCode).toBe(200);
    const before = await counts();
    const again = await admin.post(STATEMENTS, { fileName: 'znova.xml', xml });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().alreadyLoaded).toBe(true);
    expect(again.json().entries.every((e: { alreadyLoaded: boolean }) => e.alreadyLoaded)).toBe(true);
    expect(again.json().entries.map((e: { outcome: string }) => e.outcome)).toEqual([
      'paid',
      'partly',
      'overpaid',
      'unmatched',
    ]);
    const after = await counts();
    // One audit entry says it was loaded again; nothing else moved.
    expect(after).toEqual({ ...before, audit: (before?.audit ?? 0) + 1 });
    expect(await invoiceRow(paid.id)).toMatchObject({ paidCents: paid.totalCents, state: 'paid' });
  });

  it('books a statement once when two staff load it at the same moment', async () => {
    const { paid, xml } = await fourInvoiceStatement();
    const [one, two] = await Promise.all([sales.post(STATEMENTS, { xml }), admin.post(STATEMENTS, { xml })]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect([one.json().alreadyLoaded, two.json().alreadyLoaded].sort()).toEqual([false, true]);
    expect(await invoiceRow(paid.id)).toMatchObject({ paidCents: paid.totalCents, state: 'paid' });
  });

  it('reads camt.053.001.08: Sts/Cd, a booking time, a batch entry with two transactions of their own amounts', async () => {
    const a = await invoice(1);
    const b = await invoice(3);
    const stmt = `SLSP-2026-${++statementSeq}`;
    const xml = fill(fixture('camt053-v08.xml'), {
      STMT: stmt,
      IBAN,
      AMOUNT_BATCH: euros(a.totalCents + 2_000),
      VS_A: a.varsymbol,
      AMOUNT_A: euros(a.totalCents),
      VS_B: b.varsymbol,
      AMOUNT_B: euros(2_000),
    });
    const res = await sales.post(STATEMENTS, { xml });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().statement.version).toBe('camt.053.001.08');
    expect(res.json().entries).toMatchObject([
      { reference: `${stmt}-B1-1`, outcome: 'paid', bookedOn: '2026-11-25', counterpartyName: 'Zámky Šťastné s.r.o.' },
      { reference: `${stmt}-B1-2`, outcome: 'partly', amountCents: 2_000 },
    ]);
    expect(await invoiceRow(b.id)).toMatchObject({ paidCents: 2_000 });
  });
});

describe('unmatched credits', () => {
  async function unmatchedId() {
    const { xml } = await fourInvoiceStatement();
    const res = await sales.post(STATEMENTS, { xml });
    return res.json().entries.find((e: { outcome: string }) => e.outcome === 'unmatched').id as number;
  }

  it('are listed, and staff assign one to an invoice by its number, through the payments service, audited', async () => {
    const id = await unmatchedId();
    const list = await sales.get('/admin/v1/staff/bank/unmatched?limit=200');
    expect(list.statusCode).toBe(200);
    expect(list.json().entries.map((e: { id: number }) => e.id)).toContain(id);

    const target = await invoice(1);
    const res = await sales.post(`/admin/v1/staff/bank/entries/${id}/assign`, { invoice: target.number });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entry).toMatchObject({ outcome: 'assigned', invoice: { id: target.id, number: target.number } });
    expect(await invoiceRow(target.id)).toMatchObject({ paidCents: 5_000, state: 'partly' });
    const [entry] = await auditRows(shop, 'bank_entry', id);
    expect(entry).toMatchObject({ action: 'bank.assign' });
    const again = await sales.post(`/admin/v1/staff/bank/entries/${id}/assign`, { invoice: target.number });
    expect(again.statusCode).toBe(409);
    expect(again.json().error[0].code).toBe(BankErrorCode.entryDecided);
    const listAfter = await sales.get('/admin/v1/staff/bank/unmatched?limit=200');
    expect(listAfter.json().entries.map((e: { id: number }) => e.id)).not.toContain(id);
  });

  it('are dismissed with a reason (audited); an unknown invoice is a 400 on `invoice`; an unknown entry 404', async () => {
    const id = await unmatchedId();
    const unknown = await sales.post(`/admin/v1/staff/bank/entries/${id}/assign`, { invoice: 'FA2099999999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error[0].key).toBe('invoice');
    const noReason = await sales.post(`/admin/v1/staff/bank/entries/${id}/dismiss`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error[0].key).toBe('reason');
    const res = await sales.post(`/admin/v1/staff/bank/entries/${id}/dismiss`, {
      reason: 'Vrátenie preplatku od dodávateľa',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entry).toMatchObject({
      outcome: 'dismissed',
      note: 'Vrátenie preplatku od dodávateľa',
      invoice: null,
    });
    const [entry] = await auditRows(shop, 'bank_entry', id);
    expect(entry).toMatchObject({ action: 'bank.dismiss' });
    expect((await sales.post(`/admin/v1/staff/bank/entries/${id}/dismiss`, { reason: 'znova' })).statusCode).toBe(409);
    expect((await sales.post('/admin/v1/staff/bank/entries/999999/dismiss', { reason: 'nič' })).statusCode).toBe(404);
  });
});

describe('refused statements change nothing', () => {
  async function refused(xml: string, code: string, key: RegExp | string) {
    const before = await counts();
    const res = await sales.post(STATEMENTS, { xml });
    expect(res.statusCode, res.body).toBe(400);
    const [error] = res.json().error;
    expect(error.code).toBe(code);
    if (typeof key === 'string') expect(error.key).toBe(key);
    else expect(error.key).toMatch(key);
    expect(error.message).toBeTruthy();
    expect(await counts()).toEqual(before);
    return error as { message: string };
  }

  it('an external entity (XXE) and a billion-laughs payload: refused before parsing', async () => {
    const xxe = await refused(fixture('hostile-xxe.xml'), BankErrorCode.doctype, 'xml');
    expect(xxe.message).not.toContain('root:');
    await refused(fixture('hostile-billion-laughs.xml'), BankErrorCode.doctype, 'xml');
    await refused(
      `<?xml version="1.0"?>\n<!doctype Document SYSTEM "http://127.0.0.1:1/x.dtd"><Document/>`,
      BankErrorCode.doctype,
      'xml',
    );
  });

  it('malformed XML, a document that is not camt.053, an empty body', async () => {
    const error = await refused(fixture('malformed.xml'), BankErrorCode.malformed, 'xml');
    expect(error.message).toMatch(/riadok \d+/);
    await refused(
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.02"/>',
      BankErrorCode.notCamt053,
      'Document',
    );
    await refused('<?xml version="1.0"?><Invoice/>', BankErrorCode.notCamt053, 'Document');
    const empty = await sales.post(STATEMENTS, { xml: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error[0].key).toBe('xml');
  });

  it('another account, another currency, a transaction id twice in the file', async () => {
    const { xml } = await fourInvoiceStatement();
    await refused(xml.replace(IBAN, 'SK3112000000198742637541'), BankErrorCode.account, 'Acct.Id.IBAN');
    await refused(xml.replace('<Ccy>EUR</Ccy>', '<Ccy>CZK</Ccy>'), BankErrorCode.currency, 'Acct.Ccy');
    await refused(
      xml.replace('<Amt Ccy="EUR">50.00</Amt>', '<Amt Ccy="USD">50.00</Amt>'),
      BankErrorCode.currency,
      'Stmt.Ntry[3].Amt.Ccy',
    );
    const twice = xml.replaceAll(/-0002</g, '-0001<');
    const error = await refused(twice, BankErrorCode.duplicateReference, 'Stmt.Ntry[1].AcctSvcrRef');
    expect(error.message).toContain('-0001');
    await refused(
      xml.replace('<Amt Ccy="EUR">50.00</Amt>', '<Amt Ccy="EUR">50,00</Amt>'),
      BankErrorCode.malformed,
      'Stmt.Ntry[3].Amt',
    );
  });
});
