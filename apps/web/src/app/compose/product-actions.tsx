import type { ProductCard as ProductCardData } from '@shop/contract';
import { AddToCart } from '../../features/cart/components/add-to-cart';
import { WishlistToggle } from '../../features/wishlist/components/wishlist-toggle';

/**
 * What a logged-in customer can do on any product card: the wishlist heart and add-to-cart.
 * Composed here (not inside the catalogue feature) because features do not import each other.
 */
export const productCardActions = (product: ProductCardData) => (
  <>
    <WishlistToggle product={product} />
    <AddToCart product={product} variant="card" />
  </>
);
