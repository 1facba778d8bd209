import type { AddressSnapshot } from '../db/schema/index.ts';
import { formatDate, formatNumber } from './format.ts';
import { drawFacts, drawFooter, drawParty } from './invoice-pdf.ts';
import { type Doc, GREY, INK, LEFT, PAGE_BOTTOM, RIGHT, startPdf } from './invoice-pdf-layout.ts';
import { drawTable, type TableColumn } from './invoice-pdf-tables.ts';
import type { Supplier } from './supplier.ts';

/**
 * The warehouse's and the customer's papers for an order, drawn like the invoice (same fonts,
 * page, party blocks, table and footer): the packing slip, the delivery note and the picking
 * list of several orders. None of them shows a price: they travel with the goods.
 */

export interface OrderDocumentLine {
  code: string;
  name: string;
  quantity: number;
  unit: string;
}

/** One order as its papers print it, from the order's snapshot. */
export interface OrderDocument {
  number: string;
  createdAt: Date;
  shippingName: string;
  paymentName: string;
  salePoint: { name: string; lines: string[] } | null;
  packetaPoint: { id: string; name: string; address: string } | null;
  company: { companyName: string; companyId: string; vatRegistrationId: string; extVatRegistrationId: string };
  invoiceAddress: AddressSnapshot;
  deliveryAddress: AddressSnapshot;
  note: string;
  lines: OrderDocumentLine[];
}

/** A product of the picking list: its total over the chosen orders and how much goes to each. */
export interface PickingItem {
  code: string;
  name: string;
  unit: string;
  quantity: number;
  orders: { number: string; quantity: number }[];
}

const BOX = '☐';
const FACT_LABELS = [95, 95];

const personLines = (a: AddressSnapshot) => [
  `${a.firstName} ${a.lastName}`.trim(),
  a.street,
  `${a.zip} ${a.city}`.trim(),
  a.phone ? `Tel.: ${a.phone}` : '',
];

/** Where the goods go, as the papers name it. */
function destination(order: OrderDocument): { title: string; bold: string; lines: string[] } {
  if (order.salePoint) return { title: 'Osobný odber', bold: order.salePoint.name, lines: order.salePoint.lines };
  if (order.packetaPoint)
    return {
      title: 'Výdajné miesto Packeta',
      bold: order.packetaPoint.name,
      lines: [...order.packetaPoint.address.split('\n'), `ID miesta: ${order.packetaPoint.id}`],
    };
  return { title: 'Doručenie na adresu', bold: order.company.companyName, lines: personLines(order.deliveryAddress) };
}

function drawTitle(doc: Doc, title: string, subtitle: string, label: string, value: string): number {
  doc.font('bold').fontSize(20).fillColor(INK).text(title, LEFT, LEFT, { width: 320 });
  doc.font('regular').fontSize(9).fillColor(GREY).text(subtitle, LEFT, 66, { width: 320 });
  doc
    .fillColor(INK)
    .font('regular')
    .fontSize(9)
    .text(label, 355, LEFT + 2, { width: 200, align: 'right' });
  doc.font('bold').fontSize(14).text(value, 355, 54, { width: 200, align: 'right' });
  return 80;
}

function drawNote(doc: Doc, note: string, y: number): number {
  if (!note.trim()) return y;
  doc
    .font('bold')
    .fontSize(8)
    .fillColor(GREY)
    .text('POZNÁMKA ZÁKAZNÍKA', LEFT, y, { width: RIGHT - LEFT });
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(INK)
    .text(note, LEFT, y + 12, { width: RIGHT - LEFT });
  return doc.y + 6;
}

const totalPieces = (lines: readonly { quantity: number }[]) => lines.reduce((sum, l) => sum + l.quantity, 0);

function drawCount(doc: Doc, lines: readonly { quantity: number }[], y: number): number {
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(INK)
    .text(`Položiek: ${lines.length}, spolu množstvo: ${formatNumber(totalPieces(lines))}`, LEFT, y + 4, {
      width: RIGHT - LEFT,
      align: 'right',
    });
  return doc.y;
}

