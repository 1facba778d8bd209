import { formatDate } from './format.ts';
import {
  type CreditNoteDocument,
  type InvoiceCustomer,
  type InvoiceDocument,
  type InvoiceLine,
  unpaidCents,
} from './invoice-document.ts';
import { type Doc, GREY, INK, LEFT, PAGE_BOTTOM, RIGHT, startPdf } from './invoice-pdf-layout.ts';
import { drawLines, drawSummary, type SummaryBlock } from './invoice-pdf-tables.ts';
import { payBySquarePng } from './pay-by-square.ts';
import { formatIban, type Supplier } from './supplier.ts';

/** The summary below the lines, on a new page when it would not fit. */
function drawSummaryBelow(doc: Doc, block: SummaryBlock, y: number) {
  let top = y;
  if (top > PAGE_BOTTOM - 190) {
    doc.addPage();
    top = LEFT;
  }
  drawSummary(doc, block, top + 14);
}

/**
 * The invoice as a PDF (A4). `compress: false` keeps the page content readable for inspection;
 * production output is compressed (the tests read both).
 */
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
  let y = drawHeader(doc, `Faktúra ${invoice.number}`, 'Daňový doklad', invoice.varsymbol);
  y = drawParties(doc, invoice.supplier, invoice.customer, y + 18);
  y = drawFacts(
    doc,
    [
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
    ],
    y + 14,
  );
  y = drawLines(doc, invoice.lines, y + 16);
  const credited = invoice.creditedCents ?? 0;
  drawSummaryBelow(
    doc,
    {
      lines: invoice.lines,
      rows: [
        { label: 'Spolu bez DPH', cents: invoice.totals.excVatCents },
        { label: 'DPH', cents: invoice.totals.vatCents },
        { label: 'Spolu s DPH', cents: invoice.totals.incVatCents, bold: true },
        { label: 'Uhradené', cents: Math.min(invoice.paidCents, invoice.totals.incVatCents) },
        ...(credited > 0 ? [{ label: 'Dobropisované', cents: -credited }] : []),
      ],
      box: { label: 'K úhrade', cents: toPay },
      left: qr ? { qr } : { mark: 'Uhradené' },
    },
    y,
  );
  drawFooter(doc, invoice.supplier);
  doc.end();
  return finished;
}

const negated = (line: InvoiceLine): InvoiceLine => ({
  ...line,
  quantity: -line.quantity,
  totalExcVatCents: -line.totalExcVatCents,
});

/**
 * A credit note (dobropis) as a PDF, laid out like the invoice: its title, the invoice it
 * corrects, the reason, the credited lines and their VAT recap, all as a reduction (negative).
 */
export async function renderCreditNotePdf(
  note: CreditNoteDocument,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { doc, finished } = startPdf(
    {
      Title: `Dobropis ${note.number}`,
      Author: note.supplier.name,
      Subject: `Dobropis ${note.number} k faktúre ${note.invoiceNumber}`,
    },
    options,
  );
  let y = drawHeader(
    doc,
    `Dobropis ${note.number}`,
    `Opravný daňový doklad k faktúre ${note.invoiceNumber}`,
    note.varsymbol,
  );
  y = drawParties(doc, note.supplier, note.customer, y + 18);
  y = drawFacts(
    doc,
    [
      [
        ['Dátum vystavenia', formatDate(note.issuedAt)],
        ['Dátum dodania', formatDate(note.issuedAt)],
        ['Pôvodná faktúra', note.invoiceNumber],
        ['Faktúra vystavená', formatDate(note.invoiceIssuedAt)],
      ],
      [
        ['Objednávka č.', note.orderNumber],
        ['Variabilný symbol', note.varsymbol],
        ['IBAN', formatIban(note.supplier.iban)],
      ],
    ],
    y + 14,
  );
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(INK)
    .text('Dôvod opravy', LEFT, y + 10, { width: RIGHT - LEFT });
  doc
    .font('regular')
    .fontSize(9)
    .text(note.reason, LEFT, doc.y + 2, { width: RIGHT - LEFT });
  const lines = note.lines.map(negated);
  y = drawLines(doc, lines, doc.y + 12);
  drawSummaryBelow(
    doc,
    {
      lines,
      rows: [
        { label: 'Spolu bez DPH', cents: -note.totals.excVatCents },
        { label: 'DPH', cents: -note.totals.vatCents },
        { label: 'Spolu s DPH', cents: -note.totals.incVatCents, bold: true },
      ],
      box: { label: 'Dobropisovaná suma', cents: -note.totals.incVatCents },
      left: {
        note: `Dobropis znižuje sumu na úhradu faktúry ${note.invoiceNumber}. Ak je faktúra už uhradená, preplatok vám vrátime na účet.`,
      },
    },
    y,
  );
  drawFooter(doc, note.supplier);
  doc.end();
  return finished;
}

function drawHeader(doc: Doc, title: string, subtitle: string, varsymbol: string): number {
  doc.font('bold').fontSize(20).text(title, LEFT, LEFT, { width: 320 });
  doc.font('regular').fontSize(9).fillColor(GREY).text(subtitle, LEFT, 66, { width: 320 });
  doc
    .fillColor(INK)
    .font('regular')
    .fontSize(9)
    .text('Variabilný symbol', 355, LEFT + 2, { width: 200, align: 'right' });
  doc.font('bold').fontSize(14).text(varsymbol, 355, 54, { width: 200, align: 'right' });
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

function drawParties(doc: Doc, s: Supplier, c: InvoiceCustomer, y: number): number {
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

/** Two columns of label and value (dates, numbers, payment) between two rules. */
/**
 * Label–value pairs in two columns (at LEFT and 305) between two rules, each column with its
 * label width (by default 105 and 78: the invoice's right column holds the IBAN, and a narrower
 * label leaves it room for one line); returns the y of the lower rule.
 */
export function drawFacts(
  doc: Doc,
  facts: [string, string][][],
  y: number,
  labelWidths: readonly number[] = [105, 78],
): number {
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
