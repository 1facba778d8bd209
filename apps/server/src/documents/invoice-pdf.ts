import { formatDate } from './format.ts';
import { type InvoiceDocument, unpaidCents } from './invoice-document.ts';
import { type Doc, GREY, INK, LEFT, PAGE_BOTTOM, RIGHT, startPdf } from './invoice-pdf-layout.ts';
import { drawLines, drawSummary } from './invoice-pdf-tables.ts';
import { payBySquarePng } from './pay-by-square.ts';
import { formatIban, type Supplier } from './supplier.ts';

/** The invoice as a PDF (A4; `compress: false` for inspection, see startPdf). */
export async function renderInvoicePdf(
  invoice: InvoiceDocument,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const toPay = unpaidCents(invoice);
  const qr =
    toPay > 0
      ? await payBySquarePng({
          iban: invoice.supplier.iban,
          beneficiary: invoice.supplier.name,
          amountCents: toPay,
          variableSymbol: invoice.varsymbol,
          note: `Faktura ${invoice.number}`,
        })
      : null;

  const { doc, finished } = startPdf(
    {
      Title: `Faktúra ${invoice.number}`,
      Author: invoice.supplier.name,
      Subject: `Faktúra ${invoice.number}, variabilný symbol ${invoice.varsymbol}`,
    },
    options,
  );

  let y = drawHeader(doc, invoice);
  y = drawParties(doc, invoice, y + 18);
  y = drawPaymentFacts(doc, invoice, y + 14);
  y = drawLines(doc, invoice.lines, y + 16);
  if (y > PAGE_BOTTOM - 190) {
    doc.addPage();
    y = LEFT;
  }
  drawSummary(doc, invoice, toPay, qr, y + 14);
  drawFooter(doc, invoice.supplier);
  doc.end();
  return finished;
}

function drawHeader(doc: Doc, invoice: InvoiceDocument): number {
  doc.font('bold').fontSize(20).text(`Faktúra ${invoice.number}`, LEFT, LEFT, { width: 320 });
  doc.font('regular').fontSize(9).fillColor(GREY).text('Daňový doklad', LEFT, 66, { width: 320 });
  doc
    .fillColor(INK)
    .font('regular')
    .fontSize(9)
    .text('Variabilný symbol', 355, LEFT + 2, { width: 200, align: 'right' });
  doc.font('bold').fontSize(14).text(invoice.varsymbol, 355, 54, { width: 200, align: 'right' });
  return 80;
}

/** A titled block of lines with one bold line (the supplier, the customer); returns the y below it. */
export function drawParty(doc: Doc, x: number, y: number, title: string, lines: string[], bold: string): number {
  const width = 245;
  doc.font('bold').fontSize(8).fillColor(GREY).text(title.toUpperCase(), x, y, { width });
  doc
    .fillColor(INK)
    .font('bold')
    .fontSize(11)
    .text(bold, x, y + 13, { width });
  doc.font('regular').fontSize(9);
  let cursor = doc.y + 2;
  for (const line of lines.filter((l) => l.trim() !== '')) {
    doc.text(line, x, cursor, { width });
    cursor = doc.y + 1;
  }
  return cursor;
}

function drawParties(doc: Doc, invoice: InvoiceDocument, y: number): number {
  const s = invoice.supplier;
  const supplierBottom = drawParty(
    doc,
    LEFT,
    y,
    'Dodávateľ',
    [
      s.street,
      `${s.zip} ${s.city}`,
      s.country,
      `IČO: ${s.companyId}`,
      `DIČ: ${s.vatRegistrationId}`,
      `IČ DPH: ${s.extVatRegistrationId}`,
      `Tel.: ${s.phone}`,
      `E-mail: ${s.email}`,
    ],
    s.name,
  );
  const c = invoice.customer;
  const customerBottom = drawParty(
    doc,
    305,
    y,
    'Odberateľ',
    [
      c.contactName,
      c.street,
      `${c.zip} ${c.city}`.trim(),
      `IČO: ${c.companyId}`,
      `DIČ: ${c.vatRegistrationId}`,
      c.extVatRegistrationId ? `IČ DPH: ${c.extVatRegistrationId}` : '',
      c.phone ? `Tel.: ${c.phone}` : '',
      c.email ? `E-mail: ${c.email}` : '',
    ],
    c.companyName,
  );
  return Math.max(supplierBottom, customerBottom);
}

function drawPaymentFacts(doc: Doc, invoice: InvoiceDocument, y: number): number {
  const facts: [string, string][][] = [
    [
      ['Dátum vystavenia', formatDate(invoice.issuedAt)],
      ['Dátum dodania', formatDate(invoice.deliveredAt)],
      ['Dátum splatnosti', formatDate(invoice.dueAt)],
      ['Objednávka č.', invoice.orderNumber],
    ],
    [
      ['Forma úhrady', invoice.paymentMethod],
      ['Variabilný symbol', invoice.varsymbol],
      ['IBAN', formatIban(invoice.supplier.iban)],
    ],
  ];
  // The right column holds the IBAN: a narrower label leaves it room for one line.
  return drawFacts(doc, facts, y, [105, 78]);
}

/**
 * Label–value pairs in two columns (at LEFT and 305) between two rules, each column with its
 * label width; returns the y of the lower rule.
 */
export function drawFacts(doc: Doc, facts: [string, string][][], y: number, labelWidths: readonly number[]): number {
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#c8ced6').stroke();
  let bottom = y;
  facts.forEach((column, i) => {
    const x = i === 0 ? LEFT : 305;
    const labelWidth = labelWidths[i] ?? 105;
    let cursor = y + 8;
    for (const [label, value] of column) {
      doc.font('regular').fontSize(8.5).fillColor(GREY).text(label, x, cursor, { width: labelWidth });
      doc
        .font('bold')
        .fillColor(INK)
        .text(value, x + labelWidth + 2, cursor, { width: 248 - labelWidth });
      cursor = Math.max(doc.y, cursor + 12) + 2;
    }
    bottom = Math.max(bottom, cursor);
  });
  doc
    .moveTo(LEFT, bottom + 4)
    .lineTo(RIGHT, bottom + 4)
    .stroke();
  return bottom + 4;
}

/** The supplier's name and register entry at the foot of the page. */
export function drawFooter(doc: Doc, supplier: Supplier) {
  const text = `${supplier.name}, ${supplier.register}`;
  doc
    .font('regular')
    .fontSize(7)
    .fillColor(GREY)
    .text(text, LEFT, PAGE_BOTTOM + 12, { width: RIGHT - LEFT, align: 'center', lineBreak: false });
  doc.fillColor(INK);
}
