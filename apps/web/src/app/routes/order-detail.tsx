import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/ui';

/** Order detail (spec part 2 "Order detail"). Placeholder: the title only (the number arrives with the order). */
export default function OrderDetailRoute() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  return <Page title={t('routes.orderDetail.title', { number: orderId })} />;
}
