import { Page } from '../../components/ui';
import { basketQueryKey, useBasket } from '../../features/cart/api/get-basket';
import { Checkout } from '../../features/checkout/components/checkout';
import { useUser } from '../../lib/auth';
import { useTranslation } from '../../lib/i18n';

/**
 * Checkout (docs/requirements/cart-and-checkout.md §Checkout steps); the minimal header comes from the route handle.
 * The cart comes from the cart feature.
 */
export default function CheckoutRoute() {
  const { t } = useTranslation();
  const { isLoggedIn } = useUser();
  const basket = useBasket({ enabled: isLoggedIn });
  return (
    <Page title={t('routes.checkout.title')}>
      <Checkout basket={basket.data} basketPending={basket.isPending} basketQueryKey={basketQueryKey} />
    </Page>
  );
}
