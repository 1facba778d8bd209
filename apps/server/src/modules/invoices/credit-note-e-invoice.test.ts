import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNoteDocuments, creditNotes, orderLines } from '../../db/schema/index.ts';
import { eInvoiceXml } from '../../documents/e-invoice.ts';
import { shopSupplier } from '../../documents/supplier.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import { type CheckoutFixture, createCheckoutFixture, type loginAs, placeOrderAs } from '../../test/basket.ts';
import { at, en16931DocumentProblems, parseUbl, textOf, ublAmounts } from '../../test/en16931.ts';
import { peppolProblems } from '../../test/peppol.ts';
import { propertyRuns } from '../../test/property.ts';
import { createStaff, type StaffBrowser, staffSessionDirectly } from '../../test/staff.ts';
import { syntheticOrder } from '../../test/synthetic-order.ts';
import { creditNoteEInvoiceInput } from './credit-note-documents.service.ts';
import { fullCreditNote, partialCreditNote } from './credit-note-money.ts';
import type { CreditNoteRecord } from './credit-notes.repository.ts';
import { issueInvoiceForOrder } from './invoice.service.ts';

/**
 * Credit notes as e-invoices (UBL CreditNote, type 381; docs/decisions/013-e-invoices.md): real
 * ones from the checkout and the back office (whole and by returned lines, with a coupon, three VAT
 * rates) satisfy every EN 16931 and Peppol rule the checkers know, state the stored credit note's
 * money to the cent, embed its PDF, reference the invoice, are stored at issue and never change;
 * only the owner and sales staff download them. A property over random baskets and random returned
 * quantities does the same for the money rule itself.
 */

let shop: TestShop;
let fx: CheckoutFixture;
let sales: StaffBrowser;
let warehouse: StaffBrowser;
type Client = Awaited<ReturnType<typeof loginAs>>;
type Credited = { creditNoteId: number; invoiceId: number; invoiceNumber: string; orderNumber: string; client: Client };
const credited: Record<string, Credited> = {};

const db = () => shop.app.shop.db;

async function invoicedOrder(status: 'cancelled' | 'returned', options: { coupon?: string } = {}) {
  const { order, client } = await placeOrderAs(shop, fx, options);
  const invoice = await issueInvoiceForOrder(db(), order.number, { documents: shop.config });
  // The order's workflow is not this test's subject: the status is set straight in the table.
  await db().execute(sql`update orders set status = ${status} where id = ${order.id}`);
  return { order, invoice, client };
}

