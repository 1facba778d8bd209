import type { Ordering, ProductCard } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import { findProductsByIds } from '../catalog/catalog.repository.ts';
import {
  activeProductExists,
  addWishlistItem,
  countWishlist,
  findWishlistProductIds,
  removeWishlistItem,
} from './wishlist.repository.ts';

export async function wishlistCount(shop: Shop, request: FastifyRequest): Promise<number> {
  const customer = await request.requireCustomer();
  return countWishlist(shop.db, customer.id);
}

/** Idempotent; an unknown (or withdrawn) product answers 404. Returns the new count. */
export async function addToWishlist(shop: Shop, request: FastifyRequest, productId: number): Promise<number> {
  const customer = await request.requireCustomer();
  if (!(await activeProductExists(shop.db, productId))) throw notFound();
  await addWishlistItem(shop.db, customer.id, productId);
  return countWishlist(shop.db, customer.id);
}

/** A product that is not on the caller's list answers 404 (whoever else may have it). Returns the new count. */
export async function removeFromWishlist(shop: Shop, request: FastifyRequest, productId: number): Promise<number> {
  const customer = await request.requireCustomer();
  if (!(await removeWishlistItem(shop.db, customer.id, productId))) throw notFound();
  return countWishlist(shop.db, customer.id);
}

/** A page of the wishlist as product cards with the customer's prices. */
export async function wishlistPage(
  shop: Shop,
  request: FastifyRequest,
  opts: { ordering: number; limit: number; offset: number },
): Promise<{ products: ProductCard[]; count: number }> {
  const customer = await request.requireCustomer();
  const { ordering, discounts, rules } = await shop.catalog.priceOrder(
    request,
    // the route's schema allows 1–7 only
    opts.ordering as Ordering,
  );
  const [ids, count] = await Promise.all([
    findWishlistProductIds(shop.db, customer.id, { ...opts, ordering, ...(discounts ? { discounts } : {}) }),
    countWishlist(shop.db, customer.id),
  ]);
  const rows = await findProductsByIds(shop.db, ids);
  return { products: await shop.catalog.cardsFor(request, rows, undefined, rules), count };
}
