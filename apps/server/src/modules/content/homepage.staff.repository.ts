import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { banners, products, vendors } from '../../db/schema/index.ts';

// The back office's home page arrangement (homepage.staff.service.ts).

export async function listTopBanners(db: DbOrTx) {
  return db.select().from(banners).where(eq(banners.position, 'top')).orderBy(asc(banners.sort), asc(banners.id));
}

export type BannerValues = Omit<typeof banners.$inferInsert, 'id' | 'position'>;

export async function replaceTopBanners(db: DbOrTx, rows: BannerValues[]) {
  await db.delete(banners).where(eq(banners.position, 'top'));
  if (rows.length > 0) await db.insert(banners).values(rows.map((r) => ({ ...r, position: 'top' })));
}

/** The offer products in their order (as the storefront's home shows them). */
export async function listOfferProducts(db: DbOrTx) {
  return db
    .select({ id: products.id, code: products.code, name: products.name })
    .from(products)
    .where(and(eq(products.homepage, true), eq(products.active, true)))
    .orderBy(sql`${products.homepageSort} asc nulls last`, desc(products.id));
}

export async function productIdsForCodes(db: DbOrTx, codes: string[]) {
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

/** Exactly `ids` are offer products, in that order. */
export async function setOfferProducts(db: DbOrTx, ids: number[]) {
  await db
    .update(products)
    .set({ homepage: false, homepageSort: null })
    .where(
      ids.length > 0 ? and(eq(products.homepage, true), notInArray(products.id, ids)) : eq(products.homepage, true),
    );
  for (const [sort, id] of ids.entries()) {
    await db.update(products).set({ homepage: true, homepageSort: sort }).where(eq(products.id, id));
  }
}

/** Every vendor with a product on sale, by name, and whether the brand row shows it. */
export async function listBrands(db: DbOrTx) {
  return db
    .select({ id: vendors.id, name: vendors.name, shown: vendors.showOnHomepage })
    .from(vendors)
    .where(sql`exists (select 1 from ${products} p where p.vendor_id = ${vendors.id} and p.active)`)
    .orderBy(asc(vendors.name), asc(vendors.id));
}

export async function vendorIdsExisting(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.select({ id: vendors.id }).from(vendors).where(inArray(vendors.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function setShownBrands(db: DbOrTx, ids: number[]) {
  await db.update(vendors).set({ showOnHomepage: ids.length > 0 ? inArray(vendors.id, ids) : sql`false` });
}
