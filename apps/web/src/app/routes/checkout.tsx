import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui';

/** Checkout (spec part 2 §2); the minimal header comes from the route handle. Placeholder until its issue lands: the title only. */
export default function CheckoutRoute() {
  const { t } = useTranslation();
  return <Page title={t('routes.checkout.title')} />;
}
