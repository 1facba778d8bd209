import type { Basket } from '@shop/contract';
import type { QueryKey } from '@tanstack/react-query';
import { Package } from 'lucide-react';
import { formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { type CheckoutCatalog, type CheckoutChoices, findById } from '../model/checkout-state';
import type { SummaryTotals } from '../model/summary-totals';
import { CouponForm } from './coupon-form';
import styles from './order-summary.module.css';
import { InfoTooltip } from './tooltip';

function Thumb({ image }: { image: Basket['products'][number]['image'] }) {
  if (!image) {
    return (
      <span className={styles.thumbPlaceholder} aria-hidden="true">
        <Package size={24} />
      </span>
    );
  }
  return <img className={styles.thumb} src={image.src} alt="" width={48} height={48} loading="lazy" decoding="async" />;
}

/**
 * The order summary beside the steps (below them on small screens): the products in a list that
 * scrolls past 20rem, subtotal, delivery fee (with a tooltip), payment fee, coupon (with the VAT it
 * takes off), total excl. VAT, VAT per rate, total incl. VAT: each total adds up from the rows
 * above it. `totals` is null until the server has priced the choices; `updating` while it prices
 * new ones (the rows then still show the last answer).
 */
export function OrderSummary({
  basket,
  totals,
  updating,
  choices,
  catalog,
  basketQueryKey,
  onSessionEnded,
}: {
  basket: Basket;
  totals: SummaryTotals | null;
  updating: boolean;
  choices: CheckoutChoices;
  catalog: CheckoutCatalog;
  basketQueryKey: QueryKey;
  onSessionEnded: () => void;
}) {
  const { t } = useTranslation();
  const method = findById(catalog.shippingMethods, choices.shippingMethodId);
  const payment = findById(catalog.paymentOptions, choices.paymentOptionId);
  const fee = (value: number) => (value === 0 ? t('checkout.summary.free') : formatPrice(value));
  const amount = (value: number | undefined) => (value === undefined ? t('common.dash') : formatPrice(value));

  return (
    <aside className={styles.summary} aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className={styles.heading}>
        {t('checkout.orderSummary.title')}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <ul className={styles.products} tabIndex={0} aria-label={t('checkout.orderSummary.products')}>
        {basket.products.map((line) => (
          <li key={line.id} className={styles.product}>
            <Thumb image={line.image} />
            <div className={styles.productText}>
              <span className={styles.productName}>{line.name}</span>
              <span className={styles.productCode}>{t('cart.codeValue', { code: line.code })}</span>
              <span className={styles.productPrice}>
                {t('checkout.orderSummary.unitPrice', { price: formatPrice(line.price_unit_exc_vat) })}
                <span className={styles.quantity}>
                  {t('checkout.orderSummary.quantity', { count: line.quantity, unit: line.unit_of_measure })}
                </span>
              </span>
            </div>
          </li>
        ))}
      </ul>

      <dl className={styles.rows} aria-live="polite" aria-busy={updating || totals === null}>
        <div className={styles.row}>
          <dt>{t('checkout.orderSummary.subtotal')}</dt>
          <dd>{amount(totals?.productsExcVat)}</dd>
        </div>
        {totals && totals.discountExcVat > 0 ? (
          <div className={`${styles.row} ${styles.discount}`}>
            <dt>
              {t('checkout.orderSummary.discount', { code: basket.coupon?.code ?? '' })}
              <span className={styles.note}>
                {t('checkout.orderSummary.discountVat', { vat: formatPrice(totals.discountVat) })}
              </span>
            </dt>
            <dd>−{formatPrice(totals.discountExcVat)}</dd>
          </div>
        ) : null}
        <div className={styles.row}>
          <dt>
            {t('checkout.orderSummary.delivery')}
            <InfoTooltip label={t('checkout.orderSummary.deliveryInfo')}>
              {method && totals
                ? t('checkout.orderSummary.deliveryTooltip', {
                    name: method.name,
                    price: formatPrice(totals.shippingIncVat),
                  })
                : t('checkout.orderSummary.deliveryTooltipNone')}
            </InfoTooltip>
          </dt>
          <dd>{totals ? fee(totals.shippingExcVat) : t('common.dash')}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('checkout.orderSummary.payment')}</dt>
          <dd>{payment && totals ? fee(totals.paymentExcVat) : t('common.dash')}</dd>
        </div>
        <div className={`${styles.row} ${styles.totalRow}`}>
          <dt>{t('checkout.orderSummary.totalExclVat')}</dt>
          <dd data-testid="checkout-total-excl-vat">{amount(totals?.totalExcVat)}</dd>
        </div>
        {totals?.vat.map((row) => (
          <div key={row.rate} className={styles.row}>
            <dt>{t('checkout.orderSummary.vat', { rate: row.rate })}</dt>
            <dd>{formatPrice(row.vat)}</dd>
          </div>
        ))}
        <div className={`${styles.row} ${styles.grandTotal}`}>
          <dt>{t('checkout.orderSummary.totalInclVat')}</dt>
          <dd data-testid="checkout-total-incl-vat">{amount(totals?.totalIncVat)}</dd>
        </div>
      </dl>

      <CouponForm coupon={basket.coupon} basketQueryKey={basketQueryKey} onSessionEnded={onSessionEnded} />
    </aside>
  );
}
