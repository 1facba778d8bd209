import { BankErrorCode, type PohodaStockReply } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { shopSupplier } from '../../documents/supplier.ts';
import { HttpError } from '../../http/errors.ts';
import { asArray, child, isNode, parseUntrustedXml, text } from '../../http/untrusted-xml.ts';
import { documentCustomerOf } from '../customer/invoice-document.service.ts';
import { orderMoney, productLinesOf } from '../customer/order-money.ts';
import type { OrderLineRow, OrderRow } from '../customer/orders.repository.ts';
import { invoiceLinesOf } from '../invoices/credit-note-money.ts';
import { slovakDay } from '../invoices/invoice-balance.ts';
import { type CLI, recordAudit } from '../staff/audit.ts';
import {
  creditNotesIssuedBetween,
  invoicesByIds,
  invoicesIssuedBetween,
  linesOfOrders,
  ordersByIds,
  ordersPlacedBetween,
  productsByCode,
  updateProductStockAndPrice,
} from './pohoda.repository.ts';
import { type PohodaInvoice, type PohodaLine, type PohodaPartner, pohodaDataPack } from './pohoda-xml.ts';

/**
 * The hand-off to POHODA (docs/decisions/014-bank-statements-and-accounting.md §POHODA export;
 * the mapping is in the README): the export of orders, invoices and credit notes for a range of days, and the
 * import of POHODA's stock list (stock and base price by product code). The back office and
 * the CLI call these same functions.
 */

const partnerOf = (order: OrderRow): PohodaPartner => {
  const c = documentCustomerOf(order);
  return {
    companyName: c.companyName,
    contactName: c.contactName,
    street: c.street,
    city: c.city,
    zip: c.zip,
    companyId: c.companyId,
    vatRegistrationId: c.vatRegistrationId,
    extVatRegistrationId: c.extVatRegistrationId,
  };
};

const printed = (order: OrderRow, lines: OrderLineRow[]): PohodaLine[] =>
  invoiceLinesOf(order, productLinesOf(lines)).map((l) => ({
    code: l.code,
    name: l.name,
    quantity: l.quantity,
    unit: l.unit,
    unitPriceExcVatCents: l.unitPriceExcVatCents,
    vatRate: l.vatRate,
  }));

/** The dataPack for the days from–to (Slovak calendar days, both inclusive). */
export async function exportPohoda(
  db: DbOrTx,
  config: Pick<Config, 'iban'>,
  from: string,
  to: string,
): Promise<string> {
  const [placed, issued, credited] = await Promise.all([
    ordersPlacedBetween(db, from, to),
    invoicesIssuedBetween(db, from, to),
    creditNotesIssuedBetween(db, from, to),
  ]);
  const creditedInvoices = await invoicesByIds(db, [...new Set(credited.map((c) => c.invoiceId))]);
  const invoiceById = new Map([...issued, ...creditedInvoices].map((i) => [i.id, i]));
  const neededOrders = new Set([...issued.map((i) => i.orderId), ...credited.map((c) => c.orderId)]);
  for (const o of placed) neededOrders.delete(o.id);
  const orderRows = [...placed, ...(await ordersByIds(db, [...neededOrders]))];
  const orderById = new Map(orderRows.map((o) => [o.id, o]));
  const lines = await linesOfOrders(
    db,
    orderRows.map((o) => o.id),
  );
  const linesOf = (orderId: number) => lines.filter((l) => l.orderId === orderId);
  const orderOf = (id: number) => {
    const order = orderById.get(id);
    if (!order) throw new Error(`order ${id} missing`);
    return order;
  };

  const orders = placed.map((order) => ({
    number: order.number,
    date: slovakDay(order.createdAt),
    partner: partnerOf(order),
    note: order.note,
    lines: printed(order, linesOf(order.id)),
    vat: orderMoney(order, linesOf(order.id)).vatBreakdown,
  }));
  const invoices: PohodaInvoice[] = [
    ...issued.map((invoice): PohodaInvoice => {
      const order = orderOf(invoice.orderId);
      const day = slovakDay(invoice.issuedAt);
      return {
        kind: 'issuedInvoice',
        number: invoice.number,
        varsymbol: invoice.varsymbol,
        date: day,
        dateTax: day,
        dateDue: slovakDay(invoice.dueAt),
        orderNumber: order.number,
        text: `Faktúra k objednávke ${order.number}`,
        partner: partnerOf(order),
        lines: printed(order, linesOf(order.id)),
        vat: orderMoney(order, linesOf(order.id)).vatBreakdown,
      };
    }),
    ...credited.map((note): PohodaInvoice => {
      const order = orderOf(note.orderId);
      const invoice = invoiceById.get(note.invoiceId);
      const day = slovakDay(note.issuedAt);
      // POHODA books a credit note's amounts as a reduction when they are negative.
      return {
        kind: 'issuedCreditNotice',
        number: note.number,
        varsymbol: invoice?.varsymbol ?? order.number,
        date: day,
        dateTax: day,
        dateDue: day,
        orderNumber: order.number,
        originalDocument: invoice?.number ?? '',
        text: `Dobropis k faktúre ${invoice?.number ?? ''}: ${note.reason}`.slice(0, 240),
        partner: partnerOf(order),
        lines: note.lines.map((l) => ({
          code: l.code,
          name: l.name,
          quantity: -l.quantity,
          unit: l.unit,
          unitPriceExcVatCents: l.unitPriceExcVatCents,
          vatRate: l.vatRate,
        })),
        vat: note.vatBreakdown.map((r) => ({
          vatRate: r.vatRate,
          taxableCents: -r.taxableCents,
          vatCents: -r.vatCents,
        })),
      };
    }),
  ];
  return pohodaDataPack(shopSupplier(config), `EXP${from.replaceAll('-', '')}${to.replaceAll('-', '')}`, {
    orders,
    invoices,
  });
}