async function creditByStaff(invoiceId: number, lines?: { lineId: number; quantity: number }[]) {
  const res = await sales.post(`/admin/v1/staff/invoices/${invoiceId}/credit-notes`, {
    reason: 'Tovar vrátený zákazníkom',
    ...(lines ? { lines } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.json().creditNote.id as number;
}

beforeAll(async () => {
  shop = await createTestShop('demo');
  fx = await createCheckoutFixture(shop);
  sales = await staffSessionDirectly(shop, await createStaff(shop, 'sales'));
  warehouse = await staffSessionDirectly(shop, await createStaff(shop, 'warehouse'));

  const full = await invoicedOrder('cancelled', { coupon: 'PARTNER20' });
  credited.fullWithCoupon = {
    creditNoteId: await creditByStaff(full.invoice.id),
    invoiceId: full.invoice.id,
    invoiceNumber: full.invoice.number,
    orderNumber: full.order.number,
    client: full.client,
  };
  const plain = await invoicedOrder('cancelled');
  credited.fullPlain = {
    creditNoteId: await creditByStaff(plain.invoice.id),
    invoiceId: plain.invoice.id,
    invoiceNumber: plain.invoice.number,
    orderNumber: plain.order.number,
    client: plain.client,
  };
  // Returned goods, two credit notes: one of each line first, then the rest of two lines.
  const returned = await invoicedOrder('returned', { coupon: 'PARTNER20' });
  const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, returned.order.id));
  const first = await creditByStaff(
    returned.invoice.id,
    lines.map((l) => ({ lineId: l.id, quantity: 1 })),
  );
  const second = await creditByStaff(
    returned.invoice.id,
    lines.slice(1).map((l) => ({ lineId: l.id, quantity: l.quantity - 1 })),
  );
  for (const [key, creditNoteId] of [
    ['partialFirst', first],
    ['partialSecond', second],
  ] as const) {
    credited[key] = {
      creditNoteId,
      invoiceId: returned.invoice.id,
      invoiceNumber: returned.invoice.number,
      orderNumber: returned.order.number,
      client: returned.client,
    };
  }
}, 180_000);
afterAll(() => shop?.close());

const KEYS = ['fullWithCoupon', 'fullPlain', 'partialFirst', 'partialSecond'];
const xmlOf = async (key: string) => {
  const { client, creditNoteId } = credited[key] as Credited;
  const res = await client.get(`/admin/v1/customer/credit-note/${creditNoteId}/xml`);
  expect(res.statusCode).toBe(200);
  return res;
};
const storedCreditNote = async (id: number) =>
  (await db().select().from(creditNotes).where(eq(creditNotes.id, id)))[0] as CreditNoteRecord;

describe('the e-invoice of credit notes from the back office', () => {
  it.each(KEYS)('%s: every EN 16931 and Peppol rule holds', async (key) => {
    const xml = (await xmlOf(key)).body;
    expect(en16931DocumentProblems(xml)).toEqual([]);
    expect(peppolProblems(xml)).toEqual([]);
  });

  it.each(KEYS)("%s: states the stored credit note's money to the cent", async (key) => {
    const note = await storedCreditNote((credited[key] as Credited).creditNoteId);
    const amounts = ublAmounts((await xmlOf(key)).body);
    expect(amounts.totalExcVatCents).toBe(note.totalExcVatCents);
    expect(amounts.totalVatCents).toBe(note.totalVatCents);
    expect(amounts.totalIncVatCents).toBe(note.totalIncVatCents);
    expect(amounts.dueCents).toBe(note.totalIncVatCents);
    expect(amounts.breakdown).toEqual(note.vatBreakdown);
    const discount = note.lines.filter((l) => l.orderLineId === null && l.totalExcVatCents < 0);
    expect(amounts.allowances.reduce((s, a) => s + a.cents, 0)).toBe(
      discount.reduce((s, l) => s - l.totalExcVatCents, 0),
    );
    expect(amounts.lines).toHaveLength(note.lines.length - discount.length);
  });

  it('a coupon and three VAT rates: one allowance per rate, as the stored discount lines', async () => {
    const amounts = ublAmounts((await xmlOf('fullWithCoupon')).body);
    expect(new Set(amounts.breakdown.map((r) => r.vatRate))).toEqual(new Set([23, 5, 19]));
    expect(amounts.allowances.length).toBeGreaterThan(1);
    const partial = ublAmounts((await xmlOf('partialFirst')).body);
    expect(partial.allowances.length).toBeGreaterThan(0);
  });

  it('is a CreditNote (381) that references the invoice and the order, without a payment request', async () => {
    const { invoiceNumber, orderNumber, creditNoteId } = credited.partialSecond as Credited;
    const { name, doc } = parseUbl((await xmlOf('partialSecond')).body);
    const note = await storedCreditNote(creditNoteId);
    expect(name).toBe('CreditNote');
    expect(textOf(at(doc, 'cbc:ID'))).toBe(note.number);
    expect(textOf(at(doc, 'cbc:CreditNoteTypeCode'))).toBe('381');
    expect(textOf(at(doc, 'cac:BillingReference', 'cac:InvoiceDocumentReference', 'cbc:ID'))).toBe(invoiceNumber);
    expect(textOf(at(doc, 'cac:OrderReference', 'cbc:ID'))).toBe(orderNumber);
    expect(at(doc, 'cac:PaymentMeans')).toBeUndefined();
    expect(at(doc, 'cbc:DueDate')).toBeUndefined();
  });

  it('embeds the PDF the customer downloads, byte for byte', async () => {
    const { client, creditNoteId } = credited.fullWithCoupon as Credited;
    const { doc } = parseUbl((await xmlOf('fullWithCoupon')).body);
    const embedded = at(doc, 'cac:AdditionalDocumentReference', 'cac:Attachment', 'cbc:EmbeddedDocumentBinaryObject');
    const pdf = await client.get(`/admin/v1/customer/credit-note/${creditNoteId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(Buffer.from(textOf(embedded) ?? '', 'base64').equals(pdf.rawPayload)).toBe(true);
  });

  it('downloads as application/xml with a file name, private', async () => {
    const res = await xmlOf('fullPlain');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="dobropis-DB\d{10}\.xml"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("the account's list links the XML beside the PDF", async () => {
    const { client, creditNoteId } = credited.fullPlain as Credited;
    const list = await client.get('/admin/v1/customer/credit-notes/10/0');
    const item = (list.json().credit_notes as { id: number; xml_url: string }[]).find((c) => c.id === creditNoteId);
    expect(item?.xml_url).toBe(`/admin/v1/customer/credit-note/${creditNoteId}/xml`);
  });
});

describe('who may download it', () => {
  it("another customer's credit note answers 404 like a missing one; without a login 401", async () => {
    const { creditNoteId } = credited.fullPlain as Credited;
    const other = (credited.fullWithCoupon as Credited).client;
    expect((await other.get(`/admin/v1/customer/credit-note/${creditNoteId}/xml`)).statusCode).toBe(404);
    expect((await other.get('/admin/v1/customer/credit-note/999999/xml')).statusCode).toBe(404);
    expect((await shop.app.inject({ url: `/admin/v1/customer/credit-note/${creditNoteId}/xml` })).statusCode).toBe(401);
  });

  it('sales staff get the same document; warehouse may not (403)', async () => {
    const { creditNoteId } = credited.partialFirst as Credited;
    const staff = await sales.get(`/admin/v1/staff/credit-notes/${creditNoteId}/xml`);
    expect(staff.statusCode).toBe(200);
    expect(staff.body).toBe((await xmlOf('partialFirst')).body);
    expect((await warehouse.get(`/admin/v1/staff/credit-notes/${creditNoteId}/xml`)).statusCode).toBe(403);
    expect((await sales.get('/admin/v1/staff/credit-notes/999999/xml')).statusCode).toBe(404);
  });
});

describe('an issued credit note never changes', () => {
  it('its documents are stored in the issuing transaction, and the database refuses to change them', async () => {
    const { creditNoteId } = credited.partialSecond as Credited;
    const [row] = await db()
      .select({ ubl: creditNoteDocuments.ubl })
      .from(creditNoteDocuments)
      .where(eq(creditNoteDocuments.creditNoteId, creditNoteId));
    expect(row?.ubl).toBe((await xmlOf('partialSecond')).body);
    await expect(
      db().execute(sql`update credit_note_documents set ubl = 'x' where credit_note_id = ${creditNoteId}`),
    ).rejects.toThrow();
  });

  it('a credit note issued before documents were stored gets them on its first download, once', async () => {
    const { creditNoteId, client } = credited.fullPlain as Credited;
    const before = (await xmlOf('fullPlain')).body;
    await db().execute(sql`delete from credit_note_documents where credit_note_id = ${creditNoteId}`);
    const [first, second] = await Promise.all([
      client.get(`/admin/v1/customer/credit-note/${creditNoteId}/xml`),
      client.get(`/admin/v1/customer/credit-note/${creditNoteId}/pdf`),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(en16931DocumentProblems(first.body)).toEqual([]);
    expect(ublAmounts(first.body)).toEqual(ublAmounts(before));
    const rows = await db()
      .select()
      .from(creditNoteDocuments)
      .where(eq(creditNoteDocuments.creditNoteId, creditNoteId));
    expect(rows).toHaveLength(1);
  });
});

// ------------------------------------------------------------------ random baskets, random returns

const FAKE_PDF = Buffer.from('%PDF-1.4\n% test\n');
const supplier = () => shopSupplier({ iban: 'SK9611000000002918599669' });
const invoice = { number: 'FA2026000042', varsymbol: '2026000042', issuedAt: new Date('2026-12-31T23:30:00Z') };

const lineArb = fc.record({
  unitCents: fc.integer({ min: 0, max: 2_000_000 }),
  quantity: fc.integer({ min: 1, max: 50 }),
  vatRate: fc.constantFrom(0, 5, 19, 23),
  unit: fc.constantFrom('ks', 'm', 'bal', 'neznáma'),
});
const feeArb = fc.record({ priceCents: fc.integer({ min: 0, max: 10_000 }), vatRate: fc.constantFrom(5, 19, 23) });

function recordOf(money: ReturnType<typeof fullCreditNote>, sequence: number): CreditNoteRecord {
  return {
    id: sequence,
    number: `DB2027${String(sequence).padStart(6, '0')}`,
    invoiceId: 1,
    orderId: 1,
    customerId: 1,
    issuedAt: new Date('2027-01-20T10:00:00Z'),
    kind: 'partial',
    reason: 'Vrátené',
    staffId: null,
    ...money,
  };
}

function expectConforming(note: CreditNoteRecord, xml: string) {
  expect(en16931DocumentProblems(xml)).toEqual([]);
  expect(peppolProblems(xml)).toEqual([]);
  const amounts = ublAmounts(xml);
  expect(amounts.totalExcVatCents).toBe(note.totalExcVatCents);
  expect(amounts.totalVatCents).toBe(note.totalVatCents);
  expect(amounts.totalIncVatCents).toBe(note.totalIncVatCents);
  expect(amounts.breakdown).toEqual(note.vatBreakdown);
}

describe('random baskets and random returned quantities (property)', () => {
  it('every credit note, whole or by returned lines, satisfies the rules and states its stored money', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        feeArb,
        feeArb,
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.array(fc.nat(), { minLength: 6, maxLength: 6 }), { minLength: 1, maxLength: 3 }),
        (raw, shipping, payment, discountPercent, returns) => {
          const productsCents = raw.reduce((s, l) => s + l.unitCents * l.quantity, 0);
          const discount = Math.floor((productsCents * discountPercent) / 100);
          const { order, lines } = syntheticOrder(raw, shipping, payment, discount);
          const whole = recordOf(fullCreditNote(order, lines, order.totalIncVatCents), 1);
          if (whole.totalIncVatCents > 0) {
            expectConforming(whole, eInvoiceXml(creditNoteEInvoiceInput(whole, invoice, order, supplier(), FAKE_PDF)));
          }
          // Returns one after the other, each of a random quantity of what is left of each line.
          const done = new Map<number, number>();
          for (const [sequence, wishes] of returns.entries()) {
            const request = lines
              .map((l, i) => ({ lineId: l.id, quantity: (wishes[i] ?? 0) % (l.quantity - (done.get(l.id) ?? 0) + 1) }))
              .filter((r) => r.quantity > 0);
            if (request.length === 0) continue;
            const money = partialCreditNote(order, lines, done, request);
            for (const r of request) done.set(r.lineId, (done.get(r.lineId) ?? 0) + r.quantity);
            if (money.totalIncVatCents <= 0) continue;
            const note = recordOf(money, sequence + 2);
            expectConforming(note, eInvoiceXml(creditNoteEInvoiceInput(note, invoice, order, supplier(), FAKE_PDF)));
          }
        },
      ),
      propertyRuns(60),
    );
  });
});
