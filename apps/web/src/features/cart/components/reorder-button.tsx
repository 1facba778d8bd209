import { RotateCcw } from 'lucide-react';
import { Button, type ButtonProps, useToast } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from '../../../lib/router';
import { useDuplicateOrder } from '../api/duplicate-order';

export interface ReorderButtonProps {
  orderId: number | string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** The order number, for an accessible name that tells orders in a list apart. */
  orderNumber?: string;
}

/**
 * Puts an earlier order's products into the cart again and opens the cart
 * (docs/requirements/cart-and-checkout.md §Re-order). Products no longer sold are skipped; the toast names them.
 */
export function ReorderButton({ orderId, orderNumber, variant = 'secondary', size = 'md' }: ReorderButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const duplicate = useDuplicateOrder();
  return (
    <Button
      variant={variant}
      size={size}
      loading={duplicate.isPending}
      icon={<RotateCcw size={18} aria-hidden="true" />}
      aria-label={orderNumber ? t('cart.reorderNamed', { number: orderNumber }) : undefined}
      onClick={() =>
        duplicate.mutate(orderId, {
          onSuccess: (reply) => {
            if (reply.skipped.length > 0) {
              toast.warning('toasts.orderDuplicatedSkipped', {
                values: { products: reply.skipped.map((p) => `${p.name} (${p.code})`).join(', ') },
                timeout: null,
              });
            } else {
              toast.success('toasts.orderDuplicated');
            }
            navigate(paths.cart.getHref());
          },
        })
      }
    >
      {t('cart.reorder')}
    </Button>
  );
}
