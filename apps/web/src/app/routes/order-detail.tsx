import { useEffect, useRef } from 'react';
import { Page, Spinner } from '../../components/ui';
import { ORDER_PLACED_PARAM } from '../../config/paths';
import { RequireLogin } from '../../features/auth/components/require-login';
import { ReorderButton } from '../../features/cart/components/reorder-button';
import { useOrderDetail } from '../../features/orders/api/get-order-detail';
import { OrderConfirmation } from '../../features/orders/components/order-confirmation';
import { OrderDetail } from '../../features/orders/components/order-detail';
import { useTranslation } from '../../lib/i18n';
import { useParams, useSearchParams } from '../../lib/router';
import NotFoundRoute from './not-found';

/** `/account/orderdetail/:orderId` → a positive integer id, or null (then: not found). */
function orderIdOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function OrderDetailScreen({ orderId, placed }: { orderId: number; placed: boolean }) {
  const { t } = useTranslation();
  const { data, isPending } = useOrderDetail(orderId);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = data ? data.id : null;
  // Right after the order the confirmation's heading takes focus (after the layout has moved it
  // to <main>), so a screen reader announces it.
  useEffect(() => {
    if (!placed || shown === null) return;
    const frame = requestAnimationFrame(() => heading.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [placed, shown]);
  if (isPending || data === undefined) {
    // Loading, or a failed load (the generic toast has been shown): the frame with a spinner.
    return (
      <Page title={t('orders.detail.loadingTitle')}>
        <Spinner size={24} label={t('orders.detail.loading')} />
      </Page>
    );
  }
  if (data === null) return <NotFoundRoute />;
  if (placed) {
    return (
      <Page title={t('orderConfirmation.title', { number: data.number })} titleRef={heading}>
        <OrderConfirmation order={data} />
        <OrderDetail order={data} />
      </Page>
    );
  }
  return (
    <Page title={t('routes.orderDetail.title', { number: data.number })}>
      <OrderDetail order={data} actions={<ReorderButton orderId={data.id} orderNumber={data.number} />} />
    </Page>
  );
}

/**
 * Order detail (docs/requirements/orders-and-invoices.md §Order detail), for logged-in customers only. `OrderDetail` takes
 * `actions` (buttons by the heading), e.g. the cart's re-order button. With `?placed=1` (where
 * checkout lands) it is the order's confirmation: thanks, what happens next, how to pay
 * (docs/decisions/008-order-confirmation-page.md).
 */
export default function OrderDetailRoute() {
  const { t } = useTranslation();
  const orderId = orderIdOf(useParams().orderId);
  const [search] = useSearchParams();
  if (orderId === null) return <NotFoundRoute />;
  return (
    <RequireLogin title={t('orders.detail.loadingTitle')}>
      <OrderDetailScreen orderId={orderId} placed={search.get(ORDER_PLACED_PARAM) === '1'} />
    </RequireLogin>
  );
}
