import { Page } from '../../components/ui';
import { CartView } from '../../features/cart/components/cart-view';
import { useTranslation } from '../../lib/i18n';

/** Cart (spec part 1 §2 "Cart page"). */
export default function CartRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.cart.title')}>
      <CartView />
    </Page>
  );
}
