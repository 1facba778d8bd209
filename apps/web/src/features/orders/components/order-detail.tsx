import type { OrderDetail as OrderDetailData } from '@shop/contract';
import { ArrowLeft, ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { formatDate, formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import styles from './order-detail.module.css';
import { StatusBadge } from './status-badge';

type OrderLine = OrderDetailData['products'][number];

function LineImage({ line }: { line: OrderLine }) {
  const image = line.image.find((i) => i.cover) ?? line.image[0];
  // The name sits next to the image, so the image itself is decorative.
  return image ? (
    <img className={styles.image} src={image.src} alt="" width={64} height={64} loading="lazy" decoding="async" />
  ) : (
    <span className={`${styles.image} ${styles.noImage}`}>
      <ImageOff aria-hidden="true" size={24} />
    </span>
  );
}

function LineName({ line }: { line: OrderLine }) {
  return line.url.url ? <Link to={paths.product.getHref(line.url.url)}>{line.name}</Link> : <span>{line.name}</span>;
}

function Address({ rows }: { rows: (string | undefined)[] }) {
  const lines = rows.filter((r): r is string => !!r?.trim());
  return (
    <address className={styles.address}>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed order of address lines
        <span key={i}>{line}</span>
      ))}
    </address>
  );
}

/**
 * Under the products total: the discount (one row, with the VAT it takes off), the fees, the total
 * excl. VAT, its VAT per rate and the total incl. VAT, so every total adds up from the rows above
 * it (the server computed each one; docs/decisions/007-money-vat-rounding.md).
 */