/** Room for `height` points below `y`, or a new page. */
function ensureRoom(doc: Doc, y: number, height: number): number {
  if (y + height <= PAGE_BOTTOM) return y;
  doc.addPage();
  return LEFT;
}

// ---------------------------------------------------------------- packing slip

const PACKING_COLUMNS: readonly TableColumn[] = [
  { title: 'OK', x: LEFT, width: 24, align: 'center' },
  { title: 'Kód', x: 66, width: 100, align: 'left', wrap: true },
  { title: 'Názov', x: 168, width: 290, align: 'left', wrap: true },
  { title: 'Množstvo', x: 460, width: 55, align: 'right' },
  { title: 'MJ', x: 517, width: RIGHT - 517, align: 'left' },
];

/** For the warehouse: what to pack for one order and where it goes; no prices. */
export async function renderPackingSlip(
  order: OrderDocument,
  supplier: Supplier,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { doc, finished } = startPdf(
    {
      Title: `Baliaci list ${order.number}`,
      Author: supplier.name,
      Subject: `Baliaci list objednávky ${order.number}`,
    },
    options,
  );
  let y = drawTitle(doc, 'Baliaci list', `Objednávka z ${formatDate(order.createdAt)}`, 'Objednávka č.', order.number);
  const place = destination(order);
  const left = drawParty(doc, LEFT, y + 18, place.title, place.lines, place.bold);
  const right = drawParty(
    doc,
    305,
    y + 18,
    'Odberateľ',
    [`IČO: ${order.company.companyId}`, ...personLines(order.invoiceAddress)],
    order.company.companyName,
  );
  y = drawFacts(
    doc,
    [
      [
        ['Doprava', order.shippingName],
        ['Platba', order.paymentName],
      ],
      [['Dátum objednávky', formatDate(order.createdAt)]],
    ],
    Math.max(left, right) + 14,
    FACT_LABELS,
  );
  y = drawNote(doc, order.note, y + 10);
  y = drawTable(
    doc,
    PACKING_COLUMNS,
    order.lines.map((l) => [BOX, l.code, l.name, formatNumber(l.quantity), l.unit]),
    y + 10,
    { fontSize: 9.5 },
  );
  y = drawCount(doc, order.lines, y);
  y = ensureRoom(doc, y + 24, 40);
  drawSignature(doc, 'Zabalil (meno, podpis):', LEFT, y);
  drawSignature(doc, 'Skontroloval:', 305, y);
  drawFooter(doc, supplier);
  doc.end();
  return finished;
}

function drawSignature(doc: Doc, label: string, x: number, y: number) {
  doc.font('regular').fontSize(8.5).fillColor(GREY).text(label, x, y, { width: 245 });
  doc
    .moveTo(x, y + 34)
    .lineTo(x + 230, y + 34)
    .lineWidth(0.5)
    .strokeColor(INK)
    .stroke();
}

// ---------------------------------------------------------------- delivery note

const NOTE_COLUMNS: readonly TableColumn[] = [
  { title: 'Kód', x: LEFT, width: 110, align: 'left', wrap: true },
  { title: 'Názov', x: 152, width: 318, align: 'left', wrap: true },
  { title: 'Množstvo', x: 472, width: 48, align: 'right' },
  { title: 'MJ', x: 522, width: RIGHT - 522, align: 'left' },
];

