import type { OrderListItem } from '@shop/contract';
import { ExternalLink, PackageOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Paginator, Spinner } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { formatDate, formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { Navigate, useLocation, useSearchParams } from '../../../lib/router';
import { ORDERS_PAGE_SIZE, useOrders } from '../api/get-orders';
import styles from './orders.module.css';
import { StatusBadge } from './status-badge';

/** `?pg=` → a page number ≥ 1. */
const pageOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/** `order_url` when it is a path of this shop, the order detail route otherwise. */
export function orderHref(order: Pick<OrderListItem, 'id' | 'order_url'>) {
  const url = order.order_url;
  return url.startsWith('/') && !url.startsWith('//') ? url : paths.orderDetail.getHref(order.id);
}

function ShowOrderLink({ order }: { order: OrderListItem }) {
  const { t } = useTranslation();
  return (
    <a href={orderHref(order)} target="_blank" rel="noopener" className={styles.showLink}>
      <span>{t('orders.show')}</span>
      <span className="visually-hidden">
        {' '}
        {order.name} {t('a11y.opensInNewTab')}
      </span>
      <ExternalLink aria-hidden="true" size={16} />
    </a>
  );
}

/**
 * The order history (docs/requirements/orders-and-invoices.md §Account order list): number, date, total, status and a
 * link that opens the order in a new tab; 12 a page (`?pg=` in the URL); a table on large screens, cards below.
 */
export function OrdersList({ renderActions }: { renderActions?: (order: OrderListItem) => ReactNode } = {}) {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const page = pageOf(params.get('pg'));
  const { data, isPending, isPlaceholderData } = useOrders(page);
  const hrefOf = (p: number) => (p > 1 ? `${location.pathname}?pg=${p}` : location.pathname);

  if (isPending) {
    return (
      <p className={styles.status}>
        <Spinner size={24} label={t('orders.loading')} />
      </p>
    );
  }
  // A failed first load: the generic toast has been shown; keep the frame.
  if (!data) return null;
  const pageCount = Math.ceil(data.count / ORDERS_PAGE_SIZE);
  if (data.count > 0 && page > pageCount) return <Navigate to={hrefOf(pageCount)} replace />;
  if (data.orders.length === 0) {
    return (
      <p className={styles.empty}>
        <PackageOpen aria-hidden="true" size={28} />
        {t('orders.empty')}
      </p>
    );
  }

  return (
    <div aria-busy={isPlaceholderData || undefined} className={isPlaceholderData ? styles.stale : undefined}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('orders.listLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.number')}</th>
            <th scope="col">{t('orders.date')}</th>
            <th scope="col" className={styles.num}>
              {t('orders.total')}
            </th>
            <th scope="col">{t('orders.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('orders.action')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" className={styles.mono}>
                {order.name}
              </th>
              <td>{formatDate(order.created_at)}</td>
              <td className={styles.num}>{formatPrice(order.amount)}</td>
              <td>
                <StatusBadge status={order.status} />
              </td>
              <td className={styles.actionCell}>
                <ShowOrderLink order={order} />
                {renderActions?.(order)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className={styles.cards} aria-label={t('orders.listLabel')}>
        {data.orders.map((order) => (
          <li key={order.id} className={styles.card}>
            <p className={styles.cardTitle}>
              <span className={styles.cardLabel}>{t('orders.number')}</span>{' '}
              <span className={styles.mono}>{order.name}</span>
            </p>
            <dl className={styles.values}>
              <dt>{t('orders.date')}</dt>
              <dd>{formatDate(order.created_at)}</dd>
              <dt>{t('orders.total')}</dt>
              <dd>{formatPrice(order.amount)}</dd>
              <dt>{t('orders.status')}</dt>
              <dd>
                <StatusBadge status={order.status} />
              </dd>
            </dl>
            <ShowOrderLink order={order} />
            {renderActions?.(order)}
          </li>
        ))}
      </ul>

      <Paginator page={page} pageCount={pageCount} getHref={hrefOf} className={styles.paginator} />
    </div>
  );
}
