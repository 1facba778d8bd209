import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, invoiceDocuments, invoices, orders, products } from '../../db/schema/index.ts';
import { amountText, eInvoiceXml } from '../../documents/e-invoice.ts';
import { shopSupplier } from '../../documents/supplier.ts';
import { unitCode } from '../../documents/unit-codes.ts';
import { browser, createTestShop, type TestShop } from '../../test/app.ts';
import { type CheckoutFixture, createCheckoutFixture, createCoupon, loginAs, placeOrderAs } from '../../test/basket.ts';
import { at, attrOf, children, en16931DocumentProblems, parseUbl, textOf, ublAmounts } from '../../test/en16931.ts';
import { peppolProblems } from '../../test/peppol.ts';
import { propertyRuns } from '../../test/property.ts';
import { createStaff, staffSessionDirectly } from '../../test/staff.ts';
import { syntheticOrder } from '../../test/synthetic-order.ts';
import { issueInvoiceForOrder } from './invoice.service.ts';
import { eInvoiceInputFrom } from './invoice-documents.service.ts';

/**
 * The e-invoice (docs/decisions/013-e-invoices.md) of real invoices from the checkout — mixed VAT
 * rates, the demo coupon, a 100 % coupon, a buyer who is not a VAT payer — and of random baskets:
 * every EN 16931 and Peppol BIS 3.0 rule our documents can touch holds (test/en16931.ts,
 * test/peppol.ts), the document is stored once and never changes, and only its owner (and sales
 * staff) can download it.
 */

let shop: TestShop;
let fx: CheckoutFixture;
type Placed = { orderId: number; orderNumber: string; invoiceId: number; client: Awaited<ReturnType<typeof loginAs>> };
const placed: Record<string, Placed> = {};

async function placeAndInvoice(
  key: string,
  options: { coupon?: string; notVatPayer?: boolean; items?: [number, number][] },
) {
  const { order, client } = await placeOrderAs(shop, fx, {
    ...options,
    customer: options.notVatPayer ? { extVatRegistrationId: '' } : {},
  });
  const invoice = await issueInvoiceForOrder(shop.app.shop.db, order.number, { documents: shop.config });
  placed[key] = { orderId: order.id, orderNumber: order.number, invoiceId: invoice.id, client };
}

beforeAll(async () => {
  shop = await createTestShop('demo');
  fx = await createCheckoutFixture(shop);
  const full = await createCoupon(shop, { code: 'cela', discountPercent: 100, usageLimit: 5 });
  await placeAndInvoice('partner', { coupon: 'PARTNER20' });
  await placeAndInvoice('full', { coupon: full.code });
  await placeAndInvoice('plain', { items: [[fx.products.a.id, 3]] });
  await placeAndInvoice('notVatPayer', { coupon: 'ZIMA10', notVatPayer: true });
}, 120_000);
afterAll(() => shop?.close());