function PriceRecap({ order }: { order: OrderDetailData }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-recap">
      <h3 id="order-recap" className="visually-hidden">
        {t('orders.detail.recap')}
      </h3>
      <dl className={styles.recap}>
        {order.discount ? (
          <div>
            <dt>
              {t('orders.detail.discount', { code: order.discount.code })}{' '}
              <span className={styles.recapNote}>
                {t('orders.detail.discountVat', { vat: formatPrice(order.discount.vat) })}
              </span>
            </dt>
            <dd>−{formatPrice(order.discount.price_without_vat)}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            {t('orders.detail.shipping')}: {order.shipping}
          </dt>
          <dd>{formatPrice(order.shipping_price)}</dd>
        </div>
        <div>
          <dt>
            {t('orders.detail.payment')}: {order.payment}
          </dt>
          <dd>{formatPrice(order.payment_price)}</dd>
        </div>
        <div className={styles.recapTotal}>
          <dt>{t('orders.detail.totalExclVat')}</dt>
          <dd>{formatPrice(order.price_without_vat)}</dd>
        </div>
        {order.vat_breakdown.map((row) => (
          <div key={row.vat_rate}>
            <dt>{t('orders.detail.vatRow', { rate: row.vat_rate, base: formatPrice(row.base_without_vat) })}</dt>
            <dd>{formatPrice(row.vat)}</dd>
          </div>
        ))}
        <div className={styles.recapTotal}>
          <dt>{t('orders.detail.totalInclVat')}</dt>
          <dd>{formatPrice(order.price_with_vat)}</dd>
        </div>
      </dl>
    </section>
  );
}

export interface OrderDetailProps {
  order: OrderDetailData;
  /**
   * Buttons next to the order's heading, supplied by the route (features do not import each
   * other), e.g. the cart's "order again" button.
   */
  actions?: ReactNode;
}

/**
 * One order (docs/requirements/orders-and-invoices.md §Order detail): date, status, shipping and payment with prices,
 * totals, the product lines (rows on large screens, blocks below) with the price recap under
 * them, invoice and delivery data (for a pick-up: the sale point, no delivery address).
 * The route renders the page title "Objednávka č. …".
 */
export function OrderDetail({ order, actions }: OrderDetailProps) {
  const { t } = useTranslation();
  // A pick-up (at a sale point) has no place of delivery: the order is collected there.
  const pickUp = Boolean(order.sale_point_name);
  const deliveryPoint = order.packeta_point_name
    ? { label: t('orders.detail.packetaPoint'), name: order.packeta_point_name }
    : order.sale_point_name
      ? { label: t('orders.detail.salePoint'), name: order.sale_point_name }
      : null;

  return (
    <div className={styles.detail}>
      <div className={styles.topBar}>
        <Link to={paths.accountOption.getHref('orders')} className={styles.back}>
          <ArrowLeft aria-hidden="true" size={18} />
          {t('orders.detail.back')}
        </Link>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>

      <section className={styles.card} aria-labelledby="order-summary">
        <h2 id="order-summary" className={styles.heading}>
          {t('orders.detail.summary')}
        </h2>
        <dl className={styles.summary}>
          <div>
            <dt>{t('orders.detail.date')}</dt>
            <dd>{formatDate(order.created)}</dd>
          </div>
          <div>
            <dt>{t('orders.detail.status')}</dt>
            <dd>
              <StatusBadge status={order.status} />
            </dd>
          </div>
          <div>
            <dt>{t(pickUp ? 'orders.detail.pickUpMethod' : 'orders.detail.shipping')}</dt>
            <dd>
              {order.shipping} <span className={styles.price}>{formatPrice(order.shipping_price)}</span>
            </dd>
          </div>
          <div>
            <dt>{t('orders.detail.payment')}</dt>
            <dd>
              {order.payment} <span className={styles.price}>{formatPrice(order.payment_price)}</span>
            </dd>
          </div>
          <div>
            <dt>{t('orders.detail.totalExclVat')}</dt>
            <dd className={styles.total}>{formatPrice(order.price_without_vat)}</dd>
          </div>
          <div>
            <dt>{t('orders.detail.totalInclVat')}</dt>
            <dd>{formatPrice(order.price_with_vat)}</dd>
          </div>
        </dl>
      </section>

      <section className={styles.card} aria-labelledby="order-products">
        <h2 id="order-products" className={styles.heading}>
          {t('orders.detail.products')}
        </h2>
        {order.products.length === 0 ? (
          <p>{t('orders.detail.noProducts')}</p>
        ) : (
          <>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('orders.detail.products')}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">{t('orders.detail.image')}</span>
                  </th>
                  <th scope="col">{t('orders.detail.code')}</th>
                  <th scope="col">{t('orders.detail.name')}</th>
                  <th scope="col" className={styles.num}>
                    {t('orders.detail.amount')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('orders.detail.unitPrice')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('orders.detail.lineTotal')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.products.map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a code may repeat on two lines
                  <tr key={`${line.code}-${i}`}>
                    <td>
                      <LineImage line={line} />
                    </td>
                    <td className={styles.code}>{line.code}</td>
                    <td>
                      <LineName line={line} />
                    </td>
                    <td className={styles.num}>{line.amount}</td>
                    <td className={styles.num}>{formatPrice(line.price_exc_vat)}</td>
                    <td className={styles.num}>{formatPrice(line.price_sum_exc_vat)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={5} className={styles.num}>
                    {t('orders.detail.productsTotal')}
                  </th>
                  <td className={`${styles.num} ${styles.total}`}>{formatPrice(order.products_price_without_vat)}</td>
                </tr>
              </tfoot>
            </table>

            <ul className={styles.blocks} aria-label={t('orders.detail.products')}>
              {order.products.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a code may repeat on two lines
                <li key={`${line.code}-${i}`} className={styles.block}>
                  <LineImage line={line} />
                  <div className={styles.blockBody}>
                    <p className={styles.blockName}>
                      <LineName line={line} />
                    </p>
                    <dl className={styles.values}>
                      <dt>{t('orders.detail.code')}</dt>
                      <dd className={styles.code}>{line.code}</dd>
                      <dt>{t('orders.detail.amount')}</dt>
                      <dd>{line.amount}</dd>
                      <dt>{t('orders.detail.unitPrice')}</dt>
                      <dd>{formatPrice(line.price_exc_vat)}</dd>
                      <dt>{t('orders.detail.lineTotal')}</dt>
                      <dd className={styles.total}>{formatPrice(line.price_sum_exc_vat)}</dd>
                    </dl>
                  </div>
                </li>
              ))}
            </ul>
            <p className={styles.blocksTotal}>
              <span>{t('orders.detail.productsTotal')}</span>{' '}
              <span className={styles.total}>{formatPrice(order.products_price_without_vat)}</span>
            </p>
            <PriceRecap order={order} />
          </>
        )}
      </section>

      <div className={styles.addresses}>
        <section className={styles.card} aria-labelledby="order-invoice">
          <h2 id="order-invoice" className={styles.heading}>
            {t('orders.detail.invoiceInfo')}
          </h2>
          <Address
            rows={[
              order.invoice_name,
              order.invoice_street,
              `${order.invoice_zip} ${order.invoice_city}`,
              order.invoice_phone,
              order.invoice_email,
            ]}
          />
        </section>
        <section className={styles.card} aria-labelledby="order-delivery">
          <h2 id="order-delivery" className={styles.heading}>
            {t(pickUp ? 'orders.detail.pickUp' : 'orders.detail.delivery')}
          </h2>
          {deliveryPoint ? (
            <p className={styles.point}>
              <span className={styles.pointLabel}>{deliveryPoint.label}:</span> {deliveryPoint.name}
            </p>
          ) : null}
          {pickUp ? null : (
            <Address
              rows={[
                order.delivery_name,
                order.delivery_street,
                `${order.delivery_zip} ${order.delivery_city}`,
                order.delivery_phone,
              ]}
            />
          )}
        </section>
      </div>

      {order.note.trim() ? (
        <section className={styles.card} aria-labelledby="order-note">
          <h2 id="order-note" className={styles.heading}>
            {t('orders.detail.note')}
          </h2>
          <p className={styles.note}>{order.note}</p>
        </section>
      ) : null}
    </div>
  );
}
