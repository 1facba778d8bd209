import { Page, Spinner } from '../../components/ui';
import { RequireLogin } from '../../features/auth/components/require-login';
import { ReorderButton } from '../../features/cart/components/reorder-button';
import { useOrderDetail } from '../../features/orders/api/get-order-detail';
import { OrderDetail } from '../../features/orders/components/order-detail';
import { useTranslation } from '../../lib/i18n';
import { useParams } from '../../lib/router';
import NotFoundRoute from './not-found';

/** `/account/orderdetail/:orderId` → a positive integer id, or null (then: not found). */
function orderIdOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function OrderDetailScreen({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { data, isPending } = useOrderDetail(orderId);
  if (isPending || data === undefined) {
    // Loading, or a failed load (the generic toast has been shown): the frame with a spinner.
    return (
      <Page title={t('orders.detail.loadingTitle')}>
        <Spinner size={24} label={t('orders.detail.loading')} />
      </Page>
    );
  }
  if (data === null) return <NotFoundRoute />;
  return (
    <Page title={t('routes.orderDetail.title', { number: data.number })}>
      <OrderDetail order={data} actions={<ReorderButton orderId={data.id} orderNumber={data.number} />} />
    </Page>
  );
}

/**
 * Order detail (docs/requirements/orders-and-invoices.md §Order detail), for logged-in customers only. `OrderDetail`
 * takes `actions` (buttons by the heading), e.g. the cart's re-order button.
 */
export default function OrderDetailRoute() {
  const { t } = useTranslation();
  const orderId = orderIdOf(useParams().orderId);
  if (orderId === null) return <NotFoundRoute />;
  return (
    <RequireLogin title={t('orders.detail.loadingTitle')}>
      <OrderDetailScreen orderId={orderId} />
    </RequireLogin>
  );
}