const xmlOf = async (key: string) => {
  const { client, invoiceId } = placed[key] as Placed;
  const res = await client.get(`/admin/v1/customer/invoice/${invoiceId}/xml`);
  expect(res.statusCode).toBe(200);
  return res;
};
const orderRow = async (id: number) => (await shop.app.shop.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('the e-invoice of invoices from the checkout', () => {
  it.each(['partner', 'full', 'plain', 'notVatPayer'])('%s: every EN 16931 and Peppol rule holds', async (key) => {
    const xml = (await xmlOf(key)).body;
    expect(en16931DocumentProblems(xml)).toEqual([]);
    expect(peppolProblems(xml)).toEqual([]);
  });

  it("states the order's own totals to the cent (mixed rates and the demo coupon)", async () => {
    const { orderId } = placed.partner as Placed;
    const order = await orderRow(orderId);
    const amounts = ublAmounts((await xmlOf('partner')).body);
    expect(amounts.totalExcVatCents).toBe(order?.totalExcVatCents);
    expect(amounts.totalVatCents).toBe(order?.totalVatCents);
    expect(amounts.totalIncVatCents).toBe(order?.totalIncVatCents);
    expect(amounts.dueCents).toBe(order?.totalIncVatCents);
    expect(new Set(amounts.breakdown.map((r) => r.vatRate))).toEqual(new Set([23, 5, 19]));
    // The discount is one allowance per rate it takes off, adding up to the order's discount.
    expect(amounts.allowances.length).toBeGreaterThan(1);
    expect(amounts.allowances.reduce((s, a) => s + a.cents, 0)).toBe(order?.couponDiscountCents);
  });

  it('a 100 % coupon: products fully discounted per rate, only the fees are taxed', async () => {
    const amounts = ublAmounts((await xmlOf('full')).body);
    const products = amounts.lines.slice(0, -2);
    for (const rate of [5, 19]) {
      expect(amounts.breakdown.find((r) => r.vatRate === rate)).toEqual({
        vatRate: rate,
        taxableCents: 0,
        vatCents: 0,
      });
    }
    expect(amounts.allowances.reduce((s, a) => s + a.cents, 0)).toBe(products.reduce((s, l) => s + l.netCents, 0));
  });

  it('names the parties as Peppol wants: DIČ as endpoint (0245), IČO, IČ DPH, addresses', async () => {
    const { doc } = parseUbl((await xmlOf('partner')).body);
    const supplier = shopSupplier(shop.config);
    const seller = at(doc, 'cac:AccountingSupplierParty', 'cac:Party');
    expect(attrOf(at(seller, 'cbc:EndpointID'), 'schemeID')).toBe('0245');
    expect(textOf(at(seller, 'cbc:EndpointID'))).toBe(supplier.vatRegistrationId);
    expect(textOf(at(seller, 'cac:PartyLegalEntity', 'cbc:CompanyID'))).toBe(supplier.companyId);
    expect(textOf(at(seller, 'cac:PartyTaxScheme', 'cbc:CompanyID'))).toBe(supplier.extVatRegistrationId);
    expect(textOf(at(seller, 'cac:PartyLegalEntity', 'cbc:CompanyLegalForm'))).toBe(supplier.register);
    const order = await orderRow((placed.partner as Placed).orderId);
    const buyer = at(doc, 'cac:AccountingCustomerParty', 'cac:Party');
    expect(textOf(at(buyer, 'cbc:EndpointID'))).toBe(order?.companySnapshot.vatRegistrationId);
    expect(textOf(at(buyer, 'cac:PartyLegalEntity', 'cbc:RegistrationName'))).toBe(order?.companySnapshot.companyName);
    expect(textOf(at(buyer, 'cac:PartyLegalEntity', 'cbc:CompanyID'))).toBe('12345678');
    expect(textOf(at(buyer, 'cac:PartyTaxScheme', 'cbc:CompanyID'))).toBe('SK2020123456');
    expect(textOf(at(buyer, 'cac:PostalAddress', 'cbc:StreetName'))).toBe('Hlavná 12');
    expect(textOf(at(buyer, 'cac:PostalAddress', 'cac:Country', 'cbc:IdentificationCode'))).toBe('SK');
  });

  it('a buyer who is not a VAT payer has no VAT identifier (BT-48 is optional for category S)', async () => {
    const { doc } = parseUbl((await xmlOf('notVatPayer')).body);
    expect(children(at(doc, 'cac:AccountingCustomerParty', 'cac:Party'), 'cac:PartyTaxScheme')).toEqual([]);
  });

  it('payment: SEPA credit transfer (58) to our IBAN, the variable symbol as payment id, due date, order reference', async () => {
    const { doc } = parseUbl((await xmlOf('plain')).body);
    const [invoice] = await shop.app.shop.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, (placed.plain as Placed).invoiceId));
    expect(textOf(at(doc, 'cbc:CustomizationID'))).toBe(
      'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
    );
    expect(textOf(at(doc, 'cbc:ProfileID'))).toBe('urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
    expect(textOf(at(doc, 'cbc:ID'))).toBe(invoice?.number);
    expect(textOf(at(doc, 'cbc:InvoiceTypeCode'))).toBe('380');
    expect(textOf(at(doc, 'cbc:DueDate'))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(textOf(at(doc, 'cac:PaymentMeans', 'cbc:PaymentMeansCode'))).toBe('58');
    expect(textOf(at(doc, 'cac:PaymentMeans', 'cbc:PaymentID'))).toBe(invoice?.varsymbol);
    expect(textOf(at(doc, 'cac:PaymentMeans', 'cac:PayeeFinancialAccount', 'cbc:ID'))).toBe(shop.config.iban);
    expect(textOf(at(doc, 'cac:OrderReference', 'cbc:ID'))).toBe((placed.plain as Placed).orderNumber);
    const [line] = children(doc, 'cac:InvoiceLine');
    expect(attrOf(at(line, 'cbc:InvoicedQuantity'), 'unitCode')).toBe('H87');
    expect(textOf(at(line, 'cac:Item', 'cac:SellersItemIdentification', 'cbc:ID'))).toBe(fx.products.a.code);
  });

  it('embeds the PDF the customer downloads, as application/pdf', async () => {
    const { client, invoiceId } = placed.plain as Placed;
    const { doc } = parseUbl((await xmlOf('plain')).body);
    const attachment = at(doc, 'cac:AdditionalDocumentReference', 'cac:Attachment', 'cbc:EmbeddedDocumentBinaryObject');
    expect(attrOf(attachment, 'mimeCode')).toBe('application/pdf');
    expect(attrOf(attachment, 'filename')).toMatch(/^faktura-FA\d{10}\.pdf$/);
    const pdf = await client.get(`/admin/v1/customer/invoice/${invoiceId}/pdf`);
    expect(Buffer.from(textOf(attachment) ?? '', 'base64').equals(pdf.rawPayload)).toBe(true);
  });

  it('downloads as application/xml with a file name, private; no DTD (nothing for a parser to expand)', async () => {
    const res = await xmlOf('plain');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="faktura-FA\d{10}\.xml"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(res.body).not.toMatch(/<!DOCTYPE|<!ENTITY/);
  });
});

describe('who may download it', () => {
  it("another customer's invoice answers 404 like a missing one; without a login 401", async () => {
    const { invoiceId } = placed.partner as Placed;
    const other = placed.plain as Placed;
    expect((await other.client.get(`/admin/v1/customer/invoice/${invoiceId}/xml`)).statusCode).toBe(404);
    expect((await other.client.get('/admin/v1/customer/invoice/2147483647/xml')).statusCode).toBe(404);
    expect((await browser(shop.app).get(`/admin/v1/customer/invoice/${invoiceId}/xml`)).statusCode).toBe(401);
  });

  it('sales staff get the same document; warehouse may not (403)', async () => {
    const { invoiceId } = placed.partner as Placed;
    const sales = await staffSessionDirectly(shop, await createStaff(shop, 'sales'));
    const res = await sales.get(`/admin/v1/staff/invoices/${invoiceId}/xml`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe((await xmlOf('partner')).body);
    expect((await sales.get('/admin/v1/staff/invoices/2147483647/xml')).statusCode).toBe(404);
    const warehouse = await staffSessionDirectly(shop, await createStaff(shop, 'warehouse'));
    expect((await warehouse.get(`/admin/v1/staff/invoices/${invoiceId}/xml`)).statusCode).toBe(403);
  });
});

describe('an issued invoice never changes', () => {
  it('is stored when issued; changing the company data or a product name later changes neither XML nor PDF', async () => {
    const { client, invoiceId, orderId } = placed.partner as Placed;
    const [stored] = await shop.app.shop.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.invoiceId, invoiceId));
    expect(stored).toBeDefined();
    const xml = (await xmlOf('partner')).body;
    const pdf = (await client.get(`/admin/v1/customer/invoice/${invoiceId}/pdf`)).rawPayload;
    const order = await orderRow(orderId);
    await shop.app.shop.db
      .update(customers)
      .set({ companyName: 'Premenovaná s.r.o.', companyId: '99999999', extVatRegistrationId: 'SK2099999999' })
      .where(eq(customers.id, order?.customerId ?? 0));
    await shop.app.shop.db
      .update(products)
      .set({ name: 'Premenovaný produkt' })
      .where(eq(products.id, fx.products.a.id));
    expect((await xmlOf('partner')).body).toBe(xml);
    expect((await client.get(`/admin/v1/customer/invoice/${invoiceId}/pdf`)).rawPayload.equals(pdf)).toBe(true);
    expect(xml).toBe(stored?.ubl);
    expect(xml).not.toContain('Premenovan');
  });

  it('the database refuses to change stored documents', async () => {
    const { invoiceId } = placed.full as Placed;
    await expect(
      shop.app.shop.db.execute(sql`update invoice_documents set ubl = 'x' where invoice_id = ${invoiceId}`),
    ).rejects.toThrow();
  });

  it('an invoice issued without documents (the demo data) gets them on its first download, once', async () => {
    const [demo] = await shop.app.shop.db.select().from(invoices).where(eq(invoices.customerId, 1)).limit(1);
    if (!demo) throw new Error('the demo data has no invoice of the demo customer');
    const count = async () =>
      (await shop.app.shop.db.select().from(invoiceDocuments).where(eq(invoiceDocuments.invoiceId, demo.id))).length;
    expect(await count()).toBe(0);
    const client = await loginAs(shop.app, 1);
    const [first, second] = await Promise.all([
      client.get(`/admin/v1/customer/invoice/${demo.id}/xml`),
      client.get(`/admin/v1/customer/invoice/${demo.id}/xml`),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(await count()).toBe(1);
    expect(en16931DocumentProblems(first.body)).toEqual([]);
    expect(peppolProblems(first.body)).toEqual([]);
  });
});

// ------------------------------------------------------------------ credit notes and random baskets

const FAKE_PDF = Buffer.from('%PDF-1.4\n% test\n');
const supplier = () => shopSupplier({ iban: 'SK9611000000002918599669' });

const invoiceOf = (paidCents = 0) => ({
  number: 'FA2026000042',
  varsymbol: '2026000042',
  issuedAt: new Date('2026-12-31T23:30:00Z'),
  dueAt: new Date('2027-01-14T23:30:00Z'),
  paidCents,
});

const lineArb = fc.record({
  unitCents: fc.integer({ min: 0, max: 2_000_000 }),
  quantity: fc.integer({ min: 1, max: 9999 }),
  vatRate: fc.constantFrom(0, 5, 19, 23),
  unit: fc.constantFrom('ks', 'm', 'bal', 'kotúč', 'neznáma'),
});
const feeArb = fc.record({ priceCents: fc.integer({ min: 0, max: 10_000 }), vatRate: fc.constantFrom(5, 19, 23) });

describe('random baskets (property)', () => {
  it('every invoice and credit note satisfies the EN 16931 and Peppol rules our documents touch', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 8 }),
        feeArb,
        feeArb,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        (raw, shipping, payment, discountPercent, paidKind, vatPayer) => {
          const productsCents = raw.reduce((s, l) => s + l.unitCents * l.quantity, 0);
          const discount = Math.floor((productsCents * discountPercent) / 100);
          const { order, lines } = syntheticOrder(raw, shipping, payment, discount, {
            companyName: 'Firma',
            companyId: '12345678',
            vatRegistrationId: '2020123456',
            extVatRegistrationId: vatPayer ? 'SK2020123456' : '',
          });
          const paid = [0, Math.floor(order.totalIncVatCents / 2), order.totalIncVatCents][paidKind] ?? 0;
          const input = eInvoiceInputFrom(invoiceOf(paid), order, lines, supplier(), FAKE_PDF);
          for (const xml of [
            eInvoiceXml(input),
            eInvoiceXml({
              ...input,
              typeCode: '381',
              number: 'DB2026000001',
              dueAt: null,
              paidCents: 0,
              precedingInvoice: { number: input.number, issuedAt: input.issuedAt },
            }),
          ]) {
            expect(en16931DocumentProblems(xml)).toEqual([]);
            expect(peppolProblems(xml)).toEqual([]);
            const amounts = ublAmounts(xml);
            expect(amounts.totalIncVatCents).toBe(order.totalIncVatCents);
          }
        },
      ),
      propertyRuns(60),
    );
  });
});

