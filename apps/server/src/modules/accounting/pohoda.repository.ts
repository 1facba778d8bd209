import { and, asc, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { creditNotes, invoices, orderLines, orders, products } from '../../db/schema/index.ts';

/** The instant a Slovak calendar day starts (`YYYY-MM-DD`, Europe/Bratislava). */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Bratislava')`;
const dayAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Europe/Bratislava')`;

/** Orders placed on the days from–to (both inclusive, Slovak days), oldest first. */
export async function ordersPlacedBetween(db: DbOrTx, from: string, to: string) {
  return db
    .select()
    .from(orders)
    .where(and(gte(orders.createdAt, dayStart(from)), lt(orders.createdAt, dayAfter(to))))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

export async function invoicesIssuedBetween(db: DbOrTx, from: string, to: string) {
  return db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, dayStart(from)), lt(invoices.issuedAt, dayAfter(to))))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
}

export async function creditNotesIssuedBetween(db: DbOrTx, from: string, to: string) {
  return db
    .select()
    .from(creditNotes)
    .where(and(gte(creditNotes.issuedAt, dayStart(from)), lt(creditNotes.issuedAt, dayAfter(to))))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
}

export async function ordersByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(orders).where(inArray(orders.id, ids));
}

export async function invoicesByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(invoices).where(inArray(invoices.id, ids));
}

export async function linesOfOrders(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.sort), asc(orderLines.id));
}

/** The products with these codes (the stock import's lookup). */
export async function productsByCode(db: DbOrTx, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select({ id: products.id, code: products.code, stock: products.stock, priceCents: products.priceCents })
    .from(products)
    .where(inArray(products.code, codes));
}

export async function updateProductStockAndPrice(db: DbOrTx, id: number, stock: number, priceCents: number) {
  await db.update(products).set({ stock, priceCents }).where(sql`${products.id} = ${id}`);
}
