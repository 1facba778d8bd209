import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useUser } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { useToggleWishlist } from '../api/toggle-wishlist';
import styles from './wishlist-toggle.module.css';

/** The product fields the heart needs (a catalogue card, a product detail or a wishlist card fits). */
export interface WishlistToggleProduct {
  id: number;
  name: string;
  /** Tells apart products with the same name in the button's accessible name. */
  code?: string | undefined;
  /** Present for logged-in customers. */
  wish_list?: boolean | undefined;
}

export interface WishlistToggleProps {
  product: WishlistToggleProduct;
  /** `md` 44px (product page), `sm` 40px (cards). */
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * The wishlist heart (docs/requirements/catalogue.md §Wishlist): a toggle button (`aria-pressed`) for logged-in
 * customers only. Optimistic: the heart, the product's cached flag and the header count change at once and
 * are rolled back, with an error toast, when the call fails.
 */
export function WishlistToggle({ product, size = 'sm', className }: WishlistToggleProps) {
  const { t } = useTranslation();
  const { isLoggedIn } = useUser();
  const toggle = useToggleWishlist();
  // The state shown until the product's own data follows (it may not come from the query cache).
  const [override, setOverride] = useState<{ id: number; value: boolean } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new flag from the data replaces the local one
  useEffect(() => setOverride(null), [product.id, product.wish_list]);

  if (!isLoggedIn) return null;
  const active = override?.id === product.id ? override.value : product.wish_list === true;

  const onClick = () => {
    if (toggle.isPending) return;
    const add = !active;
    setOverride({ id: product.id, value: add });
    toggle.mutate({ productId: product.id, add }, { onError: () => setOverride(null) });
  };

  return (
    <button
      type="button"
      className={`${styles.toggle} ${styles[size]} ${className ?? ''}`}
      aria-pressed={active}
      aria-label={
        product.code
          ? t('wishlist.toggleWithCode', { name: product.name, code: product.code })
          : t('wishlist.toggle', { name: product.name })
      }
      title={active ? t('wishlist.remove') : t('wishlist.add')}
      aria-busy={toggle.isPending || undefined}
      data-active={active || undefined}
      onClick={onClick}
    >
      <Heart aria-hidden="true" size={size === 'md' ? 24 : 20} fill={active ? 'currentColor' : 'none'} />
    </button>
  );
}