describe('a credit note (type 381) is one more input shape', () => {
  it('becomes a UBL CreditNote: positive amounts, the invoice it corrects, no payment request', () => {
    const { order, lines } = syntheticOrder(
      [
        { unitCents: 1999, quantity: 2, vatRate: 23, unit: 'ks' },
        { unitCents: 350, quantity: 10, vatRate: 5, unit: 'm' },
      ],
      { priceCents: 490, vatRate: 23 },
      { priceCents: 0, vatRate: 23 },
      500,
    );
    const invoice = eInvoiceInputFrom(invoiceOf(), order, lines, supplier(), FAKE_PDF);
    const xml = eInvoiceXml({
      ...invoice,
      typeCode: '381',
      number: 'DB2027000001',
      dueAt: null,
      precedingInvoice: { number: 'FA2026000042', issuedAt: new Date('2026-12-31T23:30:00Z') },
    });
    const { name, doc } = parseUbl(xml);
    expect(name).toBe('CreditNote');
    expect(textOf(at(doc, 'cbc:CreditNoteTypeCode'))).toBe('381');
    expect(at(doc, 'cbc:DueDate')).toBeUndefined();
    expect(at(doc, 'cac:PaymentMeans')).toBeUndefined();
    // Issued at 23:30 UTC on 31 December = 1 January in Bratislava.
    expect(textOf(at(doc, 'cac:BillingReference', 'cac:InvoiceDocumentReference', 'cbc:ID'))).toBe('FA2026000042');
    expect(textOf(at(doc, 'cac:BillingReference', 'cac:InvoiceDocumentReference', 'cbc:IssueDate'))).toBe('2027-01-01');
    const [line] = children(doc, 'cac:CreditNoteLine');
    expect(textOf(at(line, 'cbc:CreditedQuantity'))).toBe('2');
    expect(textOf(at(line, 'cbc:LineExtensionAmount'))).toBe('39.98');
    expect(ublAmounts(xml).dueCents).toBe(order.totalIncVatCents);
    expect(ublAmounts(xml).dueCents).toBeGreaterThan(0);
    expect(en16931DocumentProblems(xml)).toEqual([]);
    expect(peppolProblems(xml)).toEqual([]);
  });
});