const pohodaRefusal = (key: string, message: string) =>
  new HttpError(400, [{ code: BankErrorCode.pohodaMalformed, key, message }]);

/** `12`, `12.0`, `12.000` → 12; null for a fraction or anything else. */
function wholeCount(value: string): number | null {
  const match = /^(\d{1,9})(?:\.0+)?$/.exec(value);
  return match ? Number(match[1]) : null;
}

/** `100`, `100.5`, `100.5000` → cents; null for more than two non-zero decimals or anything else. */
function priceCents(value: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2})0*)?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export interface StockRow {
  code: string;
  count: number;
  priceCents: number;
}

/**
 * Reads POHODA's stock list (`lStk:listStock` of `lStk:stock` items, inside a `rsp:responsePack`
 * or alone): `stk:code`, `stk:count`, `stk:sellingPrice` from each item's `stk:stockHeader`.
 * Checked whole before anything is written: a bad count or price is a 400 naming the code.
 */
export function parsePohodaStock(xml: string): StockRow[] {
  const root = parseUntrustedXml(xml, { malformed: BankErrorCode.pohodaMalformed, doctype: BankErrorCode.doctype });
  const lists: unknown[] = [];
  const walk = (node: unknown) => {
    if (!isNode(node)) return;
    for (const [name, value] of Object.entries(node)) {
      if (name === 'listStock') lists.push(...asArray(value));
      else if (name === 'responsePack' || name === 'responsePackItem') for (const v of asArray(value)) walk(v);
    }
  };
  walk(root);
  if (lists.length === 0) throw pohodaRefusal('listStock', 'Súbor neobsahuje zoznam zásob (lStk:listStock).');
  const rows: StockRow[] = [];
  const seen = new Set<string>();
  for (const list of lists) {
    for (const [index, stock] of asArray(isNode(list) ? list.stock : undefined).entries()) {
      const header = child(stock, 'stockHeader') ?? stock;
      const code = text(child(header, 'code'));
      if (!code) throw pohodaRefusal(`stock[${index}].code`, `Položke ${index + 1} chýba kód (stk:code).`);
      if (seen.has(code)) throw pohodaRefusal(`stock[${index}].code`, `Kód ${code} je v súbore dvakrát.`);
      seen.add(code);
      const count = wholeCount(text(child(header, 'count')));
      if (count === null) throw pohodaRefusal(`stock[${index}].count`, `Zásoba produktu ${code} nie je celé číslo.`);
      const price = priceCents(text(child(header, 'sellingPrice')));
      if (price === null) {
        throw pohodaRefusal(`stock[${index}].sellingPrice`, `Predajná cena produktu ${code} nie je platná suma.`);
      }
      rows.push({ code, count, priceCents: price });
    }
  }
  return rows;
}

/** Sets stock and base price (excl. VAT) by product code, in one transaction; unknown codes are reported. */
export async function importPohodaStock(
  db: Db,
  rows: StockRow[],
  within?: (tx: DbOrTx, result: Omit<PohodaStockReply, 'success'>) => Promise<void>,
): Promise<Omit<PohodaStockReply, 'success'>> {
  return db.transaction(async (tx) => {
    const known = new Map(
      (
        await productsByCode(
          tx,
          rows.map((r) => r.code),
        )
      ).map((p) => [p.code, p]),
    );
    let updated = 0;
    let unchanged = 0;
    const unknownCodes: string[] = [];
    for (const row of rows) {
      const product = known.get(row.code);
      if (!product) {
        unknownCodes.push(row.code);
        continue;
      }
      if (product.stock === row.count && product.priceCents === row.priceCents) {
        unchanged += 1;
        continue;
      }
      await updateProductStockAndPrice(tx, product.id, row.count, row.priceCents);
      updated += 1;
    }
    const result = { updated, unchanged, unknownCodes };
    await within?.(tx, result);
    return result;
  });
}

/** The stock import's audit entry, from the back office or the command line. */
export function auditStockImport(
  tx: DbOrTx,
  by: FastifyRequest | typeof CLI,
  source: string,
  done: Omit<PohodaStockReply, 'success'>,
): Promise<void> {
  return recordAudit(tx, by, {
    action: 'product.pohoda-stock',
    entity: 'product',
    entityId: null,
    summary: `Načítal zásoby a ceny z POHODY (${source}): zmenených ${done.updated}, bez zmeny ${done.unchanged}, neznámych kódov ${done.unknownCodes.length}`,
    changes: { unknownCodes: [null, done.unknownCodes.slice(0, 100)] },
  });
}
