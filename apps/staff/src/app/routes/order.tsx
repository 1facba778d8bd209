import { Link, useParams } from 'react-router';
import { Alert, errorMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { RecordHistory } from '../../features/audit/components/record-history';
import { IssueInvoiceControl } from '../../features/invoices/components/issue-invoice-control';
import { deliveryNoteUrl, packingSlipUrl } from '../../features/orders/api/documents';
import { useOrder } from '../../features/orders/api/get-order';
import {
  OrderCustomer,
  OrderDeliveryAndPayment,
  OrderLines,
  OrderMails,
  OrderMoney,
  OrderParties,
} from '../../features/orders/components/order-sections';
import { statusText } from '../../features/orders/components/order-texts';
import { StatusActions } from '../../features/orders/components/status-actions';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { t } from '../../lib/i18n';
import { useStaff } from '../session';
import { NotFound } from './not-found';

/**
 * One order: its status and the moves this person may make, the papers, the goods with the
 * prices as charged, the parties and addresses, delivery and payment, the customer's other
 * orders, the mails sent and the trail of staff changes. The warehouse sees no money.
 */
export function OrderPage() {
  const id = Number(useParams().id);
  const staff = useStaff();
  const query = useOrder(id);
  if (!Number.isInteger(id) || id < 1) return <NotFound />;
  if (query.isPending) {
    return (
      <>
        <PageHeading>{t('orders.title')}</PageHeading>
        <p aria-busy="true">{t('app.loading')}</p>
      </>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
    return (
      <>
        <PageHeading>{t('orders.title')}</PageHeading>
        <Alert>{errorMessage(query.error)}</Alert>
      </>
    );
  }
  const order = query.data.order;
  const withMoney = staff.role !== 'warehouse' && order.money !== null;
  return (
    <>
      <PageHeading>{t('orders.detailTitle', { number: order.number })}</PageHeading>
      <p>
        <Link to="/orders">{t('orders.back')}</Link>
      </p>
      <dl className="facts facts--inline" aria-label={t('orders.summary')}>
        <dt>{t('orders.status')}</dt>
        <dd>
          <strong className={`status status--${order.status}`}>{statusText(order.status)}</strong>
        </dd>
        <dt>{t('orders.created')}</dt>
        <dd>
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </dd>
        <dt>{t('orders.company')}</dt>
        <dd>{order.company.companyName}</dd>
        {order.cancelReason && (
          <>
            <dt>{t('orders.cancelReason')}</dt>
            <dd>{order.cancelReason}</dd>
          </>
        )}
      </dl>
      <StatusActions key={order.id} order={order} />
      {withMoney && <IssueInvoiceControl orderNumber={order.number} orderStatus={order.status} />}
      <section className="panel" aria-labelledby="documents-heading">
        <h2 id="documents-heading">{t('orders.documents')}</h2>
        <ul className="link-list">
          <li>
            <a href={packingSlipUrl(order.id)} target="_blank" rel="noopener">
              {t('orders.packingSlip')}
            </a>
          </li>
          <li>
            <a href={deliveryNoteUrl(order.id)} target="_blank" rel="noopener">
              {t('orders.deliveryNote')}
            </a>
          </li>
        </ul>
      </section>
      <OrderLines order={order} />
      {withMoney && order.money && <OrderMoney money={order.money} />}
      <section className="panel" aria-labelledby="note-heading">
        <h2 id="note-heading">{t('orders.note')}</h2>
        <p className="note">{order.note || t('orders.noNote')}</p>
      </section>
      <OrderDeliveryAndPayment order={order} />
      <OrderParties order={order} />
      <OrderCustomer order={order} withMoney={withMoney} />
      <OrderMails order={order} />
      <RecordHistory entity="order" id={order.number} />
    </>
  );
}
