import { describe, expect, it } from 'vitest';
import { pdfText, pdfTextRuns } from '../test/pdf-text.ts';
import { formatDate, formatEuro } from './format.ts';
import { type InvoiceDocument, type InvoiceLine, unpaidCents, vatSummary } from './invoice-document.ts';
import { renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf.ts';
import { shopSupplier } from './supplier.ts';

const line = (over: Partial<InvoiceLine>): InvoiceLine => ({
  code: 'X',
  name: 'Položka',
  quantity: 1,
  unit: 'ks',
  unitPriceExcVatCents: 1000,
  vatRate: 23,
  totalExcVatCents: 1000,
  ...over,
});

function sampleInvoice(over: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const lines = [
    line({
      code: 'DS-2CD2143',
      name: 'IP kamera Žltá ďatelina 4 Mpx',
      quantity: 3,
      unitPriceExcVatCents: 12_345,
      totalExcVatCents: 37_035,
    }),
    line({
      code: 'KNIHA-1',
      name: 'Príručka montážnika (znížená sadzba)',
      quantity: 2,
      unitPriceExcVatCents: 1000,
      vatRate: 5,
      totalExcVatCents: 2000,
    }),
    line({ code: '', name: 'Doprava: Kuriér', unitPriceExcVatCents: 590, totalExcVatCents: 590 }),
    line({ code: '', name: 'Platba: Bankový prevod', unitPriceExcVatCents: 0, totalExcVatCents: 0 }),
  ];
  const exc = lines.reduce((s, l) => s + l.totalExcVatCents, 0);
  const vat = vatSummary(lines).reduce((s, r) => s + r.vatCents, 0);
  return {
    number: '2026100007',
    varsymbol: '2026000123',
    orderNumber: '2026000123',
    issuedAt: new Date('2026-03-05T10:00:00Z'),
    deliveredAt: new Date('2026-03-05T10:00:00Z'),
    dueAt: new Date('2026-03-19T10:00:00Z'),
    paymentMethod: 'Bankový prevod',
    supplier: shopSupplier({ iban: 'SK9611000000002918599669' }),
    customer: {
      companyName: 'Ťažké Šťastie s.r.o.',
      contactName: 'Ľubomír Čierny',
      street: 'Hlavná 5',
      zip: '811 01',
      city: 'Bratislava',
      companyId: '11223344',
      vatRegistrationId: '2020202020',
      extVatRegistrationId: 'SK2020202020',
      email: 'lubo@example.sk',
      phone: '+421 900 000 000',
    },
    lines,
    totals: { excVatCents: exc, vatCents: vat, incVatCents: exc + vat },
    paidCents: 0,
    ...over,
  };
}

describe('vatSummary', () => {
  it('adds base per rate, rounds VAT once per rate, and the rows add up to the invoice totals', () => {
    const invoice = sampleInvoice();
    const rows = vatSummary(invoice.lines);
    expect(rows.map((r) => r.rate)).toEqual([23, 5]);
    expect(rows[0]).toEqual({ rate: 23, baseCents: 37_625, vatCents: 8654, totalCents: 46_279 });
    expect(rows[1]).toEqual({ rate: 5, baseCents: 2000, vatCents: 100, totalCents: 2100 });
    expect(rows.reduce((s, r) => s + r.totalCents, 0)).toBe(invoice.totals.incVatCents);
  });
});

describe('renderInvoicePdf', () => {
  it('prints a real PDF with the title, both companies, lines, VAT summary, dates and the variable symbol', async () => {
    const invoice = sampleInvoice();
    const pdf = await renderInvoicePdf(invoice, { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Faktúra 2026100007');
    expect(text).toContain('2026000123');
    // supplier and customer company data, Slovak diacritics intact
    for (const expected of [
      'Dodávateľ'.toUpperCase(),
      'Odberateľ'.toUpperCase(),
      'SecuriTrade s.r.o.',
      'Košice',
      'IČO: 51234567',
      'IČ DPH: SK2120123456',
      'Ťažké Šťastie s.r.o.',
      'Ľubomír Čierny',
      'IČO: 11223344',
      'DIČ: 2020202020',
      'IČ DPH: SK2020202020',
      'IP kamera Žltá ďatelina 4 Mpx',
      'Doprava: Kuriér',
      'Platba: Bankový prevod',
      formatDate(invoice.issuedAt),
      formatDate(invoice.dueAt),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('\ufffd');
    const runs = pdfTextRuns(pdf).map((r) => r.replaceAll('\u00a0', ' '));
    // the line amounts, and the VAT summary rows per rate
    expect(runs).toContain('SK96 1100 0000 0029 1859 9669');
    expect(runs).toContain('370,35 €');
    expect(runs).toContain('5 %');
    expect(runs).toContain('376,25 €'); // 23 % base
    expect(runs).toContain('86,54 €'); // 23 % VAT
    expect(runs).toContain(formatEuro(invoice.totals.incVatCents).replaceAll('\u00a0', ' '));
  });

  it('carries a PAY by square QR code for the unpaid amount, and none once paid', async () => {
    const unpaid = await renderInvoicePdf(sampleInvoice(), { compress: false });
    expect(pdfText(unpaid)).toContain('PAY by square');
    // the QR code (pdfkit adds its alpha channel as a second image, the soft mask)
    expect(unpaid.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(1);

    const paidInvoice = sampleInvoice();
    paidInvoice.paidCents = paidInvoice.totals.incVatCents;
    expect(unpaidCents(paidInvoice)).toBe(0);
    const paid = await renderInvoicePdf(paidInvoice, { compress: false });
    expect(pdfText(paid)).not.toContain('PAY by square');
    expect(paid.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('compresses by default, and the text is still there once inflated', async () => {
    const invoice = sampleInvoice();
    invoice.customer.companyName = 'Ťažké Šťastie, firma s.r.o.';
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
    const text = pdfText(pdf);
    expect(text).toContain('Variabilný symbol');
    // bold text, and the "fi" ligature pdfkit substitutes in "firma"
    expect(text).toContain('Spolu s DPH');
    expect(text).toContain('Ťažké Šťastie, firma s.r.o.');
  });

  it('continues the line table on further pages when an order is long', async () => {
    const many = Array.from({ length: 80 }, (_, i) => line({ code: `P-${i}`, name: `Produkt číslo ${i}` }));
    const pdf = await renderInvoicePdf(sampleInvoice({ lines: many }), { compress: false });
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(pdf);
    expect(text).toContain('Produkt číslo 0');
    expect(text).toContain('Produkt číslo 79');
  });
});

describe('renderCreditNotePdf', () => {
  it('prints a credit note like the invoice: its title, the invoice it corrects, the reason, amounts as a reduction, no QR', async () => {
    const invoice = sampleInvoice();
    const pdf = await renderCreditNotePdf(
      {
        number: 'DB2026000004',
        invoiceNumber: invoice.number,
        invoiceIssuedAt: invoice.issuedAt,
        varsymbol: invoice.varsymbol,
        orderNumber: invoice.orderNumber,
        issuedAt: new Date('2026-03-20T10:00:00Z'),
        reason: 'Vrátený tovar – poškodený obal',
        supplier: invoice.supplier,
        customer: invoice.customer,
        lines: invoice.lines.slice(0, 1),
        totals: { excVatCents: 37_035, vatCents: 8_518, incVatCents: 45_553 },
      },
      { compress: false },
    );
    const text = pdfText(pdf);
    for (const expected of [
      'Dobropis DB2026000004',
      `Opravný daňový doklad k faktúre ${invoice.number}`,
      'Pôvodná faktúra',
      'Vrátený tovar – poškodený obal',
      'Ťažké Šťastie s.r.o.',
      'Dobropisovaná suma',
      formatDate(new Date('2026-03-20T10:00:00Z')),
    ]) {
      expect(text).toContain(expected);
    }
    const runs = pdfTextRuns(pdf).map((r) => r.replaceAll('\u00a0', ' '));
    expect(runs).toContain('−370,35 €');
    expect(runs).toContain('−455,53 €');
    expect(runs).toContain('−3');
    expect(text).not.toContain('PAY by square');
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('prints what credit notes took off an invoice and asks only for the rest', async () => {
    const invoice = sampleInvoice({ creditedCents: 10_000 });
    expect(unpaidCents(invoice)).toBe(invoice.totals.incVatCents - 10_000);
    const runs = pdfTextRuns(await renderInvoicePdf(invoice, { compress: false })).map((r) =>
      r.replaceAll('\u00a0', ' '),
    );
    expect(runs).toContain('Dobropisované');
    expect(runs).toContain('−100,00 €');
    expect(runs).toContain(formatEuro(invoice.totals.incVatCents - 10_000).replaceAll('\u00a0', ' '));
  });
});

describe('formatEuro', () => {
  it('formats cents the Slovak way', () => {
    expect(formatEuro(123_456).replaceAll('\u00a0', ' ')).toBe('1 234,56 €');
    expect(formatEuro(5).replaceAll('\u00a0', ' ')).toBe('0,05 €');
    expect(formatEuro(-1000).replaceAll('\u00a0', ' ')).toBe('−10,00 €');
  });
});
