import { formatEuro, formatNumber } from './format.ts';
import { type InvoiceLine, vatSummary } from './invoice-document.ts';
import { type Doc, GREY, INK, LEFT, PAGE_BOTTOM, RIGHT } from './invoice-pdf-layout.ts';

/** A table column: where it starts, how wide it is, how its cells align; `wrap` cells may take several lines. */
export interface TableColumn {
  title: string;
  x: number;
  width: number;
  align: 'left' | 'right' | 'center';
  wrap?: boolean;
}

/** The invoice's line table. */
const COLUMNS: readonly TableColumn[] = [
  { title: 'Kód', x: LEFT, width: 68, align: 'left', wrap: true },
  { title: 'Názov', x: 110, width: 168, align: 'left', wrap: true },
  { title: 'Množ.', x: 280, width: 40, align: 'right' },
  { title: 'MJ', x: 324, width: 26, align: 'left' },
  { title: 'Cena/MJ bez DPH', x: 352, width: 74, align: 'right' },
  { title: 'DPH', x: 428, width: 32, align: 'right' },
  { title: 'Spolu bez DPH', x: 462, width: RIGHT - 462, align: 'right' },
];

function drawTableHeader(doc: Doc, columns: readonly TableColumn[], y: number): number {
  doc.rect(LEFT, y, RIGHT - LEFT, 24).fill('#eef1f5');
  doc.fillColor(INK).font('bold').fontSize(7.5);
  for (const col of columns) doc.text(col.title, col.x + 2, y + 4, { width: col.width - 4, align: col.align });
  return y + 28;
}

/**
 * A table of text cells under a shaded header, continued on new pages (with its header) as
 * needed; a row is as tall as its tallest wrapping cell. Returns the y below it. The invoice's
 * lines and the order documents (modules/orders) are drawn with it.
 */
export function drawTable(
  doc: Doc,
  columns: readonly TableColumn[],
  rows: readonly (readonly string[])[],
  top: number,
  options: { fontSize?: number } = {},
): number {
  const fontSize = options.fontSize ?? 8.5;
  let y = drawTableHeader(doc, columns, top);
  for (const cells of rows) {
    doc.font('regular').fontSize(fontSize);
    const textHeight = Math.max(
      0,
      ...columns.map((col, i) => (col.wrap ? doc.heightOfString(cells[i] || ' ', { width: col.width - 4 }) : 0)),
    );
    const height = Math.max(textHeight, 11) + 5;
    if (y + height > PAGE_BOTTOM) {
      doc.addPage();
      y = drawTableHeader(doc, columns, LEFT);
      doc.font('regular').fontSize(fontSize);
    }
    for (const [i, col] of columns.entries()) {
      doc.text(cells[i] ?? '', col.x + 2, y, { width: col.width - 4, align: col.align, lineBreak: col.wrap === true });
    }
    y += height;
    doc
      .moveTo(LEFT, y - 3)
      .lineTo(RIGHT, y - 3)
      .lineWidth(0.3)
      .strokeColor('#dde2e8')
      .stroke();
  }
  return y;
}

/** The invoice's line table; returns the y below it. */
export function drawLines(doc: Doc, lines: readonly InvoiceLine[], top: number): number {
  return drawTable(
    doc,
    COLUMNS,
    lines.map((line) => [
      line.code,
      line.name,
      formatNumber(line.quantity),
      line.unit,
      formatEuro(line.unitPriceExcVatCents),
      `${formatNumber(line.vatRate)} %`,
      formatEuro(line.totalExcVatCents),
    ]),
    top,
  );
}

/** What the summary under the line table shows: the VAT recap of `lines`, total rows, a box, and on the left a QR code or a mark. */
export interface SummaryBlock {
  lines: readonly InvoiceLine[];
  rows: readonly { label: string; cents: number; bold?: boolean }[];
  box: { label: string; cents: number };
  /** The PAY by square code, a short bold mark ("Uhradené"), or a sentence in small print. */
  left: { qr: Buffer } | { mark: string } | { note: string };
}

/** VAT summary by rate and totals on the right; the PAY by square code, a mark or a note on the left. */
export function drawSummary(doc: Doc, block: SummaryBlock, y: number) {
  // VAT summary (right half)
  const x = 300;
  const cols = [
    { title: 'Sadzba DPH', x, width: 60 },
    { title: 'Základ', x: 362, width: 64 },
    { title: 'DPH', x: 428, width: 58 },
    { title: 'Spolu', x: 488, width: RIGHT - 488 },
  ];
  doc
    .font('bold')
    .fontSize(8)
    .fillColor(GREY)
    .text('REKAPITULÁCIA DPH', x, y, { width: RIGHT - x });
  let cursor = y + 13;
  doc.fillColor(INK).font('bold').fontSize(8);
  for (const col of cols) doc.text(col.title, col.x, cursor, { width: col.width, align: 'right', lineBreak: false });
  cursor += 12;
  doc.font('regular');
  for (const row of vatSummary(block.lines)) {
    const cells = [
      `${formatNumber(row.rate)} %`,
      formatEuro(row.baseCents),
      formatEuro(row.vatCents),
      formatEuro(row.totalCents),
    ];
    for (const [i, col] of cols.entries()) {
      doc.text(cells[i] ?? '', col.x, cursor, { width: col.width, align: 'right', lineBreak: false });
    }
    cursor += 12;
  }
  cursor += 8;
  for (const row of block.rows) {
    doc.font(row.bold ? 'bold' : 'regular').fontSize(9.5);
    doc.text(row.label, x, cursor, { width: 130 });
    doc.text(formatEuro(row.cents), 430, cursor, { width: RIGHT - 430, align: 'right' });
    cursor += 15;
  }
  doc.rect(x, cursor, RIGHT - x, 24).fill('#eef1f5');
  doc.fillColor(INK).font('bold').fontSize(12);
  doc.text(block.box.label, x + 6, cursor + 6, { width: 150 });
  doc.text(formatEuro(block.box.cents), 420, cursor + 6, { width: RIGHT - 426, align: 'right' });

  const left = block.left;
  if ('qr' in left) {
    doc.image(left.qr, LEFT, y, { width: 120, height: 120 });
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(GREY)
      .text('Zaplaťte cez PAY by square', LEFT, y + 124, { width: 160 });
  } else if ('mark' in left) {
    doc
      .font('bold')
      .fontSize(11)
      .fillColor('#1e7d32')
      .text(left.mark, LEFT, y + 4, { width: 200 });
  } else {
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(GREY)
      .text(left.note, LEFT, y + 4, { width: 240 });
  }
  doc.fillColor(INK);
}