describe('small pieces', () => {
  it('amounts are written from cents without floating point', () => {
    expect(amountText(0)).toBe('0.00');
    expect(amountText(5)).toBe('0.05');
    expect(amountText(123456789)).toBe('1234567.89');
    expect(amountText(-1050)).toBe('-10.50');
    expect(amountText(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(() => amountText(0.5)).toThrow();
  });

  it('leaves out characters XML does not allow (a control character in a product name)', () => {
    const { order, lines } = syntheticOrder(
      [{ unitCents: 1000, quantity: 1, vatRate: 23, unit: 'ks' }],
      { priceCents: 0, vatRate: 23 },
      { priceCents: 0, vatRate: 23 },
      0,
    );
    const broken = lines.map((l) => ({ ...l, name: 'Kábel\u0001 UTP\uFFFE' }));
    const xml = eInvoiceXml(eInvoiceInputFrom(invoiceOf(), order, broken, supplier(), FAKE_PDF));
    expect(textOf(at(parseUbl(xml).doc, 'cac:InvoiceLine', 'cac:Item', 'cbc:Name'))).toBe('Kábel UTP');
    expect(xml.includes('\u0001') || xml.includes('\uFFFE')).toBe(false);
  });

  it("states a buyer's identifiers typed before their format was checked as Peppol wants them", () => {
    const buyerIds = (ids: { companyId: string; vatRegistrationId: string; extVatRegistrationId: string }) => {
      const { order, lines } = syntheticOrder(
        [{ unitCents: 1000, quantity: 1, vatRate: 23, unit: 'ks' }],
        { priceCents: 0, vatRate: 23 },
        { priceCents: 0, vatRate: 23 },
        0,
        { companyName: 'Stará firma s.r.o.', ...ids },
      );
      const xml = eInvoiceXml(eInvoiceInputFrom(invoiceOf(), order, lines, supplier(), FAKE_PDF));
      expect(en16931DocumentProblems(xml)).toEqual([]);
      expect(peppolProblems(xml)).toEqual([]);
      const buyer = at(parseUbl(xml).doc, 'cac:AccountingCustomerParty', 'cac:Party');
      return [
        textOf(at(buyer, 'cbc:EndpointID')),
        textOf(at(buyer, 'cac:PartyLegalEntity', 'cbc:CompanyID')),
        textOf(at(buyer, 'cac:PartyTaxScheme', 'cbc:CompanyID')),
      ];
    };
    expect(
      buyerIds({ companyId: '123 456 78', vatRegistrationId: '2020 123 456', extVatRegistrationId: 'sk 2020123456' }),
    ).toEqual(['2020123456', '12345678', 'SK2020123456']);
    expect(
      buyerIds({ companyId: '12345678', vatRegistrationId: '2020123456', extVatRegistrationId: '2020123456' }),
    ).toEqual(['2020123456', '12345678', 'SK2020123456']);
    expect(
      buyerIds({ companyId: '12345678', vatRegistrationId: '2020123456', extVatRegistrationId: 'neplatca DPH' }),
    ).toEqual(['2020123456', '12345678', undefined]);
  });

  it('maps our units to UN/ECE codes in one place; an unknown unit counts as pieces', () => {
    expect(['ks', 'm', 'bal', 'kotúč', 'KS ', 'iné'].map(unitCode)).toEqual(['H87', 'MTR', 'XPK', 'XRL', 'H87', 'H87']);
  });

  it('the checker catches what it promises to (a broken document fails)', () => {
    const { order, lines } = syntheticOrder(
      [{ unitCents: 1000, quantity: 1, vatRate: 23, unit: 'ks' }],
      { priceCents: 0, vatRate: 23 },
      { priceCents: 0, vatRate: 23 },
      0,
    );
    const xml = eInvoiceXml(eInvoiceInputFrom(invoiceOf(), order, lines, supplier(), FAKE_PDF));
    expect(
      en16931DocumentProblems(
        xml.replace(
          '<cbc:TaxAmount currencyID="EUR">2.30</cbc:TaxAmount>',
          '<cbc:TaxAmount currencyID="EUR">2.31</cbc:TaxAmount>',
        ),
      ),
    ).not.toEqual([]);
    expect(en16931DocumentProblems(xml.replace('schemeID="0245"', 'schemeID="9999"'))).toContain(
      'BR-CL-25: scheme 9999',
    );
    expect(
      peppolProblems(xml.replace(/<cbc:ProfileID>[^<]*<\/cbc:ProfileID>/, '<cbc:ProfileID>x</cbc:ProfileID>')),
    ).toContain('PEPPOL-EN16931-R007: profile x');
    expect(
      peppolProblems(xml.replace('<cbc:PaymentID>2026000042</cbc:PaymentID>', '<cbc:PaymentID></cbc:PaymentID>')),
    ).toContain('PEPPOL-EN16931-R008: empty cbc:PaymentID');
    expect(peppolProblems(xml.replace(/<cac:OrderReference>[\s\S]*?<\/cac:OrderReference>/, ''))[0]).toMatch(/R003/);
  });
});
