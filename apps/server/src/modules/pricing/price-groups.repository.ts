import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, discountRules, priceGroups, products, vendors } from '../../db/schema/index.ts';
import type { StoredDiscountRule } from '../catalog/customer-prices.ts';

// The back office's reads and writes of price groups and their rules
// (modules/pricing/price-groups.service.ts).

export async function listPriceGroupRows(db: DbOrTx) {
  return db
    .select({
      id: priceGroups.id,
      name: priceGroups.name,
      defaultDiscountBp: priceGroups.defaultDiscountBp,
      rules: sql<number>`(select count(*)::int from ${discountRules} r where r.price_group_id = ${priceGroups.id})`,
      customers: sql<number>`(select count(*)::int from ${customers} c where c.price_group_id = ${priceGroups.id})`,
    })
    .from(priceGroups)
    .orderBy(asc(priceGroups.name), asc(priceGroups.id));
}

export async function findPriceGroupForUpdate(db: DbOrTx, id: number, lock = false) {
  const q = db.select().from(priceGroups).where(eq(priceGroups.id, id));
  const rows = await (lock ? q.for('update') : q);
  return rows[0] ?? null;
}

/** The group's rules with the product's code and name for product rules, in a stable order. */
export async function findGroupRules(db: DbOrTx, priceGroupId: number) {
  return db
    .select({
      productId: discountRules.productId,
      productCode: products.code,
      productName: products.name,
      vendorId: discountRules.vendorId,
      categoryId: discountRules.categoryId,
      discountBp: discountRules.discountBp,
    })
    .from(discountRules)
    .leftJoin(products, eq(products.id, discountRules.productId))
    .where(eq(discountRules.priceGroupId, priceGroupId))
    .orderBy(asc(discountRules.id));
}

export async function replaceGroupRules(
  db: DbOrTx,
  priceGroupId: number,
  defaultDiscountBp: number,
  rules: StoredDiscountRule[],
) {
  await db
    .update(priceGroups)
    .set({ defaultDiscountBp, version: sql`${priceGroups.version} + 1` })
    .where(eq(priceGroups.id, priceGroupId));
  await db.delete(discountRules).where(eq(discountRules.priceGroupId, priceGroupId));
  if (rules.length > 0) await db.insert(discountRules).values(rules.map((r) => ({ ...r, priceGroupId })));
}

export async function productIdsByCode(db: DbOrTx, codes: string[]) {
  if (codes.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(
      inArray(
        sql`lower(${products.code})`,
        codes.map((c) => c.toLowerCase()),
      ),
    );
  return new Map(rows.map((r) => [r.code.toLowerCase(), r.id]));
}

export async function listVendors(db: DbOrTx) {
  return db.select({ id: vendors.id, name: vendors.name }).from(vendors).orderBy(asc(vendors.name));
}

export interface SampleProduct {
  id: number;
  code: string;
  name: string;
  priceCents: number;
  vendorId: number;
  categoryId: number;
}

/** Up to `limit` products on sale matching `where` (a product, a vendor, categories), oldest first. */
export async function sampleProducts(db: DbOrTx, where: SQL | undefined, limit: number): Promise<SampleProduct[]> {
  return db
    .select({
      id: products.id,
      code: products.code,
      name: products.name,
      priceCents: products.priceCents,
      vendorId: products.vendorId,
      categoryId: products.categoryId,
    })
    .from(products)
    .where(and(eq(products.active, true), where))
    .orderBy(asc(products.id))
    .limit(limit);
}

export const productIs = (id: number) => eq(products.id, id);
export const vendorIs = (id: number) => eq(products.vendorId, id);
export const categoryIn = (ids: number[]) => inArray(products.categoryId, ids);
