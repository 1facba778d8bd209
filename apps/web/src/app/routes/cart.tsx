import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui';
import { CartView } from '../../features/cart/components/cart-view';

/** Cart (spec part 1 §2 "Cart page"). */
export default function CartRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.cart.title')}>
      <CartView />
    </Page>
  );
}
