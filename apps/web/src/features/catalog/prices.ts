import type { ProductCard } from '@shop/contract';

/**
 * The price fields of a reply for a logged-in customer; anonymous replies carry none
 * (docs/requirements/catalogue.md §Prices for logged-in customers only).
 */
export interface ShownPrices {
  /** customer's unit price excl. VAT */
  priceExcVat: number;
  /** customer's unit price incl. VAT (absent in odd replies) */
  price: number | undefined;
  /** list price excl. VAT */
  basePriceExcVat: number | undefined;
  /** list price incl. VAT */
  basePrice: number | undefined;
  /** percent off the list price, only when there is a discount */
  discount: number | undefined;
}

/** The prices to show, or null when the reply has none (anonymous visitor). */
export function shownPrices(
  product: Pick<ProductCard, 'price' | 'price_exc_vat' | 'base_price_exc_vat' | 'base_price' | 'discount'>,
) {
  if (product.price_exc_vat === undefined) return null;
  const discount = product.discount !== undefined && product.discount > 0 ? product.discount : undefined;
  return {
    priceExcVat: product.price_exc_vat,
    price: product.price,
    basePriceExcVat: product.base_price_exc_vat,
    basePrice: product.base_price,
    discount,
  } satisfies ShownPrices;
}

/** The cover image (flagged `cover`, else the first). */
export function coverImage<T extends { cover: boolean }>(images: readonly T[]): T | undefined {
  return images.find((i) => i.cover) ?? images[0];
}

/** Images with the cover first, the rest in their order (docs/requirements/catalogue.md §Product page). */
export function coverFirst<T extends { cover: boolean }>(images: readonly T[]): T[] {
  const cover = coverImage(images);
  return cover ? [cover, ...images.filter((i) => i !== cover)] : [];
}
