import { isPriceOrdering } from '@shop/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';
import { customerPriceOrder } from '../catalog/catalog.repository.ts';
import type { DiscountLookup } from '../catalog/customer-prices.ts';

// Inactive products stay in the table (they may come back) but are neither counted nor listed.

/**
 * Wishlist orderings (docs/requirements/catalogue.md §Wishlist); 1 = most recently added first. 4 and 5 sort by the
 * customer's own price when `discounts` is given (always, for the signed-in owner), as the listing does.
 */
const ORDER_BY: Record<number, SQL> = {
  1: sql`w.created_at desc, w.id desc`,
  2: sql`lower(shop_unaccent(p.name)) asc, p.id asc`,
  3: sql`lower(shop_unaccent(p.name)) desc, p.id desc`,
  4: sql`p.price_cents asc, p.id asc`,
  5: sql`p.price_cents desc, p.id desc`,
  6: sql`p.code asc`,
  7: sql`p.code desc`,
};

export async function countWishlist(db: DbOrTx, customerId: number): Promise<number> {
  const rows = await query<{ n: number }>(
    db,
    sql`
    select count(*)::int as n from wishlist_items w join products p on p.id = w.product_id
    where w.customer_id = ${customerId} and p.active`,
  );
  return Number(rows[0]?.n ?? 0);
}

export async function findWishlistProductIds(
  db: DbOrTx,
  customerId: number,
  opts: { ordering: number; limit: number; offset: number; discounts?: DiscountLookup },
): Promise<number[]> {
  const price = opts.discounts && isPriceOrdering(opts.ordering) ? customerPriceOrder(opts.discounts) : null;
  const direction = opts.ordering === 4 ? sql`asc` : sql`desc`;
  const rows = await query<{ id: number }>(
    db,
    sql`
    select p.id from wishlist_items w join products p on p.id = w.product_id ${price ? price.joins : sql``}
    where w.customer_id = ${customerId} and p.active
    order by ${price ? sql`${price.key} ${direction}, p.id ${direction}` : (ORDER_BY[opts.ordering] ?? ORDER_BY[1])}
    limit ${opts.limit} offset ${opts.offset}`,
  );
  return rows.map((r) => Number(r.id));
}

export async function activeProductExists(db: DbOrTx, productId: number): Promise<boolean> {
  const rows = await query(db, sql`select 1 from products where id = ${productId} and active`);
  return rows.length > 0;
}

/** Adding twice keeps one entry (and its original date). */
export async function addWishlistItem(db: DbOrTx, customerId: number, productId: number) {
  await db.execute(sql`
    insert into wishlist_items (customer_id, product_id) values (${customerId}, ${productId})
    on conflict (customer_id, product_id) do nothing`);
}

/** True when the product was on the customer's list. */
export async function removeWishlistItem(db: DbOrTx, customerId: number, productId: number): Promise<boolean> {
  const rows = await query(
    db,
    sql`
    delete from wishlist_items where customer_id = ${customerId} and product_id = ${productId} returning id`,
  );
  return rows.length > 0;
}
