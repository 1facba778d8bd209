import { Page } from '../../components/ui';
import { CartView } from '../../features/cart/components/cart-view';
import { useTranslation } from '../../lib/i18n';

/** Cart (docs/requirements/cart-and-checkout.md §Cart). */
export default function CartRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.cart.title')}>
      <CartView />
    </Page>
  );
}
