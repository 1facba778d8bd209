import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Button, useToast } from '../../../components/ui';
import { useUser } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { useAddToBasket } from '../api/add-to-basket';
import styles from './add-to-cart.module.css';
import { clampQuantity } from './quantity';
import { QuantitySelector } from './quantity-selector';

/** The product fields the control needs (a catalogue product card or detail fits). */
export interface AddToCartProduct {
  id: number;
  name: string;
  stock: number;
}

export interface AddToCartProps {
  product: AddToCartProduct;
  /** `card`: compact, for product cards; `detail`: the product page's buy box. */
  variant?: 'card' | 'detail';
  /**
   * The amount chosen outside (the product page's buy box has its own selector): then only the
   * button shows. Without it the control has its own quantity selector.
   */
  quantity?: number;
}

/**
 * Quantity selector and "Do košíka" ("Objednať" when stock ≤ 0: the product is ordered in).
 * Only for logged-in customers (prices and the cart are theirs:
 * docs/requirements/cart-and-checkout.md §Who has a cart); renders nothing otherwise.
 */
export function AddToCart({ product, variant = 'detail', quantity: outerQuantity }: AddToCartProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { isLoggedIn } = useUser();
  const [ownQuantity, setOwnQuantity] = useState(1);
  const quantity = clampQuantity(outerQuantity ?? ownQuantity);
  const add = useAddToBasket();

  if (!isLoggedIn) return null;

  const label = product.stock > 0 ? t('cart.addToCart') : t('cart.orderIn');
  const submit = () => {
    if (add.isPending) return;
    add.mutate(
      { product: product.id, quantity },
      {
        onSuccess: () => {
          toast.success('toasts.addedToCartNamed', { values: { name: product.name } });
          setOwnQuantity(1);
        },
      },
    );
  };

  return (
    <div className={`${styles.addToCart} ${styles[variant]}`}>
      {outerQuantity === undefined ? (
        <QuantitySelector
          value={quantity}
          onChange={setOwnQuantity}
          label={t('cart.quantity.labelFor', { name: product.name })}
          itemName={product.name}
          size={variant === 'card' ? 'sm' : 'md'}
          disabled={add.isPending}
        />
      ) : null}
      <Button
        className={styles.button}
        size={variant === 'card' ? 'sm' : 'md'}
        loading={add.isPending}
        icon={<ShoppingCart size={18} aria-hidden="true" />}
        onClick={submit}
        aria-label={t('cart.addNamed', { action: label, name: product.name })}
      >
        {label}
      </Button>
    </div>
  );
}