/** For the customer: the goods delivered with the order, the parties and a line to sign; no prices. */
export async function renderDeliveryNote(
  order: OrderDocument,
  supplier: Supplier,
  issuedAt: Date,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { doc, finished } = startPdf(
    {
      Title: `Dodací list ${order.number}`,
      Author: supplier.name,
      Subject: `Dodací list k objednávke ${order.number}`,
    },
    options,
  );
  let y = drawTitle(doc, 'Dodací list', `K objednávke č. ${order.number}`, 'Objednávka č.', order.number);
  const supplierBottom = drawParty(
    doc,
    LEFT,
    y + 18,
    'Dodávateľ',
    [
      supplier.street,
      `${supplier.zip} ${supplier.city}`,
      `IČO: ${supplier.companyId}`,
      `IČ DPH: ${supplier.extVatRegistrationId}`,
      `Tel.: ${supplier.phone}`,
    ],
    supplier.name,
  );
  const customerBottom = drawParty(
    doc,
    305,
    y + 18,
    'Odberateľ',
    [
      ...personLines(order.invoiceAddress),
      `IČO: ${order.company.companyId}`,
      order.company.extVatRegistrationId ? `IČ DPH: ${order.company.extVatRegistrationId}` : '',
    ],
    order.company.companyName,
  );
  const place = destination(order);
  const placeBottom = drawParty(
    doc,
    LEFT,
    Math.max(supplierBottom, customerBottom) + 12,
    'Miesto dodania',
    [place.title, ...place.lines],
    place.bold,
  );
  y = drawFacts(
    doc,
    [
      [
        ['Dátum vystavenia', formatDate(issuedAt)],
        ['Dátum objednávky', formatDate(order.createdAt)],
      ],
      [
        ['Doprava', order.shippingName],
        ['Objednávka č.', order.number],
      ],
    ],
    placeBottom + 14,
    FACT_LABELS,
  );
  y = drawTable(
    doc,
    NOTE_COLUMNS,
    order.lines.map((l) => [l.code, l.name, formatNumber(l.quantity), l.unit]),
    y + 14,
    { fontSize: 9.5 },
  );
  y = drawCount(doc, order.lines, y);
  y = ensureRoom(doc, y + 30, 50);
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(GREY)
    .text('Tovar v uvedenom množstve a bez zjavných vád prevzal:', LEFT, y, { width: RIGHT - LEFT });
  drawSignature(doc, 'Odovzdal (meno, podpis):', LEFT, y + 16);
  drawSignature(doc, 'Prevzal (meno, podpis, dátum):', 305, y + 16);
  drawFooter(doc, supplier);
  doc.end();
  return finished;
}

// ---------------------------------------------------------------- picking list

const PICKING_COLUMNS: readonly TableColumn[] = [
  { title: 'OK', x: LEFT, width: 24, align: 'center' },
  { title: 'Kód', x: 66, width: 92, align: 'left', wrap: true },
  { title: 'Názov', x: 160, width: 170, align: 'left', wrap: true },
  { title: 'Spolu', x: 332, width: 40, align: 'right' },
  { title: 'MJ', x: 374, width: 24, align: 'left' },
  { title: 'Objednávky (množstvo)', x: 400, width: RIGHT - 400, align: 'left', wrap: true },
];

/** For the warehouse: every product of several orders once, with its total and how much each order gets. */
export async function renderPickingList(
  items: readonly PickingItem[],
  orderNumbers: readonly string[],
  supplier: Supplier,
  madeAt: Date,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { doc, finished } = startPdf(
    {
      Title: 'Vychystávací zoznam',
      Author: supplier.name,
      Subject: `Vychystávací zoznam objednávok ${orderNumbers.join(', ')}`,
    },
    options,
  );
  let y = drawTitle(
    doc,
    'Vychystávací zoznam',
    `Vytvorený ${formatDate(madeAt)}`,
    'Objednávok',
    String(orderNumbers.length),
  );
  doc
    .font('bold')
    .fontSize(8)
    .fillColor(GREY)
    .text('OBJEDNÁVKY', LEFT, y + 16, { width: RIGHT - LEFT });
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(INK)
    .text(orderNumbers.join(', '), LEFT, y + 28, { width: RIGHT - LEFT });
  y = drawTable(
    doc,
    PICKING_COLUMNS,
    items.map((item) => [
      BOX,
      item.code,
      item.name,
      formatNumber(item.quantity),
      item.unit,
      // One order per line: the picker reads down the column while putting the goods apart.
      item.orders.map((o) => `${o.number} (${formatNumber(o.quantity)})`).join('\n'),
    ]),
    doc.y + 12,
    { fontSize: 9 },
  );
  drawCount(doc, items, y);
  drawFooter(doc, supplier);
  doc.end();
  return finished;
}
